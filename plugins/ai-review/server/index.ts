import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineServerPlugin, HttpError, route, type Db, type RouteDef } from '../../../sdk/server';
import { AI_REVIEW } from '../plugin';
import { REVIEW_FLAGGED, REVIEW_OK, type CheckerKind } from '../shared';
import { translationCheck } from './agent';
import { aiReviewContributions } from './contributions';
import { dashboard, reviewsOf } from './dashboard';
import { checkRecords, elements } from './review';
import { checkBatchTask, runState, setRunning } from './runs';
import { aiReviews } from './tables';
import { checkerRefs, contentRef } from './texts';

const id = z.coerce.number().int().positive();
const keyParams = z.object({ courseId: id, dialectId: id, ref: id });
const idList = z.string().max(20_000).default('').transform((s, ctx) => {
  const ids = s.split(',').map((x) => x.trim()).filter(Boolean).map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) ctx.addIssue({ code: 'custom', message: 'Ids must be positive integers' });
  return [...new Set(ids)].slice(0, 200);
});

/** A review reached by id: the AI Review grant on its course. */
const reviewAccess = {
  module: AI_REVIEW,
  courseOf: async ({ params, db }: { params: { id?: string }; db: Db }) =>
    (await db.select({ c: aiReviews.courseId }).from(aiReviews).where(eq(aiReviews.id, Number(params.id))))[0]?.c ?? null,
  sample: async (db: Db, courseId: number) =>
    (await db.select({ id: aiReviews.id }).from(aiReviews).where(eq(aiReviews.courseId, courseId)).orderBy(asc(aiReviews.id)).limit(1))
      .map((r) => ({ id: r.id }))[0] ?? null,
};

/** The spec's three checkers (spec 4 §7), each with its refs, elements and check calls. */
const CHECKERS: { kind: CheckerKind; refs: string; base: string; ai: string }[] = [
  { kind: 'sources', refs: 'translation/sources/ai/checker-refs', base: 'translation/sources/course/:courseId/dialect/:dialectId/refs/:ref', ai: '/ai' },
  { kind: 'targets', refs: 'ai/content/targets/checker-refs', base: 'ai/content/targets/course/:courseId/dialect/:dialectId/refs/:ref', ai: '' },
  { kind: 'all', refs: 'ai/content/dialect/all/checker-refs', base: 'ai/content/dialect/all/course/:courseId/dialect/:dialectId/refs/:ref', ai: '' },
];

const checkerRoutes = ({ kind, refs, base, ai }: (typeof CHECKERS)[number]): RouteDef[] => [
  route({ method: 'GET', url: refs, access: 'user', summary: `The content types the ${kind} checker runs over: [{ ref, name, batchSize }]`, handler: async () => checkerRefs() }),
  route({
    method: 'GET', url: `${base}${ai}/checker-ref-elements`, access: { module: AI_REVIEW }, params: keyParams,
    summary: 'The records of the content type, each with whether it is checked: [{ id, checked }]',
    handler: async ({ db, params }) => elements(db, { ...params, kind }),
  }),
  route({
    method: 'GET', url: `${base}${ai}/checker-ref-elements-check`, access: { module: AI_REVIEW }, params: keyParams, query: z.object({ ids: idList }),
    summary: 'Checks a batch of records now (at most the ref\'s batch size) and stores their AI reviews: [{ id, review }] (1 flagged, 2 OK)',
    handler: async ({ db, agents, params, query }) => {
      const { batchSize } = contentRef(params.ref);
      if (query.ids.length > batchSize) throw new HttpError(400, `At most ${batchSize} ids per check`, { ids: `At most ${batchSize} ids` });
      return checkRecords(db, agents, { ...params, kind }, query.ids);
    },
  }),
  route({
    method: 'GET', url: `${base}${ai}/checker-run`, access: { module: AI_REVIEW }, params: keyParams,
    summary: 'The run of the content type: { total, checked, fails, running, complete }',
    handler: async ({ db, params }) => runState(db, { ...params, kind }),
  }),
  route({
    method: 'PUT', url: `${base}${ai}/checker-run`, access: { module: AI_REVIEW }, params: keyParams, body: z.object({ running: z.boolean() }),
    summary: 'Play (queued batches until every record is checked) or pause the run; answers its state',
    handler: async ({ db, tasks, params, body }) => setRunning(db, tasks, { ...params, kind }, body.running),
  }),
];

export default defineServerPlugin({
  agents: [translationCheck],
  contributes: aiReviewContributions,
  tasks: [checkBatchTask],
  routes: [
    route({
      method: 'GET', url: 'ai/courses/:courseId/review-dashboard', access: { module: AI_REVIEW }, params: z.object({ courseId: id }),
      summary: 'The review dashboard: { aiReviewPos, dialects, rows: [{ ref, name, cells: { all|dialectId: { checked, flagged, ok } } }] }',
      handler: async ({ db, params }) => dashboard(db, params.courseId),
    }),
    route({
      method: 'GET', url: 'ai/courses/:courseId/reviews', access: { module: AI_REVIEW }, params: z.object({ courseId: id }),
      query: z.object({ ref: id.optional(), refId: id.optional(), dialectId: id.optional(), status: z.coerce.number().int().min(1).max(2).optional() }),
      summary: 'The AI reviews of the course (by content type, record, dialect, status) with the texts they are about',
      handler: async ({ db, params, query }) => reviewsOf(db, params.courseId, query),
    }),
    route({
      method: 'PUT', url: 'ai/review/:id', access: reviewAccess, params: z.object({ id }),
      body: z.object({ status: z.union([z.literal(REVIEW_FLAGGED), z.literal(REVIEW_OK)]) }),
      summary: "Sets an AI review's status ('mark as OK' sets 2); answers the review",
      handler: async ({ db, params, body }) => {
        const [r] = await db.update(aiReviews).set({ status: body.status }).where(eq(aiReviews.id, params.id)).returning();
        return r;
      },
    }),
    ...CHECKERS.flatMap(checkerRoutes),
  ],
});

