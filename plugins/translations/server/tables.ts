import { index, integer, jsonb, pgTable, real, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { courses, dialects, users } from '../../../sdk/server';
import { translations } from '../../../sdk/server';

/** A translation project: texts of a course to translate from one dialect into another, assigned to a freelance. */
export const translationProjects = pgTable(
  'translation_projects',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    fromDialectId: integer()
      .notNull()
      .references(() => dialects.id),
    toDialectId: integer()
      .notNull()
      .references(() => dialects.id),
    freelanceId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** 0 low, 1 normal, 2 high. */
    priority: integer().notNull().default(1),
    /** The last pre-translation run (spec 3 §4): its async task, mode, and how many items it has gone through of how many. */
    pretranslateTaskId: integer(),
    pretranslateMode: text(),
    pretranslateProcessed: integer().notNull().default(0),
    pretranslateTotal: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('translation_projects_course_idx').on(t.courseId)],
);

/** One text of a project: the translator's target text and the memory text it started from, with its similarity. */
export const translationProjectItems = pgTable(
  'translation_project_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer()
      .notNull()
      .references(() => translationProjects.id, { onDelete: 'cascade' }),
    translationId: integer()
      .notNull()
      .references(() => translations.id, { onDelete: 'cascade' }),
    toText: text().notNull().default(''),
    fromMemoryText: text().notNull().default(''),
    similarity: integer().notNull().default(0),
    /** A translation status (spec 2 §4): pending 0, doing 1, done 2. */
    status: integer().notNull().default(0),
    /** The 'ai' pre-translation's confidence in its proposal (0 to 1; null: no AI proposal) and how it decided. */
    aiConfidence: real(),
    aiReasoning: text().notNull().default(''),
    /** Bumped by every write of the row: a CAT save carries the version it read (409 when stale). */
    version: integer().notNull().default(0),
    savedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp({ withTimezone: true }),
    /** The stored check's warnings ('Term missing: …'), as of the last save, Validate All or Check Format All. */
    warnings: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [unique('translation_project_items_project_translation').on(t.projectId, t.translationId)],
);

/** Every write of a translation text (written by a trigger on translation_texts, migration 0004): who, when, the status and the source text then. */
export const translationTextVersions = pgTable(
  'translation_text_versions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    translationId: integer()
      .notNull()
      .references(() => translations.id, { onDelete: 'cascade' }),
    dialectId: integer().notNull(),
    text: text().notNull(),
    status: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    sourceText: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('translation_text_versions_text_idx').on(t.translationId, t.dialectId, t.id)],
);

/** One row a search and replace changed: its text before and after, and the row's version after (its undo applies only while it holds). */
export interface ReplacedRow {
  itemId: number;
  translationId: number;
  dialectId: number;
  before: string;
  after: string;
  version: number;
}

/** A search and replace applied to a project: what it changed, so that its undo is one step. */
export const translationReplaces = pgTable('translation_replaces', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  projectId: integer()
    .notNull()
    .references(() => translationProjects.id, { onDelete: 'cascade' }),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  side: text().$type<'target' | 'source'>().notNull(),
  rows: jsonb().$type<ReplacedRow[]>().notNull(),
  undoneAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
