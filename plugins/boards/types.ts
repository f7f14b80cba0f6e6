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

/** What GET boards/{id}/events pushes (and answers as JSON without Accept: text/event-stream). */
export interface BoardEvent {
  id: number;
  type: 'card' | 'comment' | 'freelances';
  boardId: number;
  cardId?: number;
  at: string;
}
