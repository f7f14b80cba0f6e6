import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncTasks, lessons, rowsOf, translations, writeTranslation } from '../../sdk/server';
import { placedRecords } from '../lesson-outline/public';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import { TRANSLATIONS } from './plugin';
import { runPretranslate } from './server/cat-store';
import { translationProjectItems } from './server/tables';

const ES_ES = 2;
const EN_US = 3;
const EN_GB = 1;
const GLOSSARIES = MODULE.glossaries;

let t: LoggedInServer;
let translator: string; // module 36 on course 1 only
let translatorId: number;
let other: string; // module 36 on course 2 only
let outsiderId: number; // no module 36 anywhere
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await loggedInServer();
  translator = await t.signIn('cat-translator@example.com', [[1, TRANSLATIONS]], true);
  translatorId = await t.userId('cat-translator@example.com');
  other = await t.signIn('cat-other@example.com', [[2, TRANSLATIONS]]);
  outsiderId = await t.createUser('cat-outsider@example.com', 'translator-pw', [[1, GLOSSARIES]]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown, cookie = translator) => t.call(method, `/api/${path}`, { cookie, body });
const get = (path: string, cookie = translator) => call('GET', path, undefined, cookie);

async function text(ref: number, refId: number, texts: { dialectId: number; text: string; status?: number }[], field = 'tooltip'): Promise<number> {
  await writeTranslation(db(), { courseId: 1, ref, refId, field }, texts);
  const [row] = await db()
    .select({ id: translations.id })
    .from(translations)
    .where(and(eq(translations.ref, ref), eq(translations.refId, refId), eq(translations.field, field)));
  return row.id;
}
type Cell = { dialectId: number; pending: number; doing: number; done: number };
type Dash = { startLesson: number; endLesson: number; dialects: { dialectId: number }[]; rows: { ref: number; refName: string; cells: Cell[] }[] };
const cell = (d: Dash, ref: number, dialectId: number) =>
  d.rows.find((r) => r.ref === ref)?.cells.find((c) => c.dialectId === dialectId) ?? { dialectId, pending: 0, doing: 0, done: 0 };
type Row = {
  id: number;
  fromText: string;
  toText: string;
  status: number;
  similarity: number;
  fromMemoryText: string;
  translationId: number;
  currentText: string;
  warnings: string[];
};

describe('dashboard', () => {
  it('is reachable (not taken for translations/:id) and counts pending/doing/done per module and source dialect', async () => {
    const before = (await get('translations/dashboard?course=1')).body as Dash;
    expect(before).toMatchObject({ startLesson: 1, endLesson: 1000 });
    expect(before.dialects.map((d) => d.dialectId)).toEqual([EN_US, EN_GB]);
    await text(GLOSSARIES, 95001, [{ dialectId: ES_ES, text: 'La siesta es sagrada.' }]);
    await text(GLOSSARIES, 95002, [
      { dialectId: ES_ES, text: 'El vermut del domingo.' },
      { dialectId: EN_US, text: 'Sunday vermouth.', status: 2 },
    ]);
    const after = (await get('translations/dashboard?course=1')).body as Dash;
    expect(after.rows.find((r) => r.ref === GLOSSARIES)?.refName).toBe('Glossaries');
    expect(cell(after, GLOSSARIES, EN_US).pending).toBe(cell(before, GLOSSARIES, EN_US).pending + 1);
    expect(cell(after, GLOSSARIES, EN_US).done).toBe(cell(before, GLOSSARIES, EN_US).done + 1);
    expect(cell(after, GLOSSARIES, EN_GB).pending).toBe(cell(before, GLOSSARIES, EN_GB).pending + 2);
  });

  it('keeps lesson titles to the lesson range, and falls back to 1 and 1000 for invalid values', async () => {
    const [lesson] = await db()
      .select()
      .from(lessons)
      .where(and(eq(lessons.courseId, 1), eq(lessons.position, 5)));
    expect(lesson).toBeDefined();
    const pendingIn = async (start: number, end: number) =>
      cell((await get(`translations/dashboard?course=1&startLesson=${start}&endLesson=${end}`)).body, MODULE.lessonTitle, EN_GB).pending;
    const [in5, out] = [await pendingIn(5, 5), await pendingIn(1, 4)];
    await writeTranslation(db(), { courseId: 1, ref: MODULE.lessonTitle, refId: lesson.id, field: 'cat-test' }, [
      { dialectId: ES_ES, text: 'Lección cinco: la compra.' },
    ]);
    expect(await pendingIn(5, 5)).toBe(in5 + 1);
    expect(await pendingIn(1, 4)).toBe(out);
    const bad = (await get('translations/dashboard?course=1&startLesson=0&endLesson=abc')).body as Dash;
    expect(bad).toMatchObject({ startLesson: 1, endLesson: 1000 });
  });

  it("keeps every placed kind to the lesson range: a segment in its panel's lesson, and a project of the range holds only those", async () => {
    // A segment's lesson is its panel's (the Segments module places it), not every range.
    const [seg] = rowsOf<{ id: number; position: number }>(
      await db().execute(sql`
        select s.id, p.position from (${placedRecords(1)}) p join segments s on s.id = p.id
         where p.ref = ${MODULE.segment} and p.position between 2 and 999 order by s.id limit 1`),
    );
    expect(seg).toBeDefined();
    const pendingIn = async (start: number, end: number) =>
      cell((await get(`translations/dashboard?course=1&startLesson=${start}&endLesson=${end}`)).body, MODULE.segment, EN_GB).pending;
    const [inside, outside] = [await pendingIn(seg.position, seg.position), await pendingIn(1, seg.position - 1)];
    const id = await text(MODULE.segment, seg.id, [{ dialectId: ES_ES, text: 'Una frase de la lección.' }], 'range-test');
    expect(await pendingIn(seg.position, seg.position)).toBe(inside + 1);
    expect(await pendingIn(1, seg.position - 1)).toBe(outside);
    const created = await call('POST', 'courses/1/translations/projects', {
      ref: MODULE.segment,
      dialectId: EN_GB,
      freelanceId: translatorId,
      startLesson: seg.position,
      endLesson: seg.position,
    });
    expect(created.status).toBe(200);
    const rows = await db()
      .select({ translationId: translationProjectItems.translationId })
      .from(translationProjectItems)
      .where(eq(translationProjectItems.projectId, created.body.data.id));
    expect(rows.map((r) => r.translationId)).toContain(id);
    const placed = rowsOf<{ id: number; position: number }>(
      await db().execute(sql`select p.id, p.position from (${placedRecords(1)}) p where p.ref = ${MODULE.segment}`),
    );
    const ids = rowsOf<{ id: number; ref_id: number }>(
      await db().execute(sql`select id, ref_id from translations where id = any(${`{${rows.map((r) => r.translationId).join(',')}}`}::int[])`),
    );
    // Every row of the project is of a segment in the range, or of none placed.
    for (const r of ids)
      expect([Number(seg.position), undefined]).toContain(
        placed.map((p) => ({ id: Number(p.id), position: Number(p.position) })).find((p) => p.id === Number(r.ref_id))?.position,
      );
    await call('DELETE', `translations/projects/${created.body.data.id}`);
  });

  it("refuses another course's dashboard and a missing course", async () => {
    expect((await get('translations/dashboard?course=1', other)).status).toBe(403);
    expect((await get('translations/dashboard')).status).toBe(400);
  });
});

describe('create project from a dashboard cell', () => {
  it('offers the users who translate in the course', async () => {
    const users = (await get('courses/1/translations/freelances')).body as { id: number }[];
    expect(users.map((u) => u.id)).toContain(translatorId);
    expect(users.map((u) => u.id)).not.toContain(outsiderId);
  });

  it('requires a user who translates in the course, a source dialect and pending work (400 naming the field)', async () => {
    const post = (body: object) => call('POST', 'courses/1/translations/projects', body);
    expect((await post({ ref: GLOSSARIES, dialectId: EN_US })).body.fields).toHaveProperty('freelanceId');
    expect((await post({ ref: GLOSSARIES, dialectId: EN_US, freelanceId: outsiderId })).body.fields).toEqual({ freelanceId: expect.any(String) });
    expect((await post({ ref: GLOSSARIES, dialectId: ES_ES, freelanceId: translatorId })).body.fields).toEqual({ dialectId: expect.any(String) });
    const none = await post({ ref: 999, dialectId: EN_US, freelanceId: translatorId });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ ref: expect.any(String) });
    expect((await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: translatorId }, other)).status).toBe(403);
  });

  it('creates the project with the pending rows, assigned to the user; the cell moves them to doing', async () => {
    const before = (await get('translations/dashboard?course=1')).body as Dash;
    const pending = cell(before, GLOSSARIES, EN_GB).pending;
    const res = await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_GB, freelanceId: translatorId });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toBe(pending);
    const project = (await get(`translations/projects/${res.body.data.id}`)).body;
    expect(project).toMatchObject({ courseId: 1, fromDialectId: ES_ES, toDialectId: EN_GB, freelanceId: translatorId, items: pending, done: 0 });
    const rows = (await get(`translations/projects/${project.id}/translations`)).body as Row[];
    expect(rows.map((r) => r.fromText)).toContain('La siesta es sagrada.');
    // The create answers what the Project tab then shows: the screen reads nothing after it.
    expect(res.body.data).toMatchObject({ project, projectRows: rows, users: (await get('courses/1/translations/freelances')).body });
    expect(res.body.data.projects).toEqual((await get('translations/projects?course=1')).body);
    const after = (await get('translations/dashboard?course=1')).body as Dash;
    expect(cell(after, GLOSSARIES, EN_GB)).toMatchObject({ pending: 0, doing: cell(before, GLOSSARIES, EN_GB).doing + pending });
    // Nothing is pending any more: a second project of the cell is refused.
    expect((await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_GB, freelanceId: translatorId })).status).toBe(400);
  });
});

async function demoProject() {
  const [project] = (await get('translations/projects?course=1')).body.filter((p: { name: string }) => p.name.startsWith('Demo'));
  return { project, rows: (await get(`translations/projects/${project.id}/translations`)).body as Row[] };
}

describe('CAT row save', () => {
  it('saves the text keeping the status, records the memory suggestion used, and done enters the translation and the memory', async () => {
    const { rows } = await demoProject();
    const row = rows.find((r) => r.fromText === 'Una mesa para tres personas.')!;
    const kept = await call('PUT', `translations/projects/translations/${row.id}`, {
      toText: 'A table for three',
      fromMemoryText: 'Una mesa para dos personas.',
      similarity: 88,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      toText: 'A table for three',
      status: 0,
      fromMemoryText: 'Una mesa para dos personas.',
      similarity: 88,
      currentText: '',
    });
    const done = await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'A table for three people.', status: 2 });
    expect(done.body.data).toMatchObject({ status: 2, currentText: 'A table for three people.' });
    const tr = (await get(`translations/${row.translationId}`)).body;
    expect(tr.dialects.find((d: { dialectId: number }) => d.dialectId === EN_US)).toMatchObject({ text: 'A table for three people.', status: 2 });
    const near = rows.find((r) => r.fromText === 'Una mesa para dos personas.')!;
    const memory = (await get(`translations/projects/translations/${near.id}/memory-guest`)).body.memory as { text: string }[];
    expect(memory.map((m) => m.text)).toContain('A table for three people.');
    // Done back to doing: the translation's text is no longer done.
    const back = await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'A table for three people.', status: 1 });
    expect(back.body.data.status).toBe(1);
    const again = (await get(`translations/${row.translationId}`)).body;
    expect(again.dialects.find((d: { dialectId: number }) => d.dialectId === EN_US).status).toBe(1);
  });

  it('refuses from target and legacy, an empty done text, bad input (400 naming the field), unknown rows and other courses', async () => {
    const { rows } = await demoProject();
    const url = `translations/projects/translations/${rows[3].id}`;
    expect((await call('PUT', url, { toText: 'x', status: 3 })).body.fields).toHaveProperty('status');
    expect((await call('PUT', url, { toText: ' ', status: 2 })).body.fields).toEqual({ toText: expect.any(String) });
    expect((await call('PUT', url, { status: 2 })).body.fields).toHaveProperty('toText');
    expect((await call('PUT', url, { toText: 'x', similarity: 500 })).body.fields).toHaveProperty('similarity');
    expect((await call('PUT', 'translations/projects/translations/2147000001', { toText: 'x' })).status).toBe(404);
    expect((await call('PUT', url, { toText: 'x' }, other)).status).toBe(403);
    expect((await get(`translations/projects/translations/${rows[3].id}`)).body.toText).toBe('');
  });

  it('lists the repetitions of a row: same source text, not done', async () => {
    const id = await text(GLOSSARIES, 95101, [{ dialectId: ES_ES, text: 'Otra vez.' }]);
    const id2 = await text(GLOSSARIES, 95102, [{ dialectId: ES_ES, text: 'Otra vez.' }]);
    const res = await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: translatorId });
    const rows = (await get(`translations/projects/${res.body.data.id}/translations`)).body as Row[];
    const a = rows.find((r) => r.translationId === id)!;
    const reps = (await get(`translations/projects/translations/${a.id}/repetitions`)).body as Row[];
    expect(reps.map((r) => r.translationId)).toEqual([id2]);
    // A done save answers them too (the CAT's Ctrl+Enter is one request); a save keeping the status does not.
    expect((await call('PUT', `translations/projects/translations/${a.id}`, { toText: 'Again.' })).body.data.repetitions).toBeUndefined();
    const done = await call('PUT', `translations/projects/translations/${a.id}`, { toText: 'Again.', status: 2 });
    expect(done.body.data).toMatchObject({ status: 2, repetitions: [reps[0].id] });
  });
});

describe('project edit and delete', () => {
  it('assigns a user, sets priority and name; refuses a user outside the course and bad priority', async () => {
    const { project } = await demoProject();
    const res = await call('PUT', `translations/projects/${project.id}`, { freelanceId: translatorId, priority: 2, name: 'Demo renamed' });
    expect(res.body.data).toMatchObject({ freelanceId: translatorId, freelanceName: 'cat-translator@example.com', priority: 2, name: 'Demo renamed' });
    expect((await call('PUT', `translations/projects/${project.id}`, { freelanceId: outsiderId })).body.fields).toEqual({ freelanceId: expect.any(String) });
    expect((await call('PUT', `translations/projects/${project.id}`, { priority: 5 })).body.fields).toHaveProperty('priority');
    expect((await call('PUT', `translations/projects/${project.id}`, { priority: 1 }, other)).status).toBe(403);
    expect((await call('PUT', 'translations/projects/2147000001', { priority: 1 })).status).toBe(404);
  });

  it('deletes a project, its rows gone, the translations kept', async () => {
    await text(GLOSSARIES, 95201, [{ dialectId: ES_ES, text: 'Para borrar.' }]);
    const created = (await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: translatorId })).body.data;
    const rows = (await get(`translations/projects/${created.id}/translations`)).body as Row[];
    expect((await call('DELETE', `translations/projects/${created.id}`, undefined, other)).status).toBe(403);
    expect((await call('DELETE', `translations/projects/${created.id}`)).status).toBe(200);
    expect((await get(`translations/projects/${created.id}`)).status).toBe(404);
    expect((await get(`translations/projects/translations/${rows[0].id}`)).status).toBe(404);
    expect((await get(`translations/${rows[0].translationId}`)).status).toBe(200);
  });
});

describe('pre-translation', () => {
  async function waitDone(projectId: number) {
    for (let i = 0; i < 200; i++) {
      const p = (await get(`translations/projects/${projectId}`)).body;
      if (!p.async.processing) return p;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('the pre-translation did not finish');
  }

  it('from memory: fills the empty rows whose best suggestion is ≥ 100, set to doing, with progress', async () => {
    const { project } = await demoProject();
    const res = await call('PUT', `translations/projects/${project.id}/pre-translate`, { mode: 'memory' });
    expect(res.status).toBe(200);
    expect(res.body.data.async).toMatchObject({ mode: 'memory', processing: true, totals: { done: 0, total: expect.any(Number) } });
    const done = await waitDone(project.id);
    const total = done.async.totals.total;
    expect(done.async).toMatchObject({ status: 2, processing: false, totals: { total, pending: 0, doing: 0, done: total, failed: 0, percent: 100 } });
    const rows = (await get(`translations/projects/${project.id}/translations`)).body as Row[];
    expect(done.buckets).toMatchObject({ memoryMatch: rows.filter((r) => r.status !== 2 && r.similarity >= 100).length, processing: 0 });
    expect(rows.find((r) => r.fromText === 'Una mesa para dos personas.')).toMatchObject({
      toText: 'A table for two people.',
      status: 1,
      similarity: 101,
      fromMemoryText: 'Una mesa para dos personas.',
    });
    expect(rows.find((r) => r.fromText === 'una mesa para dos personas')).toMatchObject({ toText: 'A table for two people.', status: 1, similarity: 100 });
    expect(rows.find((r) => r.fromText === '¿Dónde está la panadería?')).toMatchObject({ toText: '', status: 0 });
  });

  it('shapes async as spec 3 does: processing false and totals before any run; buckets by validation, memory match and confidence x100', async () => {
    await text(GLOSSARIES, 95701, [{ dialectId: ES_ES, text: 'Cubo uno.' }]);
    await text(GLOSSARIES, 95702, [{ dialectId: ES_ES, text: 'Cubo dos.' }]);
    await text(GLOSSARIES, 95703, [{ dialectId: ES_ES, text: 'Cubo tres.' }]);
    await text(GLOSSARIES, 95704, [{ dialectId: ES_ES, text: 'Cubo cuatro.' }]);
    await text(GLOSSARIES, 95705, [{ dialectId: ES_ES, text: 'Cubo cinco.' }]);
    const created = (await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: translatorId })).body.data;
    const fresh = (await get(`translations/projects/${created.id}`)).body;
    expect(fresh.async).toEqual({
      taskId: null,
      status: null,
      mode: null,
      processing: false,
      totals: { total: 0, pending: 0, doing: 0, done: 0, failed: 0, percent: 0 },
    });
    const rows = (await get(`translations/projects/${created.id}/translations`)).body as Row[];
    await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'Bucket one.', status: 2 });
    await call('PUT', `translations/projects/translations/${rows[1].id}`, { toText: 'Bucket two.', fromMemoryText: 'Cubo dos.', similarity: 100 });
    const confidence = [0.88, 0.65, 0.3];
    for (const [i, c] of confidence.entries())
      await db()
        .update(translationProjectItems)
        .set({ aiConfidence: c })
        .where(eq(translationProjectItems.id, rows[i + 2].id));
    expect((await get(`translations/projects/${created.id}`)).body.buckets).toEqual({
      validated: 1,
      memoryMatch: 1,
      high: 1,
      medium: 1,
      low: 1,
      processing: 0,
    });
  });

  it('delete empties the rows not done and leaves the done ones', async () => {
    await text(GLOSSARIES, 95501, [{ dialectId: ES_ES, text: 'Borrar uno.' }]);
    await text(GLOSSARIES, 95502, [{ dialectId: ES_ES, text: 'Borrar dos.' }]);
    const created = (await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: translatorId })).body.data;
    let rows = (await get(`translations/projects/${created.id}/translations`)).body as Row[];
    await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'Delete one.', status: 2 });
    await call('PUT', `translations/projects/translations/${rows[1].id}`, { toText: 'Delete two.', fromMemoryText: 'Borrar do.', similarity: 80 });
    expect((await call('PUT', `translations/projects/${created.id}/pre-translate`, { mode: 'delete' })).body.data.async).toMatchObject({
      mode: 'delete',
      totals: { total: 1 },
    });
    await waitDone(created.id);
    rows = (await get(`translations/projects/${created.id}/translations`)).body as Row[];
    expect(rows[0]).toMatchObject({ toText: 'Delete one.', status: 2 });
    expect(rows[1]).toMatchObject({ toText: '', status: 0, similarity: 0, fromMemoryText: '' });
  });

  it('refuses an unknown mode, an unknown project and another course', async () => {
    const { project } = await demoProject();
    expect((await call('PUT', `translations/projects/${project.id}/pre-translate`, { mode: 'magic' })).body.fields).toHaveProperty('mode');
    expect((await call('PUT', 'translations/projects/2147000001/pre-translate', { mode: 'copy' })).status).toBe(404);
    expect((await call('PUT', `translations/projects/${project.id}/pre-translate`, { mode: 'copy' }, other)).status).toBe(403);
    expect((await call('PUT', `translations/projects/${project.id}/pre-translate/cancel`, undefined, other)).status).toBe(403);
  });

  it('stops when cancelled, and a new run (after a restart) goes on with the rows left', async () => {
    await text(GLOSSARIES, 95301, [{ dialectId: ES_ES, text: 'Primero.' }]);
    await text(GLOSSARIES, 95302, [{ dialectId: ES_ES, text: 'Segundo.' }]);
    const created = (await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: translatorId })).body.data;
    const ctx = (taskId: number) => ({ db: db(), memory: t.server.memory, taskId, attempt: 1 }) as never;
    const [cancelled] = await db().insert(asyncTasks).values({ jobId: 'cat-test-cancelled', queue: 'translations.pretranslate', status: 5 }).returning();
    await runPretranslate({ projectId: created.id, mode: 'copy' }, ctx(cancelled.id));
    let rows = (await get(`translations/projects/${created.id}/translations`)).body as Row[];
    expect(rows.every((r) => r.toText === '')).toBe(true);
    // A row already filled by a run that stopped is left alone; the others are filled.
    await call('PUT', `translations/projects/translations/${rows[0].id}`, { toText: 'First (by hand).' });
    const [running] = await db().insert(asyncTasks).values({ jobId: 'cat-test-running', queue: 'translations.pretranslate', status: 1 }).returning();
    await runPretranslate({ projectId: created.id, mode: 'copy' }, ctx(running.id));
    rows = (await get(`translations/projects/${created.id}/translations`)).body as Row[];
    expect(rows[0].toText).toBe('First (by hand).');
    expect(rows.slice(1).every((r) => r.toText === r.fromText && r.status === 1)).toBe(true);
  });
});

describe('project-wide writes answer the rows', () => {
  it("search & replace (applied), validate all and cancel answer the project's rows as the CAT shows them", async () => {
    await text(GLOSSARIES, 95601, [{ dialectId: ES_ES, text: 'Una silla.' }]);
    const created = (await call('POST', 'courses/1/translations/projects', { ref: GLOSSARIES, dialectId: EN_US, freelanceId: translatorId })).body.data;
    const rows = (await get(`translations/projects/${created.id}/translations`)).body as Row[];
    const row = rows.find((r) => r.fromText === 'Una silla.')!;
    await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'A chiar.' });
    const preview = (await call('PUT', `translations/projects/${created.id}/search-replace`, { search: 'chiar', replace: 'chair' })).body.data;
    expect(preview).toEqual({ applied: false, count: 1, replaceId: null, rows: [{ id: row.id, before: 'A chiar.', after: 'A chair.' }] });
    const applied = (await call('PUT', `translations/projects/${created.id}/search-replace`, { search: 'chiar', replace: 'chair', apply: true })).body.data;
    const now = (await get(`translations/projects/${created.id}/translations`)).body as Row[];
    expect(applied.projectRows).toEqual(now);
    expect(now.find((r) => r.id === row.id)!.toText).toBe('A chair.');
    // The replace checked the replaced target's terms again: the save's 'Term missing: chair (silla)' is gone.
    expect(now.find((r) => r.id === row.id)!.warnings).toEqual([]);
    const checked = now;
    const validated = (await call('PUT', `translations/projects/${created.id}/validate-all`)).body.data;
    expect(validated).toMatchObject({ checked: rows.length, withWarning: 0, projectRows: checked });
    const cancelled = (await call('PUT', `translations/projects/${created.id}/pre-translate/cancel`)).body.data;
    expect(cancelled).toMatchObject({ id: created.id, projectRows: checked });
  });
});

describe('one-request translation save', () => {
  it('writes several dialects in one PUT, or none when one is refused (400 naming dialects.{i}.status)', async () => {
    const id = await text(GLOSSARIES, 95401, [{ dialectId: ES_ES, text: 'Uno.' }]);
    const ok = await call('PUT', `translations/${id}?dialect=${EN_GB}`, {
      dialects: [
        { dialectId: EN_US, text: 'One.', status: 2 },
        { dialectId: EN_GB, text: 'One (GB).' },
      ],
    });
    expect(ok.status).toBe(200);
    // The answer has the grid row in the grid's dialect, as the Texts tab shows it.
    expect(ok.body.data.row).toEqual((await get(`translations/${id}/grid-row?dialect=${EN_GB}`)).body);
    expect(ok.body.data.row).toMatchObject({ id, dialectId: EN_GB, text: 'One (GB).' });
    const byId = (d: number) => ok.body.data.dialects.find((x: { dialectId: number }) => x.dialectId === d);
    expect(byId(EN_US)).toMatchObject({ text: 'One.', status: 2 });
    expect(byId(EN_GB)).toMatchObject({ text: 'One (GB).' });
    const refused = await call('PUT', `translations/${id}`, {
      dialects: [
        { dialectId: EN_US, text: 'Changed.' },
        { dialectId: EN_GB, text: 'x', status: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'dialects.1.status': expect.any(String) });
    expect((await get(`translations/${id}`)).body.dialects.find((x: { dialectId: number }) => x.dialectId === EN_US).text).toBe('One.');
    expect((await call('PUT', `translations/${id}`, { dialects: [{ dialectId: 5, text: 'Un.' }] })).body.fields).toEqual({
      'dialects.0.dialectId': expect.any(String),
    });
    expect((await call('PUT', `translations/${id}`, { dialects: [] })).body.fields).toHaveProperty('dialects');
    expect((await call('PUT', 'translations/2147000001', { dialects: [{ dialectId: EN_US, text: 'x' }] })).status).toBe(404);
    expect((await call('PUT', `translations/${id}`, { dialects: [{ dialectId: EN_US, text: 'x' }] }, other)).status).toBe(403);
  });
});
