import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, dialects, lessons } from '../../../sdk/server';
import type { ElementData } from '../shared/types';

/**
 * A panel (spec 2 §3 Panel). kLineIds, sentenceIds, segmentIds, compoundIds, conceptId and itemId
 * name records of other plugins: plain ids, no foreign keys (those tables are not ours). The
 * per-target titles are the panel's translation (ref 12, field 'title').
 */
export const panels = pgTable(
  'panels',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    lessonId: integer().references(() => lessons.id, { onDelete: 'set null' }),
    kLineIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    conceptId: integer(),
    sentenceIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    segmentIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    compoundIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    level: integer().notNull().default(1),
    wordClass: text().notNull().default(''),
    itemId: integer(),
    inflectWord: text().notNull().default(''),
    activeInflectTemplateId: integer(),
    /** 'Stop Linking after Panel': a panel id, 0 = none. */
    inflectStopPanel: integer().notNull().default(0),
    /** The structure's source dialect (its selector). */
    structureDialectId: integer().references(() => dialects.id),
    version: integer().notNull().default(1),
  },
  (t) => [index('panels_course_idx').on(t.courseId)],
);

export const panelBlocks = pgTable(
  'panel_blocks',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    panelId: integer()
      .notNull()
      .references(() => panels.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull().default(''),
    note: boolean().notNull().default(false),
  },
  (t) => [index('panel_blocks_panel_idx').on(t.panelId)],
);

export const panelElements = pgTable(
  'panel_elements',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    blockId: integer()
      .notNull()
      .references(() => panelBlocks.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().notNull(),
    itemId: integer(),
    dialectId: integer().references(() => dialects.id),
    data: jsonb().$type<ElementData>().notNull().default({}),
  },
  (t) => [index('panel_elements_block_idx').on(t.blockId)],
);

/** A panel intro (spec 2 §3): a title and translatable sources (ref 9, field 'source'), chosen by k-lines. */
export const panelIntros = pgTable(
  'panel_intros',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [index('panel_intros_course_idx').on(t.courseId)],
);

/** Per target dialect: the panel's word to inflect (its inflect config; empty: the panel's inflect word). */
export const panelInflectConfigs = pgTable(
  'panel_inflect_configs',
  {
    panelId: integer()
      .notNull()
      .references(() => panels.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    inflectWord: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.dialectId] })],
);

/** The panel's inflected forms per target dialect (the Inflect viewer edits them through the inflection module). */
export const panelInflects = pgTable(
  'panel_inflects',
  {
    panelId: integer()
      .notNull()
      .references(() => panels.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    inflectId: integer().notNull(),
    word: text().notNull(),
    /** 0 none, 1 regular, 2 change, 3 irregular, 4 locked no conjugation. */
    conjState: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.dialectId, t.inflectId] })],
);
