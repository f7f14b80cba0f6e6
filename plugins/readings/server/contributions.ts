import { sql } from 'drizzle-orm';
import { contribute, idArray, isDbId, translatableTexts, type RecordRef } from '../../../sdk/server';
import { publishedTexts } from '../../publish/public';
import { lessonPlacements } from '../../lesson-outline/public';
import { READING_TEXTS, READING_TITLES, READINGS } from '../plugin';
import { EXERCISE_FIELD, TEXT_FIELD } from '../rules';
import { readingExercises, readings, readingTexts } from './tables';
import { getReading } from './reading-store';
import { courseOfText } from './text-store';

/** A reading exercise is in its reading's lesson (the outline's: the first lesson playing the reading). */
const exerciseReadings = {
  ref: READINGS,
  parents: (courseId: number) => sql`select id, reading_id as parent_id from ${readingExercises} where course_id = ${courseId}`,
};

/**
 * Reading texts (ref READING_TEXTS, field 'reading-text'): counted by Health, checked by the AI
 * Review checkers, linked by the concept linker; their reviews show on their reading's grid row.
 * Exercises (ref 28, field 'reading-exercise') are published only (their HTML in every target
 * dialect, their title, in the language taught, as it is).
 */
export const readingContributions = [
  contribute(translatableTexts, {
    ref: READING_TEXTS,
    field: TEXT_FIELD,
    name: 'Reading texts',
    linkable: true,
    translated: true,
    records: (courseId: number) => sql`select id from ${readingTexts} where course_id = ${courseId}`,
    // A reading's texts are read by its reader (read-by).
    readBy: (courseId: number) => sql`select t.id, r.read_by from ${readingTexts} t join ${readings} r on r.id = t.reading_id where t.course_id = ${courseId}`,
    // The readings grid shows its texts' AI-review robot.
    gridRows: { ref: READINGS, of: (ids: number[]) => sql`select id, reading_id as row_id from ${readingTexts} where reading_id = any(${idArray(ids)})` },
  }),
  contribute(
    publishedTexts,
    {
      ref: READINGS,
      field: EXERCISE_FIELD,
      name: 'Reading exercises',
      dialects: 'target',
      records: (courseId: number) => sql`select id from ${readingExercises} where course_id = ${courseId}`,
      partOf: exerciseReadings,
    },
    {
      ref: READINGS,
      field: 'title',
      name: 'Reading exercises',
      dialects: 'column',
      records: (courseId: number) => sql`select id, title as text from ${readingExercises} where course_id = ${courseId}`,
      partOf: exerciseReadings,
    },
    // A reading's own title, one text in the language taught (spec 3 §3 Reading), published as it is
    // in the reading's lesson; ref 28 is its exercises', so the title has a part ref of its own.
    {
      ref: READING_TITLES,
      field: 'title',
      name: 'Reading titles',
      dialects: 'column',
      records: (courseId: number) => sql`select id, title as text from ${readings} where course_id = ${courseId}`,
    },
    // A reading text's title, one text in the language taught, is published with its HTML (the same
    // resource); a text may have none.
    {
      ref: READING_TEXTS,
      field: 'title',
      name: 'Reading texts',
      dialects: 'column',
      optional: true,
      records: (courseId: number) => sql`select id, title as text from ${readingTexts} where course_id = ${courseId}`,
    },
  ),
  // A reading's texts and its title (a part ref of the reading's own ids) are in the reading's lesson.
  contribute(
    lessonPlacements,
    {
      ref: READING_TEXTS,
      parentRef: READINGS,
      placed: (courseId: number) => sql`select id, reading_id as parent_id from ${readingTexts} where course_id = ${courseId}`,
    },
    { ref: READING_TITLES, parentRef: READINGS, placed: (courseId: number) => sql`select id, id as parent_id from ${readings} where course_id = ${courseId}` },
  ),
];

/** Reading titles (a publish check's failures) open their reading. */
export const readingTitleRecords: RecordRef = {
  ref: READING_TITLES,
  module: READINGS,
  courseOf: async (db, id) => (isDbId(id) ? ((await getReading(db, id))?.courseId ?? null) : null),
  parentsOf: async (_db, ids) => new Map(ids.map((id) => [id, id])),
  link: (readingId) => ({ id: readingId }),
};

/** Reading texts reached by (ref, refId) routes (concept linker, notes, audio): the Readings grant on their course; a link opens the reading's Text tab on the text. */
export const readingTextRecords: RecordRef = {
  ref: READING_TEXTS,
  module: READINGS,
  courseOf: (db, id) => (isDbId(id) ? courseOfText(db, id) : Promise.resolve(null)),
  parentsOf: async (db, ids) =>
    new Map(
      (
        await db
          .select({ id: readingTexts.id, readingId: readingTexts.readingId })
          .from(readingTexts)
          .where(sql`${readingTexts.id} = any(${idArray(ids)})`)
      ).map((r) => [r.id, r.readingId]),
    ),
  link: (readingId, textId) => ({ id: readingId, tab: 'text', text: textId }),
};
