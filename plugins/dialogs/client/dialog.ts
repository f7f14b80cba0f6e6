import type { DialectHtml } from '../../../sdk/client';
import type { Segment } from '../public';

export type { Dialog, DialogFeedback, Segment, SegmentRow, Speaker } from '../public';

/** A segment as its editor edits it: the targets are HTML, with a status only when loaded. */
export type SegmentDraft = Omit<Segment, 'targets'> & { targets: (DialectHtml & { status?: number })[] };

/** Spec 3 §3 feedback colour rule: fewer than 10 ratings grey; else by median / 10. */
export function feedbackColor(f: { n: number; median: number }): string {
  if (f.n < 10) return 'gray';
  const tenth = f.median / 10;
  if (tenth >= 9) return 'green';
  if (tenth >= 8) return 'lime';
  if (tenth >= 7) return 'orange';
  return 'red';
}
