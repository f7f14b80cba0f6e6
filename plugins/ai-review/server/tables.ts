import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';

/**
 * An AI review (spec 2 §3): the verdict of a checker on one text (ref, refId) in one dialect:
 * status 1 flagged, 2 OK; response explains the findings, reasoning how the agent decided. A text
 * has one review per checker kind and dialect: being reviewed is being checked.
 */
export const aiReviews = pgTable(
  'ai_reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['sources', 'targets', 'all'] }).notNull(),
    ref: integer().notNull(),
    refId: integer().notNull(),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    status: integer().notNull(),
    response: text().notNull().default(''),
    reasoning: text().notNull().default(''),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_reviews_text_uq').on(t.kind, t.ref, t.refId, t.dialectId), index('ai_reviews_course_idx').on(t.courseId, t.ref)],
);
