import { and, between, eq, inArray, or, sql } from 'drizzle-orm';
import { contributionsTo, cycles, lessons, rowsOf, workStateHistory, workStates, type Db } from '../../../sdk/server';
import { workStateWatchers } from '../../boards/public';
import { panelSegments } from '../../segments/public';
import { BoardType, WorkState } from '../../../sdk/shared';
import { lessonPlacedItems } from '../public';
import { panelsInLessons } from './segment-runs';
import { outlineActivities } from './tables';
import { OUTLINE_REF } from './work-state-lessons';

interface Item {
  refId: number;
  lesson: number;
}

const PANEL_TYPES: BoardType[] = [BoardType.PANEL_SENTENCES, BoardType.PANEL_EXPLANATIONS, BoardType.PANEL_TEST_SENTENCES];

/** The first of each record's lessons in the range. */
function firstLessons(rows: { id: number; position: number }[], startPos: number, endPos: number): Item[] {
  const lessonOf = new Map<number, number>();
  for (const r of rows) {
    const [id, position] = [Number(r.id), Number(r.position)];
    if (position >= startPos && position <= endPos) lessonOf.set(id, Math.min(position, lessonOf.get(id) ?? Infinity));
  }
  return [...lessonOf].map(([refId, lesson]) => ({ refId, lesson }));
}

/**
 * The items of a board type in lessons [startPos, endPos], each at its first lesson there: panels the
 * outline plays or the Panels module places there, the segments of those panels, the dialogs,
 * readings and exercises the outline plays there, and the records their owners place there
 * (`lessonPlacedItems`: trainer segments through their trainer).
 */
export async function itemsOfLessons(db: Db, courseId: number, boardType: BoardType, startPos: number, endPos: number): Promise<Item[]> {
  if (PANEL_TYPES.includes(boardType)) return (await panelsInLessons(db, courseId, startPos, endPos)).map((p) => ({ refId: p.id, lesson: p.lesson }));
  const rows: { id: number; position: number }[] = [];
  if (boardType === BoardType.SEGMENTS) {
    const panels = new Map((await panelsInLessons(db, courseId, startPos, endPos)).map((p) => [p.id, p.lesson]));
    for (const owner of contributionsTo(panelSegments))
      for (const s of rowsOf<{ id: number; panel_id: number }>(await db.execute(owner.ofPanels(courseId)))) {
        const lesson = panels.get(Number(s.panel_id));
        if (lesson !== undefined) rows.push({ id: Number(s.id), position: lesson });
      }
  }
  const ref = OUTLINE_REF[boardType];
  if (ref !== undefined)
    rows.push(
      ...rowsOf<{ id: number; position: number }>(
        await db.execute(sql`
      select a.ref_id as id, l.position from ${outlineActivities} a
        join ${cycles} c on c.id = a.cycle_id join ${lessons} l on l.id = c.lesson_id
       where a.course_id = ${courseId} and a.ref = ${ref} and l.position between ${startPos} and ${endPos}`),
      ),
    );
  for (const owner of contributionsTo(lessonPlacedItems).filter((o) => o.boardType === boardType))
    rows.push(...rowsOf<{ id: number; position: number }>(await db.execute(owner.placed(courseId))));
  return firstLessons(rows, startPos, endPos);
}

/**
 * The wizard (spec 3 §2 'Wizard dialog', §4): NONE → TODO for the board type's items of lessons
 * [startPos, endPos] (an item without a state row is NONE: it gets one, at its lesson) and for the
 * items whose work state names such a lesson. Items already past NONE are left alone. Each move
 * writes a history row; the boards are told, and give the moved items their cards. Answers { moved }.
 */
export async function moveToTodo(db: Db, courseId: number, boardType: BoardType, userId: number, startPos: number, endPos: number) {
  const items = await itemsOfLessons(db, courseId, boardType, startPos, endPos);
  const refIds = await db.transaction(async (tx) => {
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
