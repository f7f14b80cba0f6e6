import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/**
 * Cultural vocabulary (module 11, spec 2 §3 cultural voc; 1 §3 tooltip data): a title, the name
 * and definition shown in its tooltip, a gender and a word class code. Its texts per target and
 * source dialect are one platform translation (ref 11, field 'text').
 */
export const culturalVocs = pgTable(
  'cultural_vocs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    name: text().notNull().default(''),
    definition: text().notNull().default(''),
    gender: text().notNull().default(''),
    wordClassCode: text().notNull().default(''),
    version: integer().notNull().default(1),
  },
  (t) => [index('cultural_vocs_course_idx').on(t.courseId, t.id)],
);
