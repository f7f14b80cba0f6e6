import { courseOfRecord, HttpError, type Db } from '../../../sdk/server';
import { BoardType, MODULE } from '../../../sdk/shared';
import { TRAINER_SEGMENTS } from '../../trainers/public';

/** The records the items of each board type are (spec 1 §4): the panel boards track panels, the others their module's records. */
export const BOARD_ITEM_REFS: Record<BoardType, number> = {
  [BoardType.PANEL_SENTENCES]: MODULE.panels,
  [BoardType.PANEL_EXPLANATIONS]: MODULE.panels,
  [BoardType.PANEL_TEST_SENTENCES]: MODULE.panels,
  [BoardType.SEGMENTS]: MODULE.segment,
  [BoardType.EXERCISES]: MODULE.exercise,
  [BoardType.READINGS]: MODULE.reading,
  [BoardType.DIALOGS]: MODULE.dialog,
  [BoardType.TRAINER_SEGMENTS]: TRAINER_SEGMENTS,
};

/** An item of a board type is a record of the course (404 otherwise): no state is kept for another course's record, or for none. */
export async function requireCourseItem(db: Db, courseId: number, type: BoardType, refId: number): Promise<void> {
  if ((await courseOfRecord(db, BOARD_ITEM_REFS[type], refId)) !== courseId) throw new HttpError(404, 'No such item in this course');
}
