import 'reflect-metadata';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { HttpClient, WriteOutcome } from '../../../sdk/client';
import { BoardType, WorkState, type WorkStateHistory } from '../../../sdk/shared';
import {
  CARD_STATE_TITLES,
  type Board,
  type BoardCard,
  type BoardCards,
  type BoardComment,
  type CardState,
  type CommentsWrite,
  type DoneFolder,
  type Freelance,
  type FreelancesWrite,
} from '../types';
import { renderWithServices, RxEventBus } from '../../../tests/support/client';

/*
 * A fake server of the Boards module for the component tests: boards, cards, comments and
 * freelances held in memory and served through the container's HTTP client, as the routes of
 * plugins/boards/server answer them (spec 1 §7 'Work states and boards').
 */

export const ANA: Freelance = { id: 10, name: 'Ana' };
export const BEN: Freelance = { id: 11, name: 'Ben' };
export const CLEO: Freelance = { id: 12, name: 'Cleo' };

export const card = (id: number, title: string, state: CardState, over: Partial<BoardCard> = {}): BoardCard => ({
  id,
  boardId: 1,
  title,
  state,
  folder: '',
  freelanceId: null,
  freelanceName: null,
  tags: [],
  nComments: 0,
  newComments: 0,
  cardRef: 3,
  cardRefId: 100 + id,
  boardType: BoardType.SEGMENTS,
  ...over,
});

export const comment = (id: number, cardId: number, text: string, over: Partial<BoardComment> = {}): BoardComment => ({
  id,
  cardId,
  text,
  seen: false,
  ownComment: false,
  userName: 'Olga',
  sDate: '2026-03-01T10:00:00Z',
  ...over,
});

export interface FakeOptions {
  cards?: BoardCard[];
  comments?: BoardComment[];
  /** The freelances on board 1 (ids). */
  onBoard?: number[];
  canManage?: boolean;
  /** Answer every GET at once (no timer): for the fake-timer tests. */
  instant?: boolean;
}

const NEXT: Partial<Record<CardState, CardState>> = { todo: 'doing', doing: 'review' };
const WORK_STATE: Record<CardState, WorkState> = { todo: WorkState.TODO, doing: WorkState.DOING, review: WorkState.REVIEW, done: WorkState.DONE };

export function fakeServer(opts: FakeOptions = {}) {
  const freelances = [ANA, BEN, CLEO];
  const onBoard = new Set(opts.onBoard ?? [ANA.id]);
  let cards = [...(opts.cards ?? [])];
  let comments = [...(opts.comments ?? [])];
  let nextComment = 1000;
  const boards = (): Board[] => [
    { id: 1, name: 'Segments A1', type: BoardType.SEGMENTS, typeLabel: 'Segments', nFreelances: onBoard.size },
    { id: 2, name: 'Dialogs A1', type: BoardType.DIALOGS, typeLabel: 'Dialogs', nFreelances: 0 },
  ];
  const withCounts = (c: BoardCard): BoardCard => {
    const own = comments.filter((x) => x.cardId === c.id);
    return { ...c, nComments: own.length, newComments: own.filter((x) => !x.seen).length };
  };
  const cardsOf = (boardId: number): BoardCards => {
    const list = cards.filter((c) => c.boardId === boardId).map(withCounts);
    const folders = new Map<string, DoneFolder>();
    for (const c of list.filter((x) => x.state === 'done')) {
      const f = folders.get(c.folder) ?? { folder: c.folder, cards: [], freelanceCount: {} };
      f.cards.push(c);
      if (c.freelanceName) f.freelanceCount[c.freelanceName] = (f.freelanceCount[c.freelanceName] ?? 0) + 1;
      folders.set(c.folder, f);
    }
    return {
      board: boards().find((b) => b.id === boardId)!,
      canManage: opts.canManage ?? true,
      todo: list.filter((c) => c.state === 'todo'),
      doing: list.filter((c) => c.state === 'doing'),
      review: list.filter((c) => c.state === 'review'),
      done: [...folders.values()].sort((a, b) => a.folder.localeCompare(b.folder)),
    };
  };
  const ok = <T,>(data: T): WriteOutcome<T> => ({ ok: true, data });
  const cardNow = (id: number) => {
    const c = cards.find((x) => x.id === id);
    return c ? withCounts(c) : null;
  };
  /** A comment write's answer, as the server gives it: the card's comments and the card. */
  const commentsWrite = (id: number, cardId: number): CommentsWrite => ({
    id,
    comments: comments.filter((c) => c.cardId === cardId).map((c) => ({ ...c })),
    card: cardNow(cardId),
  });
  /** A freelance write's answer: both sides, the board and the cards that changed. */
  const freelancesWrite = (id: number, changed: number[]): FreelancesWrite => ({
    id,
    freelances: freelances.filter((f) => onBoard.has(f.id)),
    unassigned: freelances.filter((f) => !onBoard.has(f.id)),
    board: boards()[0],
    cards: changed.map((c) => cardNow(c)!),
  });
  const refused = (status: number, error: string): WriteOutcome<never> => ({ ok: false, status, error });

  const get = vi.fn(async (path: string): Promise<unknown> => {
    if (!opts.instant) await new Promise((r) => setTimeout(r, 2));
    let m: RegExpExecArray | null;
    if (path === 'grid-columns/board-freelances') return [{ field: 'name', headerName: 'Name', flex: 1 }];
    if (path === 'grid-columns/work-state-history') return [{ field: 'change', headerName: 'Change' }];
    if (path === 'courses/1/boards') return boards();
    if ((m = /^boards\/(\d+)\/cards$/.exec(path))) return cardsOf(Number(m[1]));
    if ((m = /^boards\/(\d+)\/freelances$/.exec(path))) return Number(m[1]) === 1 ? freelances.filter((f) => onBoard.has(f.id)) : [];
    if ((m = /^boards\/(\d+)\/freelances\/unassigned$/.exec(path))) return freelances.filter((f) => Number(m![1]) !== 1 || !onBoard.has(f.id));
    if ((m = /^cards\/(\d+)\/comments$/.exec(path))) return comments.filter((c) => c.cardId === Number(m![1])).map((c) => ({ ...c }));
    if ((m = /^board-types\/(\d+)\/ref-ids\/(\d+)\/states-history$/.exec(path))) {
      const c = cards.find((x) => x.cardRefId === Number(m![2]));
      return c && ({ boardType: c.boardType, refId: c.cardRefId, courseId: 1, state: WORK_STATE[c.state], history: [] } satisfies WorkStateHistory);
    }
    return undefined;
  });
  const put = vi.fn(async (path: string, body?: unknown): Promise<WriteOutcome<unknown>> => {
    let m: RegExpExecArray | null;
    if ((m = /^boards\/\d+\/cards\/(\d+)\/move$/.exec(path))) {
      const c = cards.find((x) => x.id === Number(m![1]));
      const to = c && ((body as { to?: CardState } | undefined)?.to ?? NEXT[c.state]);
      if (c && to === c.state) return refused(409, `The item is already in ${CARD_STATE_TITLES[to]}`);
      if (!c || !to) return refused(409, 'Only a card in To do or Doing moves forward');
      cards = cards.map((x) => (x === c ? { ...x, state: to } : x));
      return ok(cardNow(c.id));
    }
    if ((m = /^boards\/\d+\/cards\/(\d+)\/freelance$/.exec(path))) {
      const id = Number(m[1]);
      const f = freelances.find((x) => x.id === (body as { freelanceId: number | null }).freelanceId);
      cards = cards.map((x) => (x.id === id ? { ...x, freelanceId: f?.id ?? null, freelanceName: f?.name ?? null } : x));
      return ok(cardNow(id));
    }
    if ((m = /^courses\/1\/board-types\/\d+\/ref-ids\/(\d+)\/states-change$/.exec(path))) {
      const c = cards.find((x) => x.cardRefId === Number(m![1]));
      const to = (Object.keys(WORK_STATE) as CardState[]).find((k) => WORK_STATE[k] === (body as { state: WorkState }).state);
      if (!c || !to) return refused(409, 'Refused');
      cards = cards.map((x) => (x === c ? { ...x, state: to } : x));
      return ok({ boardType: c.boardType, refId: c.cardRefId, courseId: 1, state: WORK_STATE[to], history: [] } satisfies WorkStateHistory);
    }
    if ((m = /^comments\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      comments = comments.map((c) => (c.id === id && (body as { seen?: boolean })?.seen ? { ...c, seen: true } : c));
      const c = comments.find((x) => x.id === id);
      return c ? ok(commentsWrite(id, c.cardId)) : refused(404, 'Comment not found');
    }
    return refused(404, 'not found');
  });
  const post = vi.fn(async (path: string, body?: unknown): Promise<WriteOutcome<unknown>> => {
    let m: RegExpExecArray | null;
    if ((m = /^cards\/(\d+)\/comments$/.exec(path))) {
      const b = body as { text: string };
      const id = nextComment++;
      comments.push(comment(id, Number(m[1]), b.text, { seen: true, ownComment: true, userName: 'Me' }));
      return ok(commentsWrite(id, Number(m[1])));
    }
    if ((m = /^boards\/1\/freelances\/(\d+)$/.exec(path))) {
      onBoard.add(Number(m[1]));
      return ok(freelancesWrite(Number(m[1]), []));
    }
    return refused(404, 'not found');
  });
  const del = vi.fn(async (path: string): Promise<WriteOutcome<unknown>> => {
    let m: RegExpExecArray | null;
    if ((m = /^comments\/(\d+)$/.exec(path))) {
      const c = comments.find((x) => x.id === Number(m![1]));
      if (!c?.ownComment) return refused(403, 'Only your own comments can be deleted');
      comments = comments.filter((x) => x !== c);
      return ok(commentsWrite(c.id, c.cardId));
    }
    if ((m = /^boards\/1\/freelances\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      onBoard.delete(id);
      const changed = cards.filter((c) => c.boardId === 1 && c.freelanceId === id).map((c) => c.id);
      cards = cards.map((c) => (changed.includes(c.id) ? { ...c, freelanceId: null, freelanceName: null } : c));
      return ok(freelancesWrite(id, changed));
    }
    return refused(404, 'not found');
  });
  const upload = vi.fn(async () => refused(404, 'not found'));
  const http = { get, put, post, delete: del, upload } as unknown as HttpClient;
  const events = new RxEventBus();

  return {
    get,
    put,
    post,
    delete: del,
    events,
    /** Another user's change: the cards as the server now holds them. */
    moveCard(id: number, state: CardState) {
      cards = cards.map((x) => (x.id === id ? { ...x, state } : x));
    },
    addComment(c: BoardComment) {
      comments.push(c);
    },
    comments: () => comments,
    onBoard: () => [...onBoard],
    /** As the workspace renders a screen, its commands' key bindings working. */
    render: (ui: ReactNode) => renderWithServices(ui, { http, events }),
  };
}
