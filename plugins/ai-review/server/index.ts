import { asc, eq } from 'drizzle-orm';
import { defineServerPlugin, HttpError, route, type Db, type RouteDef } from '../../../sdk/server';
import { AI_REVIEW, aiReviewApi } from '../public';
import { CHECKER_KINDS, type CheckerKind } from '../shared';
import { translationCheck } from './agent';
import { aiReviewContributions } from './contributions';
import { dashboard, reviewsOf, rowFindings } from './dashboard';
import { checkRecords, elements } from './review';
import { checkerRuns, runState, setRunning } from './runs';
import { aiReviews } from './tables';
import { checkerRefs, contentRef } from './texts';

/** A review reached by id: the AI Review grant on its course. */
const reviewAccess = {
  module: AI_REVIEW,
  courseOf: async ({ params, db }: { params: { id?: string }; db: Db }) =>
    (
      await db
        .select({ c: aiReviews.courseId })
        .from(aiReviews)
        .where(eq(aiReviews.id, Number(params.id)))
    )[0]?.c ?? null,
  sample: async (db: Db, courseId: number) =>
    (await db.select({ id: aiReviews.id }).from(aiReviews).where(eq(aiReviews.courseId, courseId)).orderBy(asc(aiReviews.id)).limit(1)).map((r) => ({
      id: r.id,
    }))[0] ?? null,
};

/** The calls of one of the spec's three checkers (spec 4 §7), each with its refs, elements and check calls. */
const checkerRoutes = (kind: CheckerKind): RouteDef[] => {
  const api = aiReviewApi.checkers[kind];
  return [
    route(api.refs, { access: 'user', handler: async () => checkerRefs() }),
    route(api.elements, { access: { module: AI_REVIEW }, handler: async ({ db, params }) => elements(db, { ...params, kind }) }),
    route(api.check, {
      access: { module: AI_REVIEW },
      handler: async ({ db, agents, params, query }) => {
        const { batchSize } = contentRef(params.ref);
        if (query.ids.length > batchSize) throw new HttpError(400, `At most ${batchSize} ids per check`, { ids: `At most ${batchSize} ids` });
        return checkRecords(db, agents, { ...params, kind }, query.ids);
      },
    }),
    route(api.run, { access: { module: AI_REVIEW }, handler: async ({ db, params }) => runState(db, { ...params, kind }) }),
    route(api.setRunning, {
      access: { module: AI_REVIEW },
      handler: async ({ db, tasks, params, body }) => setRunning(db, tasks, { ...params, kind }, body.running),
    }),
  ];
};

export default defineServerPlugin({
  agents: [translationCheck],
  contributes: aiReviewContributions,
  runKinds: [checkerRuns],
  routes: [
    route(aiReviewApi.dashboard, { access: { module: AI_REVIEW }, handler: async ({ db, params }) => dashboard(db, params.courseId) }),
    route(aiReviewApi.reviews, { access: { module: AI_REVIEW }, handler: async ({ db, params, query }) => reviewsOf(db, params.courseId, query) }),
    route(aiReviewApi.rowFindings, {
      access: { module: AI_REVIEW },
      handler: async ({ db, params, query }) => rowFindings(db, params.courseId, query.ref, query.id),
    }),
    route(aiReviewApi.setStatus, {
      access: reviewAccess,
      handler: async ({ db, params, body }) => {
        const [r] = await db.update(aiReviews).set({ status: body.status }).where(eq(aiReviews.id, params.id)).returning();
        return { ...r, dashboard: await dashboard(db, r.courseId) };
      },
    }),
    ...CHECKER_KINDS.flatMap(checkerRoutes),
  ],
});
