import { index, integer, pgTable, real, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { courses, dialects, users } from '../../../sdk/server';
import { translations } from '../../../sdk/server';

/** A translation project: texts of a course to translate from one dialect into another, assigned to a freelance. */
export const translationProjects = pgTable(
  'translation_projects',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    fromDialectId: integer()
      .notNull()
      .references(() => dialects.id),
    toDialectId: integer()
      .notNull()
      .references(() => dialects.id),
    freelanceId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** 0 low, 1 normal, 2 high. */
    priority: integer().notNull().default(1),
    /** The last pre-translation run (spec 3 §4): its async task, mode, and how many items it has gone through of how many. */
    pretranslateTaskId: integer(),
    pretranslateMode: text(),
    pretranslateProcessed: integer().notNull().default(0),
    pretranslateTotal: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('translation_projects_course_idx').on(t.courseId)],
);

/** One text of a project: the translator's target text and the memory text it started from, with its similarity. */
export const translationProjectItems = pgTable(
  'translation_project_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer()
      .notNull()
      .references(() => translationProjects.id, { onDelete: 'cascade' }),
    translationId: integer()
      .notNull()
      .references(() => translations.id, { onDelete: 'cascade' }),
    toText: text().notNull().default(''),
    fromMemoryText: text().notNull().default(''),
    similarity: integer().notNull().default(0),
    /** A translation status (spec 2 §4): pending 0, doing 1, done 2. */
    status: integer().notNull().default(0),
    /** The 'ai' pre-translation's confidence in its proposal (0 to 1; null: no AI proposal) and how it decided. */
    aiConfidence: real(),
    aiReasoning: text().notNull().default(''),
  },
  (t) => [unique('translation_project_items_project_translation').on(t.projectId, t.translationId)],
);
