import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/**
 * A course's sentences (module 16). The texts live in the platform translations tables: one
 * translation per sentence (ref 16, field 'text') holding its target-dialect texts and its
 * source-dialect texts. genderCode and readBy follow rules.ts; the illustration files are in the
 * file store under 16/{id}/illustration.svg and .png, hasSvg/hasPng say which are there.
 */
export const sentences = pgTable(
  'sentences',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    genderCode: text().notNull().default('-'),
    readBy: text().notNull().default('m'),
    sourceAdaptationNote: text().notNull().default(''),
    hasSvg: boolean().notNull().default(false),
    hasPng: boolean().notNull().default(false),
    version: integer().notNull().default(1),
  },
  (t) => [index('sentences_course_idx').on(t.courseId, t.id)],
);
