import { sql, type SQL } from 'drizzle-orm';
import { contributionsTo, cycles, lessons, translatableTexts } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { lessonPlacements, type RecordLessonSource } from '../public';
import { ACTIVITY_REFS } from '../shared';
import { outlineActivities } from './tables';

/** The first lesson whose cycles play each record of the ref: `select id, position`. */
const played = (courseId: number, ref: number) => sql`
  select a.ref_id as id, min(l.position) as position from ${outlineActivities} a
    join ${cycles} c on c.id = a.cycle_id join ${lessons} l on l.id = c.lesson_id
   where a.course_id = ${courseId} and a.ref = ${ref} group by a.ref_id`;

/** The outline first, then the owner's own placement, a part in its parent's (see recordLessons in the public face). */
function lessonsOf(courseId: number, ref: number): SQL | null {
  if (ref === MODULE.lessonTitle) return sql`select id, position from ${lessons} where course_id = ${courseId}`;
  const parts: SQL[] = [];
  const outline = ACTIVITY_REFS.includes(ref) ? played(courseId, ref) : null;
  if (outline) parts.push(sql`select id, position from (${outline}) o`);
  for (const p of contributionsTo(lessonPlacements).filter((x) => x.ref === ref)) {
    if (p.parentRef === undefined) {
      const notPlayed = outline ? sql`where not exists (select 1 from (${outline}) o where o.id = own.id)` : sql``;
      parts.push(sql`select own.id, own.position from (${p.placed(courseId)}) own ${notPlayed}`);
      continue;
    }
    const parents = lessonsOf(courseId, p.parentRef);
    if (parents) parts.push(sql`select part.id, pl.position from (${p.placed(courseId)}) part join (${parents}) pl on pl.id = part.parent_id`);
  }
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0] : sql`select id, min(position) as position from (${sql.join(parts, sql` union all `)}) x group by id`;
}

/** Every ref some record of which can be in a lesson. */
const placedRefs = () => [...new Set([MODULE.lessonTitle, ...ACTIVITY_REFS, ...contributionsTo(lessonPlacements).map((p) => p.ref)])];

export const recordLessonSource: RecordLessonSource = {
  lessonsOf,
  placesRef: (ref: number) => placedRefs().includes(ref),
  // Of the refs texts are kept under (translations, concept links): ref 28's texts are reading
  // exercises, while the outline's ref 28 plays readings.
  allPlaced: (courseId: number) => {
    const parts = [...new Set(contributionsTo(translatableTexts).map((t) => t.ref))].flatMap((ref) => {
      const q = lessonsOf(courseId, ref);
      return q ? [sql`select ${ref}::int as ref, rl.id, rl.position from (${q}) rl`] : [];
    });
    return parts.length ? sql.join(parts, sql` union all `) : sql`select 0 as ref, 0 as id, 0 as position where false`;
  },
};
