import { inArray } from 'drizzle-orm';
import { courses, usagesOf, type Db } from '../../../sdk/server';
import { HEADINGS } from '../public';
import { HEADING_USE_KINDS, type HeadingUseCourse, type HeadingUseKind, type HeadingUses } from '../shared';

/** The uses row of a heading: ids per list (sorted, distinct), their counts and the courses holding them. */
export async function headingUses(db: Db, headingId: number): Promise<HeadingUses> {
  const found = new Map<HeadingUseKind, Map<number, number>>(HEADING_USE_KINDS.map((k) => [k.kind, new Map()]));
  // Plugins that own using records declare them in ServerPlugin.usages.
  for (const p of usagesOf(HEADINGS)) {
    const into = found.get(p.kind as HeadingUseKind);
    if (!into) continue; // a list the Headings screen does not show
    for (const r of await p.find(db, headingId)) into.set(r.id, r.courseId);
  }
  const courseIds = [...new Set([...found.values()].flatMap((m) => [...m.values()]))];
  const codes = new Map(
    courseIds.length
      ? (await db.select({ id: courses.id, code: courses.code }).from(courses).where(inArray(courses.id, courseIds))).map((c) => [c.id, c.code])
      : [],
  );

  const uses = { id: headingId, courses: {} } as HeadingUses;
  for (const k of HEADING_USE_KINDS) {
    const byId = found.get(k.kind)!;
    const ids = [...byId.keys()].sort((a, b) => a - b);
    const perCourse = new Map<number, number[]>();
    for (const id of ids) {
      const courseId = byId.get(id)!;
      perCourse.set(courseId, [...(perCourse.get(courseId) ?? []), id]);
    }
    uses[k.ids] = ids;
    uses[k.count] = ids.length;
    uses.courses[k.kind] = [...perCourse]
      .sort(([a], [b]) => a - b)
      .map(([courseId, inCourse]): HeadingUseCourse => ({ courseId, code: codes.get(courseId) ?? `#${courseId}`, ids: inCourse, count: inCourse.length }));
  }
  return uses;
}

/** Total uses, for refusing a delete. */
export const totalUses = (u: HeadingUses) => HEADING_USE_KINDS.reduce((n, k) => n + u[k.count], 0);
