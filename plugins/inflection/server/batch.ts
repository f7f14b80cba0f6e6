import { and, eq, sql } from 'drizzle-orm';
import { defineTask, type Db, type Tasks } from '../../../sdk/server';
import { autoInflect, ownerOf } from './owners';
import { inflectBatchRuns } from './tables';
import type { BatchRun, BatchStatus } from '../public';

export const BATCH_TASK = 'inflection.batch-target';
/**
 * A breath between records: on the embedded database (one connection) a tight loop would hold
 * back every other request for the whole run; this keeps the screens answering and the progress
 * moving visibly.
 */
export const BATCH_STEP_MS = 30;

const key = (courseId: number, ref: number, dialectId: number) =>
  and(eq(inflectBatchRuns.courseId, courseId), eq(inflectBatchRuns.ref, ref), eq(inflectBatchRuns.dialectId, dialectId));

/** The run of a ref (a fresh 'ready' one counting the records when there is none). */
export async function runOf(db: Db, courseId: number, ref: number, dialectId: number): Promise<BatchRun> {
  const owner = ownerOf(ref);
  const [r] = await db.select().from(inflectBatchRuns).where(key(courseId, ref, dialectId));
  if (r) return { ref, name: owner.name, dialectId, status: r.status as BatchStatus, total: r.total, done: r.done };
  const total = (await owner.records(db, courseId, dialectId)).length;
  return { ref, name: owner.name, dialectId, status: 'ready', total, done: 0 };
}

/** Start (or resume a paused run from where it stopped; a completed one starts over) or pause. */
export async function control(db: Db, tasks: Tasks, courseId: number, ref: number, dialectId: number, action: 'start' | 'pause'): Promise<BatchRun> {
  const owner = ownerOf(ref);
  const [r] = await db.select().from(inflectBatchRuns).where(key(courseId, ref, dialectId));
  if (action === 'pause') {
    if (r?.status === 'running') await db.update(inflectBatchRuns).set({ status: 'paused', updatedAt: new Date() }).where(eq(inflectBatchRuns.id, r.id));
    return runOf(db, courseId, ref, dialectId);
  }
  if (r?.status === 'running') return runOf(db, courseId, ref, dialectId);
  const total = (await owner.records(db, courseId, dialectId)).length;
  const fresh = !r || r.status === 'completed' || r.status === 'ready';
  const values = { status: 'running', total, updatedAt: new Date(), ...(fresh ? { done: 0, lastId: 0 } : {}) };
  const [run] = r
    ? await db.update(inflectBatchRuns).set({ ...values, generation: sql`${inflectBatchRuns.generation} + 1` }).where(eq(inflectBatchRuns.id, r.id)).returning()
    : await db.insert(inflectBatchRuns).values({ courseId, ref, dialectId, ...values }).returning();
  await tasks.enqueue(BATCH_TASK, { runId: run.id, generation: run.generation });
  return runOf(db, courseId, ref, dialectId);
}

/**
 * Auto-inflects the run's records one by one in id order, saving each and its progress; stops as
 * soon as the run is paused (or started again by a newer task). A retried task (a restart) goes on
 * from the last record done.
 */
export const batchTask = defineTask<{ runId: number; generation: number }>({
  name: BATCH_TASK,
  expireInSeconds: 600,
  handler: async ({ runId, generation }, { db }) => {
    const [first] = await db.select().from(inflectBatchRuns).where(eq(inflectBatchRuns.id, runId));
    if (!first) return;
    const owner = ownerOf(first.ref);
    const ids = (await owner.records(db, first.courseId, first.dialectId)).filter((id) => id > first.lastId);
    for (const id of ids) {
      await new Promise((r) => setTimeout(r, BATCH_STEP_MS));
      const [run] = await db.select().from(inflectBatchRuns).where(eq(inflectBatchRuns.id, runId));
      if (!run || run.status !== 'running' || run.generation !== generation) return;
      const current = await owner.read(db, id, run.dialectId);
      const next = await autoInflect(db, run.courseId, owner, id, run.dialectId, current);
      if (JSON.stringify(next) !== JSON.stringify(current)) await owner.write(db, id, run.dialectId, next);
      await db.update(inflectBatchRuns).set({ done: sql`${inflectBatchRuns.done} + 1`, lastId: id, updatedAt: new Date() })
        .where(and(eq(inflectBatchRuns.id, runId), eq(inflectBatchRuns.generation, generation)));
    }
    await db.update(inflectBatchRuns).set({ status: 'completed', updatedAt: new Date() })
      .where(and(eq(inflectBatchRuns.id, runId), eq(inflectBatchRuns.generation, generation), eq(inflectBatchRuns.status, 'running')));
  },
});
