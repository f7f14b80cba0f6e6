import { and, eq } from 'drizzle-orm';
import { contribute, HttpError, defineServerPlugin, route, type Db, type SessionUser } from '../../../sdk/server';
import { workStateWatchers } from '../public';
import { WorkState } from '../../../sdk/shared';
import { CARD_STATES } from '../types';
import { BOARDS, boardsApi as api } from '../public';
import type { BoardType } from '../../../sdk/shared';
import {
  boardAccess,
  boardCardAccess,
  cardAccess,
  commentAccess,
  isFreelance,
  itemHistoryAccess,
  itemSample,
  requireOnBoard,
  requireOwnCard,
  requireStaff,
} from './access';
import {
  addComment,
  addFreelance,
  assignCard,
  boardCardColumns,
  cardRow,
  commentRow,
  commentsWrite,
  deleteComment,
  freelancesWrite,
  getCard,
  listBoards,
  listComments,
  listFreelances,
  markSeen,
  removeFreelance,
  unassignedFreelances,
} from './board-store';
import { boardEvents, streamBoardEvents } from './events';
import { requireCourseItem } from './items';
import { boardCards, boardFreelances } from './tables';
import { cardsMoved, changeWorkState, stateHistory } from './work-state-store';

/** A freelance may act only on items whose card on one of their boards is assigned to them. */
async function requireAssignedItem(db: Db, user: SessionUser, type: number, refId: number): Promise<void> {
  if (!isFreelance(user)) return;
  const [card] = await db
    .select({ id: boardCards.id })
    .from(boardCards)
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
    /* ---- Work states (spec 1 §7 'Work states and boards') ---- */
    route(api.stateHistory, {
      access: itemHistoryAccess,
      handler: async ({ db, params, user, courseId }) => {
        await requireAssignedItem(db, user, params.type, params.refId);
        return stateHistory(db, params.type, params.refId, courseId);
      },
    }),
    route(api.changeState, {
      access: { module: BOARDS, sample: itemSample },
      handler: async ({ db, params, body, user, courseId }) => {
        await requireCourseItem(db, courseId, params.type, params.refId);
        await requireAssignedItem(db, user, params.type, params.refId);
        await changeWorkState(db, {
          courseId,
          boardType: params.type,
          refId: params.refId,
          userId: user.id,
          to: body.state,
          message: body.message,
          force: body.force,
          check: freelanceMoveCheck(user, body.force),
        });
        return stateHistory(db, params.type, params.refId, courseId);
      },
    }),

    /* ---- Boards and cards ---- */
    route(api.boards, {
      access: { module: BOARDS },
      handler: ({ db, courseId, user }) => listBoards(db, courseId, user),
    }),
    route(api.cards, {
      access: boardAccess('id'),
      handler: async ({ db, params, user }) => {
        await requireOnBoard(db, user, params.id);
        return boardCardColumns(db, params.id, user);
      },
    }),
    route(api.card, {
      access: boardCardAccess,
      handler: async ({ db, params, user }) => {
        await workableCard(db, user, params.cardId);
        return getCard(db, params.boardId, params.cardId, user);
      },
    }),
    route(api.moveCard, {
      access: boardCardAccess,
      handler: async ({ db, params, body, user }) => {
        const card = await workableCard(db, user, params.cardId);
        const target = body.to;
        await changeWorkState(db, {
          courseId: card.courseId,
          boardType: card.boardType as BoardType,
          refId: card.refId,
          userId: user.id,
          to: target
            ? WorkState.TODO + CARD_STATES.indexOf(target)
            : (from) => {
                if (from !== WorkState.TODO && from !== WorkState.DOING) throw new HttpError(409, 'Only a card in To do or Doing moves forward');
                return from + 1;
              },
          check: freelanceMoveCheck(user),
        });
        return getCard(db, params.boardId, params.cardId, user);
      },
    }),
    route(api.assignCard, {
      access: boardCardAccess,
      handler: async ({ db, params, body, user }) => {
        requireStaff(user, 'assign cards');
        await assignCard(db, params.boardId, params.cardId, body.freelanceId);
        return getCard(db, params.boardId, params.cardId, user);
      },
    }),

    /* ---- Freelances ---- */
    route(api.freelances, {
      access: boardAccess('boardId'),
      handler: async ({ db, params, user }) => {
        requireStaff(user, "manage a board's freelances");
        return listFreelances(db, params.boardId);
      },
    }),
    route(api.unassignedFreelances, {
      access: boardAccess('boardId'),
      handler: async ({ db, params, user }) => {
        requireStaff(user, "manage a board's freelances");
        return unassignedFreelances(db, params.boardId);
      },
    }),
    route(api.addFreelance, {
      access: boardAccess('boardId', { id: 1 }),
      handler: async ({ db, params, user }) => {
        requireStaff(user, "manage a board's freelances");
        await addFreelance(db, params.boardId, params.id);
        return freelancesWrite(db, params.boardId, params.id, [], user);
      },
    }),
    route(api.removeFreelance, {
      access: boardAccess('boardId', { id: 1 }),
      handler: async ({ db, params, user }) => {
        requireStaff(user, "manage a board's freelances");
        const unassigned = await removeFreelance(db, params.boardId, params.id);
        return freelancesWrite(db, params.boardId, params.id, unassigned, user);
      },
    }),

    /* ---- Live updates ---- */
    route(api.events, {
      access: boardAccess('id'),
      handler: async ({ db, params, query, user, req, reply }) => {
        await requireOnBoard(db, user, params.id);
        if (!String(req.headers.accept ?? '').includes('text/event-stream')) return boardEvents(db).since(params.id, query.after);
        streamBoardEvents(db, req, reply, params.id);
        return undefined;
      },
    }),

    /* ---- Comments ---- */
    route(api.comments, {
      access: cardAccess('id'),
      handler: async ({ db, params, user }) => {
        await workableCard(db, user, params.id);
        return listComments(db, params.id, user);
      },
    }),
    route(api.addComment, {
      access: cardAccess('cardId'),
      handler: async ({ db, params, body, user }) => {
        const card = await workableCard(db, user, params.cardId);
        return commentsWrite(db, await addComment(db, card, user.id, body.text), card, user);
      },
    }),
    route(api.markSeen, {
      access: commentAccess,
      handler: async ({ db, params, user }) => {
        const comment = await commentRow(db, params.id);
        const card = await workableCard(db, user, comment.cardId);
        if (comment.userId !== user.id) await markSeen(db, comment.id, user.id);
        return commentsWrite(db, comment.id, card, user);
      },
    }),
    route(api.deleteComment, {
      access: commentAccess,
      handler: async ({ db, params, user }) => {
        const comment = await commentRow(db, params.id);
        const card = await workableCard(db, user, comment.cardId);
        if (comment.userId !== user.id) throw new HttpError(409, 'Only its author may delete a comment');
        await deleteComment(db, comment.id, card);
        return commentsWrite(db, comment.id, card, user);
      },
    }),
  ],
});
