import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../sdk/server/db';
import type { JobAction, JobItem, JobKind, JobRecord } from '../../../sdk/server/jobs';
import type { AsyncTaskStatus, Decision } from '../../../sdk/shared/enums';
import { JobItemStatus, countJobItems, type AiResult, type JobItemRow, type JobRow, type JobStatus } from '../../../sdk/shared/jobs';
import { aiJobItems, aiJobs, asyncTasks } from '../db/schema';

export type ItemRow = typeof aiJobItems.$inferSelect;
export const asItem = (r: ItemRow): JobItem => ({
  id: r.id,
  jobId: r.jobId,
  status: r.status,
  decision: r.decision as Decision | null,
  aiResult: r.aiResult as AiResult | null,
  ref: r.ref,
  refId: r.refId,
  courseId: r.courseId,
  itemInfo: r.itemInfo as Record<string, unknown>,
  input: r.input,
});
export const asJob = (j: typeof aiJobs.$inferSelect): JobRecord => ({
  id: j.id,
  name: j.name,
  courseId: j.courseId,
  dialectId: j.dialectId,
  priority: j.priority,
  params: j.params,
});

const offered = (a: JobAction, item: JobItem) => (a.offered ? a.offered(item) : !a.refuse?.(item, undefined));

/** The actions an item allows now: none while the agent works, none once decided (a done item is final). */
function actionsOf(kind: JobKind, item: JobItem): string[] {
  if (item.status !== JobItemStatus.NEEDS_REVIEW) return [];
  return Object.entries(kind.actions)
    .filter(([, a]) => offered(a, item))
    .map(([name]) => name);
}

function itemRow(kind: JobKind, r: ItemRow, taskStatus: number | null): JobItemRow {
  const item = asItem(r);
  return {
    id: r.id,
    job_id: r.jobId,
    status: r.status,
    decision: item.decision,
    ai_result: item.aiResult,
    error_message: r.errorMessage,
    item_info: item.itemInfo,
    navigation_data: { ref: r.ref, refId: r.refId, courseId: r.courseId },
    async_task_id: r.asyncTaskId,
    async_task_status: taskStatus as AsyncTaskStatus | null,
    actions: actionsOf(kind, item),
  };
}

export async function itemRows(kind: JobKind, db: Db, where: ReturnType<typeof eq>): Promise<JobItemRow[]> {
  const rows = await db
    .select({ i: aiJobItems, taskStatus: asyncTasks.status })
    .from(aiJobItems)
    .leftJoin(asyncTasks, eq(asyncTasks.id, aiJobItems.asyncTaskId))
    .where(where)
    .orderBy(asc(aiJobItems.id));
  return rows.map(({ i, taskStatus }) => itemRow(kind, i, taskStatus));
}

/** Counts per bucket and bulk action, computed from the items (one query per job). */
export async function jobRow(kind: JobKind, db: Db, j: typeof aiJobs.$inferSelect): Promise<JobRow> {
  const items = await db
    .select({ i: aiJobItems, taskStatus: asyncTasks.status })
    .from(aiJobItems)
    .leftJoin(asyncTasks, eq(asyncTasks.id, aiJobItems.asyncTaskId))
    .where(eq(aiJobItems.jobId, j.id));
  const rows = items.map(({ i, taskStatus }) => ({ item: asItem(i), taskStatus }));
  const counts = countJobItems(
    rows.map(({ item, taskStatus }) => ({
      status: item.status,
      decision: item.decision,
      ai_result: item.aiResult,
      async_task_status: taskStatus as AsyncTaskStatus | null,
    })),
  );
  const bulk: Record<string, number> = {};
  for (const [name, b] of Object.entries(kind.bulk)) bulk[name] = rows.filter(({ item }) => bulkApplies(kind, b, item)).length;
  const status: JobStatus = rows.some(({ item }) => item.status === JobItemStatus.PENDING)
    ? 'processing'
    : rows.some(({ item }) => item.status === JobItemStatus.NEEDS_REVIEW)
      ? 'review'
      : 'done';
  const job = asJob(j);
  return {
    id: j.id,
    kind: j.kind,
    name: j.name,
    courseId: j.courseId,
    dialect_id: j.dialectId,
    priority: j.priority,
    status,
    created_at: j.createdAt.toISOString(),
    params: j.params as Record<string, unknown>,
    title: kind.title ? await kind.title(db, job) : j.name,
    counts,
    bulk,
  };
}

export function bulkApplies(kind: JobKind, b: JobKind['bulk'][string], item: JobItem): boolean {
  const action = kind.actions[b.action];
  return item.status === JobItemStatus.NEEDS_REVIEW && !action.refuse?.(item, undefined) && (b.where?.(item) ?? true);
}
