import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { courses, cycles } from '../../../sdk/server';

/**
 * An activity of a cycle (spec 3 §1): a record of another module named by (ref, refId), never
 * joined: panel intro (9), panels (12), exercise (8), reading (28), vocabulary (22) or dialog (25).
 * Deleting the cycle (or its lesson) deletes its activities, never the records they point at.
 */
export const outlineActivities = pgTable(
  'outline_activities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cycleId: integer()
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    ref: integer().notNull(),
    refId: integer().notNull(),
  },
  (t) => [index('outline_activities_cycle_idx').on(t.cycleId, t.position), index('outline_activities_record_idx').on(t.ref, t.refId)],
);
