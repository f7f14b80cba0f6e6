import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { AsyncTaskStatus } from '../../sdk/server';
import { QA_MESSAGES } from './shared';

/** Polls until the check passes: no fixed sleeps. */
async function until<T>(check: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('Agent QA (module 91)', () => {
  let t: LoggedInServer;
  let cookie: string;
  let dialectId: number;
  let courseId: number;

  beforeAll(async () => {
    t = await loggedInServer();
    cookie = t.admin;
    // A source dialect with validated item translations in the demo data.
    const res = await t.server.database.db.execute(sql`SELECT sc.dialect_id, t.course_id, count(*)::int AS n
      FROM translations t JOIN translation_texts sc ON sc.translation_id = t.id AND sc.status = 2
      JOIN course_dialects cd ON cd.course_id = t.course_id AND cd.dialect_id = sc.dialect_id AND cd.kind = 'source'
      WHERE t.ref = 14 GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`);
    const [row] = ((res as { rows?: unknown[] }).rows ?? res) as { dialect_id: number; course_id: number }[];
    dialectId = row.dialect_id;
    courseId = row.course_id;
  });
  afterAll(async () => t?.close());

  it('lists the agent types', async () => {
    const r = await t.call('GET', '/api/agent-qa/types', { cookie });
    expect(r.status).toBe(200);
    // Every registered agent that declares how to test it (the Items validators, the translation proposer), and only those.
    expect(r.body.agent_types.map((a: any) => a.value).sort()).toEqual([
      'item_source_guesser',
      'item_source_mean_validator',
      'item_source_sentence_validator',
      'translation-proposer',
    ]);
    expect(r.body.agent_types.find((a: any) => a.value === 'item_source_guesser')).toMatchObject({ requiresCourses: true, requires_courses: true });
    expect(r.body.agent_types.find((a: any) => a.value === 'item_source_mean_validator')).toMatchObject({ requiresCourses: false });
  });

  it("answers each course's source dialects, and refuses a dialect that is not a source of a chosen course", async () => {
    const options = (await t.call('GET', '/api/agent-qa/options', { cookie })).body;
    expect(options.courses.find((c: { id: number }) => c.id === 2)).toMatchObject({ code: 'ES-FR', source_dialect_ids: [5] });
    expect(options.courses.find((c: { id: number }) => c.id === 1)).toMatchObject({ source_dialect_ids: [3, 1] });
    const refused = await t.call('POST', '/api/agent-qa', { cookie, body: { name: 'x', agent_type: 'item_source_guesser', dialect_id: 3, courses: [2] } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: QA_MESSAGES.dialect, fields: { dialect_id: QA_MESSAGES.dialect } });
  });

  it("refuses an invalid creation with the spec's messages", async () => {
    const post = (body: unknown) => t.call('POST', '/api/agent-qa', { cookie, body });
    expect((await post({ name: '  ', agent_type: 'item_source_guesser', dialect_id: dialectId, courses: [courseId] })).body.error).toBe(QA_MESSAGES.name);
    expect((await post({ name: 'x', dialect_id: dialectId })).body.error).toBe(QA_MESSAGES.agentType);
    expect((await post({ name: 'x', agent_type: 'item_source_guesser', courses: [courseId] })).body.error).toBe(QA_MESSAGES.dialect);
    expect((await post({ name: 'x', agent_type: 'item_source_guesser', dialect_id: dialectId, courses: [] })).body.error).toBe(QA_MESSAGES.courses);
    expect((await post({ name: 'x', agent_type: 'item_source_guesser', dialect_id: dialectId })).status).toBe(400);
  });

  it('runs a job through the queue with the local provider: pass/fail with reasoning, prompt log, retry failed', async () => {
    const created = await t.call('POST', '/api/agent-qa', {
      cookie,
      body: { name: ' Guesser QA ', agent_type: 'item_source_guesser', dialect_id: dialectId, courses: [courseId] },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ result: 'OK', ok: true });
    const id = created.body.data.id;
    expect(created.body.data.message).toMatch(/QA job created with \d+ item/);

    const job = await until(async () => {
      const j = (await t.call('GET', `/api/agent-qa/${id}`, { cookie })).body;
      return j.status === 'completed' ? j : undefined;
    });
    expect(job).toMatchObject({ name: 'Guesser QA', agent_type: 'item_source_guesser', agent_label: 'Item source guesser', priority: 1, courses: [courseId] });
    expect(job.total).toBeGreaterThan(0);
    expect(job.passed + job.failed + job.errors).toBe(job.total);
    // The summary figure: this newest job's pass rate for its agent and course.
    const summary = (await t.call('GET', '/api/agent-qa/summary', { cookie })).body as {
      agent_type: string;
      course_id: number;
      job_id: number;
      passed: number;
      judged: number;
    }[];
    expect(summary.find((r) => r.agent_type === 'item_source_guesser' && r.course_id === courseId)).toMatchObject({
      agent_label: 'Item source guesser',
      job_id: id,
      passed: job.passed,
      judged: job.passed + job.failed,
    });

    const items = (await t.call('GET', `/api/agent-qa/${id}/items`, { cookie })).body;
    expect(items).toHaveLength(job.total);
    for (const it of items) {
      expect(it.status).toBe('done');
      expect(['pass', 'fail']).toContain(it.test_result);
      expect(it.test_metadata.reasoning.length).toBeGreaterThan(20);
      expect(it.async_task_status).toBe(AsyncTaskStatus.DONE);
      expect(it.item_info).toMatchObject({ agent_type: 'item_source_guesser', us_translation: expect.any(String), target_translation: expect.any(String) });
      expect(it.navigation_data).toMatchObject({ ref: 14, courseId });
    }
    const row = (await t.call('GET', `/api/agent-qa/row/${items[0].id}`, { cookie })).body;
    expect(row).toEqual(items[0]);
    const task = (await t.call('GET', `/api/async-tasks/${items[0].async_task_id}`, { cookie })).body;
    expect(task).toMatchObject({ status: AsyncTaskStatus.DONE, attempts: 1, entityType: 'agent_qa_item', entityId: items[0].id });
    expect((await t.call('PUT', `/api/async-tasks/${items[0].async_task_id}/increase-priority`, { cookie })).status).toBe(409);

    const logs = (await t.call('GET', `/api/agent-prompt-log/by-entity?entity_type=agent_qa_item&entity_id=${items[0].id}`, { cookie })).body;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ agent_type: 'item_source_guesser', status: 'success', model: 'local-rules' });
    expect(logs[0].context_data.agent_step).toBe('item_source_guesser');

    // Make one item fail for sure, then retry the failed ones.
    await t.server.database.db.execute(sql`UPDATE agent_qa_items SET test_result = 'fail' WHERE id = ${items[0].id}`);
    const retried = await t.call('POST', `/api/agent-qa/${id}/retry-failed`, { cookie, body: {} });
    expect(retried.status).toBe(200);
    expect(retried.body.data.id).toBe(id);
    // The answer is what the job's detail shows: the job and its rows (the queue may already be running them again).
    expect(retried.body.data.job).toMatchObject({ id, total: items.length });
    expect(retried.body.data.items.map((r: { id: number }) => r.id)).toEqual(items.map((r: { id: number }) => r.id));
    await until(async () => (await t.call('GET', `/api/agent-qa/${id}`, { cookie })).body.status === 'completed');
    const again = (await t.call('GET', `/api/agent-qa/row/${items[0].id}`, { cookie })).body;
    expect(again.test_result).toBe(items[0].test_result);
  });

  it('retry-failed needs a completed job with a failure; priority changes; delete', async () => {
    const created = await t.call('POST', '/api/agent-qa', {
      cookie,
      body: { name: 'Validator QA', agent_type: 'item_source_sentence_validator', dialect_id: dialectId },
    });
    const id = created.body.data.id;
    const changed = await t.call('PUT', `/api/agent-qa/${id}/change-priority`, { cookie, body: { priority: 2 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.job).toMatchObject({ id, priority: 2, name: 'Validator QA' });
    expect((await t.call('GET', `/api/agent-qa/${id}`, { cookie })).body.priority).toBe(2);
    expect((await t.call('PUT', `/api/agent-qa/${id}/change-priority`, { cookie, body: { priority: 5 } })).status).toBe(400);
    await until(async () => (await t.call('GET', `/api/agent-qa/${id}`, { cookie })).body.status === 'completed');
    const job = (await t.call('GET', `/api/agent-qa/${id}`, { cookie })).body;
    if (job.failed + job.errors === 0) expect((await t.call('POST', `/api/agent-qa/${id}/retry-failed`, { cookie, body: {} })).status).toBe(409);
    const list = (await t.call('GET', '/api/agent-qa', { cookie })).body;
    expect(list[0]).toMatchObject({ id, agent_type: 'item_source_sentence_validator', agent_label: 'Item source sentence translation validator' });
    expect((await t.call('DELETE', `/api/agent-qa/${id}`, { cookie })).status).toBe(200);
    expect((await t.call('GET', `/api/agent-qa/${id}`, { cookie })).status).toBe(404);
  });

  it('needs the module grant', async () => {
    const other = await t.signIn('qa-less');
    expect((await t.call('GET', '/api/agent-qa', { cookie: other })).status).toBe(403);
  });
});
