import { contribute, courseDialectList, defineServerPlugin, HttpError, route } from '../../../sdk/server';
import { FEEDBACK, feedbackApi, feedbackStores } from '../public';
import { feedbackReport } from './report';
import { feedbackStore, versionsOf } from './store';
import { feedbackRatings } from './tables';

const access = { module: FEEDBACK };

export default defineServerPlugin({
  // The one store of ratings and tracking: the exercises' and dialogs' forms read it too.
  contributes: [contribute(feedbackStores, feedbackStore)],
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
        // A rating counts for the record's feedback version of now.
        const version = (await versionsOf(db, body.ref, [body.refId]))?.get(body.refId) ?? 1;
        await db.insert(feedbackRatings).values({ courseId: params.courseId, ...body, version });
        return { ok: true as const };
      },
    }),
    route(feedbackApi.track, {
      access,
      handler: async ({ db, params, body }) => {
        await feedbackStore.setTracking(db, params.courseId, body.ref, body.refId, body.tracking);
        return { ref: body.ref, refId: body.refId, tracking: body.tracking };
      },
    }),
  ],
});
