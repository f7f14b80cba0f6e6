import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { courses } from '../../../sdk/server';

/** A lesson of a course; position 1000 is the 'OUT' lesson (spec 1 §2). Its title is a translatable text (ref 27). */
export const lessons = pgTable('lessons', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer().notNull().references(() => courses.id, { onDelete: 'cascade' }),
  position: integer().notNull(),
  version: integer().notNull().default(1),
}, (t) => [unique('lessons_course_position').on(t.courseId, t.position)]);

/** A cycle of a lesson, shown as a letter (1 = A). */
export const cycles = pgTable('cycles', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  lessonId: integer().notNull().references(() => lessons.id, { onDelete: 'cascade' }),
  position: integer().notNull(),
}, (t) => [index('cycles_lesson_idx').on(t.lessonId)]);
