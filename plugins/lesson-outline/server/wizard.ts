import { and, between, eq, inArray, or } from 'drizzle-orm';
import { contributionsTo, workStateHistory, workStates, type Db } from '../../../sdk/server';
import { workStateWatchers } from '../../boards/public';
import { type BoardType, WorkState } from '../../../sdk/shared';
import { itemsInLessons, syncWorkStateLessons } from './work-state-lessons';

/**
 * The wizard (spec 3 §2 'Wizard dialog', §4): NONE → TODO for the board type's items of lessons
 * [startPos, endPos], each at its lesson as the Lesson Outline's recordLessons gives it (an item
 * without a state row is NONE: it gets one, at its lesson), and for the items of no lesson whose
 * work state names such a lesson. Items already past NONE are left alone. Each move
 * writes a history row; the boards are told, and give the moved items their cards. Answers { moved }.
 */
export async function moveToTodo(db: Db, courseId: number, boardType: BoardType, userId: number, startPos: number, endPos: number) {
  const items = await itemsInLessons(db, courseId, boardType, startPos, endPos);
  const refIds = await db.transaction(async (tx) => {
    // Owners' writes (a panel's or trainer's lesson) do not touch the states: their lessons first.
    await syncWorkStateLessons(tx, courseId);
    if (items.length)
      await tx
        .insert(workStates)
        .values(items.map((i) => ({ boardType, refId: i.refId, courseId, state: WorkState.NONE, lesson: i.lesson })))
        .onConflictDoNothing();
    const inRange = between(workStates.lesson, startPos, endPos);
    const moved = await tx
      .update(workStates)
      .set({ state: WorkState.TODO, updatedAt: new Date() })
      .where(
        and(
          eq(workStates.courseId, courseId),
          eq(workStates.boardType, boardType),
          eq(workStates.state, WorkState.NONE),
          items.length
            ? or(
                inRange,
                inArray(
                  workStates.refId,
                  items.map((i) => i.refId),
                ),
              )
            : inRange,
        ),
      )
      .returning({ refId: workStates.refId });
    if (moved.length)
      await tx.insert(workStateHistory).values(
        moved.map((r) => ({
          boardType,
          refId: r.refId,
          userId,
          fromState: WorkState.NONE,
          toState: WorkState.TODO,
          message: `Wizard: lessons ${startPos} to ${endPos}`,
        })),
      );
    return moved.map((r) => r.refId);
  });
  // The boards give the moved items their cards.
  if (refIds.length) for (const w of contributionsTo(workStateWatchers)) await w.statesMoved(db, courseId, boardType, refIds);
  return { moved: refIds.length };
}
