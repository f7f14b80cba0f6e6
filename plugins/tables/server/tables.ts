import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/** A table of a course (spec 2 §3: id, name). Names are unique per course, ignoring case. */
export const courseTables = pgTable(
  'course_tables',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('course_tables_course_name_uq').on(t.courseId, sql`lower(${t.name})`)],
);

/** A chart of a course (spec 2 §3: id, name). Names are unique per course, ignoring case. */
export const courseCharts = pgTable(
  'course_charts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('course_charts_course_name_uq').on(t.courseId, sql`lower(${t.name})`)],
);

/** A table literal (spec 3 §3: id, code, sources, tables, charts, conjTemplates); codes are unique per course, ignoring case. */
export const tableLiterals = pgTable(
  'table_literals',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('table_literals_course_code_uq').on(t.courseId, sql`lower(${t.code})`)],
);

/** The tables a literal links to (same course; enforced by the routes). */
export const literalTables = pgTable(
  'literal_tables',
  {
    literalId: integer()
      .notNull()
      .references(() => tableLiterals.id, { onDelete: 'cascade' }),
    tableId: integer()
      .notNull()
      .references(() => courseTables.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.literalId, t.tableId] }), index('literal_tables_table_idx').on(t.tableId)],
);

/** The charts a literal links to (same course; enforced by the routes). */
export const literalCharts = pgTable(
  'literal_charts',
  {
    literalId: integer()
      .notNull()
      .references(() => tableLiterals.id, { onDelete: 'cascade' }),
    chartId: integer()
      .notNull()
      .references(() => courseCharts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.literalId, t.chartId] }), index('literal_charts_chart_idx').on(t.chartId)],
);

/**
 * Conjugation templates that use a literal. The templates belong to the Conjugation module (not built
 * yet), so templateId has no foreign key; that module links them, this one only shows them.
 */
export const literalConjTemplates = pgTable(
  'literal_conj_templates',
  {
    literalId: integer()
      .notNull()
      .references(() => tableLiterals.id, { onDelete: 'cascade' }),
    templateId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.literalId, t.templateId] }), index('literal_conj_templates_template_idx').on(t.templateId)],
);
