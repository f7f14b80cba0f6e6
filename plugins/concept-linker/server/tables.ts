import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { dialects } from '../../../sdk/server';

/**
 * The concepts linked to the words of a text: the text is (ref, refId) in one target dialect (a
 * sentence's text is ref 16), the concept (conceptRef, conceptRefId) a record of a registered
 * concept type (22 course vocabulary), positions its word indices in the text. Links of one text
 * never overlap (spec 1 §5). courseId is the text's course (uses, utilities).
 */
export const conceptLinks = pgTable('concept_links', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer().notNull(),
  ref: integer().notNull(),
  refId: integer().notNull(),
  dialectId: integer().notNull().references(() => dialects.id),
  conceptRef: integer().notNull(),
  conceptRefId: integer().notNull(),
  positions: integer().array().notNull(),
  inflectStudied: integer(),
}, (t) => [
  index('concept_links_text_idx').on(t.ref, t.refId, t.dialectId),
  index('concept_links_concept_idx').on(t.conceptRef, t.conceptRefId),
  index('concept_links_course_idx').on(t.courseId),
]);
