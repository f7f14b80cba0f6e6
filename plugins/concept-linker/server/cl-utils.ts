import { and, eq, sql } from 'drizzle-orm';
import { conceptLinks, conceptType, type Db } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';

export interface ConceptUse { id: number; title: string; nUses: number }

/** Every record of a concept type in the course searched: search with no text finds them all. */
const ALL = 100_000;

/**
 * The course's panels (a concept type, spec 3 §2 Uses) with how many texts of the course link each
 * (distinct ref and record), by title. Texts carry no lesson yet, so every text counts.
 */
export async function panelUses(db: Db, courseId: number): Promise<ConceptUse[]> {
  const type = conceptType(MODULE.panels);
  if (!type?.search) return [];
  const panels = await type.search(db, courseId, '', ALL);
  const rows = await db.select({ id: conceptLinks.conceptRefId, n: sql<number>`count(distinct (${conceptLinks.ref}, ${conceptLinks.refId}))::int` })
    .from(conceptLinks).where(and(eq(conceptLinks.courseId, courseId), eq(conceptLinks.conceptRef, MODULE.panels)))
    .groupBy(conceptLinks.conceptRefId);
  const uses = new Map(rows.map((r) => [r.id, Number(r.n)]));
  return panels.map((p) => ({ id: p.id, title: p.title, nUses: uses.get(p.id) ?? 0 }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
}
