import type { DialectHtml, EditableRecord, TranslationTextValue } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';

export interface DialogFeedback extends DialectRef { n: number; median: number; version: number }

export interface Dialog extends EditableRecord {
  courseId: number;
  title: string;
  headingId: number | null;
  positions: string;
  flag: number;
  feedbackVersion: number;
  versionUpdated: string | null;
  feedbackTracking: boolean;
  error: string;
  version: number;
  feedback: DialogFeedback[];
}

/** A row of the segment list. */
export interface SegmentRow {
  id: number;
  position: number;
  speakerId: number;
  speaker: string;
  title: string;
  error: string;
  aiReview: number;
  text: string;
}

export interface Segment {
  id: number;
  dialogId: number;
  courseId: number;
  position: number;
  speakerId: number;
  title: string;
  exerciseType: number;
  error: string;
  version: number;
  targets: (DialectHtml & { status?: number })[];
  sources: TranslationTextValue[];
}

export interface Speaker { id: number; name: string; gender: 'm' | 'f'; version: number }

/** Spec 3 §3 feedback colour rule: fewer than 10 ratings grey; else by median / 10. */
export function feedbackColor(f: { n: number; median: number }): string {
  if (f.n < 10) return 'gray';
  const tenth = f.median / 10;
  if (tenth >= 9) return 'green';
  if (tenth >= 8) return 'lime';
  if (tenth >= 7) return 'orange';
  return 'red';
}

/**
 * The list after moving the item at `from` to `to` (0-based), for the optimistic reorder; the
 * positions are renumbered 1…n as the server will.
 */
export function moved<T extends { position: number }>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next.map((s, i) => ({ ...s, position: i + 1 }));
}
