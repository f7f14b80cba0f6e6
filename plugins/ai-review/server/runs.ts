import { and, eq } from 'drizzle-orm';
import { defineTask, type Db, type Tasks } from '../../../sdk/server';
import type { RunState } from '../shared';
import { elements, checkRecords, failCount, unchecked, type CheckKey } from './review';
import { aiReviewRuns } from './tables';
import { contentRef, reviewFromLesson } from './texts';

export const CHECK_BATCH_TASK = 'ai-review.check-batch';

const runWhere = (k: CheckKey) => and(eq(aiReviewRuns.courseId, k.courseId), eq(aiReviewRuns.kind, k.kind), eq(aiReviewRuns.ref, k.ref), eq(aiReviewRuns.dialectId, k.dialectId));

/** The progress bar of a run: records, checked, flagged ('Fail: n'), running, complete. */
export async function runState(db: Db, key: CheckKey): Promise<RunState> {
  const list = await elements(db, key);
  const [run] = await db.select().from(aiReviewRuns).where(runWhere(key));
  const checked = list.filter((e) => e.checked).length;
  return {
    total: list.length, checked, fails: await failCount(db, key, list.map((e) => e.id)),
    running: run?.running ?? false, complete: checked === list.length, fromLesson: await reviewFromLesson(db, key.courseId),
  };
}

/**
 * Play and pause (spec 4 §4 Checker run): playing queues the first batch (unless the run is
 * running already); each batch queues the next until no unchecked record remains. The queue keeps
 * a queued batch over a restart, and a batch cut short by one is tried again, so a run resumes.
 */
export async function setRunning(db: Db, tasks: Tasks, key: CheckKey, running: boolean): Promise<RunState> {
  contentRef(key.ref);
  const [run] = await db.select().from(aiReviewRuns).where(runWhere(key));
  if (running && !run?.running) {
    await db.insert(aiReviewRuns).values({ ...key, running: true, complete: false })
      .onConflictDoUpdate({ target: [aiReviewRuns.courseId, aiReviewRuns.kind, aiReviewRuns.ref, aiReviewRuns.dialectId], set: { running: true, complete: false } });
    await tasks.enqueue(CHECK_BATCH_TASK, key);
  } else if (!running && run?.running) {
    await db.update(aiReviewRuns).set({ running: false }).where(runWhere(key));
  }
  return runState(db, key);
}

export const checkBatchTask = defineTask<CheckKey>({
  name: CHECK_BATCH_TASK,
  retryLimit: 3,
  expireInSeconds: 120,
  handler: async (key, { db, agents, tasks }) => {
    const [run] = await db.select().from(aiReviewRuns).where(runWhere(key));
    if (!run?.running) return; // paused
    const ids = await unchecked(db, key, contentRef(key.ref).batchSize);
    if (!ids.length) {
      await db.update(aiReviewRuns).set({ running: false, complete: true }).where(runWhere(key));
      return;
    }
    await checkRecords(db, agents, key, ids);
    await tasks.enqueue(CHECK_BATCH_TASK, key);
  },
  onDeadLetter: async (key, { db }) => {
    await db.update(aiReviewRuns).set({ running: false }).where(runWhere(key));
  },
});
