import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { contribute, MODULE, registerContributions, type InflectForm, type InflectView } from '../../sdk/shared';
import { inflectOwners, type InflectOwner } from './public';

let t: LoggedInServer;
let admin: string;
let editor: string; // the course vocabulary and inflection on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('infl@example.com', [
    [1, MODULE.vocsCourse],
    [1, MODULE.section],
  ]);
}, 300_000);
afterAll(() => t.close());

const VOC = MODULE.vocsCourse;
const ES = 2; // es-ES, course 1's first target dialect
const get = (url: string, cookie = editor) => t.call('GET', `/api/${url}`, { cookie });
const put = (url: string, body: unknown, cookie = editor) => t.call('PUT', `/api/${url}`, { cookie, body });
const rec = (id: number, d = ES) => `refs/${VOC}/ref-ids/${id}/dialects/${d}`;
const words = (forms: InflectForm[]) => Object.fromEntries(forms.map((f) => [f.inflectId, `${f.word}:${f.conjState}`]));

async function entry(courseId: number, title: string): Promise<number> {
  const rows = (await get(`courses/${courseId}/vocs?text=${encodeURIComponent(title)}`, admin)).body as { id: number; title: string }[];
  const hit = rows.find((r) => r.title === title) ?? rows[0];
  expect(hit, title).toBeTruthy();
  return hit.id;
}

describe('inflect viewer routes', () => {
  it("reads an entry's table and forms, auto-inflects keeping locked cells, and saves", async () => {
    const abrir = await entry(1, 'abrir');
    const view = (await get(`${rec(abrir)}/inflects`)).body as InflectView;
    expect(view).toMatchObject({ ref: VOC, refId: abrir, dialectId: ES, word: 'abrir', wordClass: 'verb', headers: ['Singular', 'Plural'] });
    expect(view.cells.map((c) => c.inflectId).sort()).toEqual([201, 202, 203, 204, 205, 206]);
    expect(words(view.forms)).toMatchObject({ 203: 'abre:1', 206: 'abren:1' });

    // The user typed an irregular 1sg and locked it; the rest comes from the rules, unsaved.
    const current = [
      { inflectId: 201, word: 'abrito', conjState: 3 },
      { inflectId: 203, word: 'xx', conjState: 1 },
    ];
    const auto = await put(`${rec(abrir)}/auto-inflect`, { inflects: current });
    expect(auto.status).toBe(200);
    expect(words(auto.body.data.forms)).toEqual({ 201: 'abrito:3', 202: 'abres:1', 203: 'abre:1', 204: 'abrimos:1', 205: 'abrís:1', 206: 'abren:1' });
    expect(words((await get(`${rec(abrir)}/inflects`)).body.forms)).toMatchObject({ 201: 'abro:1' });

    const saved = await put(`${rec(abrir)}/inflects`, { inflects: auto.body.data.forms });
    expect(saved.status).toBe(200);
    expect(words((await get(`${rec(abrir)}/inflects`)).body.forms)).toMatchObject({ 201: 'abrito:3', 205: 'abrís:1' });
    await put(`${rec(abrir)}/inflects`, { inflects: view.forms });
  });

  it('refuses bad input with the fields, an unknown record or ref, a source dialect and another course', async () => {
    const abrir = await entry(1, 'abrir');
    const bad = await put(`${rec(abrir)}/inflects`, {
      inflects: [
        { inflectId: 201, word: 'a', conjState: 9 },
        { inflectId: 201, word: 'b', conjState: 1 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(expect.arrayContaining(['inflects.0.conjState', 'inflects.1.inflectId']));
    expect((await get(`${rec(abrir)}/inflects`)).body.forms.length).toBeGreaterThan(0);
    expect((await get(`${rec(99_999_999)}/inflects`, admin)).status).toBe(404);
    expect((await get(`refs/${MODULE.glossaries}/ref-ids/1/dialects/${ES}/inflects`, admin)).status).toBe(404);
    const source = await get(`${rec(abrir, 3)}/inflects`); // en-US: a source dialect of course 1
    expect(source.status).toBe(400);
    expect(source.body.fields).toHaveProperty('dialectId');
    const other = await entry(2, 'abrir');
    expect((await get(`${rec(other)}/inflects`)).status).toBe(403);
    expect((await put(`${rec(other)}/auto-inflect`, { inflects: [] })).status).toBe(403);
    expect((await get(`groups/2/refs/${VOC}/target-dialects/${ES}/batch-target-ref-elements`)).status).toBe(403);
  });

  it('auto-inflects, and the linker then links the inflected forms of the entry', async () => {
    const abrir = await entry(1, 'abrir');
    const guess = async (phrase: string) =>
      (await get(`concepts-linker/ref/16/refId/1/target-dialect/${ES}/guess?fromScratch=true&phrase=${encodeURIComponent(phrase)}`, admin)).body.concepts as {
        ref: number;
        refId: number;
        positions: number[];
        inflectStudied: number | null;
      }[];
    const before = (await get(`${rec(abrir)}/inflects`)).body as InflectView;
    await put(`${rec(abrir)}/inflects`, { inflects: [] });
    expect((await guess('Ella abre la puerta.')).some((c) => c.refId === abrir)).toBe(false);
    const auto = await put(`${rec(abrir)}/auto-inflect`, { inflects: [] });
    await put(`${rec(abrir)}/inflects`, { inflects: auto.body.data.forms });
    expect((await guess('Ella abre la puerta.')).find((c) => c.refId === abrir)).toMatchObject({ ref: VOC, positions: [1], inflectStudied: 203 });
    const visitar = await entry(1, 'visitar');
    expect((await guess('Ellos visitan el museo.')).find((c) => c.refId === visitar)).toMatchObject({ positions: [1], inflectStudied: 206 });
    await put(`${rec(abrir)}/inflects`, { inflects: before.forms });
  });
});

const waitFor = async (url: string, done: (run: { status: string; done: number }) => boolean) => {
  let run = (await get(url)).body;
  for (let i = 0; i < 600 && !done(run); i++) {
    await new Promise((r) => setTimeout(r, 100));
    run = (await get(url)).body;
  }
  return run;
};

describe('batch target', () => {
  it('runs auto-inflect over the course vocabulary as a task, restoring lost forms and keeping the checked ones', async () => {
    const base = `groups/1/refs/${VOC}/target-dialects/${ES}`;
    expect((await get('target-inflect-batch-resources')).body).toEqual(expect.arrayContaining([{ ref: VOC, name: 'Vocabulary' }]));
    const ready = (await get(`${base}/batch-target-ref-elements`)).body;
    expect(ready).toMatchObject({ ref: VOC, status: 'ready', done: 0 });
    expect(ready.total).toBeGreaterThan(10);

    const abrir = await entry(1, 'abrir');
    const tener = await entry(1, 'tener'); // tengo irregular, tienes a stem change: both kept
    const before = { abrir: (await get(`${rec(abrir)}/inflects`)).body.forms, tener: (await get(`${rec(tener)}/inflects`)).body.forms };
    await put(`${rec(abrir)}/inflects`, { inflects: [] });

    expect((await put(`${base}/batch-target`, { action: 'start' })).body.data.status).toMatch(/running|completed/);
    const run = await waitFor(`${base}/batch-target-ref-elements`, (r) => r.status === 'completed');
    expect(run).toMatchObject({ status: 'completed', done: ready.total, total: ready.total });
    // The demo's sentence entry had no 2pl: the rules add it; every form it had comes back as it was.
    const after = (await get(`${rec(abrir)}/inflects`)).body.forms;
    expect(after).toEqual(expect.arrayContaining(before.abrir));
    expect(words(after)).toEqual({ 201: 'abro:1', 202: 'abres:1', 203: 'abre:1', 204: 'abrimos:1', 205: 'abrís:1', 206: 'abren:1' });
    expect((await get(`${rec(tener)}/inflects`)).body.forms).toEqual(expect.arrayContaining(before.tener));
    expect(words((await get(`${rec(tener)}/inflects`)).body.forms)).toMatchObject({ 201: 'tengo:3', 202: 'tienes:2' });
    expect((await put(`${base}/batch-target`, { action: 'go' })).status).toBe(400);
  }, 120_000);

  it('pauses and resumes where it stopped (any module registering inflected forms)', async () => {
    // A module of 40 records, each written slowly, so that the pause lands mid-run.
    const forms = new Map<number, InflectForm[]>();
    const owner: InflectOwner = {
      ref: 9001,
      name: 'Slow records',
      baseWord: async () => 'hablar',
      wordClass: async () => 'verb',
      read: async (_db, id) => forms.get(id) ?? [],
      write: async (_db, id, _d, f) => {
        await new Promise((r) => setTimeout(r, 40));
        forms.set(id, f);
      },
      records: async () => Array.from({ length: 40 }, (_, i) => i + 1),
    };
    const remove = registerContributions([contribute(inflectOwners, owner)]);
    try {
      const base = `groups/1/refs/9001/target-dialects/${ES}`;
      await put(`${base}/batch-target`, { action: 'start' });
      await waitFor(`${base}/batch-target-ref-elements`, (r) => r.done >= 3);
      expect((await put(`${base}/batch-target`, { action: 'pause' })).body.data.status).toBe('paused');
      await new Promise((r) => setTimeout(r, 150));
      const paused = (await get(`${base}/batch-target-ref-elements`)).body;
      await new Promise((r) => setTimeout(r, 300));
      expect((await get(`${base}/batch-target-ref-elements`)).body).toEqual(paused);
      expect(paused.done).toBeLessThan(40);
      expect(forms.size).toBe(paused.done);

      await put(`${base}/batch-target`, { action: 'start' });
      const run = await waitFor(`${base}/batch-target-ref-elements`, (r) => r.status === 'completed');
      expect(run).toMatchObject({ status: 'completed', done: 40, total: 40 });
      expect(forms.size).toBe(40);
      expect(words(forms.get(40)!)).toEqual({ 201: 'hablo:1', 202: 'hablas:1', 203: 'habla:1', 204: 'hablamos:1', 205: 'habláis:1', 206: 'hablan:1' });
    } finally {
      remove();
    }
  }, 120_000);
});
