import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/**
 * A course's k-lines. The sources are per-dialect texts in the platform translations tables
 * (ref 7, field 'source'). panelIntroId names a panel intro of the panels plugin (module 9); no
 * foreign key, since that table belongs to another plugin.
 */
export const klines = pgTable(
  'klines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    panelIntroId: integer(),
    version: integer().notNull().default(1),
  },
  (t) => [index('klines_course_idx').on(t.courseId)],
);
