import type { DialectHtml, EditableRecord } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';

export interface ExerciseFeedback extends DialectRef {
  /** Ratings of this content version, and their median (0-100). */
  n: number;
  median: number;
  version: number;
}

export interface Exercise extends EditableRecord {
  courseId: number;
  headingId: number | null;
  positions: string;
  error: string;
  flag: number;
  feedbackVersion: number;
  version: number;
  targets: (DialectHtml & { status?: number })[];
  feedback: ExerciseFeedback[];
}

/** Spec 3 §3 feedback colour rule: fewer than 10 ratings grey; else by median / 10. */
export function feedbackColor(f: { n: number; median: number }): string {
  if (f.n < 10) return 'gray';
  const tenth = f.median / 10;
  if (tenth >= 9) return 'green';
  if (tenth >= 8) return 'lime';
  if (tenth >= 7) return 'orange';
  return 'red';
}
