import type { RecordLocation } from '../../sdk/shared';

/** The three checkers of the AI Review screen (spec 4 §2.7): which texts each checks against which. */
export const CHECKER_KINDS = ['sources', 'targets', 'all'] as const;
export type CheckerKind = (typeof CHECKER_KINDS)[number];

/** AI review status (spec 2 §3): 1 flagged (red robot), 2 OK (green robot). */
export const REVIEW_FLAGGED = 1;
export const REVIEW_OK = 2;

/** Items checked per task when a content type's owner names no batch size. */
export const DEFAULT_BATCH_SIZE = 10;

/** byLesson: the owner knows its records' lessons, so the checkers honour the course's aiReviewPos. */
export interface CheckerRef {
  ref: number;
  name: string;
  batchSize: number;
  byLesson: boolean;
}

/** A checker run of one content type in one dialect, as the progress bar shows it. */
/** fromLesson: the course's aiReviewPos (0: every lesson), applied to content types whose lessons are known. */
export interface RunState {
  total: number;
  checked: number;
  fails: number;
  running: boolean;
  complete: boolean;
  fromLesson: number;
}

export interface DashboardCell {
  checked: number;
  flagged: number;
  ok: number;
}
export interface DashboardRow {
  ref: number;
  name: string;
  cells: Record<string, DashboardCell>;
}
export interface Dashboard {
  dialects: { key: string; label: string; dialectId: number | null }[];
  rows: DashboardRow[];
}
/** The dashboard with the lesson the course's AI review applies from (aiReviewPos; 0: every lesson). */
export type ReviewDashboard = Dashboard & { aiReviewPos: number };

export interface Finding {
  check: string;
  explanation: string;
}
export interface FlaggedReview {
  id: number;
  ref: number;
  refId: number;
  kind: CheckerKind;
  dialectId: number;
  dialectCode: string;
  status: number;
  text: string;
  reference: string;
  response: string;
  reasoning: string;
  /** Where the text opens (a reading's text on its reading, the text selected); null when the record is gone. */
  open: RecordLocation | null;
}
