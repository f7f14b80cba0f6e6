import { and, eq, inArray, min } from 'drizzle-orm';
import { contribute, gridRowFields } from '../../../sdk/server';
import { aiReviews } from './tables';

/**
 * The AI-review robot of the content grids (spec 1 §2: 1 red, 2 green): a record is flagged while
 * any of its reviews is, OK once every one is; records never checked get no value.
 */
export const aiReviewContributions = [
  contribute(gridRowFields, {
    fields: async (db, ref, ids) => {
      if (!ids.length) return new Map();
      const rows = await db.select({ refId: aiReviews.refId, status: min(aiReviews.status) }).from(aiReviews)
        .where(and(eq(aiReviews.ref, ref), inArray(aiReviews.refId, ids))).groupBy(aiReviews.refId);
      return new Map(rows.map((r) => [r.refId, { aiReview: Number(r.status) }]));
    },
  }),
];
