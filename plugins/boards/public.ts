import { z } from 'zod';
import { contract, contributionPoint, courseParams, dbIdParam, MODULE, workStateApi } from '../../sdk/shared';
import { board, boardCard, boardCards, boardComment, cardState, commentsWrite, freelancesWrite } from './types';
import type { Db } from '../../sdk/server';

export { CARD_STATE_TITLES, CARD_STATES, TAG_CLASSES } from './types';
export type {
  Board,
  BoardCard,
  BoardCards,
  BoardComment,
  BoardEvent,
  CardStamp,
  CardState,
  CardTag,
  CommentsWrite,
  DoneFolder,
  Freelance,
  FreelancesWrite,
  TagClass,
} from './types';

/** The boards plugin's public face: its module keys and the route contracts other plugins call. */
export const BOARDS = MODULE.boards;

const id = dbIdParam;
const boardCardParams = z.object({ boardId: id, cardId: id });
const boardFreelanceParams = z.object({ boardId: id, id });
const idOnly = z.object({ id });

/** A freelance of a board (a user with the freelance flag). */
export const freelance = z.object({ id: z.number(), name: z.string() });
/** What GET boards/{id}/events pushes (and answers as JSON without Accept: text/event-stream). */
export const boardEvent = z.object({
  id: z.number(),
  type: z.enum(['card', 'comment', 'freelances']),
  boardId: z.number(),
  cardId: z.number().optional(),
  at: z.string(),
  card: z.object({ state: z.enum(['todo', 'doing', 'review', 'done']).nullable(), freelanceId: z.number().nullable(), nComments: z.number() }).optional(),
  freelanceIds: z.array(z.number()).optional(),
});

/** The Boards module's calls (spec 1 §7 'Work states and boards'; the wizard's move-todo is the Lesson Outline's). */
export const boardsApi = {
  /* ---- Work states ---- */
  // The State dialog's (the SDK's StateDialog calls them).
  stateHistory: workStateApi.history,
  changeState: workStateApi.change,

  /* ---- Boards and cards ---- */
  boards: contract({
    method: 'GET',
    path: 'courses/:courseId/boards',
    params: courseParams,
    answer: z.array(board),
    summary: "The course's boards (a freelance: the boards they are on)",
  }),
  cards: contract({
    method: 'GET',
    path: 'boards/:id/cards',
    params: idOnly,
    answer: boardCards,
    summary: 'The columns todo, doing, review and done (done grouped by folder with freelanceCount); a freelance gets their own cards only',
  }),
  card: contract({
    method: 'GET',
    path: 'boards/:boardId/cards/:cardId',
    params: boardCardParams,
    answer: boardCard,
    summary: 'One card',
  }),
  moveCard: contract({
    method: 'PUT',
    path: 'boards/:boardId/cards/:cardId/move',
    params: boardCardParams,
    body: z.object({ to: cardState.optional() }),
    answer: boardCard,
    summary:
      'Moves a card to the column `to` (a drag or a keyboard move; the work-state rules apply, 409 for a move they refuse), without `to` one state forward from To do or Doing; answers the card',
  }),
  assignCard: contract({
    method: 'PUT',
    path: 'boards/:boardId/cards/:cardId/freelance',
    params: boardCardParams,
    body: z.object({ freelanceId: id.nullable() }),
    answer: boardCard,
    summary: "Assigns the card to one of the board's freelances (null: unassigned); answers the card",
  }),

  /* ---- Freelances ---- */
  freelances: contract({
    method: 'GET',
    path: 'boards/:boardId/freelances',
    params: z.object({ boardId: id }),
    answer: z.array(freelance),
    summary: "The board's freelances",
  }),
  unassignedFreelances: contract({
    method: 'GET',
    path: 'boards/:boardId/freelances/unassigned',
    params: z.object({ boardId: id }),
    answer: z.array(freelance),
    summary: 'Users with the freelance flag who are not on the board',
  }),
  addFreelance: contract({
    method: 'POST',
    path: 'boards/:boardId/freelances/:id',
    params: boardFreelanceParams,
    answer: freelancesWrite,
    summary: 'Puts a freelance on the board (a user with the freelance flag; 409 otherwise); answers both sides, the board and its changed cards',
  }),
  removeFreelance: contract({
    method: 'DELETE',
    path: 'boards/:boardId/freelances/:id',
    params: boardFreelanceParams,
    answer: freelancesWrite,
    summary: 'Takes a freelance off the board; their cards on it become unassigned; answers both sides, the board and those cards',
  }),

  /* ---- Live updates ---- */
  /** With Accept: text/event-stream the handler streams the events itself (and answers undefined). */
  events: contract({
    method: 'GET',
    path: 'boards/:id/events',
    params: idOnly,
    query: z.object({ after: z.coerce.number().int().min(0).default(0) }),
    answer: z.object({ lastEventId: z.number(), events: z.array(boardEvent) }).optional(),
    summary: "Server-sent events ('card', 'comment', 'freelances') with Accept: text/event-stream; otherwise the recent events after ?after= as JSON",
  }),

  /* ---- Comments ---- */
  comments: contract({
    method: 'GET',
    path: 'cards/:id/comments',
    params: idOnly,
    answer: z.array(boardComment),
    summary: "A card's comments; seen is per viewer, own comments are always seen",
  }),
  addComment: contract({
    method: 'POST',
    path: 'cards/:cardId/comments',
    params: z.object({ cardId: id }),
    body: z.object({
      text: z.string().trim().min(1, 'Required').max(5000),
      id: z.unknown().optional(),
      cardId: z.unknown().optional(),
      seen: z.unknown().optional(),
    }),
    answer: commentsWrite,
    summary: "Adds a comment (text required); answers data.id, the card's comments and the card",
  }),
  markSeen: contract({
    method: 'PUT',
    path: 'comments/:id',
    params: idOnly,
    body: z.object({ seen: z.literal(true) }),
    answer: commentsWrite,
    summary: "Marks a comment seen by the caller; answers the card's comments and the card (its unseen count)",
  }),
  deleteComment: contract({
    method: 'DELETE',
    path: 'comments/:id',
    params: idOnly,
    answer: commentsWrite,
    summary: "Deletes one of the caller's own comments (409 for another's); answers the card's comments and the card",
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

/**
 * Who shows work items (spec 3 §4 boards): told when items moved into To do or later outside it
 * (the Lesson Outline's wizard), so that the Boards module gives them their cards.
 */
export interface WorkStateWatcher {
  statesMoved(db: Db, courseId: number, boardType: number, refIds: number[]): Promise<void>;
}

export const workStateWatchers = contributionPoint<WorkStateWatcher>('work-state-watchers');
