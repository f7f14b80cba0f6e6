import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../sdk/server';
import { TRAINERS } from '../plugin';
import { courseOfSegment } from './trainer-store';
import { trainers, trainerSegments } from './tables';

/** Access to a segment by id: the Trainers grant on its trainer's course (404 when there is no such segment). */
export const segmentAccess = {
  module: TRAINERS,
  courseOf: ({ params, db }: { params: { id?: string }; db: Db }) => courseOfSegment(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [r] = await db
      .select({ id: trainerSegments.id })
      .from(trainerSegments)
      .innerJoin(trainers, eq(trainers.id, trainerSegments.trainerId))
      .where(eq(trainers.courseId, courseId))
      .orderBy(asc(trainerSegments.id))
      .limit(1);
    return r ?? null;
  },
};
