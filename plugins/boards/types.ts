import { z } from 'zod';
import { BoardType } from '../../sdk/shared';

/** The API shapes of the Boards module (spec 1 §3 Board, Freelance, Board card, Comment), shared by client and server. */

export const TAG_CLASSES = ['tag_green', 'tag_orange', 'tag_gray'] as const;
export type TagClass = (typeof TAG_CLASSES)[number];

export const cardTag = z.object({
  /** Such as '3 xx'. */
  text: z.string(),
  class: z.enum(TAG_CLASSES),
});
export type CardTag = z.output<typeof cardTag>;

/** The four columns; a card's state is the work state of its item (TODO 1 … DONE 4). */
export const cardState = z.enum(['todo', 'doing', 'review', 'done']);
export type CardState = z.output<typeof cardState>;
export const CARD_STATES: CardState[] = ['todo', 'doing', 'review', 'done'];
export const CARD_STATE_TITLES: Record<CardState, string> = { todo: 'To do', doing: 'Doing', review: 'Review', done: 'Done' };

const boardType = z.enum(BoardType);

export const board = z.object({ id: z.number(), name: z.string(), type: boardType, typeLabel: z.string(), nFreelances: z.number() });
export type Board = z.output<typeof board>;

/** A type, not an interface: grid rows need the implicit index signature. */
export const freelance = z.object({ id: z.number(), name: z.string() });
export type Freelance = z.output<typeof freelance>;

export const boardCard = z.object({
  id: z.number(),
  boardId: z.number(),
  title: z.string(),
  state: cardState,
  folder: z.string(),
  freelanceId: z.number().nullable(),
  freelanceName: z.string().nullable(),
  tags: z.array(cardTag),
  nComments: z.number(),
  /** Comments of other users this viewer has not seen. */
  newComments: z.number(),
  /** The module of the item (MODULES.md id) and the item's id, for navigation. */
  cardRef: z.number(),
  cardRefId: z.number(),
  boardType,
});
export type BoardCard = z.output<typeof boardCard>;

export const doneFolder = z.object({
  folder: z.string(),
  cards: z.array(boardCard),
  /** Done cards of this folder per assigned freelance, by name. */
  freelanceCount: z.record(z.string(), z.number()),
});
export type DoneFolder = z.output<typeof doneFolder>;

/** GET boards/{id}/cards. */
export const boardCards = z.object({
  board,
  /** False for a freelance: no freelances dialog, no assigning. */
  canManage: z.boolean(),
  todo: z.array(boardCard),
  doing: z.array(boardCard),
  review: z.array(boardCard),
  done: z.array(doneFolder),
});
export type BoardCards = z.output<typeof boardCards>;

export const boardComment = z.object({
  id: z.number(),
  cardId: z.number(),
  text: z.string(),
  seen: z.boolean(),
  ownComment: z.boolean(),
  userName: z.string(),
  sDate: z.string(),
});
export type BoardComment = z.output<typeof boardComment>;

/**
 * What a card is after a change, as every viewer sees it (its state, null once off the board; its
 * freelance; its comment count): a screen that already shows it has nothing to read again.
 */
export const cardStamp = z.object({ state: cardState.nullable(), freelanceId: z.number().nullable(), nComments: z.number() });
export type CardStamp = z.output<typeof cardStamp>;

/** What GET boards/{id}/events pushes (and answers as JSON without Accept: text/event-stream). */
export const boardEvent = z.object({
  id: z.number(),
  type: z.enum(['card', 'comment', 'freelances']),
  boardId: z.number(),
  cardId: z.number().optional(),
  at: z.string(),
  /** A 'card' or 'comment' event's card after the change. */
  card: cardStamp.optional(),
  /** A 'freelances' event's freelances of the board after the change (ids, ascending). */
  freelanceIds: z.array(z.number()).optional(),
});
export type BoardEvent = z.output<typeof boardEvent>;

/** A comment write's answer (add, mark seen, delete): the comment's id, the card's comments for the caller, and the card (null once off the board). */
export const commentsWrite = z.object({ id: z.number(), comments: z.array(boardComment), card: boardCard.nullable() });
export type CommentsWrite = z.output<typeof commentsWrite>;

/**
 * A freelance put on or taken off a board: the two sides of the Freelances dialog, the board (its
 * count) and the cards that changed (those of a freelance taken off become unassigned).
 */
export const freelancesWrite = z.object({
  id: z.number(),
  freelances: z.array(freelance),
  unassigned: z.array(freelance),
  board,
  cards: z.array(boardCard),
});
export type FreelancesWrite = z.output<typeof freelancesWrite>;

/** Done cards by folder (sorted, the unnamed folder last), each with its per-freelance counts. */
export function groupDone(cards: BoardCard[]): DoneFolder[] {
  const folders = new Map<string, DoneFolder>();
  for (const c of cards) {
    let f = folders.get(c.folder);
    if (!f) folders.set(c.folder, (f = { folder: c.folder, cards: [], freelanceCount: {} }));
    f.cards.push(c);
    if (c.freelanceName) f.freelanceCount[c.freelanceName] = (f.freelanceCount[c.freelanceName] ?? 0) + 1;
  }
  return [...folders.values()].sort((a, b) => (!a.folder ? 1 : !b.folder ? -1 : a.folder.localeCompare(b.folder)));
}

/** The board's columns from its cards (each column by card id, as the server lists them). */
export function boardColumns(board: Board, canManage: boolean, cards: BoardCard[]): BoardCards {
  const of = (s: CardState) => cards.filter((c) => c.state === s).sort((a, b) => a.id - b.id);
  return { board, canManage, todo: of('todo'), doing: of('doing'), review: of('review'), done: groupDone(of('done')) };
}

export const allCards = (d: BoardCards): BoardCard[] => [...d.todo, ...d.doing, ...d.review, ...d.done.flatMap((f) => f.cards)];

/** The columns with these cards put where their state says (replacing the cards of the same id); `gone` cards are taken off. */
export function withCards(d: BoardCards, cards: BoardCard[], gone: number[] = []): BoardCards {
  const changed = new Set([...cards.map((c) => c.id), ...gone]);
  return boardColumns(d.board, d.canManage, [...allCards(d).filter((c) => !changed.has(c.id)), ...cards]);
}
