import { and, asc, eq, gte, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { HttpError, notFound, users, type Db, type SessionUser } from '../../../sdk/server';
import { WorkState, MODULE } from '../../../sdk/shared';
import {
  boardColumns,
  type Board,
  type BoardCard,
  type BoardCards,
  type BoardComment,
  type CardState,
  type CommentsWrite,
  type Freelance,
  type FreelancesWrite,
} from '../types';
import { BOARD_TYPE_LABELS, BoardType } from '../../../sdk/shared';
import { isFreelance } from './access';
import { boardEvents } from './events';
import { boardCards, boardComments, boardCommentSeen, boardFreelances, boards } from './tables';
import { workStates } from '../../../sdk/server';

/** The module (MODULES.md id) where an item of each board type is edited: a card's cardRef. */
export const BOARD_TYPE_MODULES: Record<BoardType, number> = {
  [BoardType.PANEL_SENTENCES]: MODULE.panels,
  [BoardType.PANEL_EXPLANATIONS]: MODULE.panels,
  [BoardType.SEGMENTS]: MODULE.segment,
  [BoardType.EXERCISES]: MODULE.exercise,
  [BoardType.READINGS]: MODULE.reading,
  [BoardType.DIALOGS]: MODULE.dialog,
  [BoardType.PANEL_TEST_SENTENCES]: MODULE.panels,
  [BoardType.TRAINER_SEGMENTS]: MODULE.trainer,
};

const CARD_STATE_OF: Record<number, CardState> = {
  [WorkState.TODO]: 'todo',
  [WorkState.DOING]: 'doing',
  [WorkState.REVIEW]: 'review',
  [WorkState.DONE]: 'done',
};

const nFreelances = sql<number>`(select count(*)::int from ${boardFreelances} bf where bf.board_id = ${boards.id})`;

const boardRow = (b: { id: number; name: string; type: number; nFreelances: number }): Board => ({
  ...b,
  type: b.type as BoardType,
  typeLabel: BOARD_TYPE_LABELS[b.type as BoardType] ?? String(b.type),
});

/** The course's boards; a freelance sees only the boards they are a freelance of. */
export async function listBoards(db: Db, courseId: number, viewer: SessionUser): Promise<Board[]> {
  const rows = await db
    .select({ id: boards.id, name: boards.name, type: boards.type, nFreelances })
    .from(boards)
    .where(
      and(
        eq(boards.courseId, courseId),
        isFreelance(viewer) ? sql`exists (select 1 from ${boardFreelances} bf where bf.board_id = ${boards.id} and bf.user_id = ${viewer.id})` : undefined,
      ),
    )
    .orderBy(asc(boards.name), asc(boards.id));
  return rows.map(boardRow);
}

export async function getBoard(db: Db, boardId: number): Promise<Board & { courseId: number }> {
  const [b] = await db
    .select({ id: boards.id, name: boards.name, type: boards.type, courseId: boards.courseId, nFreelances })
    .from(boards)
    .where(eq(boards.id, boardId));
  if (!b) throw notFound('Board');
  return { ...boardRow(b), courseId: b.courseId };
}

/**
 * The cards of a board whose items are in To do or later, as the viewer sees them: comment counts
 * with the comments of others the viewer has not seen; a freelance gets only their own cards.
 */
async function selectCards(db: Db, viewer: SessionUser, where: { boardId: number; cardIds?: number[]; freelanceId?: number }): Promise<BoardCard[]> {
  const nComments = sql<number>`(select count(*)::int from ${boardComments} c where c.card_id = ${boardCards.id})`;
  const newComments = sql<number>`(select count(*)::int from ${boardComments} c where c.card_id = ${boardCards.id}
    and c.user_id is distinct from ${viewer.id}
    and not exists (select 1 from ${boardCommentSeen} s where s.comment_id = c.id and s.user_id = ${viewer.id}))`;
  const rows = await db
    .select({
      id: boardCards.id,
      boardId: boardCards.boardId,
      title: boardCards.title,
      folder: boardCards.folder,
      tags: boardCards.tags,
      freelanceId: boardCards.freelanceId,
      freelanceName: users.name,
      state: workStates.state,
      boardType: boardCards.boardType,
      refId: boardCards.refId,
      nComments,
      newComments,
    })
    .from(boardCards)
    .innerJoin(boards, eq(boards.id, boardCards.boardId))
    .innerJoin(
      workStates,
      and(eq(workStates.boardType, boardCards.boardType), eq(workStates.refId, boardCards.refId), eq(workStates.courseId, boards.courseId)),
    )
    .leftJoin(users, eq(users.id, boardCards.freelanceId))
    .where(
      and(
        eq(boardCards.boardId, where.boardId),
        where.cardIds === undefined ? undefined : where.cardIds.length ? inArray(boardCards.id, where.cardIds) : sql`false`,
        gte(workStates.state, WorkState.TODO),
        where.freelanceId === undefined ? undefined : eq(boardCards.freelanceId, where.freelanceId),
      ),
    )
    .orderBy(asc(boardCards.id));
  return rows.map(({ state, refId, ...r }) => ({
    ...r,
    state: CARD_STATE_OF[state],
    boardType: r.boardType as BoardType,
    cardRef: BOARD_TYPE_MODULES[r.boardType as BoardType],
    cardRefId: refId,
  }));
}

export async function boardCardColumns(db: Db, boardId: number, viewer: SessionUser): Promise<BoardCards> {
  const { courseId: _, ...board } = await getBoard(db, boardId);
  const cards = await selectCards(db, viewer, { boardId, freelanceId: isFreelance(viewer) ? viewer.id : undefined });
  return boardColumns(board, !isFreelance(viewer), cards);
}

/** One card as the viewer sees it; 404 when the board does not show it (its item is back in NONE). */
export async function getCard(db: Db, boardId: number, cardId: number, viewer: SessionUser): Promise<BoardCard> {
  const [card] = await selectCards(db, viewer, { boardId, cardIds: [cardId] });
  if (!card) throw notFound('Card');
  return card;
}

/** The cards of a board the viewer sees among these (the cards a write changed). */
export function cardsOf(db: Db, boardId: number, cardIds: number[], viewer: SessionUser): Promise<BoardCard[]> {
  return selectCards(db, viewer, { boardId, cardIds, freelanceId: isFreelance(viewer) ? viewer.id : undefined });
}

const commentCount = sql<number>`(select count(*)::int from ${boardComments} c where c.card_id = ${boardCards.id})`;

/**
 * Tells each board showing the cards chosen by `where` that they changed, with what each card now
 * is (its stamp), so that a screen already showing that reads nothing again.
 */
export async function publishCards(db: Db, type: 'card' | 'comment', where: SQL | undefined): Promise<void> {
  const rows = await db
    .select({
      id: boardCards.id,
      boardId: boardCards.boardId,
      freelanceId: boardCards.freelanceId,
      state: workStates.state,
      nComments: commentCount,
    })
    .from(boardCards)
    .innerJoin(boards, eq(boards.id, boardCards.boardId))
    .leftJoin(workStates, and(eq(workStates.boardType, boardCards.boardType), eq(workStates.refId, boardCards.refId), eq(workStates.courseId, boards.courseId)))
    .where(where)
    .orderBy(asc(boardCards.id));
  const hub = boardEvents(db);
  for (const r of rows) {
    const state = r.state !== null && r.state >= WorkState.TODO ? CARD_STATE_OF[r.state] : null;
    await hub.publish(r.boardId, type, r.id, { card: { state, freelanceId: r.freelanceId, nComments: r.nComments } });
  }
}

/** Tells the board its freelances changed, naming them. */
async function publishFreelances(db: Db, boardId: number): Promise<void> {
  await boardEvents(db).publish(boardId, 'freelances', undefined, { freelanceIds: (await boardFreelanceIds(db, boardId)).sort((a, b) => a - b) });
}

/** The raw card row: its board, item and assignment. */
export async function cardRow(db: Db, cardId: number) {
  const [c] = await db
    .select({
      id: boardCards.id,
      boardId: boardCards.boardId,
      boardType: boardCards.boardType,
      refId: boardCards.refId,
      freelanceId: boardCards.freelanceId,
      courseId: boards.courseId,
    })
    .from(boardCards)
    .innerJoin(boards, eq(boards.id, boardCards.boardId))
    .where(eq(boardCards.id, cardId));
  if (!c) throw notFound('Card');
  return c;
}

export async function assignCard(db: Db, boardId: number, cardId: number, freelanceId: number | null): Promise<void> {
  if (freelanceId !== null && !(await boardFreelanceIds(db, boardId)).includes(freelanceId)) {
    throw new HttpError(400, 'Invalid body: freelanceId', { freelanceId: 'Not a freelance of this board' });
  }
  await db.update(boardCards).set({ freelanceId }).where(eq(boardCards.id, cardId));
  await publishCards(db, 'card', eq(boardCards.id, cardId));
}

/* ---- Freelances ---- */

async function boardFreelanceIds(db: Db, boardId: number): Promise<number[]> {
  return (await db.select({ id: boardFreelances.userId }).from(boardFreelances).where(eq(boardFreelances.boardId, boardId))).map((r) => r.id);
}

export async function listFreelances(db: Db, boardId: number): Promise<Freelance[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(boardFreelances)
    .innerJoin(users, eq(users.id, boardFreelances.userId))
    .where(eq(boardFreelances.boardId, boardId))
    .orderBy(asc(users.name));
}

/** Users with the freelance flag who are not on the board. */
export async function unassignedFreelances(db: Db, boardId: number): Promise<Freelance[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.freelance, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(boardFreelances)
            .where(and(eq(boardFreelances.boardId, boardId), eq(boardFreelances.userId, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.name));
}

export async function addFreelance(db: Db, boardId: number, userId: number): Promise<void> {
  const [u] = await db.select({ freelance: users.freelance }).from(users).where(eq(users.id, userId));
  if (!u) throw notFound('User');
  if (!u.freelance) throw new HttpError(409, 'Only a user with the freelance flag can be a freelance of a board');
  await db.insert(boardFreelances).values({ boardId, userId }).onConflictDoNothing();
  await publishFreelances(db, boardId);
}

/** Takes the freelance off the board, and off the board's cards assigned to them; answers those cards' ids. */
export async function removeFreelance(db: Db, boardId: number, userId: number): Promise<number[]> {
  const unassigned = await db.transaction(async (tx) => {
    await tx.delete(boardFreelances).where(and(eq(boardFreelances.boardId, boardId), eq(boardFreelances.userId, userId)));
    return tx
      .update(boardCards)
      .set({ freelanceId: null })
      .where(and(eq(boardCards.boardId, boardId), eq(boardCards.freelanceId, userId)))
      .returning({ id: boardCards.id });
  });
  const ids = unassigned.map((c) => c.id);
  await publishFreelances(db, boardId);
  if (ids.length) await publishCards(db, 'card', inArray(boardCards.id, ids));
  return ids;
}

/** A freelance write's answer: both sides of the dialog, the board with its count, and the cards that changed. */
export async function freelancesWrite(db: Db, boardId: number, id: number, cardIds: number[], viewer: SessionUser): Promise<FreelancesWrite> {
  const { courseId: _, ...board } = await getBoard(db, boardId);
  return {
    id,
    board,
    freelances: await listFreelances(db, boardId),
    unassigned: await unassignedFreelances(db, boardId),
    cards: await cardsOf(db, boardId, cardIds, viewer),
  };
}

/* ---- Comments ---- */

/** A card's comments for the viewer: the comments of others are unseen until marked; own comments are always seen. */
export async function listComments(db: Db, cardId: number, viewer: SessionUser, commentId?: number): Promise<BoardComment[]> {
  const rows = await db
    .select({
      id: boardComments.id,
      cardId: boardComments.cardId,
      text: boardComments.text,
      at: boardComments.at,
      userId: boardComments.userId,
      userName: users.name,
      seenRow: sql<boolean>`exists (select 1 from ${boardCommentSeen} s where s.comment_id = ${boardComments.id} and s.user_id = ${viewer.id})`,
    })
    .from(boardComments)
    .leftJoin(users, eq(users.id, boardComments.userId))
    .where(and(eq(boardComments.cardId, cardId), commentId === undefined ? undefined : eq(boardComments.id, commentId)))
    .orderBy(asc(boardComments.at), asc(boardComments.id));
  return rows.map((r) => {
    const ownComment = r.userId === viewer.id;
    return {
      id: r.id,
      cardId: r.cardId,
      text: r.text,
      userName: r.userName ?? '(deleted user)',
      sDate: r.at.toISOString(),
      ownComment,
      seen: ownComment || Boolean(r.seenRow),
    };
  });
}

export async function commentRow(db: Db, id: number) {
  const [c] = await db
    .select({ id: boardComments.id, cardId: boardComments.cardId, userId: boardComments.userId })
    .from(boardComments)
    .where(eq(boardComments.id, id));
  if (!c) throw notFound('Comment');
  return c;
}

export async function addComment(db: Db, card: { id: number; boardId: number }, userId: number, text: string): Promise<number> {
  const [c] = await db.insert(boardComments).values({ cardId: card.id, userId, text }).returning({ id: boardComments.id });
  await publishCards(db, 'comment', eq(boardCards.id, card.id));
  return c.id;
}

export async function markSeen(db: Db, commentId: number, userId: number): Promise<void> {
  await db.insert(boardCommentSeen).values({ commentId, userId }).onConflictDoNothing();
}

export async function deleteComment(db: Db, commentId: number, card: { id: number; boardId: number }): Promise<void> {
  await db.delete(boardComments).where(eq(boardComments.id, commentId));
  await publishCards(db, 'comment', eq(boardCards.id, card.id));
}

/** A comment write's answer: the comment's id, the card's comments for the viewer, and the card (null once off the board). */
export async function commentsWrite(db: Db, id: number, card: { id: number; boardId: number }, viewer: SessionUser): Promise<CommentsWrite> {
  const [shown] = await selectCards(db, viewer, { boardId: card.boardId, cardIds: [card.id] });
  return { id, comments: await listComments(db, card.id, viewer), card: shown ?? null };
}
