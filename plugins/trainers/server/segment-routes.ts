import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { byIdAccess, route, type Db } from '../../../sdk/server';
import { TRAINERS } from '../plugin';
import { EXERCISE_TYPES } from '../rules';
import { segmentAccess } from './access';
import { moveTo, nextPosition, renumber } from './positions';
import { trainers, trainerSegments } from './tables';
import { checkTrainers, deleteSegmentTranslations, getSegment, listSegments, writeSegmentTarget } from './trainer-store';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const segmentBody = z.object({
  title: z.string().trim().max(500).default(''),
  exerciseType: z.number().int().refine((n) => EXERCISE_TYPES.some((t) => t.value === n), 'Not an exercise type').default(1),
  aiReview: z.number().int().min(0).max(10).default(0),
});

const trainerOf = async (db: Db, id: number) =>
  (await db.select({ t: trainerSegments.trainerId }).from(trainerSegments).where(eq(trainerSegments.id, id)))[0].t;

/** Trainer segments and the check (spec 4 §7 Trainers). */
export const segmentRoutes = [
  route({
    method: 'GET', url: 'courses/:courseId/trainers/check', access: { module: TRAINERS }, params: z.object({ courseId: z.coerce.number().int().positive() }),
    summary: "The course's trainers with what is wrong with each: [{ id, error }] ('' when nothing)",
    handler: ({ db, params }) => checkTrainers(db, params.courseId),
  }),
  route({
    method: 'GET', url: 'trainers/:id/segments', access: byIdAccess(TRAINERS, trainers), params: idParams,
    summary: 'The segments of a trainer, by position, with their errors', handler: ({ db, params }) => listSegments(db, params.id),
  }),
  route({
    method: 'POST', url: 'trainers/:id/segments/new', access: byIdAccess(TRAINERS, trainers), params: idParams, body: segmentBody,
    summary: 'Adds a segment at the end; answers data.id and data.segments',
    handler: async ({ db, params, body }) => {
      const position = await nextPosition(db, trainerSegments, trainerSegments.trainerId, params.id);
      const [s] = await db.insert(trainerSegments).values({ ...body, trainerId: params.id, position }).returning({ id: trainerSegments.id });
      return { id: s.id, segments: await listSegments(db, params.id) };
    },
  }),
  route({
    method: 'GET', url: 'trainers/segments/:id', access: segmentAccess, params: idParams,
    summary: 'A segment with its targets and error', handler: ({ db, params }) => getSegment(db, params.id),
  }),
  route({
    method: 'GET', url: 'trainers/segments/:id/targets', access: segmentAccess, params: idParams,
    summary: 'The HTML of a segment in each target dialect', handler: async ({ db, params }) => (await getSegment(db, params.id)).targets,
  }),
  route({
    method: 'PUT', url: 'trainers/segments/:id', access: segmentAccess, params: idParams, body: segmentBody,
    summary: 'Updates a segment (without targets); answers the segment',
    handler: async ({ db, params, body }) => {
      await db.update(trainerSegments).set(body).where(eq(trainerSegments.id, params.id));
      return getSegment(db, params.id);
    },
  }),
  route({
    method: 'PUT', url: 'trainers/segments/:id/target-dialect/:dialectId', access: segmentAccess,
    params: idParams.extend({ dialectId: z.coerce.number().int().positive() }), body: z.object({ html: z.string().max(200_000) }),
    summary: 'Writes the (sanitized) HTML of a segment in one target dialect; answers the segment',
    handler: ({ db, params, body }) => writeSegmentTarget(db, params.id, params.dialectId, body.html),
  }),
  route({
    method: 'PUT', url: 'trainers/segments/:id/move', access: segmentAccess, params: idParams, body: z.object({ destinationPos: z.number().int().min(1) }),
    summary: 'Moves a segment to a 1-based position; answers the segments in their new order',
    handler: async ({ db, params, body }) => {
      const trainerId = await trainerOf(db, params.id);
      await db.transaction((tx) => moveTo(tx as never, trainerSegments, trainerSegments.trainerId, trainerId, params.id, body.destinationPos));
      return listSegments(db, trainerId);
    },
  }),
  route({
    method: 'DELETE', url: 'trainers/segments/:id', access: segmentAccess, params: idParams,
    summary: 'Deletes a segment and its texts; answers the remaining segments',
    handler: async ({ db, params }) => {
      const trainerId = await trainerOf(db, params.id);
      await db.transaction(async (tx) => {
        await deleteSegmentTranslations(tx as never, [params.id]);
        await tx.delete(trainerSegments).where(eq(trainerSegments.id, params.id));
        await renumber(tx as never, trainerSegments, (await listSegments(tx as never, trainerId)).map((s) => s.id));
      });
      return { id: params.id, segments: await listSegments(db, trainerId) };
    },
  }),
];
