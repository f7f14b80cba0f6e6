import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/**
 * A course's dialogs (module 25). headingId names a heading of the Headings module (read through
 * its routes: no foreign key). feedbackVersion is the content version learners' feedback is
 * tracked against (the spec's 'version'); version is the record's save version. Its ratings and
 * whether they are tracked are the feedback plugin's (feedbackStores).
 */
export const dialogs = pgTable(
  'dialogs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    headingId: integer(),
    positions: text().notNull().default(''),
    flag: integer().notNull().default(1),
    feedbackVersion: integer().notNull().default(1),
    versionUpdated: timestamp({ withTimezone: true, mode: 'string' }),
    error: text().notNull().default(''),
    version: integer().notNull().default(1),
  },
  (t) => [index('dialogs_course_idx').on(t.courseId, t.id)],
);

/** The speakers of a dialog; the built-in DESCRIPTION speaker (id 0) is not stored. */
export const dialogSpeakers = pgTable(
  'dialog_speakers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dialogId: integer()
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    gender: text().$type<'m' | 'f'>().notNull().default('m'),
    version: integer().notNull().default(1),
  },
  (t) => [index('dialog_speakers_dialog_idx').on(t.dialogId)],
);

/**
 * The segments of a dialog, in position order (1…n). speakerId 0 is DESCRIPTION, else a speaker of
 * the same dialog. Their HTML per target dialect and source texts are one translation (ref 2501,
 * field 'html').
 */
export const dialogSegments = pgTable(
  'dialog_segments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dialogId: integer()
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    speakerId: integer().notNull().default(0),
    title: text().notNull().default(''),
    exerciseType: integer().notNull().default(0),
    error: text().notNull().default(''),
    aiReview: integer().notNull().default(0),
    version: integer().notNull().default(1),
  },
  (t) => [index('dialog_segments_dialog_idx').on(t.dialogId, t.position)],
);
