import { z } from 'zod';
import { contract, courseParams, dbIdParam, idParams, MODULE, partContracts, resourceContract, clDetail, translationTextValue } from '../../sdk/shared';
import { EXERCISE_TYPES } from './rules';

/** The trainers plugin's public face: its module keys and the route contracts other plugins call. */
export const TRAINERS = MODULE.trainer;
export const TRAINER_SEGMENTS = 3901;

/** A trainer as its editor shows it. */
const trainer = z.object({
  id: z.number(),
  title: z.string(),
  /** The lesson it is practised in (null: none): its segments' lesson for the wizard. */
  lessonId: z.number().nullable(),
  flag: z.number(),
  version: z.number(),
  /** The title in each source dialect. */
  sources: z.array(translationTextValue),
});
export type Trainer = z.output<typeof trainer>;

/** A trainer's grid row: its segment count and what is wrong with it ('' when nothing). */
const trainerRow = z.object({ id: z.number(), title: z.string(), flag: z.number(), segments: z.number(), error: z.string() });
export type TrainerRow = z.output<typeof trainerRow>;

/** A segment of a trainer, with its concept-linker details per target dialect and what is wrong with it ('' when nothing). */
const segment = z.object({
  id: z.number(),
  trainerId: z.number(),
  title: z.string(),
  exerciseType: z.number(),
  aiReview: z.number(),
  position: z.number(),
  clDetails: z.array(clDetail),
  error: z.string(),
});
export type Segment = z.output<typeof segment>;
/** A segment's HTML in one target dialect ('' when none is written). */
const segmentTarget = z.object({ dialectId: z.number(), dialectCode: z.string(), html: z.string() });
export type SegmentTarget = z.output<typeof segmentTarget>;
/** A segment with its HTML in every target dialect of the course. */
const segmentWithTargets = segment.extend({ targets: z.array(segmentTarget) });
export type SegmentWithTargets = z.output<typeof segmentWithTargets>;

/** Trainers (39): GET courses/{course}/trainers and /{id}; GET trainers/new?course=; POST courses/{course}/trainers; GET|PUT|DELETE trainers/{id}; PUT trainers/{id}/flag. */
export const trainerResource = resourceContract(
  { list: 'courses/:courseId/trainers', create: 'courses/:courseId/trainers', item: 'trainers' },
  { record: trainer, row: trainerRow },
);

const segmentBody = z.object({
  title: z.string().trim().max(500).default(''),
  exerciseType: z
    .number()
    .int()
    .refine((n) => EXERCISE_TYPES.some((t) => t.value === n), 'Not an exercise type')
    .default(1),
  aiReview: z.number().int().min(0).max(10).default(0),
});

/**
 * A trainer's segments (spec 4 §7 Trainers): GET trainers/{id}/segments (by position, with their
 * errors); POST trainers/{id}/segments/new; PUT trainers/segments/{id}/move; DELETE
 * trainers/segments/{id} (and its texts). Each write answers { id, segments }.
 */
export const segmentParts = partContracts({ list: 'trainers/:id/segments', item: 'trainers/segments' }, { row: segment, body: segmentBody });

/** The trainers plugin's other calls: the check and a segment (spec 4 §7 Trainers). */
export const trainersApi = {
  check: contract({
    method: 'GET',
    path: 'courses/:courseId/trainers/check',
    params: courseParams,
    answer: z.array(z.object({ id: z.number(), error: z.string() })),
    summary: "The course's trainers with what is wrong with each: [{ id, error }] ('' when nothing)",
  }),
  segment: contract({
    method: 'GET',
    path: 'trainers/segments/:id',
    params: idParams,
    answer: segmentWithTargets,
    summary: 'A segment with its targets and error',
  }),
  segmentTargets: contract({
    method: 'GET',
    path: 'trainers/segments/:id/targets',
    params: idParams,
    answer: z.array(segmentTarget),
    summary: 'The HTML of a segment in each target dialect',
  }),
  saveSegment: contract({
    method: 'PUT',
    path: 'trainers/segments/:id',
    params: idParams,
    body: segmentBody,
    answer: segmentWithTargets,
    summary: 'Updates a segment (without targets); answers the segment',
  }),
  setSegmentTarget: contract({
    method: 'PUT',
    path: 'trainers/segments/:id/target-dialect/:dialectId',
    params: idParams.extend({ dialectId: dbIdParam }),
    body: z.object({ html: z.string().max(200_000) }),
    answer: segmentWithTargets,
    summary: 'Writes the (sanitized) HTML of a segment in one target dialect; answers the segment',
  }),
};
