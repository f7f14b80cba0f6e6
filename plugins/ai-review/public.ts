import { z } from 'zod';
import { contract, MODULE } from '../../sdk/shared';
import { CHECKER_KINDS, REVIEW_FLAGGED, REVIEW_OK, type CheckerKind, checkerRef, flaggedReview, reviewDashboard, runState } from './shared';

export { CHECKER_KINDS, DEFAULT_BATCH_SIZE, REVIEW_FLAGGED, REVIEW_OK } from './shared';
export type { CheckerKind, CheckerRef, Dashboard, DashboardCell, DashboardRow, Finding, FlaggedReview, ReviewDashboard, RunState } from './shared';

/** The ai-review plugin's public face: its module keys and the route contracts other plugins call. */
export const AI_REVIEW = MODULE.aiReview;

const id = z.coerce.number().int().positive();
/** A content type of a course in a dialect, as a checker's calls name it. */
const keyParams = z.object({ courseId: id, dialectId: id, ref: id });
/** '?ids=1,2,3': at most 200 distinct positive ids. */
const idList = z
  .string()
  .max(20_000)
  .default('')
  .transform((s, ctx) => {
    const ids = s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) ctx.addIssue({ code: 'custom', message: 'Ids must be positive integers' });
    return [...new Set(ids)].slice(0, 200);
  });

/**
 * The calls of one checker (spec 4 §7): its refs, then under its base (a content type of a course
 * in a dialect) the records, the check of a batch and the run.
 */
const checkerApi = <const R extends string, const B extends string>(kind: CheckerKind, refs: R, base: B) => ({
  refs: contract({
    method: 'GET',
    path: refs,
    answer: z.array(checkerRef),
    summary: `The content types the ${kind} checker runs over: [{ ref, name, batchSize, byLesson }]`,
  }),
  elements: contract({
    method: 'GET',
    path: `${base}/checker-ref-elements` as const,
    params: keyParams,
    answer: z.array(z.object({ id: z.number(), checked: z.boolean() })),
    summary: 'The records of the content type, each with whether it is checked: [{ id, checked }]',
  }),
  check: contract({
    method: 'GET',
    path: `${base}/checker-ref-elements-check` as const,
    params: keyParams,
    query: z.object({ ids: idList }),
    answer: z.array(z.object({ id: z.number(), review: z.number() })),
    summary: "Checks a batch of records now (at most the ref's batch size) and stores their AI reviews: [{ id, review }] (1 flagged, 2 OK)",
  }),
  run: contract({
    method: 'GET',
    path: `${base}/checker-run` as const,
    params: keyParams,
    answer: runState,
    summary: 'The run of the content type: { total, checked, fails, running, complete }',
  }),
  setRunning: contract({
    method: 'PUT',
    path: `${base}/checker-run` as const,
    params: keyParams,
    body: z.object({ running: z.boolean() }),
    answer: runState,
    summary: 'Play (queued batches until every record is checked) or pause the run; answers its state',
  }),
});

/** The ai-review plugin's calls: the dashboard, the reviews (also the CAT's AI Review block's) and the three checkers. */
export const aiReviewApi = {
  dashboard: contract({
    method: 'GET',
    path: 'ai/courses/:courseId/review-dashboard',
    params: z.object({ courseId: id }),
    answer: reviewDashboard,
    summary: 'The review dashboard: { aiReviewPos, dialects, rows: [{ ref, name, cells: { all|dialectId: { checked, flagged, ok } } }] }',
  }),
  // Used by translations (the CAT's AI Review block), and by the flagged list.
  reviews: contract({
    method: 'GET',
    path: 'ai/courses/:courseId/reviews',
    params: z.object({ courseId: id }),
    query: z.object({ ref: id.optional(), refId: id.optional(), dialectId: id.optional(), status: z.coerce.number().int().min(1).max(2).optional() }),
    answer: z.array(flaggedReview),
    summary: 'The AI reviews of the course (by content type, record, dialect, status) with the texts they are about',
  }),
  // The robot of the content grids (its tooltip and its click), through the SDK's gridCellMarks.
  rowFindings: contract({
    method: 'GET',
    path: 'ai/courses/:courseId/row-findings',
    params: z.object({ courseId: id }),
    query: z.object({ ref: id, id }),
    answer: z.array(flaggedReview),
    summary: "The flagged AI reviews behind a grid row's red robot: the record's own, or its parts' (a dialog's segments), each with where it opens",
  }),
  setStatus: contract({
    method: 'PUT',
    path: 'ai/review/:id',
    params: z.object({ id }),
    body: z.object({ status: z.union([z.literal(REVIEW_FLAGGED), z.literal(REVIEW_OK)]) }),
    /** The review as stored (checkedAt: a Date on the server, its ISO string over HTTP). */
    answer: z.object({
      id: z.number(),
      courseId: z.number(),
      kind: z.enum(CHECKER_KINDS),
      ref: z.number(),
      refId: z.number(),
      dialectId: z.number(),
      status: z.number(),
      response: z.string(),
      reasoning: z.string(),
      checkedAt: z.string(),
      /** The course's review dashboard after the change (its counts moved). */
      dashboard: reviewDashboard,
    }),
    summary: "Sets an AI review's status ('mark as OK' sets 2); answers the review and the course's dashboard with its new counts",
  }),
  /** The spec's three checkers (spec 4 §7); Sources' calls are under translation/sources. */
  checkers: {
    sources: checkerApi('sources', 'translation/sources/ai/checker-refs', 'translation/sources/course/:courseId/dialect/:dialectId/refs/:ref/ai'),
    targets: checkerApi('targets', 'ai/content/targets/checker-refs', 'ai/content/targets/course/:courseId/dialect/:dialectId/refs/:ref'),
    all: checkerApi('all', 'ai/content/dialect/all/checker-refs', 'ai/content/dialect/all/course/:courseId/dialect/:dialectId/refs/:ref'),
  } satisfies Record<CheckerKind, unknown>,
};
