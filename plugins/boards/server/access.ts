import { and, asc, eq, gte } from 'drizzle-orm';
import { HttpError, type Db, type SessionUser } from '../../../sdk/server';
import { BOARDS } from '../public';
import { isBoardType } from '../../../sdk/shared';
import { boardCards, boardComments, boardFreelances, boards } from './tables';
import { workStates } from '../../../sdk/server';
import { isDbId } from '../../../sdk/server';

/**
 * Route access of the Boards module: the grant on module 19 in the course of the board, card or
 * comment named by the path (404 when there is none), with a sample record per course for the
 * host's authorization sweep.
 */

type CourseOfInput = { params: Record<string, string | undefined>; query: Record<string, string | undefined>; db: Db };
type Sample = Record<string, number>;

/** A path value as a database id, or null (an id that cannot exist is simply not found). */
export const dbId = (v: unknown): number | null => {
  const n = Number(v);
  return isDbId(n) ? n : null;
};

export const courseOfBoard = async (db: Db, boardId: unknown): Promise<number | null> => {
  const id = dbId(boardId);
  if (id === null) return null;
  const [b] = await db.select({ courseId: boards.courseId }).from(boards).where(eq(boards.id, id));
  return b?.courseId ?? null;
};

const courseOfCard = async (db: Db, cardId: unknown, boardId?: unknown): Promise<number | null> => {
  const id = dbId(cardId);
  const board = boardId === undefined ? undefined : dbId(boardId);
  if (id === null || board === null) return null;
  const [c] = await db
    .select({ courseId: boards.courseId })
    .from(boardCards)
    .innerJoin(boards, eq(boards.id, boardCards.boardId))
    .where(and(eq(boardCards.id, id), board === undefined ? undefined : eq(boardCards.boardId, board)));
  return c?.courseId ?? null;
};

const courseOfComment = async (db: Db, commentId: unknown): Promise<number | null> => {
  const id = dbId(commentId);
  if (id === null) return null;
  const [c] = await db
    .select({ courseId: boards.courseId })
    .from(boardComments)
    .innerJoin(boardCards, eq(boardCards.id, boardComments.cardId))
    .innerJoin(boards, eq(boards.id, boardCards.boardId))
    .where(eq(boardComments.id, id));
  return c?.courseId ?? null;
};

const firstBoard = async (db: Db, courseId: number) => {
  const [b] = await db.select({ id: boards.id }).from(boards).where(eq(boards.courseId, courseId)).orderBy(asc(boards.id)).limit(1);
  return b?.id;
};

/** The first card of the course that its board shows (its item is in To do or later). */
const firstCard = async (db: Db, courseId: number) => {
  const [c] = await db
    .select({ id: boardCards.id, boardId: boardCards.boardId })
    .from(boardCards)
    .innerJoin(boards, eq(boards.id, boardCards.boardId))
    .innerJoin(workStates, and(eq(workStates.boardType, boardCards.boardType), eq(workStates.refId, boardCards.refId)))
    .where(and(eq(boards.courseId, courseId), gte(workStates.state, 1)))
    .orderBy(asc(boardCards.id))
    .limit(1);
  return c;
};

/** A board reached by id, as the path parameter `param`; `extra` adds the other path values a sample needs. */
export function boardAccess(param: 'id' | 'boardId', extra: Sample = {}) {
  return {
    module: BOARDS,
    courseOf: ({ params, db }: CourseOfInput) => courseOfBoard(db, params[param]),
    sample: async (db: Db, courseId: number): Promise<Sample | null> => {
      const id = await firstBoard(db, courseId);
      return id === undefined ? null : { [param]: id, ...extra };
    },
  };
}

/** A card under its board: boards/:boardId/cards/:cardId (a card of another board is not found). */
export const boardCardAccess = {
  module: BOARDS,
  courseOf: ({ params, db }: CourseOfInput) => courseOfCard(db, params.cardId, params.boardId),
  sample: async (db: Db, courseId: number): Promise<Sample | null> => {
    const c = await firstCard(db, courseId);
    return c ? { boardId: c.boardId, cardId: c.id } : null;
  },
};

/** A card by id alone: cards/:id/comments, cards/:cardId/comments. */
export function cardAccess(param: 'id' | 'cardId') {
  return {
    module: BOARDS,
    courseOf: ({ params, db }: CourseOfInput) => courseOfCard(db, params[param]),
    sample: async (db: Db, courseId: number): Promise<Sample | null> => {
      const c = await firstCard(db, courseId);
      return c ? { [param]: c.id } : null;
    },
  };
}

export const commentAccess = {
  module: BOARDS,
  courseOf: ({ params, db }: CourseOfInput) => courseOfComment(db, params.id),
  sample: async (db: Db, courseId: number): Promise<Sample | null> => {
    const [c] = await db
      .select({ id: boardComments.id })
      .from(boardComments)
      .innerJoin(boardCards, eq(boardCards.id, boardComments.cardId))
      .innerJoin(boards, eq(boards.id, boardCards.boardId))
      .where(eq(boards.courseId, courseId))
      .orderBy(asc(boardComments.id))
      .limit(1);
    return c ? { id: c.id } : null;
  },
};

/**
 * The history of an item: its course is the one its work state was recorded in; an item with no
 * state yet (NONE, never changed) is looked up in the course of ?course=. Not a board type: 404.
 */
export const itemHistoryAccess = {
  module: BOARDS,
  courseOf: async ({ params, query, db }: CourseOfInput): Promise<number | null> => {
    const type = Number(params.type);
    const refId = dbId(params.refId);
    if (!isBoardType(type) || refId === null) return null;
    const [row] = await db
      .select({ courseId: workStates.courseId })
      .from(workStates)
      .where(and(eq(workStates.boardType, type), eq(workStates.refId, refId)));
    return row?.courseId ?? dbId(query.course);
  },
  sample: itemSample,
};

/** An item with a recorded work state in the course. */
export async function itemSample(db: Db, courseId: number): Promise<Sample | null> {
  const [row] = await db
    .select({ type: workStates.boardType, refId: workStates.refId })
    .from(workStates)
    .where(eq(workStates.courseId, courseId))
    .orderBy(asc(workStates.boardType), asc(workStates.refId))
    .limit(1);
  return row ? { type: row.type, refId: row.refId } : null;
}

/**
 * A freelance (the users.freelance flag; an administrator is never restricted) sees and works
 * only on what is assigned to them.
 */
export const isFreelance = (user: SessionUser) => user.freelance && !user.admin;

export async function requireOnBoard(db: Db, user: SessionUser, boardId: number): Promise<void> {
  if (!isFreelance(user)) return;
  const [m] = await db
    .select({ boardId: boardFreelances.boardId })
    .from(boardFreelances)
    .where(and(eq(boardFreelances.boardId, boardId), eq(boardFreelances.userId, user.id)));
  if (!m) throw new HttpError(403, 'You are not a freelance of this board');
}

export function requireStaff(user: SessionUser, what: string): void {
  if (isFreelance(user)) throw new HttpError(403, `A freelance cannot ${what}`);
}

export function requireOwnCard(user: SessionUser, card: { freelanceId: number | null }): void {
  if (isFreelance(user) && card.freelanceId !== user.id) throw new HttpError(403, 'This card is not assigned to you');
}
