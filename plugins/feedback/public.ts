import { z } from 'zod';
import { contract, contributionPoint, courseParams, MODULE, referencePair } from '../../sdk/shared';
import type { Db } from '../../sdk/server';
import { CYCLES } from '../lesson-outline/public';
import { CYCLE_REF, RATING_MAX, feedbackLesson, type FeedbackScore } from './shared';

export { CYCLE_REF, feedbackColour, MIN_RATINGS, RATING_MAX } from './shared';
export type { FeedbackActivity, FeedbackColour, FeedbackCycle, FeedbackLesson, FeedbackScore, FeedbackSegment } from './shared';

/** The feedback plugin's public face: its module keys and the route contracts other plugins call. */
export const FEEDBACK = MODULE.feedback;

const id = z.number().int().positive().max(2_147_483_647);
const position = z.coerce.number().int().min(1).max(1000);
/** What is rated: a cycle (ref 0) or a record of a module, of the course (the host checks it). */
const rated = { ref: z.number().int().min(0).max(2_147_483_647), refId: id };
const ratedRecord = <S extends z.ZodRawShape>(shape: S) => referencePair({ ...rated, ...shape }, { ref: 'ref', id: 'refId', aliases: { [CYCLE_REF]: CYCLES } });

/** The feedback plugin's calls. */
export const feedbackApi = {
  report: contract({
    method: 'GET',
    path: 'feedback/courses/:courseId/report',
    params: courseParams,
    query: z
      .object({ start: position.default(1), end: position.default(1000) })
      .refine((q) => q.start <= q.end, { path: ['start'], message: 'From must not be greater than To' }),
    answer: z.array(feedbackLesson),
    summary: 'The lessons from start to end with cycles, activities and their feedback',
  }),
  rate: contract({
    method: 'POST',
    path: 'feedback/courses/:courseId/ratings',
    params: courseParams,
    body: ratedRecord({ dialectId: id, rating: z.number().int().min(0).max(RATING_MAX) }),
    answer: z.object({ ok: z.literal(true) }),
    summary: "A learner's rating (0-1000) of a cycle (ref 0) or a record in a target dialect",
  }),
  track: contract({
    method: 'PUT',
    path: 'feedback/courses/:courseId/tracking',
    params: courseParams,
    body: ratedRecord({ tracking: z.boolean() }),
    answer: z.object({ ...rated, tracking: z.boolean() }),
    summary: "Tracks a record's feedback or stops tracking it",
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

/**
 * The learners' ratings and the tracking of records: one store, the feedback plugin's, which the
 * report and the records' own forms (exercises, dialogs) read alike. It contributes itself here.
 */
export interface FeedbackStore {
  /** The scores per target dialect (count and median, per mille) of records of a ref, by id; with versions, of each record's version only. */
  scoresOf(db: Db, courseId: number, ref: number, ids: number[], versions?: Map<number, number>): Promise<Map<number, FeedbackScore[]>>;
  /** The records of the ref, among ids, whose feedback is tracked. */
  trackedOf(db: Db, courseId: number, ref: number, ids: number[]): Promise<Set<number>>;
  setTracking(db: Db, courseId: number, ref: number, id: number, tracking: boolean): Promise<void>;
  /** Deletes the ratings and tracking of records of a ref: their owner calls it when it deletes them. */
  forget(db: Db, ref: number, ids: number[]): Promise<void>;
}

export const feedbackStores = contributionPoint<FeedbackStore>('feedback-store');

/**
 * Records whose content has a feedback version (exercises, dialogs: spec 3 §3 'version'): a rating
 * counts for the version the record had when it was given, and the report shows the current one's.
 */
export interface RatedVersions {
  ref: number;
  versionsOf(db: Db, ids: number[]): Promise<Map<number, number>>;
}

export const ratedVersions = contributionPoint<RatedVersions>('rated-versions');
