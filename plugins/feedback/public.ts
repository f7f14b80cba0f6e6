import { z } from 'zod';
import { contract, courseParams, MODULE, referencePair } from '../../sdk/shared';
import { CYCLES } from '../lesson-outline/public';
import { CYCLE_REF, RATING_MAX, feedbackLesson } from './shared';

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
