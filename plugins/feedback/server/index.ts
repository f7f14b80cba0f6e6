import { and, eq } from 'drizzle-orm';
import { courseDialectList, defineServerPlugin, HttpError, route } from '../../../sdk/server';
import { FEEDBACK, feedbackApi } from '../public';
import { feedbackReport } from './report';
import { feedbackRatings, feedbackTracking } from './tables';

const access = { module: FEEDBACK };

export default defineServerPlugin({
  routes: [
    route(feedbackApi.report, {
      access,
      handler: async ({ db, params, query }) => feedbackReport(db, params.courseId, query.start, query.end),
    }),
    route(feedbackApi.rate, {
      access,
      handler: async ({ db, params, body }) => {
        const targets = await courseDialectList(db, params.courseId, 'target');
        if (!targets.some((d) => d.dialectId === body.dialectId))
          throw new HttpError(400, 'Not a target dialect of this course', { dialectId: 'Not a target dialect of this course' });
        await db.insert(feedbackRatings).values({ courseId: params.courseId, ...body });
        return { ok: true as const };
      },
    }),
    route(feedbackApi.track, {
      access,
      handler: async ({ db, params, body }) => {
        const where = and(eq(feedbackTracking.courseId, params.courseId), eq(feedbackTracking.ref, body.ref), eq(feedbackTracking.refId, body.refId));
        if (body.tracking) await db.insert(feedbackTracking).values({ courseId: params.courseId, ref: body.ref, refId: body.refId }).onConflictDoNothing();
        else await db.delete(feedbackTracking).where(where);
        return { ref: body.ref, refId: body.refId, tracking: body.tracking };
      },
    }),
  ],
});
