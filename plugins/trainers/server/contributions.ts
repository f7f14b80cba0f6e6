import { sql } from 'drizzle-orm';
import { contribute, idArray, lessons, translatableTexts, type RecordRef } from '../../../sdk/server';
import { lessonPlacements } from '../../lesson-outline/public';
import { TRAINER_SEGMENTS, TRAINERS } from '../plugin';
import { trainers, trainerSegments } from './tables';
import { courseOfSegment } from './trainer-store';

/** Trainer titles in the source dialects (ref 39, field 'title'): checked by the AI Review Sources checker. */
export const trainerContributions = [
  contribute(translatableTexts, {
    ref: TRAINERS,
    field: 'title',
    name: 'Trainer titles',
    // A trainer has 'sources (translations)' (spec 4 §3): its title is written in the learner's
    // language only, so Publish checks and publishes it in the course's source dialects.
    dialects: 'source',
    records: (courseId: number) => sql`select id from ${trainers} where course_id = ${courseId}`,
  }),
  // Trainer segments (ref 3901, field 'text', HTML per target dialect): checked by the AI Review
  // checkers, linked by the concept linker.
  contribute(translatableTexts, {
    ref: TRAINER_SEGMENTS,
    field: 'text',
    name: 'Trainer segments',
    linkable: true,
    records: (courseId: number) => sql`select s.id from ${trainerSegments} s join ${trainers} t on t.id = s.trainer_id where t.course_id = ${courseId}`,
  }),
  // The outline never plays a trainer: its own lesson is its segments' (the wizard's 'trainers' action).
  contribute(
    lessonPlacements,
    {
      ref: TRAINERS,
      placed: (courseId: number) => sql`select t.id, l.position from ${trainers} t join ${lessons} l on l.id = t.lesson_id where t.course_id = ${courseId}`,
    },
    {
      ref: TRAINER_SEGMENTS,
      parentRef: TRAINERS,
      placed: (courseId: number) =>
        sql`select s.id, s.trainer_id as parent_id from ${trainerSegments} s join ${trainers} t on t.id = s.trainer_id where t.course_id = ${courseId}`,
    },
  ),
];

/** Trainer segments reached by (ref, refId) routes (concept linker, notes): the Trainers grant on their course; a link opens the trainer. */
export const segmentRecords: RecordRef = {
  ref: TRAINER_SEGMENTS,
  module: TRAINERS,
  courseOf: (db, id) => (Number.isInteger(id) && id > 0 && id < 2 ** 31 ? courseOfSegment(db, id) : Promise.resolve(null)),
  parentsOf: async (db, ids) =>
    new Map(
      (
        await db
          .select({ id: trainerSegments.id, trainerId: trainerSegments.trainerId })
          .from(trainerSegments)
          .where(sql`${trainerSegments.id} = any(${idArray(ids)})`)
      ).map((r) => [r.id, r.trainerId]),
    ),
  link: (trainerId, segmentId) => ({ id: trainerId, tab: 'segments', segment: segmentId }),
};
