import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

/**
 * A course's inflect table for a word class (spec 2 §3): column headers, and cells placing inflect
 * ids. A table with a dialect is that target dialect's own (es-MX has no vosotros): it replaces the
 * course's table (no dialect) of the word class there.
 */
export const inflectTables = pgTable(
  'inflect_tables',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The word class name ('verb'). */
    wordClass: text().notNull(),
    /** null: the course's table; else the table of this target dialect. */
    dialectId: integer().references(() => dialects.id),
    headers: text().array().notNull().default([]),
  },
  (t) => [uniqueIndex('inflect_tables_course_class_dialect_idx').on(t.courseId, t.wordClass, sql`coalesce(${t.dialectId}, 0)`)],
);

export const inflectCells = pgTable(
  'inflect_cells',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tableId: integer()
      .notNull()
      .references(() => inflectTables.id, { onDelete: 'cascade' }),
    inflectId: integer().notNull(),
    row: integer().notNull(),
    column: integer().notNull(),
    label: text().notNull(),
  },
  (t) => [uniqueIndex('inflect_cells_table_inflect_idx').on(t.tableId, t.inflectId)],
);

/**
 * A course's settings of an inflect id (spec 2 §3 'Inflect ids', 'Inflect positions'): its value
 * (1000 when never set) and its position in the course's order (none: after the placed ones, by id).
 */
export const inflectIdSettings = pgTable(
  'inflect_id_settings',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    inflectId: integer().notNull(),
    value: integer().notNull().default(1000),
    position: integer(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.inflectId] })],
);

/** Active inflect templates (spec 2 §3): a named choice of the cells of a word class's table. */
export const activeInflectTemplates = pgTable(
  'active_inflect_templates',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    wordClass: text().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [index('active_inflect_templates_course_idx').on(t.courseId)],
);

/** A template's cells and whether each is active (a cell of the table not listed is inactive). */
export const activeInflectTemplateCells = pgTable(
  'active_inflect_template_cells',
  {
    templateId: integer()
      .notNull()
      .references(() => activeInflectTemplates.id, { onDelete: 'cascade' }),
    inflectCellId: integer()
      .notNull()
      .references(() => inflectCells.id, { onDelete: 'cascade' }),
    active: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.inflectCellId] })],
);
