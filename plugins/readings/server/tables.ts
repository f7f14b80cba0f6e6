import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/**
 * A course's readings (module 28). A reading has texts (spans of a recording: audio start and end
 * in thousandths of a second; HTML per target dialect and sources in the platform translations,
 * ref READING_TEXTS (2801) field 'reading-text') and exercises (HTML per target dialect, ref 28 field
 * 'reading-exercise'), each ordered by position. Texts and exercises carry their course so that a
 * record reached by id is checked against the user's grant on that course.
 */
export const readings = pgTable(
  'readings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    positions: text().notNull().default(''),
    listening: boolean().notNull().default(false),
    readBy: text().notNull().default('m'),
    flag: integer().notNull().default(1),
    error: boolean().notNull().default(false),
    version: integer().notNull().default(1),
  },
  (t) => [index('readings_course_idx').on(t.courseId, t.id)],
);

export const readingTexts = pgTable(
  'reading_texts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    readingId: integer()
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull().default(''),
    audioStart: integer().notNull().default(0),
    audioEnd: integer().notNull().default(0),
    aiReview: integer().notNull().default(0),
    version: integer().notNull().default(1),
  },
  (t) => [index('reading_texts_reading_idx').on(t.readingId, t.position)],
);

export const readingExercises = pgTable(
  'reading_exercises',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    readingId: integer()
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    /** The text the exercise is about; null for ALL (the selector's 0). */
    readingTextId: integer().references(() => readingTexts.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    title: text().notNull().default(''),
    exerciseType: integer().notNull().default(0),
    listening: boolean().notNull().default(false),
    error: boolean().notNull().default(false),
    aiReview: integer().notNull().default(0),
    version: integer().notNull().default(1),
  },
  (t) => [index('reading_exercises_reading_idx').on(t.readingId, t.position)],
);
