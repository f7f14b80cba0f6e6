import { and, desc, eq, sql } from 'drizzle-orm';
import { HttpError, rowsOf, users, type Db } from '../../../sdk/server';
import { cardFieldsOf } from './card-fields';
import { WORK_STATE_LABELS, WorkState } from '../../../sdk/shared';
import { isAllowedMove, refusedMoveMessage, type BoardType, type WorkStateHistory } from '../../../sdk/shared';
import { publishCards } from './board-store';
import { boardEvents } from './events';
import { boardCards, boards } from './tables';
import { workStateHistory, workStates } from '../../../sdk/server';

const itemKey = (boardType: number, refId: number) => and(eq(workStates.boardType, boardType), eq(workStates.refId, refId));

export async function readWorkState(db: Db, boardType: number, refId: number) {
  const [row] = await db.select().from(workStates).where(itemKey(boardType, refId));
  return row;
}

export async function stateHistory(db: Db, boardType: BoardType, refId: number, courseId: number): Promise<WorkStateHistory> {
  const row = await readWorkState(db, boardType, refId);
  const rows = await db
    .select({
      id: workStateHistory.id,
      at: workStateHistory.at,
      userName: users.name,
      fromState: workStateHistory.fromState,
      toState: workStateHistory.toState,
      message: workStateHistory.message,
    })
    .from(workStateHistory)
    .leftJoin(users, eq(users.id, workStateHistory.userId))
    .where(and(eq(workStateHistory.boardType, boardType), eq(workStateHistory.refId, refId)))
    .orderBy(desc(workStateHistory.at), desc(workStateHistory.id));
  return {
    boardType,
    refId,
    courseId: row?.courseId ?? courseId,
    state: (row?.state ?? WorkState.NONE) as WorkState,
    history: rows.map((r) => ({
      ...r,
      at: r.at.toISOString(),
      userName: r.userName ?? '(deleted user)',
      fromState: r.fromState as WorkState,
      toState: r.toState as WorkState,
      change: `${WORK_STATE_LABELS[r.fromState as WorkState]} → ${WORK_STATE_LABELS[r.toState as WorkState]}`,
    })),
  };
}

export interface StateChange {
  courseId: number;
  boardType: BoardType;
  refId: number;
  userId: number;
  /** The new state, or how to compute it from the current one. */
  to: WorkState | ((from: WorkState) => WorkState);
  message?: string | null;
  force?: boolean;
  /** Further refusals (a freelance's limits), given the move; throws HttpError. */
  check?: (from: WorkState, to: WorkState) => void;
}

/**
 * Changes an item's work state under the rules (or any state with force), records the history
 * row, and makes sure each board of the item's type in its course has a card for it. A row is
 * created for an item that had none (it was NONE). 404 when the item's state lives in another
 * course; 409 for a move the rules refuse.
 */
export async function changeWorkState(db: Db, c: StateChange): Promise<{ from: WorkState; to: WorkState }> {
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(workStates).where(itemKey(c.boardType, c.refId)).for('update');
    if (row && row.courseId !== c.courseId) throw new HttpError(404, 'No such item in this course');
    const from = (row?.state ?? WorkState.NONE) as WorkState;
    const to = typeof c.to === 'function' ? c.to(from) : c.to;
    c.check?.(from, to);
    if (from === to || (!c.force && !isAllowedMove(from, to))) throw new HttpError(409, refusedMoveMessage(from, to));
    if (row) {
      await tx.update(workStates).set({ state: to, updatedAt: new Date() }).where(itemKey(c.boardType, c.refId));
    } else {
      await tx.insert(workStates).values({ boardType: c.boardType, refId: c.refId, courseId: c.courseId, state: to });
    }
    await tx.insert(workStateHistory).values({
      boardType: c.boardType,
      refId: c.refId,
      userId: c.userId,
      fromState: from,
      toState: to,
      message: c.message?.trim() || null,
    });
    return { from, to };
  });
  if (moved.to >= WorkState.TODO) await ensureCards(db, c.courseId, c.boardType, c.refId);
  await publishItemChange(db, c.boardType, c.refId);
  return moved;
}

/** Items of the type moved into To do or later (by the wizard): every board of the type gets their cards and is told. */
export async function cardsMoved(db: Db, courseId: number, boardType: BoardType): Promise<void> {
  await ensureCards(db, courseId, boardType);
  const hub = boardEvents(db);
  const bs = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.courseId, courseId), eq(boards.type, boardType)));
  for (const b of bs) await hub.publish(b.id, 'card');
}

/**
 * Gives every board of the type in the course a card for each item in To do or later (one item,
 * or all) that has none, with the record's own title and its lesson as folder and tag; an item that
 * is no record of the course gets no card.
 */
export async function ensureCards(db: Db, courseId: number, boardType: BoardType, refId?: number): Promise<void> {
  const missing = rowsOf<{ board_id: number; ref_id: number; lesson: number | null }>(
    await db.execute(sql`
    select b.id as board_id, ws.ref_id, ws.lesson
      from ${boards} b join ${workStates} ws on ws.course_id = b.course_id and ws.board_type = b.type
     where b.course_id = ${courseId} and b.type = ${boardType} and ws.state >= ${WorkState.TODO}
       ${refId === undefined ? sql`` : sql`and ws.ref_id = ${refId}`}
       and not exists (select 1 from ${boardCards} bc where bc.board_id = b.id and bc.board_type = ws.board_type and bc.ref_id = ws.ref_id)`),
  );
  if (!missing.length) return;
  const items = [...new Map(missing.map((m) => [Number(m.ref_id), { refId: Number(m.ref_id), lesson: m.lesson === null ? null : Number(m.lesson) }])).values()];
  const fields = await cardFieldsOf(db, courseId, boardType, items);
  const cards = missing.flatMap((m) => {
    const f = fields.get(Number(m.ref_id));
    return f ? [{ boardId: Number(m.board_id), boardType, refId: Number(m.ref_id), ...f }] : [];
  });
  if (cards.length) await db.insert(boardCards).values(cards).onConflictDoNothing();
}

/** Tells every board showing the item that its card changed. */
function publishItemChange(db: Db, boardType: number, refId: number): Promise<void> {
  return publishCards(db, 'card', and(eq(boardCards.boardType, boardType), eq(boardCards.refId, refId)));
}
