import { sql } from 'drizzle-orm';
import { contribute, translatableTexts } from '../../../sdk/server';
import { DIALOG_SEGMENTS } from '../plugin';
import { dialogs, dialogSegments } from './tables';

/** Dialog segments' HTML (ref 2501, field 'html'): counted by Health, checked by the AI Review checkers. */
export const dialogContributions = [
  contribute(translatableTexts, {
    ref: DIALOG_SEGMENTS, field: 'html', name: 'Dialog segments',
    records: (courseId: number) => sql`select s.id from ${dialogSegments} s join ${dialogs} d on d.id = s.dialog_id where d.course_id = ${courseId}`,
  }),
];
