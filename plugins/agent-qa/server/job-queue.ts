import { eq, sql } from 'drizzle-orm';
import { type Db, type TaskPriority, type Tasks } from '../../../sdk/server';
import { agentQaJobs } from './tables';

/** The task that runs one QA item (run-item.ts). */
export const QA_TASK = 'agent-qa.item';

/** Queues the items (pending) of a job, at the job's priority. */
export async function enqueueItems(db: Db, tasks: Tasks, jobId: number, itemIds: number[], priority: number): Promise<void> {
  const ids = await tasks.enqueueMany(
    QA_TASK,
    itemIds.map((id) => ({
      data: { itemId: id },
      priority: priority as TaskPriority,
      entity: { type: 'agent_qa_item', id },
    })),
  );
  for (let i = 0; i < itemIds.length; i += 500) {
    const chunk = itemIds.slice(i, i + 500);
    await db.execute(sql`UPDATE agent_qa_items a SET async_task_id = v.task_id
      FROM (SELECT unnest(${`{${chunk.join(',')}}`}::int[]) AS id, unnest(${`{${ids.slice(i, i + 500).join(',')}}`}::int[]) AS task_id) v
      WHERE a.id = v.id AND a.id = ANY(${`{${chunk.join(',')}}`}::int[])`); // the ids again: an index scan, not a scan of every job's items
  }
  await db
    .update(agentQaJobs)
    .set({ status: itemIds.length ? 'processing' : 'completed' })
    .where(eq(agentQaJobs.id, jobId));
}

/** A job whose items are all finished is completed. */
export async function settleJob(db: Db, jobId: number): Promise<void> {
  await db.execute(sql`UPDATE agent_qa_jobs SET status = 'completed'
    WHERE id = ${jobId} AND status <> 'completed'
      AND NOT EXISTS (SELECT 1 FROM agent_qa_items WHERE job_id = ${jobId} AND status IN ('pending', 'processing'))`);
}

/**
 * Settling after every item would scan the job's items once per item (quadratic on a 10,000-item
 * job): item handlers ask for it, and it runs at most once per 200 ms per job. Reading a job also
 * settles it (jobRows), so a process stopped before the timer fired leaves nothing behind.
 */
const settling = new WeakMap<Db, Set<number>>();
export function settleSoon(db: Db, jobId: number): void {
  let jobs = settling.get(db);
  if (!jobs) settling.set(db, (jobs = new Set()));
  if (jobs.has(jobId)) return;
  jobs.add(jobId);
  setTimeout(() => {
    jobs.delete(jobId);
    void settleJob(db, jobId).catch(() => undefined);
  }, 200).unref();
}
