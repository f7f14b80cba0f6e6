import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

/**
 * Word classes: common to every course (courseId null) or a course's own; inflectAs names the class
 * whose inflections it follows (a reflexive verb inflects as a verb), so it is not 'final'.
 */
export const wordClasses = pgTable('word_classes', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer().references(() => courses.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  inflectAs: integer().references((): AnyPgColumn => wordClasses.id, { onDelete: 'set null' }),
}, (t) => [index('word_classes_course_idx').on(t.courseId)]);

/** Vocabulary categories: a tree under the ROOT (parentId 0); names translated per dialect (ref 6, field 'name'). */
export const vocCategories = pgTable('voc_categories', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer().notNull().default(0),
  name: text().notNull(),
  /** What belongs here, for AI categorization. */
  description: text().notNull().default(''),
  version: integer().notNull().default(1),
}, (t) => [index('voc_categories_parent_idx').on(t.parentId)]);

/**
 * Vocabulary entries. courseId 0 is the main vocabulary (module 21), any other a course's (22); so
 * no foreign key to courses. The words themselves are translatable texts (ref 21 or 22, refId id,
 * field 'word') in every target and source dialect; voc_dialects holds the rest per dialect.
 */
export const vocs = pgTable('vocs', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer().notNull(),
  title: text().notNull(),
  /** 11-15, 21-25, 31-35 (A1.1 … B1.5), or null. */
  level: integer(),
  wordClassId: integer().references(() => wordClasses.id, { onDelete: 'set null' }),
  /** A broader entry (fruit for apple), in the same course. */
  parentId: integer().references((): AnyPgColumn => vocs.id, { onDelete: 'set null' }),
  /** The entry this one is a synonym of; a synonym child inherits its categories. */
  parentSynonymId: integer().references((): AnyPgColumn => vocs.id, { onDelete: 'set null' }),
  /** The illustration's path in the file store, and its AI score 1-9 (both read-only here). */
  image: text(),
  imageAiScore: integer(),
  version: integer().notNull().default(1),
}, (t) => [
  index('vocs_course_idx').on(t.courseId),
  index('vocs_parent_idx').on(t.parentId),
  index('vocs_parent_synonym_idx').on(t.parentSynonymId),
]);

/** Per dialect of an entry: gender and whether the target is enabled (the text is in the translations). */
export const vocDialects = pgTable('voc_dialects', {
  vocId: integer().notNull().references(() => vocs.id, { onDelete: 'cascade' }),
  dialectId: integer().notNull().references(() => dialects.id),
  /** m, f, n, mf, or '' for none. */
  gender: text().notNull().default(''),
  targetEnabled: boolean().notNull().default(true),
}, (t) => [primaryKey({ columns: [t.vocId, t.dialectId] })]);

/** The inflected forms of an entry in a dialect: one word per inflect id, with its conjugation state. */
export const vocInflects = pgTable('voc_inflects', {
  vocId: integer().notNull().references(() => vocs.id, { onDelete: 'cascade' }),
  dialectId: integer().notNull().references(() => dialects.id),
  inflectId: integer().notNull(),
  /** NFC, trimmed, single-spaced. */
  word: text().notNull(),
  /** 0 none, 1 regular, 2 change, 3 irregular, 4 locked no conjugation. */
  conjState: integer().notNull().default(1),
}, (t) => [
  primaryKey({ columns: [t.vocId, t.dialectId, t.inflectId] }),
  index('voc_inflects_dialect_word_idx').on(t.dialectId, t.word),
]);

/** The categories of an entry (its own; a synonym child shows its parent synonym's instead). */
export const vocCategoryLinks = pgTable('voc_category_links', {
  vocId: integer().notNull().references(() => vocs.id, { onDelete: 'cascade' }),
  categoryId: integer().notNull().references(() => vocCategories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.vocId, t.categoryId] }), index('voc_category_links_category_idx').on(t.categoryId)]);
