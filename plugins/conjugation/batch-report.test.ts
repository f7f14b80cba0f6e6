import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { contribute, MODULE, registerContributions, type InflectForm } from '../../sdk/shared';
import { inflectOwners, type InflectOwner } from '../inflection/public';

let t: LoggedInServer;
let admin: string;
let editor: string; // conjugation, the course vocabulary and inflection on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('batchconj@example.com', [
    [1, MODULE.conjugation],
    [1, MODULE.vocsCourse],
    [1, MODULE.section],
  ]);
}, 300_000);
afterAll(() => t.close());

const VOC = MODULE.vocsCourse;
const ES = 2;
const MX = 4;
const get = (url: string, cookie = editor) => t.call('GET', `/api/${url}`, { cookie });
const put = (url: string, body: unknown, cookie = editor) => t.call('PUT', `/api/${url}`, { cookie, body });
const forms = (id: number, d: number) => `refs/${VOC}/ref-ids/${id}/dialects/${d}/inflects`;
const words = (list: InflectForm[]) => Object.fromEntries(list.map((f) => [f.inflectId, `${f.word}:${f.conjState}`]));
type Run = { status: string; done: number; total: number; changed: number };

async function entry(courseId: number, title: string): Promise<number> {
  const rows = (await get(`courses/${courseId}/vocs?text=${encodeURIComponent(title)}`, admin)).body as { id: number; title: string }[];
  const hit = rows.find((r) => r.title === title);
  expect(hit, title).toBeTruthy();
  return hit!.id;
}
const waitFor = async (url: string, done: (run: Run) => boolean): Promise<Run> => {
  let run = (await get(url)).body;
  for (let i = 0; i < 600 && !done(run); i++) {
    await new Promise((r) => setTimeout(r, 100));
    run = (await get(url)).body;
  }
  return run;
};

describe('batch conjugate', () => {
  it('conjugates the element ids given in every target dialect, as queued tasks, keeping checked forms', async () => {
    expect((await get('conjugationBatchApply-resources')).body).toEqual(expect.arrayContaining([{ ref: VOC, name: 'Vocabulary', batchSize: 10 }]));
    const check = `groups/1/refs/${VOC}/conjugationBatchApply-check`;
    const ready = (await get(check)).body;
    expect(ready).toMatchObject({ ref: VOC, status: 'ready', done: 0 });
    expect(ready.total).toBeGreaterThan(10);

    const abrir = await entry(1, 'abrir');
    const tener = await entry(1, 'tener'); // tengo irregular, tienes a stem change: kept
    const tenerBefore = (await get(forms(tener, ES))).body.forms;
    await put(forms(abrir, ES), { inflects: [] });
    await put(forms(abrir, MX), { inflects: [{ inflectId: 201, word: 'abro', conjState: 1 }] });

    const started = await put(`groups/1/refs/${VOC}/conjugationBatchApply`, { action: 'start', ids: [tener, abrir] });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ total: 2 });
    const run = await waitFor(check, (r) => r.status === 'completed');
    expect(run).toMatchObject({ status: 'completed', total: 2, done: 2 });
    expect(run.changed).toBeGreaterThanOrEqual(1);
    expect(words((await get(forms(abrir, ES))).body.forms)).toEqual({
      201: 'abro:1',
      202: 'abres:1',
      203: 'abre:1',
      204: 'abrimos:1',
      205: 'abrís:1',
      206: 'abren:1',
    });
    // es-MX's table has no 2nd plural: the run does not add one.
    expect(words((await get(forms(abrir, MX))).body.forms)).toEqual({ 201: 'abro:1', 202: 'abres:1', 203: 'abre:1', 204: 'abrimos:1', 206: 'abren:1' });
    expect((await get(forms(tener, ES))).body.forms).toEqual(tenerBefore);
  }, 120_000);

  it('refuses unknown element ids, bad actions and another course', async () => {
    const bad = await put(`groups/1/refs/${VOC}/conjugationBatchApply`, { action: 'start', ids: [2_147_000_001] });
    expect(bad).toMatchObject({ status: 400, body: { fields: { 'ids.0': expect.any(String) } } });
    expect((await put(`groups/1/refs/${VOC}/conjugationBatchApply`, { action: 'go' })).body.fields).toHaveProperty('action');
    expect((await put(`groups/1/refs/${VOC}/conjugationBatchApply`, { action: 'start', ids: [] })).body.fields).toHaveProperty('ids');
    expect((await get(`groups/1/refs/9999/conjugationBatchApply-check`)).status).toBe(404);
    expect((await get(`groups/2/refs/${VOC}/conjugationBatchApply-check`)).status).toBe(403);
    expect((await put(`groups/2/refs/${VOC}/conjugationBatchApply`, { action: 'start' })).status).toBe(403);
  });

  it('pauses between records and resumes where it stopped, across batches', async () => {
    const stored = new Map<number, InflectForm[]>();
    const owner: InflectOwner = {
      ref: 9002,
      name: 'Slow records',
      baseWord: async () => 'hablar',
      wordClass: async () => 'verb',
      read: async (_db, id, d) => stored.get(id * 100 + d) ?? [],
      write: async (_db, id, d, f) => {
        await new Promise((r) => setTimeout(r, 30));
        stored.set(id * 100 + d, f);
      },
      records: async () => Array.from({ length: 25 }, (_, i) => i + 1),
    };
    const remove = registerContributions([contribute(inflectOwners, owner)]);
    try {
      const check = 'groups/1/refs/9002/conjugationBatchApply-check';
      expect((await get(check)).body).toMatchObject({ status: 'ready', total: 25 });
      await put('groups/1/refs/9002/conjugationBatchApply', { action: 'start' });
      await waitFor(check, (r) => r.done >= 3);
      expect((await put('groups/1/refs/9002/conjugationBatchApply', { action: 'pause' })).body.data.status).toBe('paused');
      await new Promise((r) => setTimeout(r, 200));
      const paused = (await get(check)).body;
      await new Promise((r) => setTimeout(r, 300));
      expect((await get(check)).body).toEqual(paused);
      expect(paused.done).toBeLessThan(25);

      await put('groups/1/refs/9002/conjugationBatchApply', { action: 'start' });
      expect(await waitFor(check, (r) => r.status === 'completed')).toMatchObject({ status: 'completed', done: 25, total: 25, changed: 25 });
      expect(words(stored.get(25 * 100 + ES)!)).toMatchObject({ 201: 'hablo:1', 205: 'habláis:1' });
      expect(words(stored.get(25 * 100 + MX)!)).toEqual({ 201: 'hablo:1', 202: 'hablas:1', 203: 'habla:1', 204: 'hablamos:1', 206: 'hablan:1' });
    } finally {
      remove();
    }
  }, 120_000);
});

describe('voc report', () => {
  it('reports per entry its forms by state, the missing ones and the regular ones the rules would change', async () => {
    const url = `target-dialects/${ES}/conjugations-report?course=1`;
    const report = (await get(url)).body;
    expect(report.summary.entries).toBeGreaterThan(5);
    const row = (word: string) => report.rows.find((r: { word: string }) => r.word === word);
    expect(row('tener')).toMatchObject({ wordClass: 'verb', rule: 'verb -er', irregular: expect.any(Number) });
    expect(row('tener').irregular).toBeGreaterThan(0);

    const abrir = await entry(1, 'abrir');
    const before = (await get(forms(abrir, ES))).body.forms as InflectForm[];
    await put(forms(abrir, ES), {
      inflects: [...before.filter((f) => f.inflectId !== 206 && f.inflectId !== 203), { inflectId: 203, word: 'abra', conjState: 1 }],
    });
    try {
      const after = (await get(url)).body;
      expect(after.rows.find((r: { id: number }) => r.id === abrir)).toMatchObject({ word: 'abrir', rule: 'verb -ir', missing: [206], differs: [203] });
      expect(after.summary.missing).toBe(report.summary.missing + 1);
    } finally {
      await put(forms(abrir, ES), { inflects: before });
    }
  });

  it('refuses a dialect that is not a target, a missing course, and another course', async () => {
    expect((await get('target-dialects/1/conjugations-report?course=1')).body.fields).toHaveProperty('dialectId');
    expect((await get(`target-dialects/${ES}/conjugations-report`)).status).toBe(400);
    expect((await get(`target-dialects/${ES}/conjugations-report?course=2`)).status).toBe(403);
  });
});
