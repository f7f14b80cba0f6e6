import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

/**
 * A learner's rating (per mille) of a cycle (ref 0, refId = cycle id) or of an activity's record
 * (ref, refId: an exercise, a panel, a segment, a dialog, a reading) in a target dialect.
 */
export const feedbackRatings = pgTable(
  'feedback_ratings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ref: integer().notNull(),
    refId: integer().notNull(),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    rating: integer().notNull(),
    /** The record's feedback version when rated (its owner's, see ratedVersions; 1 for records without). */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_ratings_record_idx').on(t.courseId, t.ref, t.refId)],
);

/** Records whose feedback is tracked (spec 4 §2.3 'Show only Tracking'). */
export const feedbackTracking = pgTable(
  'feedback_tracking',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ref: integer().notNull(),
    refId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.ref, t.refId] })],
);
