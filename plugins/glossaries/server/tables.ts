import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

export const glossaries = pgTable(
  'glossaries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    flag: integer().notNull().default(1),
    version: integer().notNull().default(1),
  },
  (t) => [index('glossaries_course_idx').on(t.courseId)],
);

/** The forms of a glossary entry in one source dialect. */
export const glossarySources = pgTable(
  'glossary_sources',
  {
    glossaryId: integer()
      .notNull()
      .references(() => glossaries.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    forms: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.glossaryId, t.dialectId] })],
);
