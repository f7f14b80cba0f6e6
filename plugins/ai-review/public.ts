import { MODULE } from '../../sdk/shared';

/** The ai-review plugin's public face: its module keys and the route contracts other plugins call. */
export const AI_REVIEW = MODULE.aiReview;

// Used by translations
import { z } from 'zod';
import { contract } from '../../sdk/shared';
import { CHECKER_KINDS, REVIEW_FLAGGED, REVIEW_OK, type FlaggedReview } from './shared';

const reviewId = z.coerce.number().int().positive();

/** The AI reviews calls the CAT's AI Review block makes (the ai-review server serves them). */
export const aiReviewApi = {
  reviews: contract({
    method: 'GET', path: 'ai/courses/:courseId/reviews', params: z.object({ courseId: reviewId }),
    query: z.object({ ref: reviewId.optional(), refId: reviewId.optional(), dialectId: reviewId.optional(), status: z.coerce.number().int().min(1).max(2).optional() }),
    answer: z.custom<FlaggedReview[]>(),
    summary: 'The AI reviews of the course (by content type, record, dialect, status) with the texts they are about',
  }),
  setStatus: contract({
    method: 'PUT', path: 'ai/review/:id', params: z.object({ id: reviewId }),
    body: z.object({ status: z.union([z.literal(REVIEW_FLAGGED), z.literal(REVIEW_OK)]) }),
    /** The review as stored (checkedAt: a Date on the server, its ISO string over HTTP). */
    answer: z.object({
      id: z.number(), courseId: z.number(), kind: z.enum(CHECKER_KINDS), ref: z.number(), refId: z.number(), dialectId: z.number(),
      status: z.number(), response: z.string(), reasoning: z.string(), checkedAt: z.union([z.date(), z.string()]),
    }),
    summary: "Sets an AI review's status ('mark as OK' sets 2); answers the review",
  }),
};
