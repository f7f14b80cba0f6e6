import { sql } from 'drizzle-orm';
import { contributionsTo, cycles, lessons, workStates, type Db } from '../../../sdk/server';
import { panelSegments } from '../../segments/public';
import { BoardType, MODULE } from '../../../sdk/shared';
import { outlineActivities } from './tables';

/** The outline activity kind whose records are the items of a board type (panel boards track panels). */
export const OUTLINE_REF: Partial<Record<BoardType, number>> = {
  [BoardType.PANEL_SENTENCES]: MODULE.panels,
  [BoardType.PANEL_EXPLANATIONS]: MODULE.panels,
  [BoardType.PANEL_TEST_SENTENCES]: MODULE.panels,
  [BoardType.EXERCISES]: MODULE.exercise,
  [BoardType.READINGS]: MODULE.reading,
  [BoardType.DIALOGS]: MODULE.dialog,
};

const pairs = sql.join(
  Object.entries(OUTLINE_REF).map(([type, ref]) => sql`(${Number(type)}::int, ${ref}::int)`),
  sql`, `,
);

/**
 * Keeps `work_states.lesson` of the outline's records at the position of the first lesson that
 * plays them (segments: their panel's), after lessons, cycles or activities moved (or were added or
 * removed). Records the outline no longer plays keep the lesson they had.
 */
export async function syncWorkStateLessons(db: Db, courseId: number): Promise<void> {
  const firstLessons = sql`select a.ref, a.ref_id, min(l.position) as position from ${outlineActivities} a
    join ${cycles} c on c.id = a.cycle_id join ${lessons} l on l.id = c.lesson_id
    where a.course_id = ${courseId} group by a.ref, a.ref_id`;
  await db.execute(sql`
    update ${workStates} ws set lesson = f.position
      from (${firstLessons}) f, (values ${pairs}) as m(board_type, ref)
     where ws.course_id = ${courseId} and ws.board_type = m.board_type and m.ref = f.ref and ws.ref_id = f.ref_id
       and ws.lesson is distinct from f.position`);
  // Segments hang off panels: theirs follows their panel's first lesson.
  for (const owner of contributionsTo(panelSegments)) {
    await db.execute(sql`
      update ${workStates} ws set lesson = f.position
        from (${firstLessons}) f, (${owner.ofPanels(courseId)}) s
       where ws.course_id = ${courseId} and ws.board_type = ${BoardType.SEGMENTS} and ws.ref_id = s.id
         and f.ref = ${MODULE.panels} and f.ref_id = s.panel_id and ws.lesson is distinct from f.position`);
  }
}
