import { defineRunKind, pauseRun, resumeRun, runByKey, runQueue, startRun, type Db, type Tasks } from '../../../sdk/server';
import { AI_REVIEW } from '../public';
import type { RunState } from '../shared';
import { elements, checkRecords, failCount, unchecked, type CheckKey } from './review';
import { contentRef, reviewFromLesson } from './texts';

/**
 * A checker run of one content type (ref) in one dialect (spec 4 §4 Checker run): each step (a
 * queued task) checks the next batch of unchecked records, until none is left. Its cursor is the
 * reviews themselves, so a paused, failed or restarted run goes on with what is still unchecked.
 */
export const checkerRuns = defineRunKind<CheckKey>({
  kind: 'ai-review.check',
  module: AI_REVIEW,
  label: 'Checker run',
  retryLimit: 3,
  expireInSeconds: 120,
  step: async (run, { db, agents, progress }) => {
    const ids = await unchecked(db, run.params, contentRef(run.params.ref).batchSize);
    if (!ids.length) return { complete: true };
    await checkRecords(db, agents, run.params, ids);
    return (await progress({ done: run.done + ids.length })) ? 'more' : 'stop';
  },
});

/** The queue of the checker runs' steps (the seeded figures drain it). */
export const CHECK_BATCH_TASK = runQueue(checkerRuns);

const keyOf = (k: CheckKey) => `${k.courseId}/${k.kind}/${k.ref}/${k.dialectId}`;

/** The progress bar of a run: records, checked, flagged ('Fail: n'), running, complete. */
export async function runState(db: Db, key: CheckKey): Promise<RunState> {
  const list = await elements(db, key);
  const run = await runByKey(db, checkerRuns, keyOf(key));
  const checked = list.filter((e) => e.checked).length;
  return {
    total: list.length,
    checked,
    fails: await failCount(
      db,
      key,
      list.map((e) => e.id),
    ),
    running: run?.status === 'running',
    complete: checked === list.length,
    fromLesson: await reviewFromLesson(db, key.courseId),
  };
}

/** Play and pause (spec 4 §4 Checker run): playing queues the first batch (unless the run is running already). */
export async function setRunning(db: Db, tasks: Tasks, key: CheckKey, running: boolean): Promise<RunState> {
  contentRef(key.ref);
  const run = await runByKey(db, checkerRuns, keyOf(key));
  if (running && run?.status !== 'running') {
    if (run?.status === 'paused' || run?.status === 'failed') await resumeRun(db, tasks, checkerRuns, run.id);
    else await startRun(db, tasks, checkerRuns, { key: keyOf(key), courseId: key.courseId, params: key });
  } else if (!running && run?.status === 'running') {
    await pauseRun(db, checkerRuns, run.id);
  }
  return runState(db, key);
}
