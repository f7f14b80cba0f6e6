import { and, between, eq, inArray, or, sql } from 'drizzle-orm';
import { contributionsTo, cycles, lessons, rowsOf, workStateHistory, workStates, type Db } from '../../../sdk/server';
import { workStateWatchers } from '../../boards/public';
import { WorkState, type BoardType } from '../../../sdk/shared';
import { outlineActivities } from './tables';
import { OUTLINE_REF } from './work-state-lessons';

/**
 * NONE → TODO for the items of a board type in lessons [startPos, endPos] (spec 3 §4): the items
 * whose work state names such a lesson, and the outline's activities of the type in those lessons
 * (an item without a state row is NONE: it gets one). Items already past NONE are left alone.
 * Each move writes a history row; the boards are told (their cards appear). Answers { moved }.
 */
export async function moveToTodo(db: Db, courseId: number, boardType: BoardType, userId: number, startPos: number, endPos: number) {
  const refIds = await db.transaction(async (tx) => {
    const ref = OUTLINE_REF[boardType];
    // Outline items: a state row (NONE, at their first lesson in the range) for those without one.
    const items =
      ref === undefined
        ? []
        : rowsOf<{ ref_id: number; lesson: number }>(
            await tx.execute(sql`
      select a.ref_id, min(l.position) as lesson from ${outlineActivities} a
      join ${cycles} c on c.id = a.cycle_id join ${lessons} l on l.id = c.lesson_id
      where a.course_id = ${courseId} and a.ref = ${ref} and l.position between ${startPos} and ${endPos}
      group by a.ref_id`),
          );
    if (items.length) {
      await tx
        .insert(workStates)
        .values(items.map((i) => ({ boardType, refId: Number(i.ref_id), courseId, state: WorkState.NONE, lesson: Number(i.lesson) })))
        .onConflictDoNothing();
    }
    const outlineIds = items.map((i) => Number(i.ref_id));
    const inRange = between(workStates.lesson, startPos, endPos);
    const moved = await tx
      .update(workStates)
      .set({ state: WorkState.TODO, updatedAt: new Date() })
      .where(
        and(
          eq(workStates.courseId, courseId),
          eq(workStates.boardType, boardType),
          eq(workStates.state, WorkState.NONE),
          outlineIds.length ? or(inRange, inArray(workStates.refId, outlineIds)) : inRange,
        ),
      )
      .returning({ refId: workStates.refId });
    await history(
      tx,
      boardType,
      userId,
      moved.map((r) => r.refId),
      startPos,
      endPos,
    );
    return moved.map((r) => r.refId);
  });
  // The boards give the moved items their cards.
  if (refIds.length) for (const w of contributionsTo(workStateWatchers)) await w.statesMoved(db, courseId, boardType, refIds);
  return { moved: refIds.length };
}

async function history(db: Db, boardType: number, userId: number, refIds: number[], startPos: number, endPos: number) {
  if (!refIds.length) return;
  await db.insert(workStateHistory).values(
    refIds.map((refId) => ({
      boardType,
      refId,
      userId,
      fromState: WorkState.NONE,
      toState: WorkState.TODO,
      message: `Wizard: lessons ${startPos} to ${endPos}`,
    })),
  );
}
