import { sql } from 'drizzle-orm';
import { rowsOf, workStates, type Db } from '../../../sdk/server';
import { BoardType, MODULE } from '../../../sdk/shared';
import { TRAINER_SEGMENTS } from '../../trainers/public';
import { recordLessonSource } from './record-lessons';

/** The ref of each board type's items (panel boards track panels), whose lessons recordLessons gives. */
export const BOARD_REF: Record<BoardType, number> = {
  [BoardType.PANEL_SENTENCES]: MODULE.panels,
  [BoardType.PANEL_EXPLANATIONS]: MODULE.panels,
  [BoardType.PANEL_TEST_SENTENCES]: MODULE.panels,
  [BoardType.SEGMENTS]: MODULE.segment,
  [BoardType.EXERCISES]: MODULE.exercise,
  [BoardType.READINGS]: MODULE.reading,
  [BoardType.DIALOGS]: MODULE.dialog,
  [BoardType.TRAINER_SEGMENTS]: TRAINER_SEGMENTS,
};

/** The items of a board type in lessons [startPos, endPos], each at its lesson (recordLessons), by lesson then id. */
export async function itemsInLessons(db: Db, courseId: number, boardType: BoardType, startPos: number, endPos: number) {
  const placed = recordLessonSource.lessonsOf(courseId, BOARD_REF[boardType]);
  if (!placed) return [];
  return rowsOf<{ id: number; position: number }>(
    await db.execute(sql`select rl.id, rl.position from (${placed}) rl where rl.position between ${startPos} and ${endPos} order by rl.position, rl.id`),
  ).map((r) => ({ refId: Number(r.id), lesson: Number(r.position) }));
}

/**
 * Keeps `work_states.lesson` at each item's lesson (recordLessons), after lessons, cycles or
 * activities moved (or were added or removed), and before the wizard reads it. Items of no lesson
 * keep the lesson they had.
 */
export async function syncWorkStateLessons(db: Db, courseId: number): Promise<void> {
  for (const [type, ref] of Object.entries(BOARD_REF)) {
    const placed = recordLessonSource.lessonsOf(courseId, ref);
    if (!placed) continue;
    await db.execute(sql`
      update ${workStates} ws set lesson = rl.position from (${placed}) rl
       where ws.course_id = ${courseId} and ws.board_type = ${Number(type)} and ws.ref_id = rl.id and ws.lesson is distinct from rl.position`);
  }
}
