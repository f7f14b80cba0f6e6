import { defineRunKind, pauseRun, resumeRun, runByKey, startRun, type Db, type Tasks } from '../../../sdk/server';
import { autoInflect, ownerOf } from './owners';
import { INFLECTION, type BatchRun } from '../public';

/**
 * A breath between records: on the embedded database (one connection) a tight loop would hold
 * back every other request for the whole run; this keeps the screens answering and the progress
 * moving visibly.
 */
export const BATCH_STEP_MS = 30;
/** Records per queued step. */
const STEP_RECORDS = 50;

/**
 * A batch target run (spec 2 §4): auto-inflect over a course's records of one ref in a target
 * dialect, sequentially by id; state.lastId is how far it got (a paused or restarted run goes on from there).
 */
export const batchTargetRuns = defineRunKind<{ ref: number; dialectId: number }, { lastId: number }>({
  kind: 'inflection.batch-target',
  module: INFLECTION,
  label: 'Batch target run',
  expireInSeconds: 600,
  step: async (run, { db, live, progress }) => {
    const { ref, dialectId } = run.params;
    const owner = ownerOf(ref);
    const ids = (await owner.records(db, run.courseId!, dialectId)).filter((id) => id > run.state.lastId);
    let done = run.done;
    for (const id of ids.slice(0, STEP_RECORDS)) {
      await new Promise((r) => setTimeout(r, BATCH_STEP_MS));
      if (!(await live())) return 'stop';
      const current = await owner.read(db, id, dialectId);
      const next = await autoInflect(db, run.courseId!, owner, id, dialectId, current);
      if (JSON.stringify(next) !== JSON.stringify(current)) await owner.write(db, id, dialectId, next);
      if (!(await progress({ done: ++done, state: { lastId: id } }))) return 'stop';
    }
    return ids.length > STEP_RECORDS ? 'more' : { complete: true };
  },
});

const keyOf = (courseId: number, ref: number, dialectId: number) => `${courseId}/${ref}/${dialectId}`;

/** The run of a ref (a fresh 'ready' one counting the records when there is none); a failed run shows as paused, to be started again from where it stopped. */
export async function runOf(db: Db, courseId: number, ref: number, dialectId: number): Promise<BatchRun> {
  const owner = ownerOf(ref);
  const r = await runByKey(db, batchTargetRuns, keyOf(courseId, ref, dialectId));
  if (r) return { ref, name: owner.name, dialectId, status: r.status === 'failed' ? 'paused' : r.status, total: r.total, done: r.done };
  const total = (await owner.records(db, courseId, dialectId)).length;
  return { ref, name: owner.name, dialectId, status: 'ready', total, done: 0 };
}

/** Start (a paused run goes on from where it stopped, a completed one starts over) or pause; either again changes nothing. */
export async function control(db: Db, tasks: Tasks, courseId: number, ref: number, dialectId: number, action: 'start' | 'pause'): Promise<BatchRun> {
  const owner = ownerOf(ref);
  const r = await runByKey(db, batchTargetRuns, keyOf(courseId, ref, dialectId));
  if (action === 'pause') {
    if (r?.status === 'running') await pauseRun(db, batchTargetRuns, r.id);
  } else if (r?.status !== 'running') {
    const total = (await owner.records(db, courseId, dialectId)).length;
    if (r?.status === 'paused' || r?.status === 'failed') await resumeRun(db, tasks, batchTargetRuns, r.id, { total });
    else
      await startRun(db, tasks, batchTargetRuns, { key: keyOf(courseId, ref, dialectId), courseId, params: { ref, dialectId }, state: { lastId: 0 }, total });
  }
  return runOf(db, courseId, ref, dialectId);
}
