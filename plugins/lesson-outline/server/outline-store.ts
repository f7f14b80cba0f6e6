import { and, asc, between, eq, inArray, lt, max, or, sql, type SQL } from 'drizzle-orm';
import { courseDialectList, cycles, HttpError, lessons, notFound, translations, translationTexts, type Db } from '../../../sdk/server';
import { MODULE, TranslationStatus } from '../../../sdk/shared';
import { OUT_POSITION, type OutlineChange, type OutlineLesson } from '../public';
import { ACTIVITY_REFS } from '../shared';
import { bankPositions, titlesOf, type PlayedRecord } from './bank';
import { outlineActivities } from './tables';
import { syncWorkStateLessons } from './work-state-lessons';

export { OUT_POSITION };

/** Lessons in [start, end] (or these lessons) with their cycles and activities, titled in the course's first target dialect. */
export async function readOutline(db: Db, courseId: number, range: { start: number; end: number } | { lessonIds: number[] }): Promise<OutlineLesson[]> {
  if ('lessonIds' in range && !range.lessonIds.length) return [];
  const ls = await db
    .select({ id: lessons.id, position: lessons.position })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), 'lessonIds' in range ? inArray(lessons.id, range.lessonIds) : between(lessons.position, range.start, range.end)))
    .orderBy(asc(lessons.position));
  if (!ls.length) return [];
  const [target] = await courseDialectList(db, courseId, 'target');
  const lessonIds = ls.map((l) => l.id);
  // The lesson's target (spec 3 §3 lessonTargetId, status): its title's text in the outline's dialect, with that text's translation status.
  const titles = new Map<number, { text: string; targetId: number; status: number }>();
  if (target) {
    const rows = await db
      .select({ refId: translations.refId, targetId: translations.id, text: translationTexts.text, status: translationTexts.status })
      .from(translations)
      .innerJoin(translationTexts, and(eq(translationTexts.translationId, translations.id), eq(translationTexts.dialectId, target.dialectId)))
      .where(and(eq(translations.ref, MODULE.lessonTitle), eq(translations.field, 'title'), inArray(translations.refId, lessonIds)));
    rows.forEach((r) => titles.set(r.refId, r));
  }
  const cs = await db.select().from(cycles).where(inArray(cycles.lessonId, lessonIds)).orderBy(asc(cycles.position), asc(cycles.id));
  const acts = cs.length
    ? await db
        .select()
        .from(outlineActivities)
        .where(
          inArray(
            outlineActivities.cycleId,
            cs.map((c) => c.id),
          ),
        )
        .orderBy(asc(outlineActivities.position), asc(outlineActivities.id))
    : [];
  // An activity is repeated when the same record appears in an earlier lesson of the course.
  const firstLesson = new Map<string, number>();
  const earlier = acts.length
    ? await db
        .select({ ref: outlineActivities.ref, refId: outlineActivities.refId, position: sql<number>`min(${lessons.position})`.mapWith(Number) })
        .from(outlineActivities)
        .innerJoin(cycles, eq(cycles.id, outlineActivities.cycleId))
        .innerJoin(lessons, eq(lessons.id, cycles.lessonId))
        .where(and(eq(outlineActivities.courseId, courseId), inArray(outlineActivities.refId, [...new Set(acts.map((a) => a.refId))])))
        .groupBy(outlineActivities.ref, outlineActivities.refId)
    : [];
  earlier.forEach((e) => firstLesson.set(`${e.ref}:${e.refId}`, e.position));
  const lessonPos = new Map(ls.map((l) => [l.id, l.position]));
  const titleMaps = new Map<number, Map<number, string>>();
  for (const ref of new Set(acts.map((a) => a.ref))) titleMaps.set(ref, await titlesOf(db, courseId, ref));
  return ls.map((l) => ({
    id: l.id,
    position: l.position,
    title: titles.get(l.id)?.text ?? '',
    status: titles.get(l.id)?.status ?? TranslationStatus.PENDING,
    lessonTargetId: titles.get(l.id)?.targetId ?? null,
    dialectId: target?.dialectId ?? null,
    dialectCode: target?.dialectCode ?? '',
    cycles: cs
      .filter((c) => c.lessonId === l.id)
      .map((c) => ({
        id: c.id,
        position: c.position,
        activities: acts
          .filter((a) => a.cycleId === c.id)
          .map((a) => ({
            activityId: a.id,
            ref: a.ref,
            refId: a.refId,
            title: titleMaps.get(a.ref)?.get(a.refId) ?? `#${a.refId}`,
            position: a.position,
            repeated: (firstLesson.get(`${a.ref}:${a.refId}`) ?? Infinity) < lessonPos.get(l.id)!,
          })),
      })),
  }));
}

/* ---- what a write changes on screen ---- */

/**
 * What a write touched: lessons whose cycles, activities or positions changed, lessons removed,
 * and the records whose activities moved, came or went (every lesson playing them may change its
 * repeated flags, and their bank positions may change).
 */
export interface ChangeScope {
  lessonIds: number[];
  records?: PlayedRecord[];
  removedLessons?: number[];
}

const recordsIn = async (db: Db, where: SQL): Promise<PlayedRecord[]> =>
  db.select({ ref: outlineActivities.ref, refId: outlineActivities.refId }).from(outlineActivities).where(where);

/**
 * A write's answer for the planner: the lessons it changed (with those playing the records it
 * touched), the lessons it removed, and the bank positions of every record they play.
 */
export async function outlineChange(db: Db, courseId: number, scope: ChangeScope): Promise<OutlineChange> {
  const records = scope.records ?? [];
  const byRef = new Map<number, number[]>();
  for (const r of records) byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), r.refId]);
  const playing = byRef.size
    ? await db
        .selectDistinct({ id: cycles.lessonId })
        .from(outlineActivities)
        .innerJoin(cycles, eq(cycles.id, outlineActivities.cycleId))
        .where(
          and(
            eq(outlineActivities.courseId, courseId),
            or(...[...byRef].map(([ref, ids]) => and(eq(outlineActivities.ref, ref), inArray(outlineActivities.refId, ids)))),
          ),
        )
    : [];
  const removed = new Set(scope.removedLessons ?? []);
  const ids = [...new Set([...scope.lessonIds, ...playing.map((p) => p.id)])].filter((id) => !removed.has(id));
  const changed = await readOutline(db, courseId, { lessonIds: ids });
  const shown = changed.flatMap((l) => l.cycles.flatMap((c) => c.activities.map((a) => ({ ref: a.ref, refId: a.refId }))));
  return { lessons: changed, removedLessons: [...removed], bank: await bankPositions(db, courseId, [...records, ...shown]) };
}

/* ---- courses of records (access) ---- */

export async function courseOfLesson(db: Db, id: number): Promise<number | null> {
  const [r] = await db.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, id));
  return r?.courseId ?? null;
}

export async function courseOfCycle(db: Db, id: number): Promise<number | null> {
  const [r] = await db.select({ courseId: lessons.courseId }).from(cycles).innerJoin(lessons, eq(lessons.id, cycles.lessonId)).where(eq(cycles.id, id));
  return r?.courseId ?? null;
}

export async function courseOfActivity(db: Db, id: number): Promise<number | null> {
  const [r] = await db.select({ courseId: outlineActivities.courseId }).from(outlineActivities).where(eq(outlineActivities.id, id));
  return r?.courseId ?? null;
}

/* ---- ordering ---- */

/** Moves `id` to the 1-based position among `ids` (clamped); answers the new order, or null when it stays in place. */
export function reordered(ids: number[], id: number, destinationPos: number): number[] | null {
  const from = ids.indexOf(id);
  const rest = ids.filter((x) => x !== id);
  const to = Math.min(Math.max(destinationPos, 1), rest.length + 1) - 1;
  if (from === to) return null;
  rest.splice(to, 0, id);
  return rest;
}

async function renumberCycles(db: Db, ids: number[]) {
  for (const [i, id] of ids.entries())
    await db
      .update(cycles)
      .set({ position: i + 1 })
      .where(eq(cycles.id, id));
}

async function renumberActivities(db: Db, ids: number[]) {
  for (const [i, id] of ids.entries())
    await db
      .update(outlineActivities)
      .set({ position: i + 1 })
      .where(eq(outlineActivities.id, id));
}

const cycleIdsOf = async (db: Db, lessonId: number) =>
  (await db.select({ id: cycles.id }).from(cycles).where(eq(cycles.lessonId, lessonId)).orderBy(asc(cycles.position), asc(cycles.id))).map((r) => r.id);

const activityIdsOf = async (db: Db, cycleId: number) =>
  (
    await db
      .select({ id: outlineActivities.id })
      .from(outlineActivities)
      .where(eq(outlineActivities.cycleId, cycleId))
      .orderBy(asc(outlineActivities.position), asc(outlineActivities.id))
  ).map((r) => r.id);

/* ---- lessons ---- */

/** A new lesson after the last one (before OUT); answers it. */
export async function newLesson(db: Db, courseId: number): Promise<{ id: number; position: number }> {
  const [m] = await db
    .select({ p: max(lessons.position) })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), lt(lessons.position, OUT_POSITION)));
  const position = (m?.p ?? 0) + 1;
  if (position >= OUT_POSITION) throw new HttpError(409, 'The course has no free lesson position before OUT');
  const [l] = await db.insert(lessons).values({ courseId, position }).returning({ id: lessons.id, position: lessons.position });
  return l;
}

/**
 * Moves a lesson to a position among the course's lessons (OUT stays 1000); the lessons are renumbered 1..n,
 * and the work states of the records they play follow (their lesson). Answers whether it moved.
 */
export async function moveLesson(db: Db, courseId: number, id: number, destinationPos: number): Promise<{ moved: boolean; scope: ChangeScope }> {
  return db.transaction(async (tx) => {
    const [me] = await tx.select({ position: lessons.position }).from(lessons).where(eq(lessons.id, id));
    if (me.position === OUT_POSITION) throw new HttpError(409, 'The OUT lesson cannot move');
    const ids = (
      await tx
        .select({ id: lessons.id })
        .from(lessons)
        .where(and(eq(lessons.courseId, courseId), lt(lessons.position, OUT_POSITION)))
        .orderBy(asc(lessons.position))
    ).map((r) => r.id);
    const order = reordered(ids, id, destinationPos);
    if (!order) return { moved: false, scope: { lessonIds: [] } };
    // Two passes: the (course, position) pair is unique.
    for (const [i, lid] of order.entries())
      await tx
        .update(lessons)
        .set({ position: -(i + 1) })
        .where(eq(lessons.id, lid));
    for (const [i, lid] of order.entries())
      await tx
        .update(lessons)
        .set({ position: i + 1 })
        .where(eq(lessons.id, lid));
    await syncWorkStateLessons(tx, courseId);
    // The renumbered lessons; those around them keep their places and their repeated flags.
    return { moved: true, scope: { lessonIds: order.filter((lid, i) => ids[i] !== lid) } };
  });
}

/** Deletes a lesson; those after it move up (1..n, no hole; OUT stays 1000), and the work states' lessons follow. */
export async function deleteLesson(db: Db, courseId: number, id: number): Promise<ChangeScope> {
  return db.transaction(async (tx) => {
    const records = await recordsIn(tx, inArray(outlineActivities.cycleId, tx.select({ id: cycles.id }).from(cycles).where(eq(cycles.lessonId, id))));
    const [me] = await tx.delete(lessons).where(eq(lessons.id, id)).returning({ position: lessons.position });
    const after = me && me.position < OUT_POSITION ? await renumberLessons(tx, courseId) : [];
    await syncWorkStateLessons(tx, courseId);
    return { lessonIds: after, records, removedLessons: [id] };
  });
}

/** Numbers the course's lessons 1..n in their order (OUT stays 1000); answers the lessons whose position changed. */
async function renumberLessons(db: Db, courseId: number): Promise<number[]> {
  const ls = await db
    .select({ id: lessons.id, position: lessons.position })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), lt(lessons.position, OUT_POSITION)))
    .orderBy(asc(lessons.position));
  const moved = ls.filter((l, i) => l.position !== i + 1);
  // Two passes: the (course, position) pair is unique.
  for (const l of moved) await db.update(lessons).set({ position: -l.position }).where(eq(lessons.id, l.id));
  for (const l of moved)
    await db
      .update(lessons)
      .set({ position: ls.indexOf(l) + 1 })
      .where(eq(lessons.id, l.id));
  return moved.map((l) => l.id);
}

/* ---- cycles ---- */

export async function newCycle(db: Db, lessonId: number): Promise<{ id: number; position: number }> {
  const position = (await cycleIdsOf(db, lessonId)).length + 1;
  const [c] = await db.insert(cycles).values({ lessonId, position }).returning({ id: cycles.id, position: cycles.position });
  return c;
}

/** Moves a cycle into a lesson of the same course (the host checks the reference) at a position (1-based). Answers whether it moved. */
export async function moveCycle(
  db: Db,
  courseId: number,
  id: number,
  destinationLessonId: number,
  destinationPos: number,
): Promise<{ moved: boolean; scope: ChangeScope }> {
  return db.transaction(async (tx) => {
    const [me] = await tx.select({ lessonId: cycles.lessonId }).from(cycles).where(eq(cycles.id, id));
    const scope = { lessonIds: [me.lessonId, destinationLessonId], records: await recordsIn(tx, eq(outlineActivities.cycleId, id)) };
    if (me.lessonId === destinationLessonId) {
      const order = reordered(await cycleIdsOf(tx, me.lessonId), id, destinationPos);
      if (!order) return { moved: false, scope: { lessonIds: [] } };
      await renumberCycles(tx, order);
      return { moved: true, scope };
    }
    await tx.update(cycles).set({ lessonId: destinationLessonId }).where(eq(cycles.id, id));
    await renumberCycles(tx, await cycleIdsOf(tx, me.lessonId));
    const target = (await cycleIdsOf(tx, destinationLessonId)).filter((x) => x !== id);
    target.splice(Math.min(Math.max(destinationPos, 1), target.length + 1) - 1, 0, id);
    await renumberCycles(tx, target);
    await syncWorkStateLessons(tx, courseId);
    return { moved: true, scope };
  });
}

export async function deleteCycle(db: Db, courseId: number, id: number): Promise<ChangeScope> {
  const [me] = await db.select({ lessonId: cycles.lessonId }).from(cycles).where(eq(cycles.id, id));
  const records = await recordsIn(db, eq(outlineActivities.cycleId, id));
  await db.delete(cycles).where(eq(cycles.id, id));
  if (me) await renumberCycles(db, await cycleIdsOf(db, me.lessonId));
  await syncWorkStateLessons(db, courseId);
  return { lessonIds: me ? [me.lessonId] : [], records };
}

/* ---- activities ---- */

/** Adds a record of an activity kind to a cycle at a position; answers the activity id. */
export async function addActivity(
  db: Db,
  courseId: number,
  cycleId: number,
  ref: number,
  refId: number,
  destinationPos: number,
): Promise<{ activityId: number; scope: ChangeScope }> {
  if (!ACTIVITY_REFS.includes(ref)) throw new HttpError(400, 'Invalid body: ref', { ref: 'Not an activity kind' });
  return db.transaction(async (tx) => {
    const [a] = await tx.insert(outlineActivities).values({ courseId, cycleId, ref, refId, position: 0 }).returning({ id: outlineActivities.id });
    const ids = (await activityIdsOf(tx, cycleId)).filter((x) => x !== a.id);
    ids.splice(Math.min(Math.max(destinationPos, 1), ids.length + 1) - 1, 0, a.id);
    await renumberActivities(tx, ids);
    await syncWorkStateLessons(tx, courseId);
    const [c] = await tx.select({ lessonId: cycles.lessonId }).from(cycles).where(eq(cycles.id, cycleId));
    return { activityId: a.id, scope: { lessonIds: [c.lessonId], records: [{ ref, refId }] } };
  });
}

/** Moves an activity into a cycle of the same course at a position. Answers whether it moved. */
export async function moveActivity(
  db: Db,
  courseId: number,
  id: number,
  destinationCycleId: number,
  destinationPos: number,
): Promise<{ moved: boolean; scope: ChangeScope }> {
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ cycleId: outlineActivities.cycleId, ref: outlineActivities.ref, refId: outlineActivities.refId })
      .from(outlineActivities)
      .where(eq(outlineActivities.id, id));
    const lessonsOf = await tx
      .select({ lessonId: cycles.lessonId })
      .from(cycles)
      .where(inArray(cycles.id, [me.cycleId, destinationCycleId]));
    const scope = { lessonIds: lessonsOf.map((c) => c.lessonId), records: [{ ref: me.ref, refId: me.refId }] };
    if (me.cycleId === destinationCycleId) {
      const order = reordered(await activityIdsOf(tx, me.cycleId), id, destinationPos);
      if (!order) return { moved: false, scope: { lessonIds: [] } };
      await renumberActivities(tx, order);
      return { moved: true, scope };
    }
    await tx.update(outlineActivities).set({ cycleId: destinationCycleId }).where(eq(outlineActivities.id, id));
    await renumberActivities(tx, await activityIdsOf(tx, me.cycleId));
    const target = (await activityIdsOf(tx, destinationCycleId)).filter((x) => x !== id);
    target.splice(Math.min(Math.max(destinationPos, 1), target.length + 1) - 1, 0, id);
    await renumberActivities(tx, target);
    await syncWorkStateLessons(tx, courseId);
    return { moved: true, scope };
  });
}

export async function deleteActivity(db: Db, courseId: number, id: number): Promise<ChangeScope> {
  const [me] = await db
    .select({ cycleId: outlineActivities.cycleId, ref: outlineActivities.ref, refId: outlineActivities.refId, lessonId: cycles.lessonId })
    .from(outlineActivities)
    .innerJoin(cycles, eq(cycles.id, outlineActivities.cycleId))
    .where(eq(outlineActivities.id, id));
  if (!me) throw notFound('Activity');
  await db.delete(outlineActivities).where(eq(outlineActivities.id, id));
  await renumberActivities(db, await activityIdsOf(db, me.cycleId));
  await syncWorkStateLessons(db, courseId);
  return { lessonIds: [me.lessonId], records: [{ ref: me.ref, refId: me.refId }] };
}
