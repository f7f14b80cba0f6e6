import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

/**
 * Word classes: common to every course (courseId null) or a course's own; inflectAs names the class
 * whose inflections it follows (a reflexive verb inflects as a verb), so it is not 'final'.
 */
export const wordClasses = pgTable(
  'word_classes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer().references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    inflectAs: integer().references((): AnyPgColumn => wordClasses.id, { onDelete: 'set null' }),
  },
  (t) => [index('word_classes_course_idx').on(t.courseId)],
);

/** Vocabulary categories: a tree under the ROOT (parentId 0); names translated per dialect (ref 6, field 'name'). */
export const vocCategories = pgTable(
  'voc_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer().notNull().default(0),
    name: text().notNull(),
    /** What belongs here, for AI categorization. */
    description: text().notNull().default(''),
    version: integer().notNull().default(1),
  },
  (t) => [index('voc_categories_parent_idx').on(t.parentId)],
);

/**
 * Vocabulary entries. courseId 0 is the main vocabulary (module 21), any other a course's (22); so
 * no foreign key to courses. The words themselves are translatable texts (ref 21 or 22, refId id,
 * field 'word') in every target and source dialect; voc_dialects holds the rest per dialect.
 */
export const vocs = pgTable(
  'vocs',
  {
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
  },
  (t) => [index('vocs_course_idx').on(t.courseId), index('vocs_parent_idx').on(t.parentId), index('vocs_parent_synonym_idx').on(t.parentSynonymId)],
);

/** Per dialect of an entry: gender and whether the target is enabled (the text is in the translations). */
export const vocDialects = pgTable(
  'voc_dialects',
  {
    vocId: integer()
      .notNull()
      .references(() => vocs.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    /** m, f, n, mf, or '' for none. */
    gender: text().notNull().default(''),
    targetEnabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.vocId, t.dialectId] })],
);

/**
 * The word of an entry in a dialect, copied from its translation (ref 21 or 22, field 'word') when
 * not empty, so that the grid sorts and pages by an index: sortKey is lower(word) as the database
 * computes it, the order the grid shows. Kept by triggers on translation_texts (migration 0001),
 * which see every write of a word, whichever module makes it (the editor, the CAT, pattern changes).
 */
export const vocWords = pgTable(
  'voc_words',
  {
    vocId: integer()
      .notNull()
      .references(() => vocs.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    /** The entry's course (0: the main vocabulary), so one index range holds a vocabulary's words in a dialect. */
    courseId: integer().notNull(),
    translationId: integer().notNull(),
    word: text().notNull(),
    sortKey: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vocId, t.dialectId] }),
    index('voc_words_sort_idx').on(t.courseId, t.dialectId, t.sortKey, t.vocId),
    index('voc_words_translation_idx').on(t.translationId),
    index('voc_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/**
 * How many entries a vocabulary has (dialectId 0) and how many of them have a word in each dialect,
 * kept by triggers on vocs and voc_words (migration 0001), so that a page's total reads one row.
 */
export const vocCounts = pgTable(
  'voc_counts',
  {
    courseId: integer().notNull(),
    dialectId: integer().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.dialectId] })],
);

/** The inflected forms of an entry in a dialect: one word per inflect id, with its conjugation state. */
export const vocInflects = pgTable(
  'voc_inflects',
  {
    vocId: integer()
      .notNull()
      .references(() => vocs.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    inflectId: integer().notNull(),
    /** NFC, trimmed, single-spaced. */
    word: text().notNull(),
    /** 0 none, 1 regular, 2 change, 3 irregular, 4 locked no conjugation. */
    conjState: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.vocId, t.dialectId, t.inflectId] }), index('voc_inflects_dialect_word_idx').on(t.dialectId, t.word)],
);

/** The categories of an entry (its own; a synonym child shows its parent synonym's instead). */
export const vocCategoryLinks = pgTable(
  'voc_category_links',
  {
    vocId: integer()
      .notNull()
      .references(() => vocs.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => vocCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.vocId, t.categoryId] }), index('voc_category_links_category_idx').on(t.categoryId)],
);
