import { and, eq, min, sql } from 'drizzle-orm';
import { contribute, contributionsTo, gridRowFields, idArray, refRowsOwners, rowsOf, translatableTexts, type Db } from '../../../sdk/server';
import { aiReviews } from './tables';

/** The lowest review status (1 flagged before 2 OK) per record of the ref. */
async function ownStatus(db: Db, ref: number, ids: number[]) {
  const rows = await db
    .select({ refId: aiReviews.refId, status: min(aiReviews.status) })
    .from(aiReviews)
    .where(and(eq(aiReviews.ref, ref), sql`${aiReviews.refId} = any(${idArray(ids)})`))
    .groupBy(aiReviews.refId);
  return rows.map((r) => ({ id: r.refId, status: Number(r.status) }));
}

/** The lowest review status of the texts shown on each row (see TranslatableTexts.gridRows). */
async function partsStatus(db: Db, ref: number, parts: { ref: number; of(rowIds: number[]): ReturnType<typeof sql> }, ids: number[]) {
  return rowsOf<{ id: number; status: number }>(
    await db.execute(sql`
    select p.row_id as id, min(r.status) as status from (${parts.of(ids)}) p
      join ai_reviews r on r.ref = ${ref} and r.ref_id = p.id group by p.row_id`),
  ).map((r) => ({ id: Number(r.id), status: Number(r.status) }));
}

/**
 * The AI-review robot of the content grids (spec 1 §2: 1 red, 2 green): a record is flagged while
 * any of its reviews is, OK once every one is; records never checked get no value. A row whose
 * texts are parts of it (a dialog's segments, a reading's texts) shows its parts' reviews.
 */
export const aiReviewContributions = [
  contribute(gridRowFields, {
    fields: async (db, ref, ids) => {
      if (!ids.length) return new Map();
      const kinds = contributionsTo(translatableTexts);
      const partsOfRows = kinds.filter((k) => k.gridRows?.ref === ref);
      const own = kinds.some((k) => k.ref === ref && k.gridRows) ? [] : await ownStatus(db, ref, ids);
      const parts = (await Promise.all(partsOfRows.map((k) => partsStatus(db, k.ref, k.gridRows!, ids)))).flat();
      const out = new Map<number, { aiReview: number }>();
      for (const r of [...own, ...parts]) out.set(r.id, { aiReview: Math.min(r.status, out.get(r.id)?.aiReview ?? r.status) });
      return out;
    },
  }),
  // Records given their own ref keep their reviews; deleted ones lose them. A run's state is counted
  // from the reviews, so runs need no change.
  contribute(refRowsOwners, {
    moveRef: async (db, { from, to, refIds }) => {
      await db
        .update(aiReviews)
        .set({ ref: to })
        .where(and(eq(aiReviews.ref, from), sql`${aiReviews.refId} = any(${idArray(refIds)})`));
    },
    removeRefs: async (db, ref, refIds) => {
      await db.delete(aiReviews).where(and(eq(aiReviews.ref, ref), sql`${aiReviews.refId} = any(${idArray(refIds)})`));
    },
  }),
];
