import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../core/server/db/open';
import { aiJobItems, aiJobs, asyncTasks } from './tables';
import { AsyncTaskStatus, type Decision } from '../shared/enums';
import { JobItemStatus, countJobItems, type AiResult, type JobItemRow, type JobRow, type JobStatus } from '../shared/jobs';
import type { AgentDef } from './agents';
import { HttpError, notFound, route, type EntityOwner, type RouteDef, type SessionUser } from './route';
import { defineTask, type TaskDef, type TaskPriority, type Tasks } from './tasks';
import { rowsOf } from './sql-rows';

/** A job as its kind's hooks see it. */
export interface JobRecord<P = any> {
  id: number;
  name: string;
  courseId: number;
  dialectId: number | null;
  priority: number;
  params: P;
}

/** A job item as its kind's hooks see it. */
export interface JobItem<I = any> {
  id: number;
  jobId: number;
  status: JobItemStatus;
  decision: Decision | null;
  aiResult: AiResult | null;
  ref: number;
  refId: number;
  courseId: number;
  itemInfo: Record<string, unknown>;
  input: I;
}

/** One record a new job works on: where it lives, what its row shows, what the agent is given. */
export interface JobItemSeed<I = any> {
  ref: number;
  refId: number;
  courseId: number;
  itemInfo: Record<string, unknown>;
  input: I;
}

export interface JobActionContext {
  db: Db;
  user: SessionUser;
  /** The text the user sent with a change (modified_translation), if any. */
  text?: string;
}

/** A user decision on an item (keep, change, unlink, accept): it changes the content for real. */
export interface JobAction<I = any> {
  /** Why the action does not apply to this item with this text (shown as a 400), or null when it does. */
  refuse?(item: JobItem<I>, text: string | undefined): string | null;
  /** Whether the row offers the action (default: refuse(item, undefined) is null); a change the user types may be offered where the AI wrote no text. */
  offered?(item: JobItem<I>): boolean;
  /**
   * Applies the decision to the content, inside the transaction that marks the item done; may
   * answer what changes in the row's item_info (the source it wrote…).
   */
  apply(item: JobItem<I>, ctx: JobActionContext): Promise<void | { itemInfo?: Record<string, unknown> }>;
}

export interface JobKind<P = any, I = any, A = any> {
  /** Stored in ai_jobs.kind; names the task queue (job.{kind}). */
  kind: string;
  /** The spec's path: 'concept-linker-validator', 'item-source-guesser'. */
  path: string;
  module: number;
  /** 'course': the list and create routes are courses/:courseId/{path}, and a job belongs to that course. */
  scope: 'global' | 'course';
  /** The create body (zod); every field optional, so that prepare can answer the spec's messages. */
  createBody: z.ZodType;
  /** Checks the body (throw HttpError 400 with the failing fields) and answers the job's fields. */
  prepare(body: any, ctx: { db: Db; courseId: number }): Promise<{ name: string; courseId: number; dialectId?: number | null; params: P }>;
  /** The items of a new job. */
  items(db: Db, job: JobRecord<P>): Promise<JobItemSeed<I>[]>;
  /** Runs on every item; its answer becomes the row's ai_result. */
  agent: AgentDef<I, A>;
  aiResult(answer: A, run: { confidence: number; reasoning: string }): AiResult;
  /** Item actions by name: POST {path}/items/:id/{name}. */
  actions: Record<string, JobAction<I>>;
  /** Bulk actions by path name ('bulk-keep'): the action applied to every item in review it applies to (and `where` selects). */
  bulk: Record<string, { action: string; where?: (item: JobItem<I>) => boolean }>;
  /** PUT {path}/:id/change-priority (default true). */
  priority?: boolean;
  /** POST {path}/:id/{process}: runs the agent again on the items whose run failed. */
  process?: string;
  /** The detail's title; the job's name by default. */
  title?(db: Db, job: JobRecord<P>): Promise<string>;
}

export function defineJobKind<P, I, A>(def: JobKind<P, I, A>): JobKind {
  return def as unknown as JobKind;
}

const ENTITY = 'ai_job_item';
/** The module of each job kind defined in this process, for the owner of an item (who may see its prompt log). */
const kindModules = new Map<string, number>();

const jobItemOwner: EntityOwner = {
  type: ENTITY,
  async owner(db, id) {
    const [row] = await db.select({ kind: aiJobs.kind, courseId: aiJobs.courseId })
      .from(aiJobItems).innerJoin(aiJobs, eq(aiJobs.id, aiJobItems.jobId)).where(eq(aiJobItems.id, id));
    const module = row && kindModules.get(row.kind);
    return module ? { module, courseId: row.courseId } : null;
  },
};
const idParams = z.object({ id: z.coerce.number().int().positive() });
const courseIdParams = z.object({ courseId: z.coerce.number().int().positive(), id: z.coerce.number().int().positive() });
const actionBody = z.object({ modified_translation: z.string().max(10_000).optional() }).optional();
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

type ItemRow = typeof aiJobItems.$inferSelect;
const asItem = (r: ItemRow): JobItem => ({
  id: r.id, jobId: r.jobId, status: r.status, decision: r.decision as Decision | null, aiResult: r.aiResult as AiResult | null,
  ref: r.ref, refId: r.refId, courseId: r.courseId, itemInfo: r.itemInfo as Record<string, unknown>, input: r.input,
});
const asJob = (j: typeof aiJobs.$inferSelect): JobRecord => ({
  id: j.id, name: j.name, courseId: j.courseId, dialectId: j.dialectId, priority: j.priority, params: j.params,
});

const offered = (a: JobAction, item: JobItem) => (a.offered ? a.offered(item) : !a.refuse?.(item, undefined));

/** The actions an item allows now: none while the agent works; a done decision cannot be picked again. */
function actionsOf(kind: JobKind, item: JobItem): string[] {
  if (item.status === JobItemStatus.PENDING) return [];
  return Object.entries(kind.actions)
    .filter(([name, a]) => !(item.status === JobItemStatus.DONE && item.decision === name) && offered(a, item))
    .map(([name]) => name);
}

function itemRow(kind: JobKind, r: ItemRow, taskStatus: number | null): JobItemRow {
  const item = asItem(r);
  return {
    id: r.id, job_id: r.jobId, status: r.status, decision: item.decision, ai_result: item.aiResult, error_message: r.errorMessage,
    item_info: item.itemInfo, navigation_data: { ref: r.ref, refId: r.refId, courseId: r.courseId },
    async_task_id: r.asyncTaskId, async_task_status: taskStatus as AsyncTaskStatus | null, actions: actionsOf(kind, item),
  };
}

async function itemRows(kind: JobKind, db: Db, where: ReturnType<typeof eq>): Promise<JobItemRow[]> {
  const rows = await db.select({ i: aiJobItems, taskStatus: asyncTasks.status })
    .from(aiJobItems).leftJoin(asyncTasks, eq(asyncTasks.id, aiJobItems.asyncTaskId))
    .where(where).orderBy(asc(aiJobItems.id));
  return rows.map(({ i, taskStatus }) => itemRow(kind, i, taskStatus));
}

/** Counts per bucket and bulk action, computed from the items (one query per job). */
async function jobRow(kind: JobKind, db: Db, j: typeof aiJobs.$inferSelect): Promise<JobRow> {
  const items = await db.select({ i: aiJobItems, taskStatus: asyncTasks.status })
    .from(aiJobItems).leftJoin(asyncTasks, eq(asyncTasks.id, aiJobItems.asyncTaskId)).where(eq(aiJobItems.jobId, j.id));
  const rows = items.map(({ i, taskStatus }) => ({ item: asItem(i), taskStatus }));
  const counts = countJobItems(rows.map(({ item, taskStatus }) => ({
    status: item.status, decision: item.decision, ai_result: item.aiResult, async_task_status: taskStatus as AsyncTaskStatus | null,
  })));
  const bulk: Record<string, number> = {};
  for (const [name, b] of Object.entries(kind.bulk)) bulk[name] = rows.filter(({ item }) => bulkApplies(kind, b, item)).length;
  const status: JobStatus = rows.some(({ item }) => item.status === JobItemStatus.PENDING) ? 'processing'
    : rows.some(({ item }) => item.status === JobItemStatus.NEEDS_REVIEW) ? 'review' : 'done';
  const job = asJob(j);
  return {
    id: j.id, kind: j.kind, name: j.name, courseId: j.courseId, dialect_id: j.dialectId, priority: j.priority, status,
    created_at: j.createdAt.toISOString(), params: j.params as Record<string, unknown>,
    title: kind.title ? await kind.title(db, job) : j.name, counts, bulk,
  };
}

function bulkApplies(kind: JobKind, b: JobKind['bulk'][string], item: JobItem): boolean {
  const action = kind.actions[b.action];
  return item.status === JobItemStatus.NEEDS_REVIEW && !action.refuse?.(item, undefined) && (b.where?.(item) ?? true);
}

/** Queues the agent on items, at the job's priority, and records their task ids. */
async function enqueueItems(kind: JobKind, db: Db, tasks: Tasks, itemIds: number[], priority: number): Promise<void> {
  for (let i = 0; i < itemIds.length; i += 1000) {
    const chunk = itemIds.slice(i, i + 1000);
    const taskIds = await tasks.enqueueMany(queueOf(kind), chunk.map((id) => ({
      data: { itemId: id }, priority: priority as TaskPriority, entity: { type: ENTITY, id },
    })));
    await db.execute(sql`UPDATE ai_job_items a SET async_task_id = v.task_id
      FROM (SELECT unnest(${intArray(chunk)}::int[]) AS id, unnest(${intArray(taskIds)}::int[]) AS task_id) v WHERE a.id = v.id`);
  }
}

const queueOf = (kind: JobKind) => `job.${kind.kind}`;

/** The task that runs the kind's agent on one item; the last failed try leaves the item for manual action. */
function itemTask(kind: JobKind): TaskDef {
  return defineTask<{ itemId: number }>({
    name: queueOf(kind),
    retryLimit: 2,
    retryDelay: 1,
    handler: async ({ itemId }, { db, agents }) => {
      const [item] = await db.select().from(aiJobItems).where(and(eq(aiJobItems.id, itemId), eq(aiJobItems.status, JobItemStatus.PENDING)));
      if (!item) return; // deleted, or decided by a user meanwhile
      const r = await agents.run(kind.agent, item.input, { entity: { type: ENTITY, id: itemId }, step: kind.agent.type });
      await db.update(aiJobItems)
        .set({ status: JobItemStatus.NEEDS_REVIEW, aiResult: kind.aiResult(r.answer, r), errorMessage: null, updatedAt: new Date() })
        .where(and(eq(aiJobItems.id, itemId), eq(aiJobItems.status, JobItemStatus.PENDING)));
    },
    onDeadLetter: async ({ itemId }, { db, error }) => {
      await db.update(aiJobItems)
        .set({ status: JobItemStatus.NEEDS_REVIEW, aiResult: { decision: 'error', error }, errorMessage: error, updatedAt: new Date() })
        .where(and(eq(aiJobItems.id, itemId), eq(aiJobItems.status, JobItemStatus.PENDING)));
    },
  });
}

/** Applies a user decision to one item and marks it done, in one transaction. */
async function decide(kind: JobKind, db: Db, user: SessionUser, row: ItemRow, name: string, text: string | undefined): Promise<void> {
  const item = asItem(row);
  const action = kind.actions[name];
  if (item.status === JobItemStatus.PENDING) throw new HttpError(409, 'The agent has not finished this item yet');
  if (item.status === JobItemStatus.DONE && item.decision === name) throw new HttpError(409, `This item is already done with ${name}`);
  const refused = action.refuse?.(item, text);
  if (refused) throw new HttpError(400, refused, { [name]: refused });
  await db.transaction(async (tx) => {
    const changed = await action.apply(item, { db: tx, user, text });
    const itemInfo = changed?.itemInfo ? { ...item.itemInfo, ...changed.itemInfo } : undefined;
    await tx.update(aiJobItems).set({ status: JobItemStatus.DONE, decision: name, updatedAt: new Date(), ...(itemInfo ? { itemInfo } : {}) })
      .where(eq(aiJobItems.id, item.id));
  });
}

/**
 * The routes, the task and the agent of an AI job kind (spec 1 §7 Concept Linker Validator, spec 3 §7
 * Guesser, Sentence validator and Mean validator jobs): list, create (the items are queued at
 * once), get, delete (queued items cancelled), change-priority, items, one item, the item actions
 * and the bulk actions. Spread the answer into defineServerPlugin.
 */
export function jobKindPlugin(kind: JobKind): { routes: RouteDef[]; tasks: TaskDef[]; agents: AgentDef[]; entities: EntityOwner[] } {
  const list = kind.scope === 'course' ? `courses/:courseId/${kind.path}` : kind.path;
  const ofKind = eq(aiJobs.kind, kind.kind);

  const jobCourse = async (db: Db, id: number) => {
    const [j] = await db.select({ courseId: aiJobs.courseId }).from(aiJobs).where(and(eq(aiJobs.id, id), ofKind));
    return j ? j.courseId : null;
  };
  const itemCourse = async (db: Db, id: number) => {
    const [j] = await db.select({ courseId: aiJobs.courseId }).from(aiJobItems)
      .innerJoin(aiJobs, eq(aiJobs.id, aiJobItems.jobId)).where(and(eq(aiJobItems.id, id), ofKind));
    return j ? j.courseId : null;
  };
  /** A job of the course for the authorization sweep: the first one, or an empty one made for it. */
  const sampleJob = async (db: Db, courseId: number) => {
    const [j] = await db.select({ id: aiJobs.id }).from(aiJobs).where(and(ofKind, eq(aiJobs.courseId, courseId))).orderBy(asc(aiJobs.id)).limit(1);
    if (j) return j.id;
    const [made] = await db.insert(aiJobs).values({ kind: kind.kind, name: 'Sample', courseId }).returning({ id: aiJobs.id });
    return made.id;
  };
  const byJob = kind.scope === 'course'
    ? { module: kind.module, courseOf: ({ params, db }: { params: { id: string }; db: Db }) => jobCourse(db, Number(params.id)), sample: async (db: Db, c: number) => ({ id: await sampleJob(db, c) }) }
    : { module: kind.module };
  const byItem = kind.scope === 'course'
    ? {
        module: kind.module,
        courseOf: ({ params, db }: { params: { id: string }; db: Db }) => itemCourse(db, Number(params.id)),
        sample: async (db: Db, c: number) => {
          const jobId = await sampleJob(db, c);
          const [i] = await db.select({ id: aiJobItems.id }).from(aiJobItems).where(eq(aiJobItems.jobId, jobId)).limit(1);
          if (i) return { id: i.id };
          const [made] = await db.insert(aiJobItems).values({ jobId, ref: kind.module, refId: 0, courseId: c }).returning({ id: aiJobItems.id });
          return { id: made.id };
        },
      }
    : { module: kind.module };

  const mustJob = async (db: Db, id: number) => {
    const [j] = await db.select().from(aiJobs).where(and(eq(aiJobs.id, id), ofKind));
    if (!j) throw notFound('Job');
    return j;
  };
  const mustItem = async (db: Db, id: number) => {
    const [r] = await db.select({ i: aiJobItems }).from(aiJobItems).innerJoin(aiJobs, eq(aiJobs.id, aiJobItems.jobId))
      .where(and(eq(aiJobItems.id, id), ofKind));
    if (!r) throw notFound('Job item');
    return r.i;
  };
  const oneItem = async (db: Db, id: number) => (await itemRows(kind, db, eq(aiJobItems.id, id)))[0];

  const routes: RouteDef[] = [
    route({
      method: 'GET', url: list, access: { module: kind.module }, summary: 'The jobs, newest first, with their counts',
      handler: async ({ db, courseId }) => {
        const jobs = await db.select().from(aiJobs)
          .where(and(ofKind, kind.scope === 'course' ? eq(aiJobs.courseId, courseId) : undefined)).orderBy(desc(aiJobs.id));
        return Promise.all(jobs.map((j) => jobRow(kind, db, j)));
      },
    }),
    route({
      method: 'POST', url: list, access: { module: kind.module }, body: kind.createBody,
      summary: 'Creates a job on the records it selects and queues the agent on each',
      handler: async ({ db, body, tasks, user, courseId }) => {
        const fields = await kind.prepare(body, { db, courseId });
        const { id, itemIds } = await db.transaction(async (tx) => {
          const [job] = await tx.insert(aiJobs).values({
            kind: kind.kind, name: fields.name, courseId: fields.courseId, dialectId: fields.dialectId ?? null, params: fields.params, createdBy: user.id,
          }).returning();
          const seeds = await kind.items(tx, asJob(job));
          const ids: number[] = [];
          for (let i = 0; i < seeds.length; i += 1000) {
            const made = await tx.insert(aiJobItems).values(seeds.slice(i, i + 1000).map((s) => ({
              jobId: job.id, ref: s.ref, refId: s.refId, courseId: s.courseId, itemInfo: s.itemInfo, input: s.input as object,
            }))).returning({ id: aiJobItems.id });
            ids.push(...made.map((m) => m.id));
          }
          return { id: job.id, itemIds: ids };
        });
        await enqueueItems(kind, db, tasks, itemIds, 1);
        return { id, items: itemIds.length, message: `Job created with ${itemIds.length} item${itemIds.length === 1 ? '' : 's'}` };
      },
    }),
    ...(kind.scope === 'course' ? [route({
      method: 'GET', url: `courses/:courseId/${kind.path}/:id`, access: { module: kind.module, sample: byJob.sample }, params: courseIdParams,
      summary: 'A job of the course, with its counts',
      handler: async ({ db, params }) => {
        const j = await mustJob(db, params.id);
        if (j.courseId !== params.courseId) throw notFound('Job');
        return jobRow(kind, db, j);
      },
    })] : []),
    route({
      method: 'GET', url: `${kind.path}/:id`, access: byJob, params: idParams, summary: 'A job: name, priority, status, counts, bulk counts',
      handler: async ({ db, params }) => jobRow(kind, db, await mustJob(db, params.id)),
    }),
    route({
      method: 'DELETE', url: `${kind.path}/:id`, access: byJob, params: idParams, summary: 'Deletes a job and cancels its queued items',
      handler: async ({ db, params, tasks }) => {
        await mustJob(db, params.id);
        const items = await db.select({ taskId: aiJobItems.asyncTaskId }).from(aiJobItems).where(eq(aiJobItems.jobId, params.id));
        await tasks.cancel(items.map((i) => i.taskId).filter((t): t is number => t !== null));
        await db.delete(aiJobs).where(eq(aiJobs.id, params.id));
        return { id: params.id };
      },
    }),
    route({
      method: 'GET', url: `${kind.path}/:id/items`, access: byJob, params: idParams, summary: 'The items of a job',
      handler: async ({ db, params }) => {
        await mustJob(db, params.id);
        return itemRows(kind, db, eq(aiJobItems.jobId, params.id));
      },
    }),
    route({
      method: 'GET', url: `${kind.path}/items/:id`, access: byItem, params: idParams, summary: 'One job item',
      handler: async ({ db, params }) => {
        await mustItem(db, params.id);
        return oneItem(db, params.id);
      },
    }),
    ...Object.keys(kind.actions).map((name) => route({
      method: 'POST', url: `${kind.path}/items/:id/${name}`, access: byItem, params: idParams, body: actionBody,
      summary: `Resolves an item with ${name}: applies it to the content and answers the updated row`,
      handler: async ({ db, params, body, user }) => {
        await decide(kind, db, user, await mustItem(db, params.id), name, body?.modified_translation);
        return oneItem(db, params.id);
      },
    })),
    ...Object.entries(kind.bulk).map(([name, b]) => route({
      method: 'POST', url: `${kind.path}/:id/${name}`, access: byJob, params: idParams,
      summary: `${b.action} on every item in review it applies to`,
      handler: async ({ db, params, user }) => {
        await mustJob(db, params.id);
        const rows = await db.select().from(aiJobItems)
          .where(and(eq(aiJobItems.jobId, params.id), eq(aiJobItems.status, JobItemStatus.NEEDS_REVIEW))).orderBy(asc(aiJobItems.id));
        const chosen = rows.filter((r) => bulkApplies(kind, b, asItem(r)));
        // One item that cannot be decided (its record deleted meanwhile…) does not stop the others.
        const failed: { id: number; error: string }[] = [];
        for (const r of chosen) {
          await decide(kind, db, user, r, b.action, undefined).catch((e: Error) => failed.push({ id: r.id, error: e.message }));
        }
        return { id: params.id, applied: chosen.length - failed.length, failed };
      },
    })),
  ];

  if (kind.priority !== false) {
    routes.push(route({
      method: 'PUT', url: `${kind.path}/:id/change-priority`, access: byJob, params: idParams,
      body: z.object({ priority: z.coerce.number().int().min(0).max(2) }),
      summary: 'Sets the priority of the job and of its items still queued (only while some are pending)',
      handler: async ({ db, params, body, tasks }) => {
        await mustJob(db, params.id);
        const pending = await db.select({ taskId: aiJobItems.asyncTaskId }).from(aiJobItems)
          .where(and(eq(aiJobItems.jobId, params.id), eq(aiJobItems.status, JobItemStatus.PENDING)));
        if (!pending.length) throw new HttpError(409, 'No item of this job is pending');
        await db.update(aiJobs).set({ priority: body.priority }).where(eq(aiJobs.id, params.id));
        const changed = await tasks.setPriority(pending.map((p) => p.taskId).filter((t): t is number => t !== null), body.priority as TaskPriority);
        return { id: params.id, priority: body.priority, changed };
      },
    }));
  }

  if (kind.process) {
    routes.push(route({
      method: 'POST', url: `${kind.path}/:id/${kind.process}`, access: byJob, params: idParams,
      summary: 'Runs the agent again on the items no user has decided whose run failed (or never ran)',
      handler: async ({ db, params, tasks }) => {
        const job = await mustJob(db, params.id);
        const failed = rowsOf<{ id: number }>(await db.execute(sql`
          SELECT i.id FROM ai_job_items i LEFT JOIN async_tasks t ON t.id = i.async_task_id
           WHERE i.job_id = ${params.id} AND i.status <> ${JobItemStatus.DONE}
             AND (t.id IS NULL OR t.status IN (${AsyncTaskStatus.DEAD_LETTER}, ${AsyncTaskStatus.CANCELLED})
                  OR i.ai_result->>'decision' = 'error')
           ORDER BY i.id`)).map((r) => Number(r.id));
        if (failed.length) {
          await db.update(aiJobItems).set({ status: JobItemStatus.PENDING, aiResult: null, errorMessage: null, updatedAt: new Date() })
            .where(inArray(aiJobItems.id, failed));
          await enqueueItems(kind, db, tasks, failed, job.priority);
        }
        return { id: params.id, queued: failed.length };
      },
    }));
  }

  kindModules.set(kind.kind, kind.module);
  return { routes, tasks: [itemTask(kind)], agents: [kind.agent], entities: [jobItemOwner] };
}
