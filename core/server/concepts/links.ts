import { eq, sql } from 'drizzle-orm';
import type { ConceptLinkRow, ConceptLinkStore } from '../../../sdk/server/concept-links';
import type { Db } from '../../../sdk/server/db';
import { rowsOf } from '../../../sdk/server/sql-rows';
import { conceptLinks } from '../db/schema';

/** Every link to a concept, in one course or (courseId undefined) in all, in text order. */
export async function linksToConcept(db: Db, concept: { ref: number; refId: number }, courseId?: number): Promise<ConceptLinkRow[]> {
  const course = courseId === undefined ? sql`` : sql`AND l.course_id = ${courseId}`;
  return rowsOf<ConceptLinkRow>(
    await db.execute(sql`
    SELECT l.id, l.course_id AS "courseId", l.ref, l.ref_id AS "refId", l.dialect_id AS "dialectId", d.code AS "dialectCode",
           l.concept_ref AS "conceptRef", l.concept_ref_id AS "conceptRefId", l.positions, l.inflect_studied AS "inflectStudied",
           coalesce(tt.text, '') AS text
      FROM concept_links l
      JOIN dialects d ON d.id = l.dialect_id
      LEFT JOIN translations t ON t.ref = l.ref AND t.ref_id = l.ref_id AND t.field = 'text'
      LEFT JOIN translation_texts tt ON tt.translation_id = t.id AND tt.dialect_id = l.dialect_id
     WHERE l.concept_ref = ${concept.ref} AND l.concept_ref_id = ${concept.refId} ${course}
     ORDER BY l.course_id, l.ref, l.ref_id, l.dialect_id, l.id`),
  );
}

/** The linked text of a record (field 'text' of its translation) in a dialect, as stored; '' when none. */
export async function linkedText(db: Db, ref: number, refId: number, dialectId: number): Promise<string> {
  const [r] = rowsOf<{ text: string }>(
    await db.execute(sql`
    SELECT tt.text FROM translations t JOIN translation_texts tt ON tt.translation_id = t.id
     WHERE t.ref = ${ref} AND t.ref_id = ${refId} AND t.field = 'text' AND tt.dialect_id = ${dialectId}`),
  );
  return r?.text ?? '';
}

/** Links the words of a stored link to another concept (same positions); false when the link is gone. */
export async function relink(db: Db, linkId: number, to: { ref: number; refId: number }): Promise<boolean> {
  const done = await db
    .update(conceptLinks)
    .set({ conceptRef: to.ref, conceptRefId: to.refId, inflectStudied: null })
    .where(eq(conceptLinks.id, linkId))
    .returning({ id: conceptLinks.id });
  return done.length > 0;
}

/** Removes a stored link; false when it was already gone. */
export async function unlink(db: Db, linkId: number): Promise<boolean> {
  const done = await db.delete(conceptLinks).where(eq(conceptLinks.id, linkId)).returning({ id: conceptLinks.id });
  return done.length > 0;
}

export const conceptLinkStore: ConceptLinkStore = { linksToConcept, linkedText, relink, unlink };
