import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/**
 * A course's items (module 14). The texts live in the platform translations tables: one
 * translation per item (ref 14, field 'text') holding both its target-dialect texts and its
 * source-dialect texts, which is what the translation memory is built from. `error` is HTML
 * written by the checkers (empty when there is none); the editor shows it read-only.
 */
export const items = pgTable(
  'items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    error: text().notNull().default(''),
    version: integer().notNull().default(1),
  },
  (t) => [index('items_course_idx').on(t.courseId, t.id)],
);

/**
 * Text-type items (module 41, spec 4 §2.2): a name, and HTML per target and source dialect in one
 * translation (ref 41, field 'html').
 */
export const textItems = pgTable(
  'text_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    error: text().notNull().default(''),
    version: integer().notNull().default(1),
  },
  (t) => [index('text_items_course_idx').on(t.courseId, t.id)],
);
