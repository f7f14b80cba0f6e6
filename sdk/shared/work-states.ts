import { z } from 'zod';
import { contract } from './contract';
import { WORK_STATE_LABELS, WorkState } from './enums';
import { courseParams, dbIdParam } from './schemas';

/* The work-state rules of spec 1 §4, shared by the State dialog and the server that enforces them. */

/** The eight kinds of content item a board tracks (spec 1 §4, 'Board types'). */
export enum BoardType {
  PANEL_SENTENCES = 1,
  PANEL_EXPLANATIONS = 2,
  SEGMENTS = 3,
  EXERCISES = 4,
  READINGS = 5,
  DIALOGS = 6,
  PANEL_TEST_SENTENCES = 7,
  TRAINER_SEGMENTS = 8,
}

export const BOARD_TYPE_LABELS: Record<BoardType, string> = {
  [BoardType.PANEL_SENTENCES]: 'panel sentences',
  [BoardType.PANEL_EXPLANATIONS]: 'panel explanations',
  [BoardType.SEGMENTS]: 'segments',
  [BoardType.EXERCISES]: 'exercises',
  [BoardType.READINGS]: 'readings',
  [BoardType.DIALOGS]: 'dialogs',
  [BoardType.PANEL_TEST_SENTENCES]: 'panel test sentences',
  [BoardType.TRAINER_SEGMENTS]: 'trainer segments',
};

export const isBoardType = (n: unknown): n is BoardType => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 8;

export const isWorkState = (n: unknown): n is WorkState => Number.isInteger(n) && (n as number) >= WorkState.NONE && (n as number) <= WorkState.DONE;

/** One transition button of the State dialog. */
export interface WorkStateMove {
  to: WorkState;
  label: string;
}

/**
 * The moves allowed without force: NONE to TODO, TODO to DOING, DOING to REVIEW, and from REVIEW
 * back to DOING or on to DONE (both with an optional message). DONE has none; force allows any.
 */
export function workStateMoves(from: WorkState): WorkStateMove[] {
  switch (from) {
    case WorkState.NONE:
      return [{ to: WorkState.TODO, label: 'Change to To Do' }];
    case WorkState.TODO:
      return [{ to: WorkState.DOING, label: 'Change to Doing' }];
    case WorkState.DOING:
      return [{ to: WorkState.REVIEW, label: 'Change to Review' }];
    case WorkState.REVIEW:
      return [
        { to: WorkState.DOING, label: 'Back to Doing' },
        { to: WorkState.DONE, label: 'Change to Done' },
      ];
    default:
      return [];
  }
}

/** Whether the move is allowed without force. */
export const isAllowedMove = (from: WorkState, to: WorkState) => workStateMoves(from).some((m) => m.to === to);

/** The refusal the server gives (409) and the dialog shows for a move the rules do not allow. */
export function refusedMoveMessage(from: WorkState, to: WorkState): string {
  if (from === to) return `The item is already in ${WORK_STATE_LABELS[to]}`;
  const allowed = workStateMoves(from).map((m) => WORK_STATE_LABELS[m.to]);
  return (
    `Cannot change from ${WORK_STATE_LABELS[from]} to ${WORK_STATE_LABELS[to]}: ` +
    (allowed.length ? `from ${WORK_STATE_LABELS[from]} only to ${allowed.join(' or ')}` : `${WORK_STATE_LABELS[from]} is final`) +
    ' (use force change state for any other move)'
  );
}

/** A type, not an interface: grid rows need the implicit index signature. */
export const workStateHistoryRow = z.object({
  id: z.number(),
  at: z.string(),
  userName: z.string(),
  fromState: z.enum(WorkState),
  toState: z.enum(WorkState),
  /** 'To Do → Doing'. */
  change: z.string(),
  message: z.string().nullable(),
});
export type WorkStateHistoryRow = z.output<typeof workStateHistoryRow>;

/** GET board-types/{type}/ref-ids/{refId}/states-history. */
export const workStateHistory = z.object({
  boardType: z.enum(BoardType),
  refId: z.number(),
  courseId: z.number(),
  state: z.enum(WorkState),
  history: z.array(workStateHistoryRow),
});
export type WorkStateHistory = z.output<typeof workStateHistory>;

/** The body of PUT courses/{courseId}/board-types/{type}/ref-ids/{refId}/states-change. */
export interface WorkStateChange {
  state: WorkState;
  message?: string;
  /** Any state, bypassing the rules ('force change state'). */
  force?: boolean;
}

const boardType = z.coerce
  .number()
  .int()
  .min(1, 'Not a board type (1 to 8)')
  .max(8, 'Not a board type (1 to 8)')
  .transform((n) => n as BoardType);
const itemParams = z.object({ type: boardType, refId: dbIdParam });

/**
 * The State dialog's calls (StateDialog), on a board item (board type, refId): served by the
 * Boards plugin, which publishes them with its own.
 */
export const workStateApi = {
  history: contract({
    method: 'GET',
    path: 'board-types/:type/ref-ids/:refId/states-history',
    params: itemParams,
    query: z.object({ course: dbIdParam.optional() }),
    answer: workStateHistory,
    summary: "An item's work state and its history, newest first; ?course= names the course of an item that has no state yet",
  }),
  change: contract({
    method: 'PUT',
    path: 'courses/:courseId/board-types/:type/ref-ids/:refId/states-change',
    params: courseParams.extend({ type: boardType, refId: dbIdParam }),
    body: z.object({
      state: z
        .number()
        .int()
        .min(WorkState.NONE)
        .max(WorkState.DONE)
        .transform((n) => n as WorkState),
      message: z.string().max(2000).nullish(),
      force: z.boolean().optional(),
    }),
    answer: workStateHistory,
    summary: 'Changes the work state under the rules (NONE→TODO→DOING→REVIEW→DOING|DONE) or, with force, to any state; 409 for a refused move',
  }),
};
