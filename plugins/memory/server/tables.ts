import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The phrasebook (global): a US-English phrase or gap template, its example or definition, and
 * whether it is the same in every dialect. Its translations per dialect live in the platform
 * translations tables (ref 88, field 'phrase', course 0).
 */
export const memoryPhrasebook = pgTable(
  'memory_phrasebook',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phrase: text().notNull(),
    example: text().notNull().default(''),
    isInvariable: boolean().notNull().default(false),
    version: integer().notNull().default(1),
  },
  (t) => [index('memory_phrasebook_phrase_idx').on(t.phrase)],
);

/** Patterns the miners chose to leave out of every mining result (Manage Omits). */
export const memoryOmits = pgTable('memory_omits', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  text: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Means template sets (spec 4 §3): three phrasebook slots, EM1 to EM3; 0 is no entry. */
export const memoryMeansSets = pgTable('memory_means_sets', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  em1PhrasebookId: integer().notNull().default(0),
  em2PhrasebookId: integer().notNull().default(0),
  em3PhrasebookId: integer().notNull().default(0),
  version: integer().notNull().default(1),
});

/**
 * The embedding of a phrasebook entry's text in a dialect, per embedding model: the vector as a
 * plain real array (the grouping runs in process, on PGlite and PostgreSQL alike). `text` is what
 * was embedded: a changed phrase or translation needs a new vector.
 */
export const memoryEmbeddings = pgTable(
  'memory_embeddings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    phrasebookId: integer()
      .notNull()
      .references(() => memoryPhrasebook.id, { onDelete: 'cascade' }),
    dialectId: integer().notNull(),
    model: text().notNull(),
    text: text().notNull(),
    vector: real().array().notNull(),
  },
  (t) => [uniqueIndex('memory_embeddings_point_idx').on(t.phrasebookId, t.dialectId, t.model)],
);

/** A Change Pattern applied (translations/pattern/apply-change): each text before and after, so that it can be undone. */
export const memoryPatternChanges = pgTable('memory_pattern_changes', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  dialectId: integer().notNull(),
  oldPattern: text().notNull(),
  newPattern: text().notNull(),
  changes: jsonb().notNull().default([]), // { translationId, before, after }[]
  undoneAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A TMX export (a queued task writing the file in parts to the file store, with its progress) or
 * import of a course's memory. An import's units are the platform translations of ref MEMORY,
 * refId the import's id, field 'tu <n>'.
 */
export const memoryTransfers = pgTable('memory_transfers', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  kind: text().notNull(), // 'export' | 'import'
  courseId: integer().notNull(),
  /** An export of a dialect pair: its source and target; null for the whole course. */
  fromDialectId: integer(),
  toDialectId: integer(),
  /** queued, running, done, failed, expired (an export's file deleted after EXPORT_TTL_HOURS). */
  status: text().notNull().default('queued'),
  done: integer().notNull().default(0),
  total: integer().notNull().default(0),
  /** The file's parts in the file store (export), or the file imported. */
  parts: integer().notNull().default(0),
  fileName: text().notNull().default(''),
  taskId: integer(),
  error: text(),
  report: jsonb(),
  userId: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
