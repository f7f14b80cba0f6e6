import { eq } from 'drizzle-orm';
import { byIdAccess, route, type Db, type RouteDef } from '../../../sdk/server';
import { TRAINERS, trainersApi } from '../public';
import { segmentAccess } from './access';
import { moveTo, nextPosition, renumber } from './positions';
import { trainers, trainerSegments } from './tables';
import { checkTrainers, deleteSegmentTranslations, getSegment, listSegments, writeSegmentTarget } from './trainer-store';

const trainerOf = async (db: Db, id: number) =>
  (await db.select({ t: trainerSegments.trainerId }).from(trainerSegments).where(eq(trainerSegments.id, id)))[0].t;

/** Trainer segments and the check (spec 4 §7 Trainers). */
export const segmentRoutes: RouteDef[] = [
  route(trainersApi.check, {
    access: { module: TRAINERS },
    handler: ({ db, params }) => checkTrainers(db, params.courseId),
  }),
  route(trainersApi.segments, {
    access: byIdAccess(TRAINERS, trainers),
    handler: ({ db, params }) => listSegments(db, params.id),
  }),
  route(trainersApi.addSegment, {
    access: byIdAccess(TRAINERS, trainers),
    handler: async ({ db, params, body }) => {
      const position = await nextPosition(db, trainerSegments, trainerSegments.trainerId, params.id);
      const [s] = await db.insert(trainerSegments).values({ ...body, trainerId: params.id, position }).returning({ id: trainerSegments.id });
      return { id: s.id, segments: await listSegments(db, params.id) };
    },
  }),
  route(trainersApi.segment, {
    access: segmentAccess,
    handler: ({ db, params }) => getSegment(db, params.id),
  }),
  route(trainersApi.segmentTargets, {
    access: segmentAccess,
    handler: async ({ db, params }) => (await getSegment(db, params.id)).targets,
  }),
  route(trainersApi.saveSegment, {
    access: segmentAccess,
    handler: async ({ db, params, body }) => {
      await db.update(trainerSegments).set(body).where(eq(trainerSegments.id, params.id));
      return getSegment(db, params.id);
    },
  }),
  route(trainersApi.setSegmentTarget, {
    access: segmentAccess,
    handler: ({ db, params, body }) => writeSegmentTarget(db, params.id, params.dialectId, body.html),
  }),
  route(trainersApi.moveSegment, {
    access: segmentAccess,
    handler: async ({ db, params, body }) => {
      const trainerId = await trainerOf(db, params.id);
      await db.transaction((tx) => moveTo(tx, trainerSegments, trainerSegments.trainerId, trainerId, params.id, body.destinationPos));
      return listSegments(db, trainerId);
    },
  }),
  route(trainersApi.deleteSegment, {
    access: segmentAccess,
    handler: async ({ db, params }) => {
      const trainerId = await trainerOf(db, params.id);
      await db.transaction(async (tx) => {
        await deleteSegmentTranslations(tx, [params.id]);
        await tx.delete(trainerSegments).where(eq(trainerSegments.id, params.id));
        await renumber(tx, trainerSegments, (await listSegments(tx, trainerId)).map((s) => s.id));
      });
      return { id: params.id, segments: await listSegments(db, trainerId) };
    },
  }),
];
