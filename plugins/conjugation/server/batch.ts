import {
  contributionsTo,
  courseDialectList,
  defineRunKind,
  HttpError,
  notFound,
  pauseRun,
  resumeRun,
  runByKey,
  startRun,
  type Db,
  type Tasks,
} from '../../../sdk/server';
import { inflectOwners, inflectTables, type InflectOwner } from '../../inflection/public';
import { mergeAutoInflect, type InflectForm } from '../../../sdk/shared';
import { conjugate, type ConjRule, type RootChange } from '../shared/conjugate';
import { courseRules } from './rule-store';
import { CONJUGATION, type ConjugateRunState } from '../public';

/** Records per queued task (spec 3 §9: the conjugate batch size comes from the server; 0 would be all at once). */
export const CONJUGATE_BATCH_SIZE = 10;
/** A breath between records, so that the embedded database keeps answering the screens during a run. */
export const CONJUGATE_STEP_MS = 20;

export function ownerOf(ref: number): InflectOwner {
  const o = contributionsTo(inflectOwners).find((x) => x.ref === ref);
  if (!o) throw notFound('Module with inflected forms');
  return o;
}

/** The element ids of a ref in the course: its records with a word in any target dialect, by id. */
export async function elementIds(db: Db, courseId: number, owner: InflectOwner): Promise<number[]> {
  const ids = new Set<number>();
  for (const d of await courseDialectList(db, courseId, 'target')) for (const id of await owner.records(db, courseId, d.dialectId)) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** A run's progress beyond done: the element ids asked for (null: all the ref's records), the last one done, and how many changed. */
interface ConjugateState {
  ids: number[] | null;
  lastId: number;
  changed: number;
}

const keyOf = (courseId: number, ref: number) => `${courseId}/${ref}`;

/** The run of a ref (a fresh 'ready' one counting the element ids when there is none); a failed run shows as paused, to be started again from where it stopped. */
export async function runOf(db: Db, courseId: number, ref: number): Promise<ConjugateRunState> {
  const owner = ownerOf(ref);
  const r = await runByKey(db, batchConjugateRuns, keyOf(courseId, ref));
  const base = { ref, name: owner.name, batchSize: CONJUGATE_BATCH_SIZE };
  if (r) return { ...base, status: r.status === 'failed' ? 'paused' : r.status, total: r.total, done: r.done, changed: r.state.changed };
  return { ...base, status: 'ready', total: (await elementIds(db, courseId, owner)).length, done: 0, changed: 0 };
}

/**
 * Start (a paused run goes on from where it stopped; a completed or ready one starts over, over
 * the ids given or every element id) or pause. Ids that are not the ref's elements are refused (400).
 */
export async function control(db: Db, tasks: Tasks, courseId: number, ref: number, action: 'start' | 'pause', ids?: number[]): Promise<ConjugateRunState> {
  const owner = ownerOf(ref);
  const r = await runByKey(db, batchConjugateRuns, keyOf(courseId, ref));
  if (action === 'pause') {
    if (r?.status === 'running') await pauseRun(db, batchConjugateRuns, r.id);
    return runOf(db, courseId, ref);
  }
  if (r?.status === 'running') return runOf(db, courseId, ref);
  const all = await elementIds(db, courseId, owner);
  if (ids) {
    const known = new Set(all);
    const fields = Object.fromEntries(ids.flatMap((id, i) => (known.has(id) ? [] : [[`ids.${i}`, 'Not an element of this course and module']])));
    if (Object.keys(fields).length) throw new HttpError(400, 'Unknown element ids', fields);
  }
  if ((r?.status === 'paused' || r?.status === 'failed') && !ids) await resumeRun(db, tasks, batchConjugateRuns, r.id);
  else {
    const only = ids ? [...new Set(ids)].sort((a, b) => a - b) : null;
    await startRun(db, tasks, batchConjugateRuns, {
      key: keyOf(courseId, ref),
      courseId,
      params: { ref },
      state: { ids: only, lastId: 0, changed: 0 },
      total: only ? only.length : all.length,
    });
  }
  return runOf(db, courseId, ref);
}

/** One record in every target dialect where it has a word: the rules over its forms (kept cells stay, the dialect's table only). Answers whether a form changed. */
export async function conjugateRecord(db: Db, courseId: number, owner: InflectOwner, id: number, rules: ConjRule[], changes: RootChange[]): Promise<boolean> {
  const wordClass = await owner.wordClass(db, id);
  if (!wordClass) return false;
  let changed = false;
  for (const d of await courseDialectList(db, courseId, 'target')) {
    const word = await owner.baseWord(db, id, d.dialectId);
    if (!word) continue;
    const gender = (await owner.gender?.(db, id, d.dialectId)) ?? undefined;
    const computed = conjugate(word, wordClass, rules, changes, gender);
    if (!computed.length) continue;
    const tableIds = (await Promise.all(contributionsTo(inflectTables).map((t) => t.inflectIds(db, courseId, d.dialectId, wordClass)))).find((x) => x) ?? null;
    const current = await owner.read(db, id, d.dialectId);
    const next = mergeAutoInflect(current, tableIds ? computed.filter((f: InflectForm) => tableIds.includes(f.inflectId)) : computed);
    if (JSON.stringify(next) !== JSON.stringify(current)) {
      await owner.write(db, id, d.dialectId, next);
      changed = true;
    }
  }
  return changed;
}

/**
 * The spec's batch call (GET groups/{c}/refs/{ref}/conjugationBatchApply?ids=): the records named
 * conjugated at once, in every target dialect, as a run's step does; ids that are not the ref's
 * elements in the course are refused (400) before any is written.
 */
export async function applyNow(db: Db, courseId: number, ref: number, ids: number[]) {
  const owner = ownerOf(ref);
  const known = new Set(await elementIds(db, courseId, owner));
  const fields = Object.fromEntries(ids.flatMap((id, i) => (known.has(id) ? [] : [[`ids.${i}`, 'Not an element of this course and module']])));
  if (Object.keys(fields).length) throw new HttpError(400, 'Unknown element ids', fields);
  const { rules, changes } = await courseRules(db, courseId);
  const done = [...new Set(ids)].sort((a, b) => a - b);
  const changed: number[] = [];
  for (const id of done) if (await conjugateRecord(db, courseId, owner, id, rules, changes)) changed.push(id);
  return { ref, ids: done, changed };
}

/**
 * A batch conjugate run (spec 3 §4): the rules of the course's language applied to the records of one ref in every
 * target dialect of the course, sequentially by id; each step (a queued task) the next
 * CONJUGATE_BATCH_SIZE element ids after the last one done, saving the progress after each.
 */
export const batchConjugateRuns = defineRunKind<{ ref: number }, ConjugateState>({
  kind: 'conjugation.batch-apply',
  module: CONJUGATION,
  label: 'Batch conjugate run',
  step: async (run, { db, live, progress }) => {
    const courseId = run.courseId!;
    const owner = ownerOf(run.params.ref);
    const ids = (run.state.ids ?? (await elementIds(db, courseId, owner))).filter((id) => id > run.state.lastId);
    const { rules, changes } = await courseRules(db, courseId);
    let { done } = run;
    let { changed } = run.state;
    for (const id of ids.slice(0, CONJUGATE_BATCH_SIZE)) {
      await new Promise((r) => setTimeout(r, CONJUGATE_STEP_MS));
      if (!(await live())) return 'stop';
      if (await conjugateRecord(db, courseId, owner, id, rules, changes)) changed++;
      if (!(await progress({ done: ++done, state: { ids: run.state.ids, lastId: id, changed } }))) return 'stop';
    }
    return ids.length > CONJUGATE_BATCH_SIZE ? 'more' : { complete: true };
  },
});
