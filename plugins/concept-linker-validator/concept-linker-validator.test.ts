import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncTaskStatus, JobItemStatus, type JobItemRow, type JobRow } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { CLV_MESSAGES, CONCEPT_LINKER_VALIDATOR, type ValidationItemInfo } from './public';

/**
 * Module 87 against a real database: concept validations made on links built here (course 1,
 * es-ES), run by the local agent through the task queue (driven with runOnce, no workers), and
 * decided: keep, change and unlink change the stored links for real.
 */
const QUEUE = 'job.concept-linker-validator';
const VOCS = 22;
const SENTENCES = 16;
const ES = 2; // es-ES, a target dialect of course 1
const EN = 3; // en-US, a source dialect of course 1

let t: LoggedInServer;
let admin: string;
let outsider: string; // every course module of course 1, not module 87
let validator: string; // module 87 only
const db = () => t.server.database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = admin) =>
  t.call(method, `/api/${url}`, { cookie, body: method === 'GET' ? undefined : (body ?? {}) });
const runQueue = async () => {
  while (await t.server.tasks.runOnce(QUEUE, 50));
};

let classId: number;
async function voc(word: string, english: string): Promise<number> {
  const res = await api('POST', 'vocs?course=1', {
    title: word,
    wordClassId: classId,
    dialects: [
      { dialectId: ES, text: word, gender: 'm' },
      { dialectId: EN, text: english },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}
async function sentence(text: string): Promise<number> {
  const res = await api('POST', 'groups/1/sentences', { targets: [{ dialectId: ES, text }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}
/** Stores the links of a sentence's es-ES text through the concept linker. */
async function link(id: number, concepts: { refId: number; positions: number[] }[]) {
  const res = await api('PUT', `concepts-linker/ref/${SENTENCES}/refId/${id}/target-dialect/${ES}/links`, {
    concepts: concepts.map((c) => ({ ref: VOCS, ...c })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const linksOf = (id: number) =>
  rows<{ concept_ref_id: number; positions: number[] }>(sql`
  select concept_ref_id, positions from concept_links where ref = ${SENTENCES} and ref_id = ${id} and dialect_id = ${ES} order by positions[1]`);

let zorro: number, lobo: number, loboGris: number, mesa: number;
let s: { keep: number; change: number; unlink: number; keep2: number };

beforeAll(async () => {
  t = await loggedInServer({ taskConcurrency: 0 });
  admin = t.admin;
  const courseModules = [...t.server.registry.modules.values()].filter((m) => m.scope === 'course').map((m) => [1, m.id] as [number, number]);
  outsider = await t.signIn('clv-outsider@example.com', courseModules);
  validator = await t.signIn('clv-validator@example.com', [[0, CONCEPT_LINKER_VALIDATOR]]);

  const classes = (await api('GET', 'courses/1/word-classes')).body as { id: number; name: string }[];
  classId = classes.find((c) => c.name === 'noun')!.id;
  zorro = await voc('zorro', 'fox');
  lobo = await voc('lobo', 'wolf');
  loboGris = await voc('lobo gris', 'grey wolf');
  mesa = await voc('pupitre', 'desk');
  s = {
    keep: await sentence('El zorro corre.'),
    change: await sentence('El <b>lobo</b> gris corre.'),
    unlink: await sentence('La mesa es roja.'),
    keep2: await sentence('Un zorro come.'),
  };
  // Every one linked to 'zorro' at word 1: right, wrong (a wolf), wrong (a table, no alternative).
  for (const id of Object.values(s)) await link(id, [{ refId: zorro, positions: [1] }]);
}, 60_000);
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, cookie = admin) => api('POST', 'concept-linker-validator', body, cookie);
const items = async (jobId: number) => (await api('GET', `concept-linker-validator/${jobId}/items`)).body as JobItemRow[];
const itemOf = (list: JobItemRow[], sentenceId: number) => list.find((i) => i.navigation_data.refId === sentenceId)!;
const jobOf = async (id: number) => (await api('GET', `concept-linker-validator/${id}`)).body as JobRow;

describe('creation', () => {
  it("refuses an invalid body with the spec's messages, in the spec's order, naming the field", async () => {
    const main = { item_ref: VOCS, item_ref_id: zorro };
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', CLV_MESSAGES.name],
      [{ name: '   ', courseId: 1, ...main }, 'name', CLV_MESSAGES.name],
      [{ name: 'V', ...main }, 'courseId', CLV_MESSAGES.course],
      [{ name: 'V', courseId: null, ...main }, 'courseId', CLV_MESSAGES.course],
      [{ name: 'V', courseId: 1 }, 'item_ref_id', CLV_MESSAGES.main],
      [{ name: 'V', courseId: 1, item_ref: VOCS }, 'item_ref_id', CLV_MESSAGES.main],
      [
        {
          name: 'V',
          courseId: 1,
          ...main,
          alternative_items: [
            { ref: VOCS, refId: lobo },
            { ref: VOCS, refId: zorro },
          ],
        },
        'alternative_items',
        CLV_MESSAGES.mainInAlternatives,
      ],
      [
        {
          name: 'V',
          courseId: 1,
          ...main,
          alternative_items: [
            { ref: VOCS, refId: lobo },
            { ref: VOCS, refId: lobo },
          ],
        },
        'alternative_items',
        CLV_MESSAGES.duplicates,
      ],
      // A duplicate that is also the main concept: the earlier rule speaks.
      [
        {
          name: 'V',
          courseId: 1,
          ...main,
          alternative_items: [
            { ref: VOCS, refId: zorro },
            { ref: VOCS, refId: zorro },
          ],
        },
        'alternative_items',
        CLV_MESSAGES.mainInAlternatives,
      ],
      [{ name: 'V', courseId: 0, item_ref: 14, item_ref_id: 1 }, 'item_ref', CLV_MESSAGES.globalVocabularyOnly],
      [{ name: 'V', courseId: 0, ...main, alternative_items: [{ ref: 15, refId: 3 }] }, 'alternative_items', CLV_MESSAGES.globalVocabularyOnly],
      [{ name: 'V', courseId: 1, item_ref: 14, item_ref_id: 1 }, 'item_ref', 'Unknown concept type'],
      [{ name: 'V', courseId: 1, item_ref: VOCS, item_ref_id: 999_999 }, 'item_ref_id', 'Main concept not found'],
      [{ name: 'V', courseId: 1, ...main, alternative_items: [{ ref: VOCS, refId: 999_999 }] }, 'alternative_items', 'Alternative concept not found'],
      [{ name: 'V', courseId: 999, ...main }, 'courseId', 'Unknown course'],
      [{ name: 'V', courseId: 2, ...main }, 'item_ref_id', 'Main concept is not of the chosen course'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ error: message, fields: { [field]: message } });
    }
    expect((await api('GET', 'concept-linker-validator')).body).toEqual([]);
  });

  it('makes one item per stored link of the main concept in the course, with the text, words, dialect and course', async () => {
    const res = await create({
      name: '  Fox check ',
      courseId: 1,
      item_ref: VOCS,
      item_ref_id: zorro,
      alternative_items: [
        { ref: VOCS, refId: lobo },
        { ref: VOCS, refId: loboGris },
      ],
      includeCompounds: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ result: 'OK', ok: true, data: { id: expect.any(Number), items: 4 } });
    const job = await jobOf(res.body.data.id);
    expect(job).toMatchObject({
      name: 'Fox check',
      courseId: 0 + 1,
      priority: 1,
      status: 'processing',
      title: 'Fox check: zorro → lobo, lobo gris',
      params: {
        item_ref: VOCS,
        item_ref_id: zorro,
        includeCompounds: false,
        alternative_items: [
          { ref: VOCS, refId: lobo },
          { ref: VOCS, refId: loboGris },
        ],
      },
      counts: { total: 4, processing: 4, review: 0, error: 0 },
    });
    const list = await items(job.id);
    expect(list.map((i) => i.navigation_data)).toEqual(Object.values(s).map((refId) => ({ ref: SENTENCES, refId, courseId: 1 })));
    const change = itemOf(list, s.change);
    expect(change.item_info as unknown as ValidationItemInfo).toMatchObject({
      text: 'El lobo gris corre.',
      words: ['lobo'],
      positions: [1],
      highlights: [{ start: 3, end: 7 }],
      dialect_code: 'es-ES',
      dialectId: ES,
      concept: { ref: VOCS, refId: zorro, title: 'zorro' },
      course: { id: 1, name: expect.any(String) },
      text_ref: SENTENCES,
      text_ref_id: s.change,
    });
    expect(list.every((i) => i.status === JobItemStatus.PENDING && i.async_task_status === AsyncTaskStatus.PENDING && i.actions.length === 0)).toBe(true);
    await api('DELETE', `concept-linker-validator/${job.id}`);
  });

  it('keeps includeCompounds (default on) for vocabulary; a global validation takes the links of every course', async () => {
    const res = await create({ name: 'Global fox', courseId: 0, item_ref: VOCS, item_ref_id: zorro });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = await jobOf(res.body.data.id);
    expect(job).toMatchObject({ courseId: 0, title: 'Global fox: zorro', params: { includeCompounds: true, alternative_items: [] }, counts: { total: 4 } });
    expect((await api('DELETE', `concept-linker-validator/${job.id}`)).status).toBe(200);
  });
});

describe('processing and decisions', () => {
  let jobId: number;
  let list: JobItemRow[];

  beforeAll(async () => {
    const res = await create({
      name: 'Fox',
      courseId: 1,
      item_ref: VOCS,
      item_ref_id: zorro,
      alternative_items: [
        { ref: VOCS, refId: loboGris },
        { ref: VOCS, refId: lobo },
      ],
    });
    jobId = res.body.data.id;
    await runQueue();
    list = await items(jobId);
  });

  it('runs the local agent on every item: keep where the main concept still matches, change to the best alternative, unlink otherwise', async () => {
    expect(list.every((i) => i.status === JobItemStatus.NEEDS_REVIEW && i.async_task_status === AsyncTaskStatus.DONE)).toBe(true);
    expect(itemOf(list, s.keep).ai_result).toMatchObject({
      decision: 'keep',
      selected_ref: null,
      confidence: 0.95,
      reasoning: expect.stringContaining('"zorro"'),
    });
    // 'lobo' matches the linked word exactly, 'lobo gris' covers it too: exact positions first.
    expect(itemOf(list, s.change).ai_result).toMatchObject({ decision: 'change', selected_ref: VOCS, selected_refId: lobo, confidence: 0.9 });
    expect(itemOf(list, s.change).ai_result!.reasoning).toMatch(/alternative "lobo" matches "lobo" at position 1/);
    expect(itemOf(list, s.unlink).ai_result).toMatchObject({ decision: 'unlink', unlinkable_concepts: [{ ref: VOCS, refId: zorro }] });
    expect(itemOf(list, s.unlink).ai_result!.reasoning).toMatch(/no form of the main concept "zorro" occurs/);
    expect(itemOf(list, s.keep).actions).toEqual(['keep', 'unlink']); // the AI selected no concept: no change
    expect(itemOf(list, s.change).actions).toEqual(['keep', 'change', 'unlink']);
    expect(await jobOf(jobId)).toMatchObject({
      status: 'review',
      counts: { review: 4, processing: 0 },
      bulk: { 'bulk-keep': 4, 'bulk-change': 1, 'bulk-unlink': 4 },
    });

    const logs = (await api('GET', `agent-prompt-log/by-entity?entity_type=ai_job_item&entity_id=${itemOf(list, s.change).id}`)).body;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ agent_type: 'concept-validator', status: 'success', model: 'local-rules' });
    expect(logs[0].prompt_text).toContain('Text (es-ES): "El lobo gris corre."');
    expect(logs[0].prompt_text).toContain('"lobo gris" (ref 22, id');
    expect(JSON.parse(logs[0].response_text)).toMatchObject({ decision: 'change', selected_refId: lobo });
  });

  it('keep, change and unlink change the stored links, answer the row, and refuse what does not apply', async () => {
    // The AI selected no concept for this one: change does not apply.
    const refused = await api('POST', `concept-linker-validator/items/${itemOf(list, s.keep).id}/change`);
    expect(refused).toMatchObject({ status: 400, body: { error: CLV_MESSAGES.noSelection } });
    const keep = await api('POST', `concept-linker-validator/items/${itemOf(list, s.keep).id}/keep`);
    expect(keep.status).toBe(200);
    expect(keep.body.data).toMatchObject({ id: itemOf(list, s.keep).id, status: JobItemStatus.DONE, decision: 'keep', actions: [] });
    expect(await linksOf(s.keep)).toEqual([{ concept_ref_id: zorro, positions: [1] }]);

    expect((await api('POST', `concept-linker-validator/items/${itemOf(list, s.keep).id}/keep`)).status).toBe(409);

    const change = await api('POST', `concept-linker-validator/items/${itemOf(list, s.change).id}/change`);
    expect(change.status).toBe(200);
    expect(change.body.data).toMatchObject({ status: JobItemStatus.DONE, decision: 'change' });
    expect(await linksOf(s.change)).toEqual([{ concept_ref_id: lobo, positions: [1] }]);
    const guess = (await api('GET', `concepts-linker/ref/${SENTENCES}/refId/${s.change}/target-dialect/${ES}/guess`)).body;
    expect(guess.concepts).toContainEqual(expect.objectContaining({ ref: VOCS, refId: lobo, positions: [1], preselected: false }));

    const unlink = await api('POST', `concept-linker-validator/items/${itemOf(list, s.unlink).id}/unlink`);
    expect(unlink.status).toBe(200);
    expect(unlink.body.data).toMatchObject({ status: JobItemStatus.DONE, decision: 'unlink' });
    expect(await linksOf(s.unlink)).toEqual([]);

    // A done item is final: no other decision, and the content stays as the decision left it.
    expect((await api('POST', `concept-linker-validator/items/${itemOf(list, s.unlink).id}/keep`)).status).toBe(409);
    expect(await linksOf(s.unlink)).toEqual([]);
    expect((await api('POST', `concept-linker-validator/items/${itemOf(list, s.change).id}/keep`)).status).toBe(409);
    expect(await linksOf(s.change)).toEqual([{ concept_ref_id: lobo, positions: [1] }]);

    const one = (await api('GET', `concept-linker-validator/items/${itemOf(list, s.change).id}`)).body;
    expect(one).toMatchObject({ id: itemOf(list, s.change).id, decision: 'change', status: JobItemStatus.DONE });
    expect((await api('GET', 'concept-linker-validator/items/2147000001')).status).toBe(404);
  });

  it('bulk-keeps every item still in review and leaves the content as it is', async () => {
    expect((await jobOf(jobId)).bulk).toEqual({ 'bulk-keep': 1, 'bulk-change': 0, 'bulk-unlink': 1 });
    const res = await api('POST', `concept-linker-validator/${jobId}/bulk-keep`);
    expect(res.body).toMatchObject({ ok: true, data: { id: jobId, applied: 1 } });
    expect(itemOf(await items(jobId), s.keep2)).toMatchObject({ status: JobItemStatus.DONE, decision: 'keep' });
    expect(await linksOf(s.keep2)).toEqual([{ concept_ref_id: zorro, positions: [1] }]);
    expect(await jobOf(jobId)).toMatchObject({ status: 'done', counts: { review: 0, done: { keep: 2, change: 1, unlink: 1 } } });
  });
});

describe('bulk change and unlink', () => {
  it('change every item the AI selected a concept for, then unlink every other one', async () => {
    const a = await sentence('Veo un lobo.');
    const b = await sentence('Veo una mesa.');
    await link(a, [{ refId: zorro, positions: [2] }]);
    await link(b, [{ refId: zorro, positions: [2] }]);
    const res = await create({ name: 'Bulk', courseId: 1, item_ref: VOCS, item_ref_id: zorro, alternative_items: [{ ref: VOCS, refId: lobo }] });
    const jobId = res.body.data.id;
    await runQueue();
    // The links of 'zorro' now: two earlier sentences (the wolf one changed to 'lobo', one unlinked) and the two new ones.
    expect((await jobOf(jobId)).bulk).toEqual({ 'bulk-keep': 4, 'bulk-change': 1, 'bulk-unlink': 4 });
    // Only the two new sentences are left to decide.
    for (const i of await items(jobId)) if (![a, b].includes(i.navigation_data.refId)) await api('POST', `concept-linker-validator/items/${i.id}/keep`);
    expect((await api('POST', `concept-linker-validator/${jobId}/bulk-change`)).body.data.applied).toBe(1);
    expect(await linksOf(a)).toEqual([{ concept_ref_id: lobo, positions: [2] }]);
    expect((await api('POST', `concept-linker-validator/${jobId}/bulk-unlink`)).body.data.applied).toBe(1);
    expect(await linksOf(b)).toEqual([]);
    expect((await jobOf(jobId)).counts.done).toEqual({ keep: 2, change: 1, unlink: 1 });
    await api('DELETE', `concept-linker-validator/${jobId}`);
  });
});

describe('priority, re-processing and delete', () => {
  it('raises the priority of the queued items; refuses once nothing is pending', async () => {
    const jobId = (await create({ name: 'Urgent', courseId: 1, item_ref: VOCS, item_ref_id: lobo })).body.data.id;
    expect((await api('PUT', `concept-linker-validator/${jobId}/change-priority`, { priority: 2 })).body).toMatchObject({ ok: true, data: { priority: 2 } });
    expect((await jobOf(jobId)).priority).toBe(2);
    const tasks = await rows<{ priority: number }>(
      sql`select t.priority from ai_job_items i join async_tasks t on t.id = i.async_task_id where i.job_id = ${jobId}`,
    );
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((x) => x.priority === 2)).toBe(true);
    expect((await api('PUT', `concept-linker-validator/${jobId}/change-priority`, { priority: 7 })).status).toBe(400);
    await runQueue();
    expect((await api('PUT', `concept-linker-validator/${jobId}/change-priority`, { priority: 0 })).status).toBe(409);
    await api('DELETE', `concept-linker-validator/${jobId}`);
  });

  it('an item whose link vanished gets an error; process-mock-mode2 runs the agent again on it', async () => {
    const id = await sentence('Mi zorro duerme.');
    await link(id, [{ refId: zorro, positions: [1] }]);
    const jobId = (await create({ name: 'Vanished', courseId: 1, item_ref: VOCS, item_ref_id: zorro })).body.data.id;
    await link(id, []); // removed in the linker before the agent ran
    await runQueue();
    const failed = itemOf(await items(jobId), id);
    expect(failed.ai_result).toMatchObject({ decision: 'error', error: expect.stringContaining('no longer exists') });
    expect(failed.actions).toEqual(['keep', 'unlink']);
    const job = await jobOf(jobId);
    expect(job.counts.error).toBe(1);
    expect(job.bulk['bulk-keep']).toBe(job.counts.review); // failed items are left for manual action

    await link(id, [{ refId: zorro, positions: [1] }]); // linked again (a new link id)
    const again = await api('POST', `concept-linker-validator/${jobId}/process-mock-mode2`);
    expect(again.body).toMatchObject({ ok: true, data: { id: jobId, queued: 1 } });
    expect(itemOf(await items(jobId), id)).toMatchObject({ status: JobItemStatus.PENDING, ai_result: null });
    await runQueue();
    expect(itemOf(await items(jobId), id)).toMatchObject({ status: JobItemStatus.NEEDS_REVIEW, ai_result: { decision: 'keep' } });
    // Deciding works on the new link too.
    await api('POST', `concept-linker-validator/items/${itemOf(await items(jobId), id).id}/unlink`);
    expect(await linksOf(id)).toEqual([]);
    expect((await api('POST', `concept-linker-validator/${jobId}/process-mock-mode2`)).body.data.queued).toBe(0);
  });

  it('deletes a validation and cancels its queued items; the list is newest first', async () => {
    const older = (await create({ name: 'Older', courseId: 1, item_ref: VOCS, item_ref_id: zorro })).body.data.id;
    const jobId = (await create({ name: 'Doomed', courseId: 1, item_ref: VOCS, item_ref_id: zorro })).body.data.id;
    const listed = (await api('GET', 'concept-linker-validator')).body as JobRow[];
    expect(listed.slice(0, 2).map((j) => j.id)).toEqual([jobId, older]);
    const taskIds = (await items(jobId)).map((i) => i.async_task_id);
    expect((await api('DELETE', `concept-linker-validator/${jobId}`)).body).toMatchObject({ ok: true, data: { id: jobId } });
    expect((await api('GET', `concept-linker-validator/${jobId}`)).status).toBe(404);
    expect((await api('GET', `concept-linker-validator/${jobId}/items`)).status).toBe(404);
    const statuses = await rows<{ status: number }>(
      sql`select status from async_tasks where id in (${sql.join(
        taskIds.map((x) => sql`${x}`),
        sql`, `,
      )})`,
    );
    expect(statuses.every((x) => x.status === AsyncTaskStatus.CANCELLED)).toBe(true);
    await api('DELETE', `concept-linker-validator/${older}`);
    await runQueue();
  });
});

describe('form data and access', () => {
  it('answers the registered concept types, the courses, and concepts by title', async () => {
    expect((await api('GET', 'concept-linker-validator/concept-types')).body).toContainEqual({ ref: VOCS, name: 'Vocabulary', searchable: true });
    const courses = (await api('GET', 'concept-linker-validator/courses')).body as { id: number; name: string }[];
    expect(courses.length).toBeGreaterThan(1);
    expect(courses[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const found = (await api('GET', 'concept-linker-validator/concepts?ref=22&courseId=1&text=lobo')).body as { id: number; title: string; courseId: number }[];
    expect(found.map((c) => c.id)).toEqual(expect.arrayContaining([lobo, loboGris]));
    expect(found.every((c) => c.courseId === 1)).toBe(true);
    expect((await api('GET', 'concept-linker-validator/concepts?ref=22&courseId=2&text=lobo')).body.map((c: { id: number }) => c.id)).not.toContain(lobo);
    expect((await api('GET', 'concept-linker-validator/concepts?ref=22&text=zorro')).body.map((c: { id: number }) => c.id)).toContain(zorro);
    expect((await api('GET', 'concept-linker-validator/concepts?ref=14&text=x')).status).toBe(400);
    expect(mesa).toBeGreaterThan(0);
  });

  it('refuses a user without module 87 and serves one with it', async () => {
    for (const [method, url] of [
      ['GET', 'concept-linker-validator'],
      ['POST', 'concept-linker-validator'],
      ['GET', 'concept-linker-validator/concept-types'],
      ['GET', 'concept-linker-validator/concepts?ref=22&text=a'],
      ['GET', 'concept-linker-validator/courses'],
    ] as const) {
      expect((await api(method, url, {}, outsider)).status, url).toBe(403);
    }
    expect((await api('GET', 'concept-linker-validator', undefined, validator)).status).toBe(200);
    const made = await create({ name: 'Mine', courseId: 1, item_ref: VOCS, item_ref_id: lobo }, validator);
    expect(made.status).toBe(200);
    expect((await api('DELETE', `concept-linker-validator/${made.body.data.id}`, {}, validator)).status).toBe(200);
  });
});
