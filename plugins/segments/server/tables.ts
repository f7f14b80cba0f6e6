import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/**
 * A course's segments (module 23). A segment hangs off a panel: panels are not a module of the
 * product yet, so the link is the panel's id (null: none), to be shown as a link once they land.
 * The HTML per target dialect and the sources are one translation (ref 23, field 'text').
 */
export const segments = pgTable(
  'segments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    panelId: integer(),
    listening: boolean().notNull().default(false),
    readBy: text().notNull().default('m'),
    level: integer().notNull().default(0),
    flag: integer().notNull().default(1),
    error: boolean().notNull().default(false),
    version: integer().notNull().default(1),
  },
  (t) => [index('segments_course_idx').on(t.courseId, t.panelId)],
);
