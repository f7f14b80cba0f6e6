import { and, eq, sql } from 'drizzle-orm';
import { contributionsTo, courseDialectList, defineTask, HttpError, notFound, type Db, type Tasks } from '../../../sdk/server';
import { inflectOwners, inflectTables, type InflectOwner } from '../../inflection/public';
import { mergeAutoInflect, type InflectForm } from '../../../sdk/shared';
import { conjugate, type ConjRule, type RootChange } from '../shared/conjugate';
import { listRootChanges, listRules } from './rule-store';
import { conjBatchRuns } from './tables';
import type { ConjugateRunState, RunStatus } from '../public';

export const BATCH_CONJUGATE_TASK = 'conjugation.batch-apply';
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

const key = (courseId: number, ref: number) => and(eq(conjBatchRuns.courseId, courseId), eq(conjBatchRuns.ref, ref));

/** The run of a ref (a fresh 'ready' one counting the element ids when there is none). */
export async function runOf(db: Db, courseId: number, ref: number): Promise<ConjugateRunState> {
  const owner = ownerOf(ref);
  const [r] = await db.select().from(conjBatchRuns).where(key(courseId, ref));
  const base = { ref, name: owner.name, batchSize: CONJUGATE_BATCH_SIZE };
  if (r) return { ...base, status: r.status as RunStatus, total: r.total, done: r.done, changed: r.changed };
  return { ...base, status: 'ready', total: (await elementIds(db, courseId, owner)).length, done: 0, changed: 0 };
}

/**
 * Start (a paused run goes on from where it stopped; a completed or ready one starts over, over
 * the ids given or every element id) or pause. Ids that are not the ref's elements are refused (400).
 */
export async function control(db: Db, tasks: Tasks, courseId: number, ref: number, action: 'start' | 'pause', ids?: number[]): Promise<ConjugateRunState> {
  const owner = ownerOf(ref);
  const [r] = await db.select().from(conjBatchRuns).where(key(courseId, ref));
  if (action === 'pause') {
    if (r?.status === 'running') await db.update(conjBatchRuns).set({ status: 'paused', updatedAt: new Date() }).where(eq(conjBatchRuns.id, r.id));
    return runOf(db, courseId, ref);
  }
  if (r?.status === 'running') return runOf(db, courseId, ref);
  const all = await elementIds(db, courseId, owner);
  if (ids) {
    const known = new Set(all);
    const fields = Object.fromEntries(ids.flatMap((id, i) => (known.has(id) ? [] : [[`ids.${i}`, 'Not an element of this course and module']])));
    if (Object.keys(fields).length) throw new HttpError(400, 'Unknown element ids', fields);
  }
  const resume = r?.status === 'paused' && !ids;
  const values = resume
    ? { status: 'running', updatedAt: new Date() }
    : { status: 'running', updatedAt: new Date(), ids: ids ? [...new Set(ids)].sort((a, b) => a - b) : null, total: ids ? new Set(ids).size : all.length, done: 0, changed: 0, lastId: 0 };
  const [run] = r
    ? await db.update(conjBatchRuns).set({ ...values, generation: sql`${conjBatchRuns.generation} + 1` }).where(eq(conjBatchRuns.id, r.id)).returning()
    : await db.insert(conjBatchRuns).values({ courseId, ref, ...values }).returning();
  await tasks.enqueue(BATCH_CONJUGATE_TASK, { runId: run.id, generation: run.generation });
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
    const computed = conjugate(word, wordClass, rules, changes);
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
 * One batch of a run: the next CONJUGATE_BATCH_SIZE element ids after the last one done, one by
 * one, saving the progress after each; then the next batch is queued. Stops as soon as the run is
 * paused (or started again by a newer task). A retried task (a restart) goes on from the last id done.
 */
export const batchConjugateTask = defineTask<{ runId: number; generation: number }>({
  name: BATCH_CONJUGATE_TASK,
  expireInSeconds: 300,
  handler: async ({ runId, generation }, { db, tasks }) => {
    const live = async () => {
      const [run] = await db.select().from(conjBatchRuns).where(eq(conjBatchRuns.id, runId));
      return run && run.status === 'running' && run.generation === generation ? run : null;
    };
    const first = await live();
    if (!first) return;
    const owner = ownerOf(first.ref);
    const ids = (first.ids ?? await elementIds(db, first.courseId, owner)).filter((id) => id > first.lastId);
    const [rules, changes] = await Promise.all([listRules(db, first.courseId), listRootChanges(db, first.courseId)]);
    for (const id of ids.slice(0, CONJUGATE_BATCH_SIZE)) {
      await new Promise((r) => setTimeout(r, CONJUGATE_STEP_MS));
      if (!(await live())) return;
      const changed = await conjugateRecord(db, first.courseId, owner, id, rules, changes);
      await db.update(conjBatchRuns)
        .set({ done: sql`${conjBatchRuns.done} + 1`, changed: sql`${conjBatchRuns.changed} + ${changed ? 1 : 0}`, lastId: id, updatedAt: new Date() })
        .where(and(eq(conjBatchRuns.id, runId), eq(conjBatchRuns.generation, generation)));
    }
    if (ids.length > CONJUGATE_BATCH_SIZE) {
      if (await live()) await tasks.enqueue(BATCH_CONJUGATE_TASK, { runId, generation });
      return;
    }
    await db.update(conjBatchRuns).set({ status: 'completed', updatedAt: new Date() })
      .where(and(eq(conjBatchRuns.id, runId), eq(conjBatchRuns.generation, generation), eq(conjBatchRuns.status, 'running')));
  },
});
