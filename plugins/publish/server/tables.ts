import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses, dialects } from '../../../sdk/server';
import type { ResourceProgress } from '../public';

/**
 * A publication (see the plugin README): version n of a course's published content, built by a
 * queued task resource by resource, or batch by batch by the spec's publish calls (batched); status
 * 'running' while it copies, then 'published'.
 */
export const publications = pgTable(
  'publications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    status: text({ enum: ['running', 'published', 'failed'] })
      .notNull()
      .default('running'),
    progress: jsonb().$type<ResourceProgress[]>().notNull().default([]),
    /** Built by the batches of GET refs/{ref}/publish?ids= (no task): published once no ready record remains. */
    batched: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('publications_course_version_idx').on(t.courseId, t.version)],
);

/** The frozen texts of a publication: one per record, field and target dialect. */
export const publicationTexts = pgTable(
  'publication_texts',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    ref: integer().notNull(),
    refId: integer().notNull(),
    field: text().notNull(),
    dialectId: integer()
      .notNull()
      .references(() => dialects.id),
    text: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.ref, t.refId, t.field, t.dialectId] }), index('publication_texts_ref_idx').on(t.publicationId, t.ref)],
);
