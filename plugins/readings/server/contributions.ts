import { sql } from 'drizzle-orm';
import { contribute, idArray, translatableTexts } from '../../../sdk/server';
import { READINGS } from '../plugin';
import { TEXT_FIELD } from '../rules';
import { readings, readingTexts } from './tables';

/**
 * Reading texts (ref 28, field 'reading-text'): counted by Health, checked by the AI Review checkers,
 * linked by the concept linker; their reviews show on their reading's grid row. Exercises share the ref, and a review names its text by ref and id
 * only, so they are not contributed.
 */
export const readingContributions = [
  contribute(translatableTexts, {
    ref: READINGS, field: TEXT_FIELD, name: 'Reading texts', linkable: true,
    records: (courseId: number) => sql`select id from ${readingTexts} where course_id = ${courseId}`,
    // The reading's first position ('3', '3.2': lesson 3) is its texts' lesson.
    lessonPositions: (courseId: number) => sql`
      select t.id, substring(r.positions from '^ *([0-9]+)')::int as position
        from ${readingTexts} t join ${readings} r on r.id = t.reading_id where t.course_id = ${courseId}`,
    // A reading's texts are read by its reader (read-by).
    readBy: (courseId: number) => sql`select t.id, r.read_by from ${readingTexts} t join ${readings} r on r.id = t.reading_id where t.course_id = ${courseId}`,
    // The readings grid shows its texts' AI-review robot.
    gridRows: { ref: READINGS, of: (ids: number[]) => sql`select id, reading_id as row_id from ${readingTexts} where reading_id = any(${idArray(ids)})` },
  }),
];
