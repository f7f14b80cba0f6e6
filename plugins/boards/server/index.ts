import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { contribute, dbIdParam, HttpError, defineServerPlugin, route, workStateWatchers, type Db, type SessionUser } from '../../../sdk/server';
import { WorkState } from '../../../sdk/shared';
import { BOARDS } from '../plugin';
import type { BoardType } from '../../../sdk/shared';
import {
  boardAccess, boardCardAccess, cardAccess, commentAccess, isFreelance, itemHistoryAccess, itemSample,
  requireOnBoard, requireOwnCard, requireStaff,
} from './access';
import {
  addComment, addFreelance, assignCard, boardCardColumns, cardRow, commentRow, deleteComment, getCard, listBoards,
  listComments, listFreelances, markSeen, removeFreelance, unassignedFreelances,
} from './board-store';
import { boardEvents, streamBoardEvents } from './events';
import { boardCards, boardFreelances } from './tables';
import { cardsMoved, changeWorkState, moveToTodo, stateHistory } from './work-state-store';

const id = dbIdParam;
const boardType = z.coerce.number().int().min(1, 'Not a board type (1 to 8)').max(8, 'Not a board type (1 to 8)')
  .transform((n) => n as BoardType);
const itemParams = z.object({ type: boardType, refId: id });
const courseParams = z.object({ courseId: id });

/** A freelance may act only on items whose card on one of their boards is assigned to them. */
async function requireAssignedItem(db: Db, user: SessionUser, type: number, refId: number): Promise<void> {
  if (!isFreelance(user)) return;
  const [card] = await db.select({ id: boardCards.id }).from(boardCards)
    .innerJoin(boardFreelances, and(eq(boardFreelances.boardId, boardCards.boardId), eq(boardFreelances.userId, user.id)))
    .where(and(eq(boardCards.boardType, type), eq(boardCards.refId, refId), eq(boardCards.freelanceId, user.id)));
  if (!card) throw new HttpError(403, 'This item is not assigned to you');
}

/** A freelance does the work and hands it over for review: To do to Doing, Doing to Review, never forced. */
function freelanceMoveCheck(user: SessionUser, force?: boolean) {
  return (from: WorkState, to: WorkState) => {
    if (!isFreelance(user)) return;
    if (force) throw new HttpError(403, 'A freelance cannot force a state change');
    const forward = (from === WorkState.TODO && to === WorkState.DOING) || (from === WorkState.DOING && to === WorkState.REVIEW);
    if (!forward) throw new HttpError(403, 'A freelance moves work from To Do to Doing and from Doing to Review only; reviews belong to the staff');
  };
}

/** A card the viewer may work on: on a board they are a freelance of, and assigned to them (for a freelance). */
async function workableCard(db: Db, user: SessionUser, cardId: number) {
  const card = await cardRow(db, cardId);
  await requireOnBoard(db, user, card.boardId);
  requireOwnCard(user, card);
  return card;
}

export default defineServerPlugin({
  // The Lesson Outline's wizard moves items to To do: their cards appear on the boards.
  contributes: [contribute(workStateWatchers, { statesMoved: (db: Db, courseId: number, type: number) => cardsMoved(db, courseId, type as BoardType) })],
  routes: [
    /* ---- Work states (spec 1 §7 'Work states and boards'; spec 3 §7 'Wizard') ---- */
    route({
      method: 'GET', url: 'board-types/:type/ref-ids/:refId/states-history', access: itemHistoryAccess,
      summary: "An item's work state and its history, newest first; ?course= names the course of an item that has no state yet",
      params: itemParams, query: z.object({ course: id.optional() }),
      handler: async ({ db, params, user, courseId }) => {
        await requireAssignedItem(db, user, params.type, params.refId);
        return stateHistory(db, params.type, params.refId, courseId);
      },
    }),
    route({
      method: 'PUT', url: 'courses/:courseId/board-types/:type/ref-ids/:refId/states-change', access: { module: BOARDS, sample: itemSample },
      summary: 'Changes the work state under the rules (NONE→TODO→DOING→REVIEW→DOING|DONE) or, with force, to any state; 409 for a refused move',
      params: courseParams.extend({ type: boardType, refId: id }),
      body: z.object({
        state: z.number().int().min(WorkState.NONE).max(WorkState.DONE).transform((n) => n as WorkState),
        message: z.string().max(2000).nullish(),
        force: z.boolean().optional(),
      }),
      handler: async ({ db, params, body, user, courseId }) => {
        await requireAssignedItem(db, user, params.type, params.refId);
        await changeWorkState(db, {
          courseId, boardType: params.type, refId: params.refId, userId: user.id,
          to: body.state, message: body.message, force: body.force, check: freelanceMoveCheck(user, body.force),
        });
        return stateHistory(db, params.type, params.refId, courseId);
      },
    }),
    route({
      method: 'PUT', url: 'courses/:courseId/wizard/board-types/:type/states/move-todo', access: { module: BOARDS },
      summary: "The wizard: items of the type still in NONE whose lesson is in [startPos, endPos] move to TODO; answers { moved }",
      params: courseParams.extend({ type: boardType }),
      body: z.object({ startPos: z.number().int().min(0), endPos: z.number().int().min(0) })
        .refine((b) => b.startPos <= b.endPos, { message: 'Must not be before the start', path: ['endPos'] }),
      handler: async ({ db, params, body, user, courseId }) => {
        requireStaff(user, 'run the wizard');
        return moveToTodo(db, courseId, params.type, user.id, body.startPos, body.endPos);
      },
    }),

    /* ---- Boards and cards ---- */
    route({
      method: 'GET', url: 'courses/:courseId/boards', access: { module: BOARDS }, summary: "The course's boards (a freelance: the boards they are on)",
      params: courseParams,
      handler: ({ db, courseId, user }) => listBoards(db, courseId, user),
    }),
    route({
      method: 'GET', url: 'boards/:id/cards', access: boardAccess('id'),
      summary: 'The columns todo, doing, review and done (done grouped by folder with freelanceCount); a freelance gets their own cards only',
      params: z.object({ id }),
      handler: async ({ db, params, user }) => {
        await requireOnBoard(db, user, params.id);
        return boardCardColumns(db, params.id, user);
      },
    }),
    route({
      method: 'GET', url: 'boards/:boardId/cards/:cardId', access: boardCardAccess, summary: 'One card',
      params: z.object({ boardId: id, cardId: id }),
      handler: async ({ db, params, user }) => {
        await workableCard(db, user, params.cardId);
        return getCard(db, params.boardId, params.cardId, user);
      },
    }),
    route({
      method: 'PUT', url: 'boards/:boardId/cards/:cardId/move', access: boardCardAccess,
      summary: 'Moves a card one state forward, from To do or Doing only (409 otherwise); answers the card',
      params: z.object({ boardId: id, cardId: id }),
      handler: async ({ db, params, user }) => {
        const card = await workableCard(db, user, params.cardId);
        await changeWorkState(db, {
          courseId: card.courseId, boardType: card.boardType as BoardType, refId: card.refId, userId: user.id,
          to: (from) => {
            if (from !== WorkState.TODO && from !== WorkState.DOING) throw new HttpError(409, 'Only a card in To do or Doing moves forward');
            return from + 1;
          },
        });
        return getCard(db, params.boardId, params.cardId, user);
      },
    }),
    route({
      method: 'PUT', url: 'boards/:boardId/cards/:cardId/freelance', access: boardCardAccess,
      summary: "Assigns the card to one of the board's freelances (null: unassigned); answers the card",
      params: z.object({ boardId: id, cardId: id }),
      body: z.object({ freelanceId: id.nullable() }),
      handler: async ({ db, params, body, user }) => {
        requireStaff(user, 'assign cards');
        await assignCard(db, params.boardId, params.cardId, body.freelanceId);
        return getCard(db, params.boardId, params.cardId, user);
      },
    }),

    /* ---- Freelances ---- */
    route({
      method: 'GET', url: 'boards/:boardId/freelances', access: boardAccess('boardId'), summary: "The board's freelances",
      params: z.object({ boardId: id }),
      handler: async ({ db, params, user }) => {
        requireStaff(user, "manage a board's freelances");
        return listFreelances(db, params.boardId);
      },
    }),
    route({
      method: 'GET', url: 'boards/:boardId/freelances/unassigned', access: boardAccess('boardId'),
      summary: 'Users with the freelance flag who are not on the board', params: z.object({ boardId: id }),
      handler: async ({ db, params, user }) => {
        requireStaff(user, "manage a board's freelances");
        return unassignedFreelances(db, params.boardId);
      },
    }),
    route({
      method: 'POST', url: 'boards/:boardId/freelances/:id', access: boardAccess('boardId', { id: 1 }),
      summary: 'Puts a freelance on the board (a user with the freelance flag; 409 otherwise)', params: z.object({ boardId: id, id }),
      handler: async ({ db, params, user }) => {
        requireStaff(user, "manage a board's freelances");
        await addFreelance(db, params.boardId, params.id);
        return { id: params.id };
      },
    }),
    route({
      method: 'DELETE', url: 'boards/:boardId/freelances/:id', access: boardAccess('boardId', { id: 1 }),
      summary: "Takes a freelance off the board; their cards on it become unassigned", params: z.object({ boardId: id, id }),
      handler: async ({ db, params, user }) => {
        requireStaff(user, "manage a board's freelances");
        await removeFreelance(db, params.boardId, params.id);
        return { id: params.id };
      },
    }),

    /* ---- Live updates ---- */
    route({
      method: 'GET', url: 'boards/:id/events', access: boardAccess('id'),
      summary: "Server-sent events ('card', 'comment', 'freelances') with Accept: text/event-stream; otherwise the recent events after ?after= as JSON",
      params: z.object({ id }), query: z.object({ after: z.coerce.number().int().min(0).default(0) }),
      handler: async ({ db, params, query, user, req, reply }) => {
        await requireOnBoard(db, user, params.id);
        if (!String(req.headers.accept ?? '').includes('text/event-stream')) return boardEvents(db).since(params.id, query.after);
        streamBoardEvents(db, req, reply, params.id);
        return undefined;
      },
    }),

    /* ---- Comments ---- */
    route({
      method: 'GET', url: 'cards/:id/comments', access: cardAccess('id'),
      summary: "A card's comments; seen is per viewer, own comments are always seen", params: z.object({ id }),
      handler: async ({ db, params, user }) => {
        await workableCard(db, user, params.id);
        return listComments(db, params.id, user);
      },
    }),
    route({
      method: 'POST', url: 'cards/:cardId/comments', access: cardAccess('cardId'), summary: 'Adds a comment (text required); answers data.id',
      params: z.object({ cardId: id }),
      body: z.object({ text: z.string().trim().min(1, 'Required').max(5000), id: z.unknown().optional(), cardId: z.unknown().optional(), seen: z.unknown().optional() }),
      handler: async ({ db, params, body, user }) => {
        const card = await workableCard(db, user, params.cardId);
        return { id: await addComment(db, card, user.id, body.text) };
      },
    }),
    route({
      method: 'PUT', url: 'comments/:id', access: commentAccess, summary: 'Marks a comment seen by the caller; answers the comment',
      params: z.object({ id }), body: z.object({ seen: z.literal(true) }),
      handler: async ({ db, params, user }) => {
        const comment = await commentRow(db, params.id);
        await workableCard(db, user, comment.cardId);
        if (comment.userId !== user.id) await markSeen(db, comment.id, user.id);
        return (await listComments(db, comment.cardId, user, comment.id))[0];
      },
    }),
    route({
      method: 'DELETE', url: 'comments/:id', access: commentAccess, summary: "Deletes one of the caller's own comments (409 for another's)",
      params: z.object({ id }),
      handler: async ({ db, params, user }) => {
        const comment = await commentRow(db, params.id);
        const card = await workableCard(db, user, comment.cardId);
        if (comment.userId !== user.id) throw new HttpError(409, 'Only its author may delete a comment');
        await deleteComment(db, comment.id, card);
        return { id: comment.id };
      },
    }),
  ],
});
