import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/** An audio artist (spec 3 §3): who reads a course's audio sets. userKey is made by the server, read-only. */
export const audioArtists = pgTable('audio_artists', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  gender: text().notNull(),
  userKey: text().notNull().unique(),
  version: integer().notNull().default(1),
}, (t) => [index('audio_artists_course_idx').on(t.courseId)]);
