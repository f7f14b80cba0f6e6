import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses, lessons } from '../../../sdk/server';

/**
 * A trainer of a course (spec 4 §3 Trainer); its title in the source dialects is a translation
 * (sources). lessonId: the lesson it is practised in (none: in no lesson), its segments' lesson for
 * the outline's wizard.
 */
export const trainers = pgTable(
  'trainers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    lessonId: integer().references(() => lessons.id, { onDelete: 'set null' }),
    flag: integer().notNull().default(1),
    version: integer().notNull().default(1),
  },
  (t) => [index('trainers_course_idx').on(t.courseId)],
);

/** A segment of a trainer, at a position; aiReview is the AI review status (0 none). Its work state is board type 8;
 * its HTML per target dialect is a translation (ref TRAINER_SEGMENTS, field 'text'). */
export const trainerSegments = pgTable(
  'trainer_segments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    trainerId: integer()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    exerciseType: integer().notNull().default(1),
    aiReview: integer().notNull().default(0),
    position: integer().notNull(),
  },
  (t) => [index('trainer_segments_trainer_idx').on(t.trainerId)],
);
