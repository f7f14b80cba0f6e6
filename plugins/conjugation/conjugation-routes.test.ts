import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE, type InflectForm, type InflectView } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // Conjugation on course 1 (ES-EN) only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('conj@example.com', [[1, MODULE.conjugation]]);
}, 300_000);
afterAll(() => t.close());

const ES = 2; // Spanish: courses 1 (ES-EN) and 2 (ES-FR)
const IT = 5;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });

interface Ending {
  inflectId: number;
  ending: string;
  group: number;
  panelId: number | null;
}
interface Rule {
  id: number;
  name: string;
  wordClass: string;
  gender: string;
  endingToApply: string;
  endings: Ending[];
}

/** The first panel of a course (admin). */
async function panelOf(courseId: number): Promise<number> {
  const rows = (await call('GET', `groups/${courseId}/panels`, undefined, admin)).body as { id: number }[];
  return rows[0].id;
}

describe('rules and root changes per language (spec 3 §7)', () => {
  it("answers the course's language, whose rules both of its courses share", async () => {
    expect((await call('GET', 'courses/1/conjugation-language')).body).toEqual({ languageId: ES, code: 'es', name: 'Spanish' });
    const rules = (await call('GET', `languages/${ES}/conj-rules?course=1`)).body as Rule[];
    expect(rules.find((r) => r.wordClass === 'verb' && r.endingToApply === 'ar')).toMatchObject({
      gender: 'mf',
      endings: [
        { inflectId: 201, ending: 'o', group: 1, panelId: null },
        { inflectId: 202, ending: 'as', group: 1, panelId: null },
        { inflectId: 203, ending: 'a', group: 1, panelId: null },
        { inflectId: 204, ending: 'amos', group: 1, panelId: null },
        { inflectId: 205, ending: 'áis', group: 1, panelId: null },
        { inflectId: 206, ending: 'an', group: 1, panelId: null },
      ],
    });
    // The same list through the other Spanish course, and without a course (its first course's grant).
    expect((await call('GET', `languages/${ES}/conj-rules?course=2`, undefined, admin)).body).toEqual(rules);
    expect((await call('GET', `languages/${ES}/conj-rules`)).body).toEqual(rules);
    expect((await call('GET', `languages/${ES}/conjugation-root-changes`)).body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ wordClass: 'noun', fromText: 'ión', toText: 'ion', contextNextEndingStartsWith: 'e' }),
        expect.objectContaining({ wordClass: 'verb', fromText: 'e[C]', toText: 'ie[C]', contextNextEndingStartsWith: 'o', priority: 0 }),
      ]),
    );
    const italian = (await call('GET', `languages/${IT}/conj-rules`, undefined, admin)).body as Rule[];
    expect(italian.find((r) => r.gender === 'm')).toMatchObject({ wordClass: 'noun', endingToApply: 'a', endings: [{ ending: 'a' }, { ending: 'i' }] });
  });

  it('creates a rule with gender, groups and panels: empty endings dropped, groups renumbered; edits and deletes it', async () => {
    const panel = await panelOf(1);
    const created = await call('POST', `languages/${ES}/conj-rules?course=1`, {
      name: 'noun -ma (m)',
      wordClass: 'noun',
      gender: 'm',
      endingToApply: 'ma',
      endingToRemove: '',
      endings: [
        { inflectId: 101, ending: '~', group: 4, panelId: panel },
        { inflectId: 102, ending: 's', group: 9 },
        { inflectId: 103, ending: '', group: 6 },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ok: true, data: { id: expect.any(Number) } });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      gender: 'm',
      endings: [
        { inflectId: 101, ending: '~', group: 1, panelId: panel },
        { inflectId: 102, ending: 's', group: 2, panelId: null },
      ],
    });
    // Shared: the other Spanish course sees it.
    expect(created.body.data.rules).toEqual((await call('GET', `languages/${ES}/conj-rules?course=2`, undefined, admin)).body);

    expect((await call('GET', `conj-rules/${id}/endings?course=1`)).body).toEqual([
      { inflectId: 101, ending: '~', group: 1, panelId: panel },
      { inflectId: 102, ending: 's', group: 2, panelId: null },
    ]);
    const endings = await call('PUT', `conj-rules/${id}/endings?course=1`, {
      endings: [
        { inflectId: 101, ending: '~', group: 2, panelId: null },
        { inflectId: 102, ending: 's', group: 2 },
      ],
    });
    expect(endings.body.data.endings).toEqual([
      { inflectId: 101, ending: '~', group: 1, panelId: null },
      { inflectId: 102, ending: 's', group: 1, panelId: null },
    ]);
    const edited = await call('PUT', `conj-rules/${id}`, { name: 'noun -ma', wordClass: 'noun', gender: 'mf', endingToApply: 'ma' });
    expect(edited.body.data).toMatchObject({ name: 'noun -ma', gender: 'mf', endings: [{ inflectId: 101 }, { inflectId: 102 }] });
    expect((await call('GET', `conj-rules/${id}`)).body).toMatchObject({ name: 'noun -ma' });

    const deleted = await call('DELETE', `conj-rules/${id}?course=1`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.rules.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call('GET', `conj-rules/${id}`)).status).toBe(404);
  });

  it('answers blank records, and creates, edits and deletes a root change with tokens and an empty From', async () => {
    expect((await call('GET', 'conj-rules/new')).body).toEqual({
      id: -1,
      name: '',
      order: 0,
      wordClass: 'verb',
      gender: 'mf',
      endingToApply: '',
      endingToRemove: '',
      prefixToRemove: '',
      endings: [],
    });
    expect((await call('GET', 'conjugation-root-changes/new')).body).toEqual({
      id: -1,
      wordClass: 'verb',
      fromText: '',
      toText: '',
      contextNextEndingStartsWith: '',
      priority: 0,
    });
    const created = await call('POST', `languages/${ES}/conjugation-root-changes?course=1`, {
      wordClass: 'verb',
      fromText: 'o[C]',
      toText: 'ue[C]',
      contextNextEndingStartsWith: 'o',
    });
    expect(created.body).toMatchObject({ ok: true, data: { id: expect.any(Number), fromText: 'o[C]', toText: 'ue[C]', priority: 0 } });
    const id = created.body.data.id;
    const edited = await call('PUT', `conjugation-root-changes/${id}?course=1`, { wordClass: 'verb', fromText: '', toText: 'g', priority: 3 });
    expect(edited.body.data).toMatchObject({ fromText: '', toText: 'g', contextNextEndingStartsWith: '', priority: 3 });
    expect((await call('GET', `conjugation-root-changes/${id}`)).body).toEqual(edited.body.data);
    expect((await call('DELETE', `conjugation-root-changes/${id}`)).status).toBe(200);
    expect((await call('GET', `conjugation-root-changes/${id}`)).status).toBe(404);
  });

  it('refuses bad input with its fields: root changes beyond 4 slots, panels of another language or none', async () => {
    const long = await call('POST', `languages/${ES}/conjugation-root-changes`, { wordClass: 'verb', fromText: '[C][C][C][C][C]', toText: 'abcde' });
    expect(long).toMatchObject({ status: 400, body: { fields: { fromText: 'At most 4 slots', toText: 'At most 4 slots' } } });
    const token = await call('POST', `languages/${ES}/conjugation-root-changes`, { wordClass: 'verb', fromText: 'e', toText: 'i[V]' });
    expect(token).toMatchObject({ status: 400, body: { fields: { toText: 'Each [V] of To needs one in From' } } });

    const english = await panelOf(3);
    const foreign = await call('POST', `languages/${ES}/conj-rules`, {
      name: 'x',
      wordClass: 'verb',
      endings: [
        { inflectId: 201, ending: 'o', panelId: english },
        { inflectId: 202, ending: 'as', panelId: 2_147_000_001 },
      ],
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: { fields: { 'endings.0.panelId': 'A panel of a course of another language', 'endings.1.panelId': 'No such record' } },
    });
    const bad = await call('POST', `languages/${ES}/conj-rules`, {
      name: '',
      wordClass: 'verb',
      gender: 'n',
      order: 1.5,
      endings: [{ inflectId: 'x', ending: 'o' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'gender', 'order', 'endings.0.inflectId']));
    const twice = await call('POST', `languages/${ES}/conj-rules`, {
      name: 'x',
      wordClass: 'verb',
      endings: [
        { inflectId: 201, ending: 'o' },
        { inflectId: 201, ending: 'a' },
      ],
    });
    expect(twice).toMatchObject({ status: 400, body: { fields: { 'endings.1.inflectId': expect.any(String) } } });
    expect(((await call('GET', `languages/${ES}/conj-rules`)).body as Rule[]).some((r) => r.name === 'x')).toBe(false);
  });

  it("checks the grant on the course named (one of the language's), else on the language's first course", async () => {
    const rule = ((await call('GET', `languages/${ES}/conj-rules`)).body as Rule[])[0].id;
    const change = ((await call('GET', `languages/${ES}/conjugation-root-changes`)).body as { id: number }[])[0].id;
    expect((await call('GET', `languages/${ES}/conj-rules?course=2`)).status).toBe(403);
    expect((await call('GET', `conj-rules/${rule}?course=2`)).status).toBe(403);
    expect((await call('PUT', `conjugation-root-changes/${change}?course=2`, { wordClass: 'verb' })).status).toBe(403);
    // A course of another language, or a language of no course: not found.
    expect((await call('GET', `languages/${IT}/conj-rules?course=1`)).status).toBe(404);
    expect((await call('GET', 'languages/99999/conj-rules', undefined, admin)).status).toBe(404);
    expect((await call('GET', `languages/${ES}/conj-rules?course=x`)).status).toBe(400);
    // Italian's first course is not the editor's.
    expect((await call('GET', `languages/${IT}/conj-rules`)).status).toBe(403);
    expect((await call('GET', 'conj-rules/99999999', undefined, admin)).status).toBe(404);
  });
});

describe('auto-inflect and the batch call use the [V]/[C] root changes', () => {
  const VOC = MODULE.vocsCourse;
  const pathOf = (id: number) => `refs/${VOC}/ref-ids/${id}/dialects/2`;
  const show = (forms: InflectForm[]) => forms.filter((f) => f.inflectId > 200 && f.inflectId < 207).map((f) => `${f.word}${f.conjState === 2 ? '*' : ''}`);

  async function querer(): Promise<number> {
    const entries = (await call('GET', 'courses/1/vocs', undefined, admin)).body as { id: number }[];
    for (const e of entries) {
      const view = (await call('GET', `${pathOf(e.id)}/inflects`, undefined, admin)).body as InflectView;
      if (view.word === 'querer') return e.id;
    }
    throw new Error('no querer in the demo');
  }

  it("auto-inflect gives querer's e > ie forms from e[C] → ie[C]", async () => {
    const id = await querer();
    const auto = await call('PUT', `${pathOf(id)}/auto-inflect`, { inflects: [] }, admin);
    expect(show(auto.body.data.forms)).toEqual(['quiero*', 'quieres*', 'quiere*', 'queremos', 'queréis', 'quieren*']);
  });

  it('GET conjugationBatchApply?ids= conjugates those records now; the -check answers the element ids', async () => {
    const id = await querer();
    const check = (await call('GET', `groups/1/refs/${VOC}/conjugationBatchApply-check`)).body;
    expect(check).toMatchObject({ ref: VOC, status: expect.any(String), batchSize: 10, ids: expect.arrayContaining([id]) });
    expect(check.total).toBe(check.ids.length);

    const wrong = [201, 202, 203, 204, 205, 206].map((inflectId, i) => ({
      inflectId,
      word: ['quero', 'queres', 'quere', 'queremos', 'queréis', 'queren'][i],
      conjState: 1,
    }));
    await call('PUT', `${pathOf(id)}/inflects`, { inflects: wrong }, admin);
    const other = check.ids.find((x: number) => x !== id);
    const applied = await call('GET', `groups/1/refs/${VOC}/conjugationBatchApply?ids=${other},${id}`);
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ ref: VOC, ids: [other, id].sort((a, b) => a - b), changed: [id] });
    const after = (await call('GET', `${pathOf(id)}/inflects`, undefined, admin)).body as InflectView;
    expect(show(after.forms)).toEqual(['quiero*', 'quieres*', 'quiere*', 'queremos', 'queréis', 'quieren*']);

    expect((await call('GET', `groups/1/refs/${VOC}/conjugationBatchApply?ids=2147000001`)).body).toMatchObject({ fields: { 'ids.0': expect.any(String) } });
    expect((await call('GET', `groups/1/refs/${VOC}/conjugationBatchApply?ids=a,b`)).status).toBe(400);
    expect((await call('GET', `groups/2/refs/${VOC}/conjugationBatchApply?ids=${id}`)).status).toBe(403);
  });
});
