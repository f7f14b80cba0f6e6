import { sql } from 'drizzle-orm';
import { contribute, idArray, translatableTexts, type RecordRef } from '../../../sdk/server';
import { publishedTexts } from '../../publish/public';
import { lessonPlacements } from '../../lesson-outline/public';
import { DIALOG_SEGMENTS, DIALOGS } from '../plugin';
import { courseOfSegment } from './segment-store';
import { dialogs, dialogSegments, dialogSpeakers } from './tables';

/**
 * Dialog segments' HTML (ref 2501, field 'html'): counted by Health, checked by the AI Review
 * checkers from the course's aiReviewPos on; their reviews show on their dialog's grid row.
 */
export const dialogContributions = [
  contribute(translatableTexts, {
    ref: DIALOG_SEGMENTS,
    field: 'html',
    name: 'Dialog segments',
    translated: true,
    records: (courseId: number) => sql`select s.id from ${dialogSegments} s join ${dialogs} d on d.id = s.dialog_id where d.course_id = ${courseId}`,
    // Each segment is read by its speaker (the DESCRIPTION speaker, id 0, is a man's voice).
    readBy: (courseId: number) => sql`
      select s.id, coalesce(sp.gender, 'm') as read_by from ${dialogSegments} s join ${dialogs} d on d.id = s.dialog_id
        left join ${dialogSpeakers} sp on sp.id = s.speaker_id where d.course_id = ${courseId}`,
    // The dialogs grid shows its segments' AI-review robot.
    gridRows: { ref: DIALOGS, of: (ids: number[]) => sql`select id, dialog_id as row_id from ${dialogSegments} where dialog_id = any(${idArray(ids)})` },
  }),
  // A dialog's title is one text in the language taught (spec 3 §3 Dialog: title): published as it
  // is in every target dialect, in the dialog's lesson (the outline's).
  contribute(publishedTexts, {
    ref: DIALOGS,
    field: 'title',
    name: 'Dialog titles',
    dialects: 'column',
    records: (courseId: number) => sql`select id, title as text from ${dialogs} where course_id = ${courseId}`,
  }),
  // A segment's title, one text in the language taught too, is published with its HTML (the same
  // resource); a segment may have none.
  contribute(publishedTexts, {
    ref: DIALOG_SEGMENTS,
    field: 'title',
    name: 'Dialog segments',
    dialects: 'column',
    optional: true,
    records: (courseId: number) =>
      sql`select s.id, s.title as text from ${dialogSegments} s join ${dialogs} d on d.id = s.dialog_id where d.course_id = ${courseId}`,
  }),
  // A dialog's lesson is the outline's (the first lesson playing it); its segments are in its lesson.
  contribute(lessonPlacements, {
    ref: DIALOG_SEGMENTS,
    parentRef: DIALOGS,
    placed: (courseId: number) =>
      sql`select s.id, s.dialog_id as parent_id from ${dialogSegments} s join ${dialogs} d on d.id = s.dialog_id where d.course_id = ${courseId}`,
  }),
];

/** Dialog segments reached by (ref, refId) routes (concept linker, notes): the Dialogs grant on their course; a link opens the dialog. */
export const segmentRecords: RecordRef = {
  ref: DIALOG_SEGMENTS,
  module: DIALOGS,
  courseOf: courseOfSegment,
  parentsOf: async (db, ids) =>
    new Map(
      (
        await db
          .select({ id: dialogSegments.id, dialogId: dialogSegments.dialogId })
          .from(dialogSegments)
          .where(sql`${dialogSegments.id} = any(${idArray(ids)})`)
      ).map((r) => [r.id, r.dialogId]),
    ),
  link: (dialogId, segmentId) => ({ id: dialogId, segment: segmentId }),
};
