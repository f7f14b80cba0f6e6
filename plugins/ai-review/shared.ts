import { z } from 'zod';
import { recordLocation } from '../../sdk/shared';

/** The three checkers of the AI Review screen (spec 4 §2.7): which texts each checks against which. */
export const CHECKER_KINDS = ['sources', 'targets', 'all'] as const;
export type CheckerKind = (typeof CHECKER_KINDS)[number];

/** AI review status (spec 2 §3): 1 flagged (red robot), 2 OK (green robot). */
export const REVIEW_FLAGGED = 1;
export const REVIEW_OK = 2;

/** Items checked per task when a content type's owner names no batch size. */
export const DEFAULT_BATCH_SIZE = 10;

/** byLesson: the owner knows its records' lessons, so the checkers honour the course's aiReviewPos. */
export const checkerRef = z.object({ ref: z.number(), name: z.string(), batchSize: z.number(), byLesson: z.boolean() });
export type CheckerRef = z.output<typeof checkerRef>;

/** A checker run of one content type in one dialect, as the progress bar shows it. */
/** fromLesson: the course's aiReviewPos (0: every lesson), applied to content types whose lessons are known. */
export const runState = z.object({
  total: z.number(),
  checked: z.number(),
  fails: z.number(),
  running: z.boolean(),
  complete: z.boolean(),
  fromLesson: z.number(),
});
export type RunState = z.output<typeof runState>;

export const dashboardCell = z.object({ checked: z.number(), flagged: z.number(), ok: z.number() });
export type DashboardCell = z.output<typeof dashboardCell>;
export const dashboardRow = z.object({ ref: z.number(), name: z.string(), cells: z.record(z.string(), dashboardCell) });
export type DashboardRow = z.output<typeof dashboardRow>;
export const dashboard = z.object({
  dialects: z.array(z.object({ key: z.string(), label: z.string(), dialectId: z.number().nullable() })),
  rows: z.array(dashboardRow),
});
export type Dashboard = z.output<typeof dashboard>;
/** The dashboard with the lesson the course's AI review applies from (aiReviewPos; 0: every lesson). */
export const reviewDashboard = dashboard.extend({ aiReviewPos: z.number() });
export type ReviewDashboard = z.output<typeof reviewDashboard>;

export const finding = z.object({ check: z.string(), explanation: z.string() });
export type Finding = z.output<typeof finding>;
export const flaggedReview = z.object({
  id: z.number(),
  ref: z.number(),
  refId: z.number(),
  kind: z.enum(CHECKER_KINDS),
  dialectId: z.number(),
  dialectCode: z.string(),
  status: z.number(),
  text: z.string(),
  reference: z.string(),
  response: z.string(),
  reasoning: z.string(),
  /** Where the text opens (a reading's text on its reading, the text selected); null when the record is gone. */
  open: recordLocation.nullable(),
});
export type FlaggedReview = z.output<typeof flaggedReview>;
