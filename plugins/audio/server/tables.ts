import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audioSets, courses, dialects } from '../../../sdk/server';

/** An audio artist (spec 3 §3): who reads a course's audio sets. userKey is made by the server, read-only. */
export const audioArtists = pgTable(
  'audio_artists',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    gender: text().notNull(),
    userKey: text().notNull().unique(),
    version: integer().notNull().default(1),
  },
  (t) => [index('audio_artists_course_idx').on(t.courseId)],
);

/**
 * An audio set (spec 3 §3, §4): the platform row (audio_sets: name, active) is what the per-item
 * audio dialog sees; this is the Audio module's part of it. status 1 DOING, 2 PENDING REVIEW,
 * 3 DONE; active while not DONE. readBy m, f or mf; revisionOf: the set whose bad items it re-reads.
 */
export const audioSetInfo = pgTable(
  'audio_set_info',
  {
    setId: integer()
      .primaryKey()
      .references(() => audioSets.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    ref: integer().notNull(),
    artistId: integer().references(() => audioArtists.id, { onDelete: 'set null' }),
    status: integer().notNull().default(1),
    readBy: text().notNull(),
    ttsEnabled: boolean().notNull().default(true),
    startLesson: integer().notNull().default(1),
    endLesson: integer().notNull().default(1000),
    revisionOf: integer(),
    /** TTS progress: null when none ran, 0-100 while queued or running; ttsError when it failed. */
    ttsProgress: integer(),
    ttsError: text(),
  },
  (t) => [index('audio_set_info_course_idx').on(t.courseId, t.dialectId)],
);

/** An item of a set (spec 3 §3): one record's text to read; status 3 good, 4 bad (with a note), null unreviewed. */
export const audioSetItems = pgTable(
  'audio_set_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    setId: integer()
      .notNull()
      .references(() => audioSets.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    refId: integer().notNull(),
    text: text().notNull(),
    gender: text().notNull(),
    audioPath: text(),
    status: integer(),
    note: text(),
  },
  (t) => [index('audio_set_items_set_idx').on(t.setId, t.position)],
);
