import { z } from 'zod';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  GroupWriter, HttpError, asyncTasks, defineServerPlugin, defineTask, notFound, route, type AgentDef, type AgentRunner, type Db, type EntityOwner, type TaskPriority, type Tasks,
} from '../../../sdk/server';
import { AGENT_QA, QA_MESSAGES, type AgentType, type QaJob, type QaRow } from '../shared';
import { agentQaItems, agentQaJobs } from './tables';
import { rowsOf } from '../../../sdk/server';

/** A QA job tests at most this many items. */
const MAX_ITEMS = 500;
export const QA_TASK = 'agent-qa.item';


/** The agents a QA job can test: every registered agent that says how (AgentDef.qa), whatever plugin defines it. */
const testable = (agents: AgentRunner): AgentDef[] => agents.registered().filter((a) => a.qa);
const agentTypes = (agents: AgentRunner): AgentType[] => testable(agents).map((a) => ({
  value: a.type, label: a.label, description: a.description, requiresCourses: !!a.requiresCourses, requires_courses: !!a.requiresCourses,
}));
const agentOf = (agents: AgentRunner, type: string) => testable(agents).find((a) => a.type === type);

async function jobRow(db: Db, id: number): Promise<QaJob | null> {
  const [j] = await jobRows(db, id);
  return j ?? null;
}

async function jobRows(db: Db, id?: number): Promise<QaJob[]> {
  const rows = await db.select({
    id: agentQaJobs.id, name: agentQaJobs.name, agentType: agentQaJobs.agentType, dialectId: agentQaJobs.dialectId,
    courses: agentQaJobs.courses, priority: agentQaJobs.priority, status: agentQaJobs.status, createdAt: agentQaJobs.createdAt,
    total: sql<number>`count(${agentQaItems.id})::int`,
    passed: sql<number>`count(*) FILTER (WHERE ${agentQaItems.testResult} = 'pass')::int`,
    failed: sql<number>`count(*) FILTER (WHERE ${agentQaItems.testResult} = 'fail')::int`,
    errors: sql<number>`count(*) FILTER (WHERE ${agentQaItems.status} = 'error')::int`,
    pending: sql<number>`count(*) FILTER (WHERE ${agentQaItems.status} IN ('pending', 'processing'))::int`,
  }).from(agentQaJobs).leftJoin(agentQaItems, eq(agentQaItems.jobId, agentQaJobs.id))
    .where(id === undefined ? undefined : eq(agentQaJobs.id, id))
    .groupBy(agentQaJobs.id).orderBy(desc(agentQaJobs.id));
  for (const r of rows) {
    if (r.pending === 0 && r.status !== 'completed') {
      await settleJob(db, r.id);
      r.status = 'completed';
    }
  }
  return rows.map((r) => ({
    id: r.id, name: r.name, agent_type: r.agentType, dialect_id: r.dialectId, courses: r.courses, priority: r.priority,
    status: r.status as QaJob['status'], created_at: r.createdAt.toISOString(),
    total: r.total, passed: r.passed, failed: r.failed, errors: r.errors, pending: r.pending,
  }));
}

async function itemRows(db: Db, where: ReturnType<typeof eq>): Promise<QaRow[]> {
  const rows = await db.select({ i: agentQaItems, taskStatus: asyncTasks.status })
    .from(agentQaItems).leftJoin(asyncTasks, eq(asyncTasks.id, agentQaItems.asyncTaskId))
    .where(where).orderBy(asc(agentQaItems.id));
  return rows.map(({ i, taskStatus }) => ({
    id: i.id, job_id: i.jobId, status: i.status as QaRow['status'], test_result: i.testResult as QaRow['test_result'],
    actual_result: i.actualResult, expected_result: i.expectedResult, test_metadata: i.testMetadata as QaRow['test_metadata'],
    item_info: i.itemInfo as QaRow['item_info'], async_task_id: i.asyncTaskId, async_task_status: taskStatus ?? null,
    navigation_data: { ref: i.ref, refId: i.refId, courseId: i.courseId },
  }));
}

/** Queues the items (pending) of a job, at the job's priority. */
async function enqueueItems(db: Db, tasks: Tasks, jobId: number, itemIds: number[], priority: number): Promise<void> {
  const ids = await tasks.enqueueMany(QA_TASK, itemIds.map((id) => ({
    data: { itemId: id }, priority: priority as TaskPriority, entity: { type: 'agent_qa_item', id },
  })));
  for (let i = 0; i < itemIds.length; i += 500) {
    const chunk = itemIds.slice(i, i + 500);
    await db.execute(sql`UPDATE agent_qa_items a SET async_task_id = v.task_id
      FROM (SELECT unnest(${`{${chunk.join(',')}}`}::int[]) AS id, unnest(${`{${ids.slice(i, i + 500).join(',')}}`}::int[]) AS task_id) v
      WHERE a.id = v.id`);
  }
  await db.update(agentQaJobs).set({ status: itemIds.length ? 'processing' : 'completed' }).where(eq(agentQaJobs.id, jobId));
}

/** A job whose items are all finished is completed. */
async function settleJob(db: Db, jobId: number): Promise<void> {
  await db.execute(sql`UPDATE agent_qa_jobs SET status = 'completed'
    WHERE id = ${jobId} AND status <> 'completed'
      AND NOT EXISTS (SELECT 1 FROM agent_qa_items WHERE job_id = ${jobId} AND status IN ('pending', 'processing'))`);
}

/**
 * Settling after every item would scan the job's items once per item (quadratic on a 10,000-item
 * job): item handlers ask for it, and it runs at most once per 200 ms per job. Reading a job also
 * settles it (jobRows), so a process stopped before the timer fired leaves nothing behind.
 */
const settling = new Map<number, NodeJS.Timeout>();
function settleSoon(db: Db, jobId: number): void {
  if (settling.has(jobId)) return;
  const t = setTimeout(() => {
    settling.delete(jobId);
    void settleJob(db, jobId).catch(() => undefined);
  }, 200);
  t.unref();
  settling.set(jobId, t);
}

interface ItemRow { id: number; job_id: number; item_info: { input?: unknown; agent_type?: string }; expected_result: unknown }
interface ItemResult { id: number; test_result: 'pass' | 'fail'; actual_result: unknown; test_metadata: unknown }

/**
 * The item reads and result writes of the tasks running at once share statements (group commit,
 * one pair per database): each handler still waits for its own row, so an item is done before
 * its task is.
 */
const itemWriters = new WeakMap<Db, { start: GroupWriter<number, ItemRow | undefined>; finish: GroupWriter<ItemResult, undefined> }>();
function itemWritersOf(db: Db) {
  let w = itemWriters.get(db);
  if (!w) {
    w = {
      start: new GroupWriter(async (ids) => {
        const rows = rowsOf<ItemRow>(await db.execute(sql`UPDATE agent_qa_items SET status = 'processing'
          WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) RETURNING id, job_id, item_info, expected_result`));
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id));
      }),
      finish: new GroupWriter(async (results) => {
        await db.execute(sql`UPDATE agent_qa_items a
          SET status = 'done', test_result = v.test_result, actual_result = v.actual_result, test_metadata = v.test_metadata
          FROM jsonb_to_recordset(${JSON.stringify(results)}::jsonb) AS v(id int, test_result text, actual_result jsonb, test_metadata jsonb)
          WHERE a.id = v.id`);
        return results.map(() => undefined);
      }),
    };
    itemWriters.set(db, w);
  }
  return w;
}

const runItem = defineTask<{ itemId: number }>({
  name: QA_TASK,
  retryLimit: 2,
  retryDelay: 1,
  handler: async ({ itemId }, { db, agents }) => {
    const writers = itemWritersOf(db);
    const item = await writers.start.add(itemId);
    if (!item) return; // its job was deleted
    const info = item.item_info;
    const agent = agentOf(agents, info.agent_type ?? '');
    if (!agent) throw new Error(`Unknown agent type ${info.agent_type}`);
    const r = await agents.run(agent, info.input, { entity: { type: 'agent_qa_item', id: itemId }, step: agent.type });
    const pass = agent.qa!.judge(r.answer, item.expected_result);
    await writers.finish.add({
      id: itemId, test_result: pass ? 'pass' : 'fail', actual_result: r.answer,
      test_metadata: { reasoning: r.reasoning, confidence: r.confidence, model: r.model },
    });
    settleSoon(db, item.job_id);
  },
  onDeadLetter: async ({ itemId }, { db, error }) => {
    const [item] = await db.update(agentQaItems).set({ status: 'error', testMetadata: { error } })
      .where(eq(agentQaItems.id, itemId)).returning({ jobId: agentQaItems.jobId });
    if (item) settleSoon(db, item.jobId);
  },
});

const idParams = z.object({ id: z.coerce.number().int().positive() });
const access = { module: AGENT_QA };
const createBody = z.object({
  name: z.string().max(200).optional(),
  agent_type: z.string().max(100).optional(),
  dialect_id: z.coerce.number().int().optional(),
  courses: z.array(z.coerce.number().int().positive()).max(200).optional(),
});

async function mustJob(db: Db, id: number) {
  const [j] = await db.select().from(agentQaJobs).where(eq(agentQaJobs.id, id));
  if (!j) throw notFound('QA job');
  return j;
}

/** A QA item's prompt log is for users of Agent QA (a global module). */
const qaItemOwner: EntityOwner = {
  type: 'agent_qa_item',
  async owner(db, id) {
    const [row] = await db.select({ id: agentQaItems.id }).from(agentQaItems).where(eq(agentQaItems.id, id));
    return row ? { module: AGENT_QA, courseId: 0 } : null;
  },
};

export default defineServerPlugin({
  tasks: [runItem],
  entities: [qaItemOwner],
  routes: [
    route({
      method: 'GET', url: 'agent-qa/types', access, summary: 'The agent types a QA job can test',
      handler: async ({ agents }) => ({ agent_types: agentTypes(agents) }),
    }),
    route({
      method: 'GET', url: 'agent-qa/options', access, summary: 'The source dialects and the courses a QA job can choose',
      handler: async ({ db }) => ({
        dialects: rowsOf<{ id: number; code: string; name: string }>(await db.execute(sql`SELECT d.id, d.code, d.name FROM dialects d
          WHERE EXISTS (SELECT 1 FROM course_dialects cd WHERE cd.dialect_id = d.id AND cd.kind = 'source') ORDER BY d.id`)),
        courses: rowsOf<{ id: number; name: string; code: string }>(await db.execute(sql`SELECT id, name, code FROM courses ORDER BY name`)),
      }),
    }),
    route({
      method: 'GET', url: 'agent-qa', access, summary: 'QA jobs, newest first, with their counts',
      handler: async ({ db }) => jobRows(db),
    }),
    route({
      method: 'GET', url: 'agent-qa/row/:id', access, params: idParams, summary: 'One QA test row',
      handler: async ({ db, params }) => {
        const [row] = await itemRows(db, eq(agentQaItems.id, params.id));
        if (!row) throw notFound('QA item');
        return row;
      },
    }),
    route({
      method: 'GET', url: 'agent-qa/:id', access, params: idParams, summary: 'A QA job: name, agent_type, priority, status and counts',
      handler: async ({ db, params }) => (await jobRow(db, params.id)) ?? Promise.reject(notFound('QA job')),
    }),
    route({
      method: 'GET', url: 'agent-qa/:id/items', access, params: idParams, summary: 'The QA test rows of a job',
      handler: async ({ db, params }) => {
        await mustJob(db, params.id);
        return itemRows(db, eq(agentQaItems.jobId, params.id));
      },
    }),
    route({
      method: 'POST', url: 'agent-qa', access, body: createBody,
      summary: 'Creates a QA job on the cases the agent type gives for the dialect (records a person validated), and queues them',
      handler: async ({ db, body, tasks, agents }) => {
        const name = body.name?.trim() ?? '';
        if (!name) throw new HttpError(400, QA_MESSAGES.name, { name: QA_MESSAGES.name });
        const agent = body.agent_type ? agentOf(agents, body.agent_type) : undefined;
        if (!agent) throw new HttpError(400, QA_MESSAGES.agentType, { agent_type: QA_MESSAGES.agentType });
        const dialectId = body.dialect_id ?? 0;
        const [src] = dialectId > 0 ? rowsOf<{ code: string }>(await db.execute(sql`SELECT d.code FROM dialects d
          WHERE d.id = ${dialectId} AND EXISTS (SELECT 1 FROM course_dialects cd WHERE cd.dialect_id = d.id AND cd.kind = 'source')`)) : [];
        if (!src) throw new HttpError(400, QA_MESSAGES.dialect, { dialect_id: QA_MESSAGES.dialect });
        const courses = agent.requiresCourses ? [...new Set(body.courses ?? [])] : [];
        if (agent.requiresCourses && !courses.length) throw new HttpError(400, QA_MESSAGES.courses, { courses: QA_MESSAGES.courses });

        const found = await agent.qa!.cases(db, { dialectId, courseIds: courses, limit: MAX_ITEMS });
        const { jobId, itemIds } = await db.transaction(async (tx) => {
          const [job] = await tx.insert(agentQaJobs).values({ name, agentType: agent.type, dialectId, courses }).returning({ id: agentQaJobs.id });
          const ids = found.length ? await tx.insert(agentQaItems).values(found.map((c) => ({
            jobId: job.id, ref: c.ref, refId: c.refId, courseId: c.courseId,
            itemInfo: { ...c.info, agent_type: agent.type, input: c.input },
            expectedResult: c.expected,
          }))).returning({ id: agentQaItems.id }) : [];
          return { jobId: job.id, itemIds: ids.map((r) => r.id) };
        });
        await enqueueItems(db, tasks, jobId, itemIds, 1);
        return { id: jobId, message: `QA job created with ${itemIds.length} item${itemIds.length === 1 ? '' : 's'}` };
      },
    }),
    route({
      method: 'DELETE', url: 'agent-qa/:id', access, params: idParams, summary: 'Deletes a QA job and cancels its queued items',
      handler: async ({ db, params, tasks }) => {
        await mustJob(db, params.id);
        const items = await db.select({ taskId: agentQaItems.asyncTaskId }).from(agentQaItems).where(eq(agentQaItems.jobId, params.id));
        await tasks.cancel(items.map((i) => i.taskId).filter((t): t is number => t !== null));
        await db.delete(agentQaJobs).where(eq(agentQaJobs.id, params.id));
        return { id: params.id };
      },
    }),
    route({
      method: 'PUT', url: 'agent-qa/:id/change-priority', access, params: idParams,
      body: z.object({ priority: z.coerce.number().int().min(0).max(2) }),
      summary: 'Sets the priority of the job and of its items still queued',
      handler: async ({ db, params, body, tasks }) => {
        await mustJob(db, params.id);
        await db.update(agentQaJobs).set({ priority: body.priority }).where(eq(agentQaJobs.id, params.id));
        const items = await db.select({ taskId: agentQaItems.asyncTaskId }).from(agentQaItems)
          .where(and(eq(agentQaItems.jobId, params.id), eq(agentQaItems.status, 'pending')));
        const changed = await tasks.setPriority(items.map((i) => i.taskId).filter((t): t is number => t !== null), body.priority as TaskPriority);
        return { id: params.id, priority: body.priority, changed };
      },
    }),
    route({
      method: 'POST', url: 'agent-qa/:id/retry-failed', access, params: idParams,
      summary: 'Runs the failed items of a completed job again',
      handler: async ({ db, params, tasks }) => {
        const job = await mustJob(db, params.id);
        if (job.status !== 'completed') throw new HttpError(409, 'The QA job is not completed yet');
        const failed = await db.update(agentQaItems).set({ status: 'pending', testResult: null, actualResult: null, testMetadata: {} })
          .where(and(eq(agentQaItems.jobId, params.id), or(eq(agentQaItems.testResult, 'fail'), eq(agentQaItems.status, 'error'))))
          .returning({ id: agentQaItems.id });
        if (!failed.length) throw new HttpError(409, 'No item of this QA job has failed');
        await enqueueItems(db, tasks, params.id, failed.map((f) => f.id), job.priority);
        return { id: params.id, retried: failed.length };
      },
    }),
  ],
});
