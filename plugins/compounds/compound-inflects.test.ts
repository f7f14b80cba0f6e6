import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE, type InflectForm } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // compounds on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('cinfl@example.com', [[1, MODULE.compounds]]);
}, 300_000);
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });
const words = (forms: InflectForm[]) => Object.fromEntries(forms.map((f) => [f.inflectId, f.word]));

describe("a compound's inflected forms through the inflection module", () => {
  it('shows the viewer of a noun compound, auto-inflects it by the course rules, saves and reads the forms back', async () => {
    const classes = (await call('GET', 'courses/1/word-classes', undefined, admin)).body as { id: number; name: string }[];
    const noun = classes.find((c) => c.name === 'noun')!;
    const created = await call(
      'POST',
      'groups/1/compounds',
      {
        title: 'mesa redonda',
        wordClass: noun.id,
        inflects: [{ dialectId: 2, inflectWord: 'mesa redonda', splitType: 0, preselected: false }],
      },
      admin,
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const path = `refs/${MODULE.compounds}/ref-ids/${id}/dialects/2`;

    const view = await call('GET', `${path}/inflects`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ ref: MODULE.compounds, refId: id, word: 'mesa redonda', wordClass: 'noun', forms: [] });
    expect(view.body.cells.map((c: { inflectId: number }) => c.inflectId)).toEqual([101, 102]);

    const auto = await call('PUT', `${path}/auto-inflect`, { inflects: [] });
    expect(words(auto.body.data.forms)).toEqual({ 101: 'mesa redonda', 102: 'mesa redondas' }); // the noun rule knows no agreement
    const saved = await call('PUT', `${path}/inflects`, {
      inflects: [
        { inflectId: 101, word: 'mesa redonda', conjState: 1 },
        { inflectId: 102, word: 'mesas redondas', conjState: 3 },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', `${path}/inflects`)).body.forms).toEqual([
      { inflectId: 101, word: 'mesa redonda', conjState: 1 },
      { inflectId: 102, word: 'mesas redondas', conjState: 3 },
    ]);
    // The grid's nInflects counts them (default target es-ES); the record per dialect.
    expect((await call('GET', `groups/1/compounds?text=${encodeURIComponent('mesa redonda')}`)).body).toMatchObject([{ id, nInflects: 2 }]);
    expect((await call('GET', `compounds/${id}`)).body.inflects.map((x: { nInflects: number }) => x.nInflects)).toEqual([2, 0]);

    const refs = (await call('GET', 'target-inflect-batch-resources')).body as { ref: number; name: string }[];
    expect(refs).toContainEqual({ ref: MODULE.compounds, name: 'Compounds' });
    await call('DELETE', `compounds/${id}`, undefined, admin);
    expect((await call('GET', `${path}/inflects`, undefined, admin)).status).toBe(404);
  });

  it("refuses bad forms naming the fields, and another course's compound", async () => {
    const [mine] = (await call('GET', 'groups/1/compounds')).body as { id: number }[];
    const bad = await call('PUT', `refs/${MODULE.compounds}/ref-ids/${mine.id}/dialects/2/inflects`, { inflects: [{ inflectId: 'x', word: 1, conjState: 1 }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['inflects.0.inflectId', 'inflects.0.word']));
    const [other] = (await call('GET', 'groups/2/compounds', undefined, admin)).body as { id: number }[];
    expect((await call('GET', `refs/${MODULE.compounds}/ref-ids/${other.id}/dialects/2/inflects`)).status).toBe(403);
  });
});
