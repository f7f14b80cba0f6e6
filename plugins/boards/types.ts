import type { BoardType } from '../../sdk/shared';

/** The API shapes of the Boards module (spec 1 §3 Board, Freelance, Board card, Comment), shared by client and server. */

export const TAG_CLASSES = ['tag_green', 'tag_orange', 'tag_gray'] as const;
export type TagClass = (typeof TAG_CLASSES)[number];

export interface CardTag {
  /** Such as '3 xx'. */
  text: string;
  class: TagClass;
}

/** The four columns; a card's state is the work state of its item (TODO 1 … DONE 4). */
export type CardState = 'todo' | 'doing' | 'review' | 'done';
export const CARD_STATES: CardState[] = ['todo', 'doing', 'review', 'done'];
export const CARD_STATE_TITLES: Record<CardState, string> = { todo: 'To do', doing: 'Doing', review: 'Review', done: 'Done' };

export interface Board {
  id: number;
  name: string;
  type: BoardType;
  typeLabel: string;
  nFreelances: number;
}

/** A type, not an interface: grid rows need the implicit index signature. */
export type Freelance = {
  id: number;
  name: string;
};

export interface BoardCard {
  id: number;
  boardId: number;
  title: string;
  state: CardState;
  folder: string;
  freelanceId: number | null;
  freelanceName: string | null;
  tags: CardTag[];
  nComments: number;
  /** Comments of other users this viewer has not seen. */
  newComments: number;
  /** The module of the item (MODULES.md id) and the item's id, for navigation. */
  cardRef: number;
  cardRefId: number;
  boardType: BoardType;
}

export interface DoneFolder {
  folder: string;
  cards: BoardCard[];
  /** Done cards of this folder per assigned freelance, by name. */
  freelanceCount: Record<string, number>;
}

/** GET boards/{id}/cards. */
export interface BoardCards {
  board: Board;
  /** False for a freelance: no freelances dialog, no assigning. */
  canManage: boolean;
  todo: BoardCard[];
  doing: BoardCard[];
  review: BoardCard[];
  done: DoneFolder[];
}

export interface BoardComment {
  id: number;
  cardId: number;
  text: string;
  seen: boolean;
  ownComment: boolean;
  userName: string;
  sDate: string;
}

/**
 * What a card is after a change, as every viewer sees it (its state, null once off the board; its
 * freelance; its comment count): a screen that already shows it has nothing to read again.
 */
export interface CardStamp {
  state: CardState | null;
  freelanceId: number | null;
  nComments: number;
}

/** What GET boards/{id}/events pushes (and answers as JSON without Accept: text/event-stream). */
export interface BoardEvent {
  id: number;
  type: 'card' | 'comment' | 'freelances';
  boardId: number;
  cardId?: number;
  at: string;
  /** A 'card' or 'comment' event's card after the change. */
  card?: CardStamp;
  /** A 'freelances' event's freelances of the board after the change (ids, ascending). */
  freelanceIds?: number[];
}

/** A comment write's answer (add, mark seen, delete): the comment's id, the card's comments for the caller, and the card (null once off the board). */
export interface CommentsWrite {
  id: number;
  comments: BoardComment[];
  card: BoardCard | null;
}

/**
 * A freelance put on or taken off a board: the two sides of the Freelances dialog, the board (its
 * count) and the cards that changed (those of a freelance taken off become unassigned).
 */
export interface FreelancesWrite {
  id: number;
  freelances: Freelance[];
  unassigned: Freelance[];
  board: Board;
  cards: BoardCard[];
}

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
