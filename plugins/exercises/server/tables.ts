import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

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
