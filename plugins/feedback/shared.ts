import { z } from 'zod';
/** The ref of a cycle's own ratings (a cycle is no module record): ratings with ref 0 rate cycle refId. */
export const CYCLE_REF = 0;
/** Ratings are per mille (0-1000); the median is in the same unit (spec 3 §9: median / 10 gives the colour). */
export const RATING_MAX = 1000;
/** Fewer ratings than this are not coloured (spec 3 §9). */
export const MIN_RATINGS = 10;

export const feedbackScore = z.object({ dialectId: z.number(), dialectCode: z.string(), n: z.number(), median: z.number() });
export type FeedbackScore = z.output<typeof feedbackScore>;
export const feedbackSegment = z.object({ id: z.number(), feedback: z.array(feedbackScore), tracking: z.boolean() });
export type FeedbackSegment = z.output<typeof feedbackSegment>;
export const feedbackActivity = z.object({
  id: z.number(),
  ref: z.number(),
  title: z.string(),
  feedback: z.array(feedbackScore),
  tracking: z.boolean(),
  segments: z.array(feedbackSegment),
});
export type FeedbackActivity = z.output<typeof feedbackActivity>;
export const feedbackCycle = z.object({ id: z.number(), position: z.number(), feedback: z.array(feedbackScore), activities: z.array(feedbackActivity) });
export type FeedbackCycle = z.output<typeof feedbackCycle>;
export const feedbackLesson = z.object({ id: z.number(), position: z.number(), title: z.string(), cycles: z.array(feedbackCycle) });
export type FeedbackLesson = z.output<typeof feedbackLesson>;

export type FeedbackColour = 'grey' | 'green' | 'lightgreen' | 'orange' | 'red';

/** Spec 3 §9: grey under 10 ratings; else median / 10: green 90-100, light green 80-89, orange 70-79, red below 70. */
export function feedbackColour(s: { n: number; median: number }): FeedbackColour {
  if (s.n < MIN_RATINGS) return 'grey';
  const pct = s.median / 10;
  return pct >= 90 ? 'green' : pct >= 80 ? 'lightgreen' : pct >= 70 ? 'orange' : 'red';
}
