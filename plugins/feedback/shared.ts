/** The ref of a cycle's own ratings (a cycle is no module record): ratings with ref 0 rate cycle refId. */
export const CYCLE_REF = 0;
/** Ratings are per mille (0-1000); the median is in the same unit (spec 3 §9: median / 10 gives the colour). */
export const RATING_MAX = 1000;
/** Fewer ratings than this are not coloured (spec 3 §9). */
export const MIN_RATINGS = 10;

export interface FeedbackScore {
  dialectId: number;
  dialectCode: string;
  n: number;
  median: number;
}
export interface FeedbackSegment {
  id: number;
  feedback: FeedbackScore[];
  tracking: boolean;
}
export interface FeedbackActivity {
  id: number;
  ref: number;
  title: string;
  feedback: FeedbackScore[];
  tracking: boolean;
  segments: FeedbackSegment[];
}
export interface FeedbackCycle {
  id: number;
  position: number;
  feedback: FeedbackScore[];
  activities: FeedbackActivity[];
}
export interface FeedbackLesson {
  id: number;
  position: number;
  title: string;
  cycles: FeedbackCycle[];
}

export type FeedbackColour = 'grey' | 'green' | 'lightgreen' | 'orange' | 'red';

/** Spec 3 §9: grey under 10 ratings; else median / 10: green 90-100, light green 80-89, orange 70-79, red below 70. */
export function feedbackColour(s: { n: number; median: number }): FeedbackColour {
  if (s.n < MIN_RATINGS) return 'grey';
  const pct = s.median / 10;
  return pct >= 90 ? 'green' : pct >= 80 ? 'lightgreen' : pct >= 70 ? 'orange' : 'red';
}
