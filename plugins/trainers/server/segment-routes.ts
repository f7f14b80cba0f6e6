import { eq } from 'drizzle-orm';
import { byIdAccess, orderedParts, route, type RouteDef } from '../../../sdk/server';
import { segmentParts, TRAINERS, trainersApi } from '../public';
import { segmentAccess } from './access';
import { trainers, trainerSegments } from './tables';
import { checkTrainers, deleteSegmentTranslations, getSegment, listSegments, writeSegmentTarget } from './trainer-store';

/** A trainer's segments, in order; deleting one deletes its texts. */
const segments = orderedParts(segmentParts, {
  table: trainerSegments,
  owner: trainerSegments.trainerId,
  access: { owner: byIdAccess(TRAINERS, trainers), part: segmentAccess },
  list: (db, trainerId) => listSegments(db, trainerId),
  insert: async (tx, { ownerId, position, body }) =>
    (
      await tx
        .insert(trainerSegments)
        .values({ ...body, trainerId: ownerId, position })
        .returning({ id: trainerSegments.id })
    )[0].id,
  beforeRemove: (tx, id) => deleteSegmentTranslations(tx, [id]),
});

/** Trainer segments and the check (spec 4 §7 Trainers). */
export const segmentRoutes: RouteDef[] = [
  route(trainersApi.check, {
    access: { module: TRAINERS },
    handler: ({ db, params }) => checkTrainers(db, params.courseId),
  }),
  ...segments.routes,
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
];
