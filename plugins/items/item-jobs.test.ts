import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncTaskStatus, JOB_MESSAGES, JobItemStatus, MODULE, type JobItemRow, type JobRow } from '../../sdk/shared';
import { writeTexts } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { CHANGE_NEEDS_TEXT, GUESSER_PATH, MEAN_VALIDATOR_PATH, NOTHING_TO_ACCEPT, SENTENCE_VALIDATOR_PATH } from './jobs-shared';
import { ITEMS } from './plugin';

/**
 * The Items screen's jobs against a real server with no task workers: the tests run the queue
 * themselves (runOnce), so items stay pending until they do, and nothing sleeps.
 */
let t: LoggedInServer;
let admin: string;
let editor: string; // granted Items on the test courses only
/**
 * Courses of their own, one per area so that each job selects only the items built for it:
 * targets es-ES (2), es-MX (4); sources en-US (3), en-GB (1). The translation memory is global,
 * so reference pairs live in demo course 1.
 */
let course: number, guessCourse: number, sentenceCourse: number, meanCourse: number;

const ES = 2,
  MX = 4,
  US = 3,
  GB = 1,
  FR = 5;

beforeAll(async () => {
  t = await loggedInServer({ taskConcurrency: 0 });
  admin = t.admin;
  const newCourse = async (code: string) => {
    const made = await t.call('POST', '/api/courses', { cookie: admin, body: { languageId: 2, code, name: code, targets: [ES, MX], sources: [US, GB] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.data.id as number;
  };
  [course, guessCourse, sentenceCourse, meanCourse] = [
    await newCourse('JOBS-1'),
    await newCourse('JOBS-2'),
    await newCourse('JOBS-3'),
    await newCourse('JOBS-4'),
  ];
  editor = await t.signIn(
    'jobs@example.com',
    [course, guessCourse, sentenceCourse, meanCourse].map((c) => [c, ITEMS] as [number, number]),
  );
});
afterAll(() => t?.close());

// ----------------------------------------------------------------------------------------------
// Helpers

async function newItem(courseId: number, target: string, source: string | null, opts: { sourceStatus?: number; targetDialect?: number } = {}) {
  const res = await t.call('POST', `/api/groups/${courseId}/items`, {
    cookie: admin,
    body: {
      targets: target ? [{ dialectId: opts.targetDialect ?? ES, text: target }] : [],
      sources: source === null ? [] : [{ dialectId: US, text: source }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data.id as number;
  if (source !== null && opts.sourceStatus !== undefined) await systemSource(courseId, id, source, opts.sourceStatus);
  return id;
}
/** A source the system left unvalidated (doing: an agent's proposal): a status a user cannot set. */
async function systemSource(courseId: number, id: number, text: string, status: number) {
  await writeTexts(t.server.database.db, { ref: ITEMS, refId: id, field: 'text', courseId }, { sources: [{ dialectId: US, text, status }] }, { system: true });
}
/** A reference pair in demo course 1 (ES-EN): the translation memory's knowledge, outside the test course. */
const reference = (target: string, source: string) => newItem(1, target, source);

async function newSentence(courseId: number, target: string, source: string) {
  const res = await t.call('POST', `/api/groups/${courseId}/sentences`, {
    cookie: admin,
    body: { targets: [{ dialectId: ES, text: target }], sources: [{ dialectId: US, text: source }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

const sourceOf = async (id: number, dialectId = US) =>
  ((await t.call('GET', `/api/items/${id}`, { cookie: admin })).body.sources as { dialectId: number; text: string; status: number }[]).find(
    (s) => s.dialectId === dialectId,
  )!;

async function createJob(path: string, courseId: number, body: Record<string, unknown>, cookie = editor) {
  const res = await t.call('POST', `/api/courses/${courseId}/${path}`, { cookie, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}
const jobOf = async (path: string, id: number, cookie = editor): Promise<JobRow> => (await t.call('GET', `/api/${path}/${id}`, { cookie })).body;
const itemsOf = async (path: string, id: number, cookie = editor): Promise<JobItemRow[]> => (await t.call('GET', `/api/${path}/${id}/items`, { cookie })).body;
/** The job's row for an item of the course. */
const rowOf = (rows: JobItemRow[], itemId: number) => {
  const r = rows.find((x) => x.navigation_data.refId === itemId);
  if (!r) throw new Error(`item ${itemId} is not in the job`);
  return r;
};
const refIds = (rows: JobItemRow[]) => rows.map((r) => r.navigation_data.refId);

/** Runs the kind's queue until nothing is left. */
async function drain(path: string) {
  while (await t.server.tasks.runOnce(`job.${path}`, 100)) {
    /* next batch */
  }
}
const act = (path: string, itemId: number, action: string, body: unknown = {}, cookie = editor) =>
  t.call('POST', `/api/${path}/items/${itemId}/${action}`, { cookie, body });

// ----------------------------------------------------------------------------------------------

describe('job creation (spec 3 §5)', () => {
  const post = (path: string, body: unknown, courseId = course) => t.call('POST', `/api/courses/${courseId}/${path}`, { cookie: editor, body });

  it.each([GUESSER_PATH, SENTENCE_VALIDATOR_PATH, MEAN_VALIDATOR_PATH])('%s: every message, with the failing fields', async (path) => {
    const extra = path === GUESSER_PATH ? { source_filter: 'all' } : { include_previous_validated: false };
    const empty = await post(path, {});
    expect(empty).toMatchObject({ status: 400, body: { error: JOB_MESSAGES.name } });
    expect(empty.body.fields).toEqual({ name: JOB_MESSAGES.name, dialect_id: JOB_MESSAGES.dialect });

    expect(await post(path, { name: '   ', dialect_id: US, ...extra })).toMatchObject({
      status: 400,
      body: { error: JOB_MESSAGES.name, fields: { name: JOB_MESSAGES.name } },
    });
    const noDialect = await post(path, { name: 'x', dialect_id: null, ...extra });
    expect(noDialect).toMatchObject({ status: 400, body: { error: JOB_MESSAGES.dialect } });
    expect(noDialect.body.fields).toEqual({ dialect_id: JOB_MESSAGES.dialect });
    // Only the course's source dialects: not a target dialect, not another course's source.
    for (const d of [ES, FR]) {
      const other = await post(path, { name: 'x', dialect_id: d, ...extra });
      expect(other).toMatchObject({ status: 400, body: { error: JOB_MESSAGES.failed, fields: { dialect_id: 'Not a source dialect of this course' } } });
    }
    const kline = await post(path, { name: 'x', dialect_id: US, filter_kline_ids: [987654], ...extra });
    expect(kline).toMatchObject({ status: 400, body: { error: JOB_MESSAGES.failed, fields: { filter_kline_ids: 'Not a k-line of this course: 987654' } } });
    expect((await post(path, { name: 'x'.repeat(201), dialect_id: US, ...extra })).body).toMatchObject({
      error: JOB_MESSAGES.failed,
      fields: { name: 'At most 200 characters' },
    });
    expect((await t.call('GET', `/api/courses/${course}/${path}`, { cookie: editor })).body).toEqual([]);
  });

  it('guesser: an unknown source filter; validators: a non-boolean include_previous_validated', async () => {
    const bad = await post(GUESSER_PATH, { name: 'x', dialect_id: US, source_filter: 'sometimes' });
    expect(bad).toMatchObject({ status: 400, body: { error: JOB_MESSAGES.failed, fields: { source_filter: 'One of all, empty_only, non_empty_only' } } });
    for (const path of [SENTENCE_VALIDATOR_PATH, MEAN_VALIDATOR_PATH]) {
      const r = await post(path, { name: 'x', dialect_id: US, include_previous_validated: 'yes' });
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.fields)).toEqual(['include_previous_validated']);
    }
  });

  it("k-line filter: the course's k-lines are listed and accepted; a job holds the items of the panels that use them", async () => {
    const used = await newItem(course, 'qqxv kliniano zzptr', '');
    const kl = await t.call('POST', `/api/groups/${course}/k-lines`, { cookie: admin, body: { title: 'K-line of the jobs' } });
    expect(kl.status, JSON.stringify(kl.body)).toBe(200);
    const otherKl = await t.call('POST', '/api/groups/1/k-lines', { cookie: admin, body: { title: 'Another course' } });
    expect((await t.call('GET', `/api/courses/${course}/item-jobs/k-lines`, { cookie: editor })).body).toEqual([
      { id: kl.body.data.id, title: 'K-line of the jobs' },
    ]);
    expect((await t.call('GET', '/api/courses/1/item-jobs/k-lines', { cookie: editor })).status).toBe(403);

    const refused = await post(GUESSER_PATH, { name: 'x', dialect_id: US, source_filter: 'all', filter_kline_ids: [kl.body.data.id, otherKl.body.data.id] });
    expect(refused.body.fields).toEqual({ filter_kline_ids: `Not a k-line of this course: ${otherKl.body.data.id}` });
    const filtered = await post(GUESSER_PATH, { name: 'By k-line', dialect_id: US, source_filter: 'all', filter_kline_ids: [kl.body.data.id] });
    expect(filtered.body.data).toMatchObject({ items: 0, message: 'Job created with 0 items' });
    // Once a panel uses the k-line and the item, the item belongs to the k-line: the filter selects it, and only it.
    const panel = await t.call('POST', `/api/groups/${course}/panels`, {
      cookie: admin,
      body: { title: 'K-line panel', kLines: [kl.body.data.id], item: used },
    });
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    const byPanel = await post(GUESSER_PATH, { name: 'By panel', dialect_id: US, source_filter: 'all', filter_kline_ids: [kl.body.data.id] });
    expect(byPanel.body.data).toMatchObject({ items: 1 });
    expect((await itemsOf(GUESSER_PATH, byPanel.body.data.id)).map((r) => r.navigation_data.refId)).toEqual([used]);
    expect((await t.call('DELETE', `/api/${GUESSER_PATH}/${byPanel.body.data.id}`, { cookie: editor })).status).toBe(200);
    const job = await jobOf(GUESSER_PATH, filtered.body.data.id);
    expect(job.params).toMatchObject({ filter_kline_ids: [kl.body.data.id], source_filter: 'all' });
    const unfiltered = await post(GUESSER_PATH, { name: 'All', dialect_id: US, source_filter: 'all', filter_kline_ids: [] });
    expect(unfiltered.body.data.items).toBeGreaterThan(0);
    for (const id of [filtered.body.data.id, unfiltered.body.data.id])
      expect((await t.call('DELETE', `/api/${GUESSER_PATH}/${id}`, { cookie: editor })).status).toBe(200);
  });
});

describe('guesser jobs', () => {
  const P = GUESSER_PATH;
  let A: number, K: number, C: number, N: number, L: number, noTarget: number, mxOnly: number;
  const R1 = 'the quintarine zorblax',
    R2 = 'the plurimbal skunk',
    R3 = 'the verduline jumping cat';

  beforeAll(async () => {
    await reference('el zorblax quintarino', R1);
    await reference('la mofeta plurimbal', R2);
    await reference('el trompix verdulino saltarín', R3);
    const g = guessCourse;
    A = await newItem(g, 'el zorblax quintarino', ''); // empty: accept the memory's pair (identical target)
    K = await newItem(g, 'el zorblax quintarino', 'The quintarine zorblax!'); // the same after normalization: keep
    C = await newItem(g, 'la mofeta plurimbal', 'the wrong thing'); // differs: change
    N = await newItem(g, 'el qwerpzt vandelbrum', ''); // nothing similar: no decision
    L = await newItem(g, 'el trompix verdulino', ''); // only a 68% similar target: accept with low confidence
    noTarget = await newItem(g, '', 'no target at all');
    mxOnly = await newItem(g, 'el zorblax quintarino', '', { targetDialect: MX });
  });

  const mine = (rows: JobItemRow[]) => rows.filter((r) => [A, K, C, N, L, noTarget, mxOnly].includes(r.navigation_data.refId));

  it('selects the items with a default-dialect target by source filter, pending and queued', async () => {
    const all = await createJob(P, guessCourse, { name: ' All items ', dialect_id: US, source_filter: 'all' });
    const empty = await createJob(P, guessCourse, { name: 'Empty', dialect_id: US, source_filter: 'empty_only' });
    const nonEmpty = await createJob(P, guessCourse, { name: 'Non-empty', dialect_id: US, source_filter: 'non_empty_only' });
    const defaulted = await createJob(P, guessCourse, { name: 'Default filter', dialect_id: US });
    expect(refIds(mine(await itemsOf(P, all))).sort()).toEqual([A, K, C, N, L].sort());
    expect(refIds(mine(await itemsOf(P, empty))).sort()).toEqual([A, N, L].sort());
    expect(refIds(mine(await itemsOf(P, nonEmpty))).sort()).toEqual([K, C].sort());
    expect(refIds(mine(await itemsOf(P, defaulted))).sort()).toEqual([A, K, C, N, L].sort());
    // Every item of the course with a target, in the chosen dialect: en-GB has no source anywhere here.
    const gb = await createJob(P, guessCourse, { name: 'GB', dialect_id: GB, source_filter: 'non_empty_only' });
    expect(await itemsOf(P, gb)).toEqual([]);

    const job = await jobOf(P, all);
    expect(job).toMatchObject({
      name: 'All items',
      kind: P,
      courseId: guessCourse,
      dialect_id: US,
      priority: 1,
      status: 'processing',
      params: { source_filter: 'all', filter_kline_ids: [] },
    });
    expect(job.counts.processing).toBe(job.counts.total);
    const rows = await itemsOf(P, all);
    const a = rowOf(rows, A);
    expect(a).toMatchObject({
      status: JobItemStatus.PENDING,
      actions: [],
      ai_result: null,
      async_task_status: AsyncTaskStatus.PENDING,
      navigation_data: { ref: ITEMS, refId: A, courseId: guessCourse },
    });
    expect(a.item_info).toEqual({ item_id: A, target_text: 'el zorblax quintarino', target_dialect_code: 'es-ES', source_text: '', dialect_code: 'en-US' });
    expect(rowOf(rows, K).item_info.source_text).toBe('The quintarine zorblax!');
    // An item cannot be decided while the agent works on it.
    expect((await act(P, a.id, 'keep')).status).toBe(409);
    // The course's list, newest first; one job by course path.
    const list: JobRow[] = (await t.call('GET', `/api/courses/${guessCourse}/${P}`, { cookie: editor })).body;
    expect(list.map((j) => j.id)).toEqual([gb, defaulted, nonEmpty, empty, all]);
    expect((await t.call('GET', `/api/courses/${guessCourse}/${P}/${all}`, { cookie: editor })).body).toEqual(job);
    expect((await t.call('GET', `/api/courses/${course}/${P}/${all}`, { cookie: editor })).status).toBe(404); // not that course's
    for (const id of [empty, nonEmpty, defaulted, gb]) expect((await t.call('DELETE', `/api/${P}/${id}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/${P}/${empty}`, { cookie: editor })).status).toBe(404);
  });

  it('change-priority while items are pending, then 409 once none is', async () => {
    const id = await createJob(P, guessCourse, { name: 'Priority', dialect_id: US, source_filter: 'empty_only' });
    const r = await t.call('PUT', `/api/${P}/${id}/change-priority`, { cookie: editor, body: { priority: 2 } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ priority: 2, changed: (await itemsOf(P, id)).length, job: { id, priority: 2 } });
    expect((await jobOf(P, id)).priority).toBe(2);
    const [first] = await itemsOf(P, id);
    expect((await t.call('GET', `/api/async-tasks/${first.async_task_id}`, { cookie: admin })).body.priority).toBe(2);
    expect((await t.call('PUT', `/api/${P}/${id}/change-priority`, { cookie: editor, body: { priority: 7 } })).status).toBe(400);
    await drain(P);
    expect((await t.call('PUT', `/api/${P}/${id}/change-priority`, { cookie: editor, body: { priority: 0 } })).status).toBe(409);
    await t.call('DELETE', `/api/${P}/${id}`, { cookie: editor });
  });

  it('the local agent guesses from the translation memory: accept, keep, change, no decision, with suggested sources', async () => {
    const id = await createJob(P, guessCourse, { name: 'Guess', dialect_id: US, source_filter: 'all' });
    await drain(P);
    const rows = await itemsOf(P, id);
    for (const r of rows) expect(r.status).toBe(JobItemStatus.NEEDS_REVIEW);

    const a = rowOf(rows, A);
    expect(a.ai_result).toMatchObject({ decision: 'accept', confidence: 1, modified_translation: R1 });
    expect(a.ai_result!.suggested_sources![0]).toEqual({ source: R1, confidence: 1, will_be_applied: true });
    expect(a.ai_result!.suggested_sources!.filter((s) => s.will_be_applied)).toHaveLength(1);
    expect(a.ai_result!.reasoning).toMatch(
      /no en-US source; the memory has the same es-ES text "el zorblax quintarino" .* translated "the quintarine zorblax", which accept writes/,
    );
    expect(a.actions.sort()).toEqual(['accept', 'change', 'keep']);

    const k = rowOf(rows, K);
    expect(k.ai_result).toMatchObject({ decision: 'keep', confidence: 1 });
    expect(k.ai_result!.modified_translation).toBeUndefined();
    expect(k.ai_result!.reasoning).toMatch(/current source "The quintarine zorblax!" is the one the memory supports/);
    expect(k.actions.sort()).toEqual(['accept', 'change', 'keep']); // change offered: the user may type the text

    const c = rowOf(rows, C);
    expect(c.ai_result).toMatchObject({ decision: 'change', modified_translation: R2, confidence: 1 });
    expect(c.ai_result!.suggested_sources![0]).toMatchObject({ source: R2, will_be_applied: true });

    const n = rowOf(rows, N);
    expect(n.ai_result).toMatchObject({ decision: 'no_decision', confidence: 0, suggested_sources: [] });
    expect(n.ai_result!.reasoning).toMatch(/no en-US translation .* at least 50% similar/);
    expect(n.actions.sort()).toEqual(['change', 'keep']);
    // Offered, but a change needs a text: the AI wrote none, so the user must.
    const blank = await t.call('POST', `/api/${P}/items/${n.id}/change`, { cookie: editor, body: { modified_translation: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Change needs a non-empty modified translation');
    expect(rowOf(await itemsOf(P, id), N).status).toBe(JobItemStatus.NEEDS_REVIEW);

    const l = rowOf(rows, L);
    expect(l.ai_result).toMatchObject({ decision: 'accept', modified_translation: R3, confidence: 0.68 });
    expect(l.ai_result!.suggested_sources!.length).toBeLessThanOrEqual(3);
    const confs = l.ai_result!.suggested_sources!.map((s) => s.confidence);
    expect(confs).toEqual([...confs].sort((x, y) => y - x));

    // The prompt log of an item.
    const logs = (await t.call('GET', `/api/agent-prompt-log/by-entity?entity_type=ai_job_item&entity_id=${a.id}`, { cookie: admin })).body;
    expect(logs[0]).toMatchObject({ agent_type: 'item_source_guesser', status: 'success', model: 'local-rules' });
    expect(logs[0].prompt_text).toContain('el zorblax quintarino');

    const job = await jobOf(P, id);
    expect(job.status).toBe('review');
    expect(job.counts).toMatchObject({ error: 0, processing: 0, review: rows.length, done: {} });
    expect(job.bulk).toMatchObject({ 'bulk-accept': 2, 'bulk-accept-high-confidence': 1, 'bulk-change': 1, 'bulk-keep': 1 });
    await t.call('DELETE', `/api/${P}/${id}`, { cookie: editor });
  });

  it("accept, change and keep change the item's source for real; refusals name the reason", async () => {
    const id = await createJob(P, guessCourse, { name: 'Actions', dialect_id: US, source_filter: 'all' });
    await drain(P);
    const rows = await itemsOf(P, id);
    const versionOf = async (item: number) => (await t.call('GET', `/api/items/${item}`, { cookie: admin })).body.version as number;

    // accept: the suggestion marked will_be_applied becomes the source (done), and the item's version moves on.
    const v = await versionOf(A);
    const accepted = await act(P, rowOf(rows, A).id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: JobItemStatus.DONE, decision: 'accept', item_info: { source_text: R1, previous_source: '' } });
    expect(accepted.body.data.actions).toEqual([]); // a done item is final
    expect(await sourceOf(A)).toMatchObject({ text: R1, status: 2 });
    expect(await versionOf(A)).toBe(v + 1);
    expect((await act(P, rowOf(rows, A).id, 'accept')).status).toBe(409);
    // Nor can another decision replace it: the record would say keep while the content was changed.
    const again = await act(P, rowOf(rows, A).id, 'keep');
    expect(again).toMatchObject({ status: 409, body: { error: 'This item is already done with accept' } });
    expect((await t.call('GET', `/api/${P}/items/${rowOf(rows, A).id}`, { cookie: editor })).body).toMatchObject({ decision: 'accept' });
    expect(await sourceOf(A)).toMatchObject({ text: R1 });
    // The answer is the row as the grid shows it, with its job's counts as the summary shows them.
    const { job: afterAccept, ...acceptedRow } = accepted.body.data;
    expect((await t.call('GET', `/api/${P}/items/${rowOf(rows, A).id}`, { cookie: editor })).body).toEqual(acceptedRow);
    expect(afterAccept).toEqual(await jobOf(P, id));

    // accept with nothing to accept; change with no text (the AI proposed none) or an empty one.
    const nothing = await act(P, rowOf(rows, N).id, 'accept');
    expect(nothing).toMatchObject({ status: 400, body: { error: NOTHING_TO_ACCEPT } });
    expect((await act(P, rowOf(rows, K).id, 'change')).body).toMatchObject({ error: CHANGE_NEEDS_TEXT });
    expect((await act(P, rowOf(rows, C).id, 'change', { modified_translation: '   ' })).body).toMatchObject({ error: CHANGE_NEEDS_TEXT });
    expect(await sourceOf(C)).toMatchObject({ text: 'the wrong thing' });

    // change: the user's edit wins over the AI's text.
    const changed = await act(P, rowOf(rows, C).id, 'change', { modified_translation: ' the plurimbal skunk, edited ' });
    expect(changed.body.data).toMatchObject({
      decision: 'change',
      item_info: { source_text: 'the plurimbal skunk, edited', previous_source: 'the wrong thing' },
    });
    expect(await sourceOf(C)).toMatchObject({ text: 'the plurimbal skunk, edited', status: 2 });

    // keep writes nothing.
    const before = await sourceOf(K);
    const kv = await versionOf(K);
    expect((await act(P, rowOf(rows, K).id, 'keep')).body.data).toMatchObject({ status: JobItemStatus.DONE, decision: 'keep' });
    expect(await sourceOf(K)).toEqual(before);
    expect(await versionOf(K)).toBe(kv);

    // keep on an item with no decision; then the job counts done per decision.
    await act(P, rowOf(rows, N).id, 'keep');
    expect(await sourceOf(N)).toMatchObject({ text: '' });
    const job = await jobOf(P, id);
    expect(job.counts.done).toEqual({ accept: 1, change: 1, keep: 2 });
    expect(job.counts.review).toBe(rows.length - 4);
    await t.call('DELETE', `/api/${P}/${id}`, { cookie: editor });
  });

  it('bulk actions: accept-high-confidence, accept, change and keep apply to what the AI proposed, for real', async () => {
    // After the last test: A has its source, C has the edited one; N and L are still empty.
    await t.call('PUT', `/api/items/${A}/source-dialect/${US}`, { cookie: admin, body: { text: '' } });
    const id = await createJob(P, guessCourse, { name: 'Bulk', dialect_id: US, source_filter: 'all' });
    await drain(P);
    const rows = await itemsOf(P, id);
    expect(rowOf(rows, C).ai_result).toMatchObject({ decision: 'change', modified_translation: R2 });
    const bulk = (name: string) => t.call('POST', `/api/${P}/${id}/${name}`, { cookie: editor, body: {} });

    const high = await bulk('bulk-accept-high-confidence');
    expect(high.body.data).toMatchObject({ id, applied: 1, failed: [] });
    // The answer carries the job and its items as the screen shows them.
    expect(high.body.data.job).toEqual(await jobOf(P, id));
    expect(high.body.data.items).toEqual(await itemsOf(P, id));
    expect(await sourceOf(A)).toMatchObject({ text: R1 });
    expect(await sourceOf(L)).toMatchObject({ text: '' }); // 68%: below 0.8

    expect((await jobOf(P, id)).bulk).toMatchObject({ 'bulk-accept': 1, 'bulk-accept-high-confidence': 0 });
    expect((await bulk('bulk-accept')).body.data.applied).toBe(1);
    expect(await sourceOf(L)).toMatchObject({ text: R3, status: 2 });

    expect((await bulk('bulk-change')).body.data.applied).toBe(1);
    expect(await sourceOf(C)).toMatchObject({ text: R2, status: 2 });

    const keepBefore = await sourceOf(K);
    expect((await bulk('bulk-keep')).body.data.applied).toBe(1);
    expect(await sourceOf(K)).toEqual(keepBefore);
    const after = await itemsOf(P, id);
    expect(rowOf(after, K)).toMatchObject({ status: JobItemStatus.DONE, decision: 'keep' });
    expect(rowOf(after, N)).toMatchObject({ status: JobItemStatus.NEEDS_REVIEW }); // no decision: no bulk action takes it
    expect((await bulk('bulk-accept')).body.data.applied).toBe(0);
    expect((await jobOf(P, id)).bulk).toMatchObject({ 'bulk-accept': 0, 'bulk-change': 0, 'bulk-keep': 0, 'bulk-accept-high-confidence': 0 });
  });
});

describe('sentence validator jobs', () => {
  const P = SENTENCE_VALIDATOR_PATH;
  let S1: number, S2: number, S3: number, S4: number, emptySource: number;

  beforeAll(async () => {
    const c = sentenceCourse;
    S1 = await newItem(c, 'el perro zafiral', 'the sapphire dog', { sourceStatus: 1 });
    await newSentence(c, 'Tengo el perro zafiral.', 'I have the sapphire dog.');
    await newSentence(c, 'El perro zafiral duerme.', 'The sapphire dog sleeps.');
    await newSentence(c, 'El perro zafiralino.', 'A different word.'); // not the item's words
    await newSentence(guessCourse, 'Veo el perro zafiral.', 'I see the sapphire hound.'); // another course's sentence
    S2 = await newItem(c, 'la casa brumosa', 'the foggy home');
    await newSentence(c, 'Vivo en la casa brumosa.', 'I live in the misty house.');
    await reference('la casa brumosa', 'the misty house');
    S3 = await newItem(c, 'el río quelvante', 'the quelvant river');
    await reference('el río quelvante', 'the quelvant river');
    S4 = await newItem(c, 'la nube trastiva', 'the cloud');
    emptySource = await newItem(c, 'el sombrero gallardo', '');
  });
  const mine = (rows: JobItemRow[]) => rows.filter((r) => [S1, S2, S3, S4, emptySource].includes(r.navigation_data.refId));

  it('checks sources against the sentences that use the item, and the memory: keep, change, no decision', async () => {
    const id = await createJob(P, sentenceCourse, { name: 'Sentences', dialect_id: US, include_previous_validated: false, filter_kline_ids: [] });
    const rows0 = await itemsOf(P, id);
    expect(refIds(mine(rows0)).sort()).toEqual([S1, S2, S3, S4].sort()); // non-empty sources only
    expect(rowOf(rows0, S1).item_info).toEqual({
      item_id: S1,
      target_text: 'el perro zafiral',
      target_dialect_code: 'es-ES',
      source_text: 'the sapphire dog',
      dialect_code: 'en-US',
    });
    // priority is served for the sentence validator
    expect((await t.call('PUT', `/api/${P}/${id}/change-priority`, { cookie: editor, body: { priority: 0 } })).status).toBe(200);
    expect((await jobOf(P, id)).priority).toBe(0);
    await drain(P);
    const rows = await itemsOf(P, id);
    expect(rowOf(rows, S1).ai_result).toMatchObject({ decision: 'keep', confidence: 0.95 });
    expect(rowOf(rows, S1).ai_result!.reasoning).toMatch(
      /^2 of the 2 sentences of the course containing "el perro zafiral" have the source "the sapphire dog"/,
    );
    expect(rowOf(rows, S2).ai_result).toMatchObject({ decision: 'change', modified_translation: 'the misty house', confidence: 0.9 });
    expect(rowOf(rows, S2).ai_result!.reasoning).toMatch(/None of the 1 sentence .* but 1 contains "the misty house"/);
    expect(rowOf(rows, S3).ai_result).toMatchObject({ decision: 'keep', confidence: 0.9 });
    expect(rowOf(rows, S3).ai_result!.reasoning).toMatch(/No sentence of the course contains "el río quelvante", so the translation memory decides/);
    expect(rowOf(rows, S4).ai_result).toMatchObject({ decision: 'no_decision', confidence: 0 });
    expect(rowOf(rows, S1).actions.sort()).toEqual(['change', 'keep']);
    expect(rowOf(rows, S2).actions.sort()).toEqual(['change', 'keep']);
    expect((await jobOf(P, id)).bulk).toMatchObject({ 'bulk-keep': 2, 'bulk-change': 1 });

    // keep validates the source (done); change writes the AI's text.
    expect(await sourceOf(S1)).toMatchObject({ text: 'the sapphire dog', status: 1 });
    expect((await act(P, rowOf(rows, S1).id, 'keep')).body.data).toMatchObject({ decision: 'keep', status: JobItemStatus.DONE });
    expect(await sourceOf(S1)).toMatchObject({ text: 'the sapphire dog', status: 2 });
    expect((await act(P, rowOf(rows, S2).id, 'accept')).status).toBe(404); // no accept for validators
    expect((await act(P, rowOf(rows, S2).id, 'change')).body.data).toMatchObject({ decision: 'change', item_info: { source_text: 'the misty house' } });
    expect(await sourceOf(S2)).toMatchObject({ text: 'the misty house', status: 2 });
    expect((await t.call('POST', `/api/${P}/${id}/bulk-accept`, { cookie: editor, body: {} })).status).toBe(404);
  });

  it('leaves out what an earlier job validated, unless include_previous_validated; an edited source is no longer validated', async () => {
    const without = await createJob(P, sentenceCourse, { name: 'Again', dialect_id: US, include_previous_validated: false });
    expect(refIds(mine(await itemsOf(P, without))).sort()).toEqual([S3, S4].sort());
    const withPrevious = await createJob(P, sentenceCourse, { name: 'Again, all', dialect_id: US, include_previous_validated: true });
    expect(refIds(mine(await itemsOf(P, withPrevious))).sort()).toEqual([S1, S2, S3, S4].sort());
    // Validation is per dialect: en-GB has its own.
    await t.call('PUT', `/api/items/${S1}/source-dialect/${GB}`, { cookie: admin, body: { text: 'the sapphire dog' } });
    expect(refIds(mine(await itemsOf(P, await createJob(P, sentenceCourse, { name: 'GB', dialect_id: GB }))))).toEqual([S1]);
    // Edited since: validated no more.
    await t.call('PUT', `/api/items/${S1}/source-dialect/${US}`, { cookie: admin, body: { text: 'the sapphire hound' } });
    const edited = await createJob(P, sentenceCourse, { name: 'Edited', dialect_id: US });
    expect(refIds(mine(await itemsOf(P, edited))).sort()).toEqual([S1, S3, S4].sort());
    await drain(P);
  });

  it('bulk-keep and bulk-change change the sources for real', async () => {
    await systemSource(sentenceCourse, S2, 'the foggy home', 1);
    await systemSource(sentenceCourse, S3, 'the quelvant river', 1);
    const id = await createJob(P, sentenceCourse, { name: 'Bulk', dialect_id: US, include_previous_validated: true });
    await drain(P);
    const rows = await itemsOf(P, id);
    expect(rowOf(rows, S2).ai_result!.decision).toBe('change');
    expect(rowOf(rows, S3).ai_result!.decision).toBe('keep');
    await t.call('POST', `/api/${P}/${id}/bulk-change`, { cookie: editor, body: {} });
    expect(await sourceOf(S2)).toMatchObject({ text: 'the misty house', status: 2 });
    await t.call('POST', `/api/${P}/${id}/bulk-keep`, { cookie: editor, body: {} });
    expect(await sourceOf(S3)).toMatchObject({ text: 'the quelvant river', status: 2 });
    expect(rowOf(await itemsOf(P, id), S4)).toMatchObject({ status: JobItemStatus.NEEDS_REVIEW });
  });
});

describe('mean validator jobs', () => {
  const P = MEAN_VALIDATOR_PATH;
  let M1: number, M2: number, M3: number, M4: number, M5: number;

  beforeAll(async () => {
    const c = meanCourse;
    await reference('la silla orbelina', 'the orbeline chair');
    M1 = await newItem(c, 'la silla orbelina', 'the orbeline chair', { sourceStatus: 1 });
    await reference('las 3 llaves brunas', 'the 3 brown keys');
    M2 = await newItem(c, 'las 3 llaves brunas', 'the 4 brown keys');
    await reference('la mesa ventisca', 'the blizzard table');
    M3 = await newItem(c, 'la mesa ventisca', 'the wind table');
    await reference('la lámpara cobriza', 'the big copper lamp');
    M4 = await newItem(c, 'la lámpara cobriza grande', 'the big copper lamp');
    M5 = await newItem(c, 'el vaso plomizo', 'the leaden glass');
  });
  const mine = (rows: JobItemRow[]) => rows.filter((r) => [M1, M2, M3, M4, M5].includes(r.navigation_data.refId));

  it('exact match, number check, keep, change and no decision; keep and change for real; no priority route', async () => {
    const id = await createJob(P, meanCourse, { name: 'Meaning', dialect_id: US, include_previous_validated: false });
    expect(refIds(mine(await itemsOf(P, id))).sort()).toEqual([M1, M2, M3, M4, M5].sort());
    expect((await t.call('PUT', `/api/${P}/${id}/change-priority`, { cookie: editor, body: { priority: 2 } })).status).toBe(404);
    await drain(P);
    const rows = await itemsOf(P, id);
    expect(rowOf(rows, M1).ai_result).toMatchObject({ decision: 'exact_match', confidence: 1 });
    expect(rowOf(rows, M1).ai_result!.reasoning).toMatch(/identical pair/);
    expect(rowOf(rows, M2).ai_result).toMatchObject({ decision: 'change', modified_translation: 'the 3 brown keys', confidence: 0.8 });
    expect(rowOf(rows, M2).ai_result!.reasoning).toMatch(/numbers 3 and the source 4/);
    expect(rowOf(rows, M3).ai_result).toMatchObject({ decision: 'change', modified_translation: 'the blizzard table', confidence: 0.75 });
    expect(rowOf(rows, M4).ai_result).toMatchObject({ decision: 'keep', confidence: 0.53 });
    expect(rowOf(rows, M5).ai_result).toMatchObject({ decision: 'no_decision', confidence: 0 });
    const job = await jobOf(P, id);
    expect(job.bulk).toMatchObject({ 'bulk-keep': 2, 'bulk-change': 2 });
    expect(Object.keys(job.bulk).sort()).toEqual(['bulk-change', 'bulk-keep']);

    expect((await act(P, rowOf(rows, M1).id, 'keep')).status).toBe(200);
    expect(await sourceOf(M1)).toMatchObject({ text: 'the orbeline chair', status: 2 });
    expect((await act(P, rowOf(rows, M3).id, 'change', { modified_translation: 'the blizzard desk' })).status).toBe(200);
    expect(await sourceOf(M3)).toMatchObject({ text: 'the blizzard desk' });
    expect((await t.call('POST', `/api/${P}/${id}/bulk-change`, { cookie: editor, body: {} })).body.data.applied).toBe(1);
    expect(await sourceOf(M2)).toMatchObject({ text: 'the 3 brown keys' });
    expect((await t.call('POST', `/api/${P}/${id}/bulk-keep`, { cookie: editor, body: {} })).body.data.applied).toBe(1);
    expect(rowOf(await itemsOf(P, id), M4)).toMatchObject({ status: JobItemStatus.DONE, decision: 'keep' });

    // Validated by a mean validator job: left out next time, not by the sentence validator's.
    const next = await createJob(P, meanCourse, { name: 'Next', dialect_id: US });
    expect(refIds(mine(await itemsOf(P, next))).sort()).toEqual([M5]);
    const sv = await createJob(SENTENCE_VALIDATOR_PATH, meanCourse, { name: 'Other kind', dialect_id: US });
    expect(refIds(mine(await itemsOf(SENTENCE_VALIDATOR_PATH, sv))).sort()).toEqual([M1, M2, M3, M4, M5].sort());
    await drain(P);
    await drain(SENTENCE_VALIDATOR_PATH);
  });
});

describe('authorization', () => {
  it("another course's jobs and job items are refused, by id and by course path", async () => {
    // Course 2 (ES-FR): source fr-FR.
    const other = await createJob(GUESSER_PATH, 2, { name: 'Elsewhere', dialect_id: FR, source_filter: 'all' }, admin);
    const [item] = await itemsOf(GUESSER_PATH, other, admin);
    expect(item).toBeTruthy();
    for (const [method, url] of [
      ['GET', `/api/${GUESSER_PATH}/${other}`],
      ['GET', `/api/${GUESSER_PATH}/${other}/items`],
      ['DELETE', `/api/${GUESSER_PATH}/${other}`],
      ['PUT', `/api/${GUESSER_PATH}/${other}/change-priority`],
      ['POST', `/api/${GUESSER_PATH}/${other}/bulk-keep`],
      ['GET', `/api/${GUESSER_PATH}/items/${item.id}`],
      ['POST', `/api/${GUESSER_PATH}/items/${item.id}/keep`],
      ['GET', `/api/courses/2/${GUESSER_PATH}`],
      ['POST', `/api/courses/2/${GUESSER_PATH}`],
      ['GET', `/api/courses/2/${GUESSER_PATH}/${other}`],
    ] as const) {
      const r = await t.call(method, url, {
        cookie: editor,
        body: method === 'GET' || method === 'DELETE' ? undefined : { priority: 1, name: 'x', dialect_id: FR },
      });
      expect(r.status, `${method} ${url}`).toBe(403);
    }
    // Through the editor's own course path, the other course's job does not exist.
    expect((await t.call('GET', `/api/courses/${course}/${GUESSER_PATH}/${other}`, { cookie: editor })).status).toBe(404);
    // Another kind's path does not reach it either.
    expect((await t.call('GET', `/api/${MEAN_VALIDATOR_PATH}/${other}`, { cookie: admin })).status).toBe(404);
    // Still there, untouched.
    expect((await jobOf(GUESSER_PATH, other, admin)).counts.total).toBeGreaterThan(0);
    expect((await t.call('DELETE', `/api/${GUESSER_PATH}/${other}`, { cookie: admin })).status).toBe(200);
  });

  it('needs the Items grant', async () => {
    const c = await t.signIn('nogrant@example.com', [[course, 16]]);
    expect((await t.call('GET', `/api/courses/${course}/${GUESSER_PATH}`, { cookie: c })).status).toBe(403);
    expect((await t.call('POST', `/api/courses/${course}/${SENTENCE_VALIDATOR_PATH}`, { cookie: c, body: { name: 'x', dialect_id: US } })).status).toBe(403);
  });
});

describe("decisions by analogy on the demo course's vocabulary (course 1, es-ES → en-US)", () => {
  // Hand-made items of the demo's words: none is in the memory as such, so only an analogy decides.
  let correct: number, mistaken: number, empty: number;
  beforeAll(async () => {
    correct = await newItem(1, 'una llave verde en la cocina', 'a green key in the kitchen');
    mistaken = await newItem(1, 'un libro rojo en el jardín', 'a red book in the car');
    empty = await newItem(1, 'mi taza azul', '');
  });
  const run = async (path: string, body: Record<string, unknown>) => {
    const id = await createJob(path, 1, { name: 'Analogy', dialect_id: US, ...body }, admin);
    await drain(path);
    return itemsOf(path, id, admin);
  };

  it('the guesser keeps a correct source, changes a wrong place, fills an empty source, and says from which text', async () => {
    const rows = await run(GUESSER_PATH, { source_filter: 'all' });
    expect(rowOf(rows, correct).ai_result).toMatchObject({ decision: 'keep' });
    const m = rowOf(rows, mistaken).ai_result!;
    expect(m).toMatchObject({ decision: 'change', modified_translation: 'a red book in the garden' });
    expect(m.reasoning).toMatch(/"a red book in the car" differs from the one the memory supports/);
    const e = rowOf(rows, empty).ai_result!;
    expect(e).toMatchObject({ decision: 'accept', modified_translation: 'my blue cup' });
    expect(e.reasoning).toMatch(/the memory's es-ES ".+" \(translation \d+\) is ".+"; swapping .+ gives "my blue cup"/);
  }, 120_000);

  it('the next guess follows a write to the vocabulary at once (what the guesser keeps in memory is dropped)', async () => {
    // 'mi taza azul' is built from the memory's 'la taza azul' (the blue cup) and the vocabulary's mi = my: here the
    // English wording of 'mi' changes, by SQL (the items plugin reads no other plugin's code).
    const db = t.server.database.db;
    const my = sql`translation_texts.dialect_id = ${US} and translation_texts.translation_id = (select t.id from translations t
      join translation_texts es on es.translation_id = t.id and es.dialect_id = ${ES} and es.text = 'mi'
      where t.ref = ${MODULE.vocsCourse} and t.course_id = 1 and t.field = 'word' limit 1)`;
    const guessed = async () => rowOf(await run(GUESSER_PATH, { source_filter: 'empty_only' }), empty).ai_result?.modified_translation;
    const [{ text }] = ((await db.execute(sql`select text from translation_texts where ${my}`)) as unknown as { rows: { text: string }[] }).rows;
    expect(await guessed()).toBe(`${text} blue cup`);
    await db.execute(sql`update translation_texts set text = 'our' where ${my}`);
    try {
      expect(await guessed()).toBe('our blue cup');
    } finally {
      await db.execute(sql`update translation_texts set text = ${text} where ${my}`);
    }
    expect(await guessed()).toBe(`${text} blue cup`);
  }, 120_000);

  it('the sentence and mean validators keep the correct source and change the wrong one to what the analogy builds', async () => {
    for (const path of [SENTENCE_VALIDATOR_PATH, MEAN_VALIDATOR_PATH]) {
      const rows = await run(path, {});
      expect(rowOf(rows, correct).ai_result, path).toMatchObject({ decision: expect.stringMatching(/^(keep|exact_match)$/) });
      expect(rowOf(rows, mistaken).ai_result, path).toMatchObject({ decision: 'change', modified_translation: 'a red book in the garden' });
      // The demo's seeded mistakes (a source with another item's place, not yet validated) are found too.
      const seeded = [];
      for (const r of rows) if ((await sourceOf(r.navigation_data.refId)).status === 1 && r.navigation_data.refId < correct) seeded.push(r);
      expect(seeded.length, path).toBeGreaterThan(0);
      for (const r of seeded) expect(r.ai_result?.decision, `${path}: ${r.item_info.target_text} / ${r.item_info.source_text}`).toBe('change');
    }
  }, 120_000);
});

describe('agreement in a gendered source language (course 2, es-ES → fr-FR)', () => {
  // Hand-made items whose French source needs what the analogy's example does not show: the noun's
  // gender (from the articles the course's texts use with it), the feminine form and the place of the adjective.
  const wanted: Record<string, string> = {
    'una mesa blanca': 'une table blanche',
    'este coche pequeño': 'cette petite voiture',
    'mi ordenador nuevo': 'mon nouvel ordinateur',
  };
  it('the guesser builds each source with its noun phrase agreeing, and says why', async () => {
    const ids = new Map<number, string>();
    for (const target of Object.keys(wanted)) ids.set(await newItem(2, target, null), target);
    const id = await createJob(GUESSER_PATH, 2, { name: 'Agreement', dialect_id: FR, source_filter: 'empty_only' }, admin);
    await drain(GUESSER_PATH);
    const rows = await itemsOf(GUESSER_PATH, id, admin);
    for (const [refId, target] of ids) {
      const r = rowOf(rows, refId).ai_result!;
      expect(r, target).toMatchObject({ decision: 'accept', modified_translation: wanted[target] });
    }
    expect(rows.map((r) => r.ai_result?.reasoning).join(' ')).toMatch(/is (feminine|masculine), the memory has "[^"]+" \(translation \d+\)/);
  }, 120_000);
});
