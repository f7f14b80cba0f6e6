import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The phrasebook (global): a US-English phrase or gap template, its example or definition, and
 * whether it is the same in every dialect. Its translations per dialect live in the platform
 * translations tables (ref 88, field 'phrase', course 0).
 */
export const memoryPhrasebook = pgTable('memory_phrasebook', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  phrase: text().notNull(),
  example: text().notNull().default(''),
  isInvariable: boolean().notNull().default(false),
  version: integer().notNull().default(1),
}, (t) => [index('memory_phrasebook_phrase_idx').on(t.phrase)]);

/** Patterns the miners chose to leave out of every mining result (Manage Omits). */
export const memoryOmits = pgTable('memory_omits', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  text: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A mining run: its configuration, progress (segments read of total) and, once done, the patterns found. */
export const memoryMiningRuns = pgTable('memory_mining_runs', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  config: jsonb().notNull(),
  status: text().notNull().default('queued'), // queued, running, done, failed
  total: integer().notNull().default(0),
  done: integer().notNull().default(0),
  rows: jsonb().notNull().default([]),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
