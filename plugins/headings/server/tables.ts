import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Headings are global (no course): the title here, its translations per dialect in the platform
 * translations tables (ref 4, field 'title').
 */
export const headings = pgTable(
  'headings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [index('headings_title_idx').on(t.title)],
);
