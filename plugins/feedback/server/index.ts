import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { courseDialectList, dbIdParam, defineServerPlugin, HttpError, route, rowsOf } from '../../../sdk/server';
import { FEEDBACK } from '../plugin';
import { CYCLE_REF, RATING_MAX } from '../shared';
import { feedbackReport } from './report';
import { feedbackRatings, feedbackTracking } from './tables';

const id = z.number().int().positive().max(2_147_483_647);
const position = z.coerce.number().int().min(1).max(1000);
const course = z.object({ courseId: dbIdParam });
const access = { module: FEEDBACK };
/** What is rated: a cycle (ref 0) or a record of a module. */
const rated = z.object({ ref: z.number().int().min(0).max(2_147_483_647), refId: id });

export default defineServerPlugin({
  routes: [
    route({
      method: 'GET', url: 'feedback/courses/:courseId/report', access, summary: 'The lessons from start to end with cycles, activities and their feedback',
      params: course,
      query: z.object({ start: position.default(1), end: position.default(1000) })
        .refine((q) => q.start <= q.end, { path: ['start'], message: 'From must not be greater than To' }),
      handler: async ({ db, params, query }) => feedbackReport(db, params.courseId, query.start, query.end),
    }),
    route({
      method: 'POST', url: 'feedback/courses/:courseId/ratings', access, summary: "A learner's rating (0-1000) of a cycle (ref 0) or a record in a target dialect",
      params: course,
      body: rated.extend({ dialectId: id, rating: z.number().int().min(0).max(RATING_MAX) }),
      handler: async ({ db, params, body }) => {
        const targets = await courseDialectList(db, params.courseId, 'target');
        if (!targets.some((d) => d.dialectId === body.dialectId)) throw new HttpError(400, 'Not a target dialect of this course', { dialectId: 'Not a target dialect of this course' });
        if (body.ref === CYCLE_REF) {
          const [c] = rowsOf(await db.execute(sql`select 1 from cycles c join lessons l on l.id = c.lesson_id where c.id = ${body.refId} and l.course_id = ${params.courseId}`));
          if (!c) throw new HttpError(400, 'Not a cycle of this course', { refId: 'Not a cycle of this course' });
        }
        await db.insert(feedbackRatings).values({ courseId: params.courseId, ...body });
        return { ok: true };
      },
    }),
    route({
      method: 'PUT', url: 'feedback/courses/:courseId/tracking', access, summary: "Tracks a record's feedback or stops tracking it",
      params: course,
      body: rated.extend({ tracking: z.boolean() }),
      handler: async ({ db, params, body }) => {
        const where = and(eq(feedbackTracking.courseId, params.courseId), eq(feedbackTracking.ref, body.ref), eq(feedbackTracking.refId, body.refId));
        if (body.tracking) await db.insert(feedbackTracking).values({ courseId: params.courseId, ref: body.ref, refId: body.refId }).onConflictDoNothing();
        else await db.delete(feedbackTracking).where(where);
        return { ref: body.ref, refId: body.refId, tracking: body.tracking };
      },
    }),
  ],
});
