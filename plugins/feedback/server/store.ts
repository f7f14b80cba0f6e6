import { and, eq, inArray, sql } from 'drizzle-orm';
import { contributionsTo, dialects, idArray, rowsOf, type Db } from '../../../sdk/server';
import { ratedVersions, type FeedbackStore } from '../public';
import type { FeedbackScore } from '../shared';
import { feedbackRatings, feedbackTracking } from './tables';

/** The current feedback version of records of a ref, by id, as their owner says (none: the ref has no versions). */
export async function versionsOf(db: Db, ref: number, ids: number[]): Promise<Map<number, number> | undefined> {
  const owner = contributionsTo(ratedVersions).find((o) => o.ref === ref);
  return owner && ids.length ? owner.versionsOf(db, ids) : undefined;
}

async function scoresOf(db: Db, courseId: number, ref: number, ids: number[], versions?: Map<number, number>): Promise<Map<number, FeedbackScore[]>> {
  const out = new Map<number, FeedbackScore[]>();
  if (!ids.length) return out;
  const ofVersion = versions
    ? sql`and (r.ref_id, r.version) in (values ${sql.join(
        ids.map((id) => sql`(${id}::int, ${versions.get(id) ?? 1}::int)`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf<{ ref_id: number; dialect_id: number; code: string; n: number; median: number }>(
    await db.execute(sql`
    select r.ref_id, r.dialect_id, d.code, count(*)::int as n,
           percentile_disc(0.5) within group (order by r.rating) as median
      from ${feedbackRatings} r join ${dialects} d on d.id = r.dialect_id
     where r.course_id = ${courseId} and r.ref = ${ref} and r.ref_id = any(${idArray(ids)}) ${ofVersion}
     group by r.ref_id, r.dialect_id, d.code order by d.code`),
  );
  for (const r of rows) {
    const refId = Number(r.ref_id);
    out.set(refId, [...(out.get(refId) ?? []), { dialectId: Number(r.dialect_id), dialectCode: r.code, n: Number(r.n), median: Number(r.median) }]);
  }
  return out;
}

async function trackedOf(db: Db, courseId: number, ref: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ refId: feedbackTracking.refId })
    .from(feedbackTracking)
    .where(and(eq(feedbackTracking.courseId, courseId), eq(feedbackTracking.ref, ref), inArray(feedbackTracking.refId, ids)));
  return new Set(rows.map((r) => r.refId));
}

async function setTracking(db: Db, courseId: number, ref: number, id: number, tracking: boolean): Promise<void> {
  if (tracking) await db.insert(feedbackTracking).values({ courseId, ref, refId: id }).onConflictDoNothing();
  else await db.delete(feedbackTracking).where(and(eq(feedbackTracking.courseId, courseId), eq(feedbackTracking.ref, ref), eq(feedbackTracking.refId, id)));
}

async function forget(db: Db, ref: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(feedbackRatings).where(and(eq(feedbackRatings.ref, ref), inArray(feedbackRatings.refId, ids)));
  await db.delete(feedbackTracking).where(and(eq(feedbackTracking.ref, ref), inArray(feedbackTracking.refId, ids)));
}

export const feedbackStore: FeedbackStore = { scoresOf, trackedOf, setTracking, forget };
