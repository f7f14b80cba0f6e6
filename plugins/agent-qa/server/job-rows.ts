import { asc, desc, eq, sql } from 'drizzle-orm';
import { asyncTasks, rowsOf, type Db } from '../../../sdk/server';
import { type QaJob, type QaRow, type QaSummaryRow } from '../shared';
import { agentQaItems, agentQaJobs } from './tables';
import { settleJob } from './job-queue';

/** An agent type's title (testable-agents.ts agentLabelOf). */
type Labels = (agentType: string) => string;

export async function jobRow(db: Db, labels: Labels, id: number): Promise<QaJob | null> {
  const [j] = await jobRows(db, labels, id);
  return j ?? null;
}

export async function jobRows(db: Db, labels: Labels, id?: number): Promise<QaJob[]> {
  const rows = await db
    .select({
      id: agentQaJobs.id,
      name: agentQaJobs.name,
      agentType: agentQaJobs.agentType,
      dialectId: agentQaJobs.dialectId,
      courses: agentQaJobs.courses,
      priority: agentQaJobs.priority,
      status: agentQaJobs.status,
      createdAt: agentQaJobs.createdAt,
      total: sql<number>`count(${agentQaItems.id})::int`,
      passed: sql<number>`count(*) FILTER (WHERE ${agentQaItems.testResult} = 'pass')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${agentQaItems.testResult} = 'fail')::int`,
      errors: sql<number>`count(*) FILTER (WHERE ${agentQaItems.status} = 'error')::int`,
      pending: sql<number>`count(*) FILTER (WHERE ${agentQaItems.status} IN ('pending', 'processing'))::int`,
    })
    .from(agentQaJobs)
    .leftJoin(agentQaItems, eq(agentQaItems.jobId, agentQaJobs.id))
    .where(id === undefined ? undefined : eq(agentQaJobs.id, id))
    .groupBy(agentQaJobs.id)
    .orderBy(desc(agentQaJobs.id));
  for (const r of rows) {
    if (r.pending === 0 && r.status !== 'completed') {
      await settleJob(db, r.id);
      r.status = 'completed';
    }
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    agent_type: r.agentType,
    agent_label: labels(r.agentType),
    dialect_id: r.dialectId,
    courses: r.courses,
    priority: r.priority,
    status: r.status as QaJob['status'],
    created_at: r.createdAt.toISOString(),
    total: r.total,
    passed: r.passed,
    failed: r.failed,
    errors: r.errors,
    pending: r.pending,
  }));
}

export async function itemRows(db: Db, where: ReturnType<typeof eq>): Promise<QaRow[]> {
  const rows = await db
    .select({ i: agentQaItems, taskStatus: asyncTasks.status })
    .from(agentQaItems)
    .leftJoin(asyncTasks, eq(asyncTasks.id, agentQaItems.asyncTaskId))
    .where(where)
    .orderBy(asc(agentQaItems.id));
  return rows.map(({ i, taskStatus }) => ({
    id: i.id,
    job_id: i.jobId,
    status: i.status as QaRow['status'],
    test_result: i.testResult as QaRow['test_result'],
    actual_result: i.actualResult,
    expected_result: i.expectedResult,
    test_metadata: i.testMetadata as QaRow['test_metadata'],
    item_info: i.itemInfo as QaRow['item_info'],
    async_task_id: i.asyncTaskId,
    async_task_status: taskStatus ?? null,
    navigation_data: { ref: i.ref, refId: i.refId, courseId: i.courseId },
  }));
}

/** Per agent type and course, the figures of the newest job with items of that course. */
export async function summaryRows(db: Db, labels: Labels): Promise<QaSummaryRow[]> {
  const rows = rowsOf<Omit<QaSummaryRow, 'agent_label'>>(
    await db.execute(sql`
    WITH latest AS (
      SELECT j.agent_type, i.course_id, max(j.id) AS job_id FROM agent_qa_jobs j JOIN agent_qa_items i ON i.job_id = j.id GROUP BY 1, 2)
    SELECT l.agent_type, l.course_id, coalesce(c.code, '') AS course_code, l.job_id,
           count(*) FILTER (WHERE i.test_result = 'pass')::int AS passed,
           count(*) FILTER (WHERE i.test_result IS NOT NULL)::int AS judged,
           count(*)::int AS total
      FROM latest l JOIN agent_qa_items i ON i.job_id = l.job_id AND i.course_id = l.course_id
      LEFT JOIN courses c ON c.id = l.course_id
     GROUP BY l.agent_type, l.course_id, c.code, l.job_id
     ORDER BY l.agent_type, c.code`),
  );
  return rows.map((r) => ({
    ...r,
    agent_label: labels(r.agent_type),
    course_id: Number(r.course_id),
    job_id: Number(r.job_id),
    passed: Number(r.passed),
    judged: Number(r.judged),
    total: Number(r.total),
  }));
}
