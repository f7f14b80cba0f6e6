import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

/**
 * A course's exercises (module 8). The HTML per target dialect lives in the platform translations
 * (ref 8, field 'html'). headingId names a heading of the Headings module (read through its routes,
 * so no foreign key to its table). error is what the last check found ('' when nothing).
 */
export const exercises = pgTable(
  'exercises',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    headingId: integer(),
    positions: text().notNull().default(''),
    error: text().notNull().default(''),
    flag: integer().notNull().default(1),
    /** The content version the learners' feedback is tracked against (bumped by the editor). */
    feedbackVersion: integer().notNull().default(1),
    version: integer().notNull().default(1),
  },
  (t) => [index('exercises_course_idx').on(t.courseId, t.id), index('exercises_heading_idx').on(t.headingId)],
);

/** Learners' ratings of an exercise per target dialect and content version: count and median (0-100). */
export const exerciseFeedback = pgTable(
  'exercise_feedback',
  {
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    version: integer().notNull(),
    n: integer().notNull().default(0),
    median: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.dialectId, t.version] })],
);
