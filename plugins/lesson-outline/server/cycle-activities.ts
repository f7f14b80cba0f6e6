import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../sdk/server';
import type { CycleActivity } from '../public';
import { titlesOf } from './bank';
import { outlineActivities } from './tables';

/** The activities of cycles with their titles (the `lessonActivities` contribution: Lesson Feedback reports them). */
export async function activitiesOf(db: Db, cycleIds: number[]): Promise<CycleActivity[]> {
  if (!cycleIds.length) return [];
  const acts = await db
    .select()
    .from(outlineActivities)
    .where(inArray(outlineActivities.cycleId, cycleIds))
    .orderBy(asc(outlineActivities.position), asc(outlineActivities.id));
  const titles = new Map<string, Map<number, string>>();
  for (const a of acts) {
    const k = `${a.courseId}:${a.ref}`;
    if (!titles.has(k)) titles.set(k, await titlesOf(db, a.courseId, a.ref));
  }
  return acts.map((a) => ({
    cycleId: a.cycleId,
    ref: a.ref,
    refId: a.refId,
    position: a.position,
    title: titles.get(`${a.courseId}:${a.ref}`)?.get(a.refId) ?? `#${a.refId}`,
  }));
}
