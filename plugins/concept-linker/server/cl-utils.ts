import { sql } from 'drizzle-orm';
import { conceptType, rowsOf, type Db } from '../../../sdk/server';
import { placedRecords } from '../../lesson-outline/public';
import { MODULE } from '../../../sdk/shared';
import type { ConceptUse } from '../public';

/** Every record of a concept type in the course searched: search with no text finds them all. */
const ALL = 100_000;

/**
 * How many texts of the course link each concept of a type (distinct ref and record, any dialect),
 * counting the texts of records placed in lessons up to and including `lessonPos`, and the texts
 * of records of no lesson (sentences) always, as the checker does. One query.
 */
export async function conceptUseCounts(db: Db, courseId: number, conceptRef: number, lessonPos: number): Promise<Map<number, number>> {
  const later = sql`and not exists (select 1 from (${placedRecords(courseId)}) p where p.ref = cl.ref and p.id = cl.ref_id and p.position > ${lessonPos})`;
  const rows = rowsOf<{ id: number; n: number }>(
    await db.execute(sql`
    select cl.concept_ref_id as id, count(distinct (cl.ref, cl.ref_id))::int as n from concept_links cl
     where cl.course_id = ${courseId} and cl.concept_ref = ${conceptRef} ${later}
     group by cl.concept_ref_id`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** The course's panels (a concept type, spec 3 §2 Uses) with their usage counts up to the lesson, by title. */
export async function panelUses(db: Db, courseId: number, lessonPos: number): Promise<ConceptUse[]> {
  const type = conceptType(MODULE.panels);
  if (!type?.search) return [];
  const panels = await type.search(db, courseId, '', ALL);
  const uses = await conceptUseCounts(db, courseId, MODULE.panels, lessonPos);
  return panels.map((p) => ({ id: p.id, title: p.title, nUses: uses.get(p.id) ?? 0 })).sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
}
