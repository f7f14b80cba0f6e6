import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkState } from '../../sdk/shared';
import { resourceRows } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, TEST_ADMIN, type LoggedInServer } from '../../tests/support/server';
import { BOARDS } from './plugin';
import type { BoardCard, BoardCards } from './types';
import { BoardType, isAllowedMove } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // Boards on course 1, not a freelance
let fl: string; // a freelance with Boards on course 1
let fl2: string; // another freelance
let flId: number;
let fl2Id: number;
let editorId: number;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('editor@example.com', [[1, BOARDS]]);
  fl = await t.signIn('fl.ana@example.com', [[1, BOARDS]], true);
  fl2 = await t.signIn('fl.bo@example.com', [[1, BOARDS]], true);
  editorId = await t.userId('editor@example.com');
  flId = await t.userId('fl.ana@example.com');
  fl2Id = await t.userId('fl.bo@example.com');
});
afterAll(() => t.close());

const S = WorkState;
const ALL_STATES = [S.NONE, S.TODO, S.DOING, S.REVIEW, S.DONE];
const change = (type: number, refId: number, body: unknown, cookie = editor, courseId = 1) =>
  t.call('PUT', `/api/courses/${courseId}/board-types/${type}/ref-ids/${refId}/states-change`, { cookie, body });
const history = (type: number, refId: number, cookie = editor, query = '?course=1') =>
  t.call('GET', `/api/board-types/${type}/ref-ids/${refId}/states-history${query}`, { cookie });
const stateOf = async (type: number, refId: number) => (await history(type, refId, admin)).body.state as WorkState;

/**
 * Seeded: two boards per course, 'Panel sentences' (type 1) and 'Segments' (type 3), whose cards are
 * the course's panels and segments. An item is a record of its course: the items a test moves are
 * exercises and segments it makes.
 */
const newExercise = async () => (await t.call('POST', '/api/groups/1/exercises', { cookie: admin, body: {} })).body.data.id as number;
const newSegment = async () => (await t.call('POST', '/api/courses/1/segments', { cookie: admin, body: {} })).body.data.id as number;
const boardsOf = async (courseId: number, cookie = editor) =>
  (await t.call('GET', `/api/courses/${courseId}/boards`, { cookie })).body as { id: number; name: string; type: number; nFreelances: number }[];
const segmentsBoard = async () => (await boardsOf(1, admin)).find((b) => b.type === BoardType.SEGMENTS)!.id;
const columns = async (boardId: number, cookie = editor) => (await t.call('GET', `/api/boards/${boardId}/cards`, { cookie })).body as BoardCards;
const allCards = (c: BoardCards): BoardCard[] => [...c.todo, ...c.doing, ...c.review, ...c.done.flatMap((f) => f.cards)];

describe('work states of an item', () => {
  const EX = BoardType.EXERCISES;

  it('follows NONE → TODO → DOING → REVIEW → DOING → REVIEW → DONE, keeping who, when, from, to and the messages', async () => {
    const refId = await newExercise();
    for (const [state, message] of [[S.TODO], [S.DOING], [S.REVIEW], [S.DOING, 'The second line needs a new recording'], [S.REVIEW], [S.DONE, 'Good']] as [
      WorkState,
      string?,
    ][]) {
      const res = await change(EX, refId, { state, message });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ result: 'OK', ok: true, data: { state, boardType: EX, refId, courseId: 1 } });
    }
    const h = (await history(EX, refId)).body;
    expect(h.state).toBe(S.DONE);
    expect(h.history.map((r: { change: string; message: string | null; userName: string }) => [r.change, r.message, r.userName])).toEqual([
      ['Review → Done', 'Good', 'editor@example.com'],
      ['Doing → Review', null, 'editor@example.com'],
      ['Review → Doing', 'The second line needs a new recording', 'editor@example.com'],
      ['Doing → Review', null, 'editor@example.com'],
      ['To Do → Doing', null, 'editor@example.com'],
      ['None → To Do', null, 'editor@example.com'],
    ]);
    expect(new Date(h.history[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('allows exactly the moves of the rules and refuses every other with 409, without force', async () => {
    const refId = await newExercise();
    const seen: string[] = [];
    for (const from of ALL_STATES) {
      for (const to of ALL_STATES) {
        if ((await stateOf(EX, refId)) !== from) expect((await change(EX, refId, { state: from, force: true }, admin)).status).toBe(200);
        const res = await change(EX, refId, { state: to });
        const allowed = isAllowedMove(from, to);
        expect(res.status, `${from} → ${to}: ${JSON.stringify(res.body)}`).toBe(allowed ? 200 : 409);
        if (!allowed) {
          expect(res.body.error).toMatch(from === to ? /already in/ : /^Cannot change from .* \(use force change state for any other move\)$/);
          expect(await stateOf(EX, refId)).toBe(from);
        }
        if (allowed) seen.push(`${from}→${to}`);
      }
    }
    expect(seen).toEqual(['0→1', '1→2', '2→3', '3→2', '3→4']);
  });

  it('names the allowed moves in the refusal', async () => {
    const refId = await newExercise();
    await change(EX, refId, { state: S.TODO });
    const res = await change(EX, refId, { state: S.DONE });
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'Cannot change from To Do to Done: from To Do only to Doing (use force change state for any other move)' },
    });
  });

  it('lets force reach any state, records it, and still refuses the same state', async () => {
    const refId = await newExercise();
    expect((await change(EX, refId, { state: S.DONE, force: true, message: 'Imported as done' })).status).toBe(200);
    expect((await change(EX, refId, { state: S.NONE, force: true })).status).toBe(200);
    expect((await change(EX, refId, { state: S.NONE, force: true })).status).toBe(409);
    const h = (await history(EX, refId)).body.history;
    expect(h.map((r: { change: string }) => r.change)).toEqual(['Done → None', 'None → Done']);
    expect(h[1].message).toBe('Imported as done');
  });

  it('answers 400 for a bad state or board type, and 404 for an item that is no record of the course', async () => {
    const refId = await newExercise();
    expect((await change(EX, refId, { state: 5 })).status).toBe(400);
    expect((await change(EX, refId, {})).body.fields).toMatchObject({ state: 'Required' });
    expect((await change(9, refId, { state: 1 })).status).toBe(400);
    const refused = { status: 404, body: { error: 'No such item in this course' } };
    const [course2Segment] = await resourceRows(t.server.database.db, MODULE.segment, 2); // on a board of course 2
    expect(await change(BoardType.SEGMENTS, course2Segment.id, { state: S.DOING }, admin, 1)).toMatchObject(refused);
    // Another course's record with no state yet, or no record at all, gets no state, no history and no card here.
    const boardId = await segmentsBoard();
    const cards = allCards(await columns(boardId)).length;
    const [course2Exercise] = await resourceRows(t.server.database.db, MODULE.exercise, 2);
    expect(await change(EX, course2Exercise.id, { state: S.TODO }, admin, 1)).toMatchObject(refused);
    expect(await change(BoardType.SEGMENTS, 999_999, { state: S.TODO }, admin, 1)).toMatchObject(refused);
    expect((await history(EX, course2Exercise.id, admin, '?course=2')).body).toMatchObject({ courseId: 2, state: S.NONE, history: [] });
    expect((await history(BoardType.SEGMENTS, 999_999, admin)).body).toMatchObject({ state: S.NONE, history: [] });
    expect(allCards(await columns(boardId)).length).toBe(cards);
  });

  it("serves the history by the item's own course: NONE without history for an unknown item, 403 for another course, 404 without a course", async () => {
    const fresh = await newExercise();
    expect((await history(EX, fresh)).body).toEqual({ boardType: EX, refId: fresh, courseId: 1, state: S.NONE, history: [] });
    expect((await history(EX, fresh, editor, '')).status).toBe(404);
    const [theirs] = await resourceRows(t.server.database.db, MODULE.segment, 2); // in To do on a board of course 2
    expect((await history(BoardType.SEGMENTS, theirs.id, editor)).status).toBe(403);
    expect((await history(BoardType.SEGMENTS, theirs.id, editor, '?course=1')).status).toBe(403);
    const done = (await columns(await segmentsBoard())).done[0].cards[0]; // a Done card of the demo
    const seeded = (await history(BoardType.SEGMENTS, done.cardRefId, editor, '')).body;
    expect(seeded.state).toBe(S.DONE);
    expect(seeded.history.map((r: { change: string }) => r.change)).toEqual(['Review → Done', 'Doing → Review', 'To Do → Doing', 'None → To Do']);
  });
});

describe('boards and cards', () => {
  it('lists the course boards and groups the cards: four columns, Done by folder', async () => {
    const list = await boardsOf(1);
    expect(list.map((b) => [b.name, b.type])).toEqual([
      ['Panel sentences: lessons 1 to 5', 1],
      ['Segments: lessons 1 to 5', 3],
    ]);
    const panels = await columns(list[0].id);
    expect(panels.board).toMatchObject({ id: list[0].id, type: 1, typeLabel: 'panel sentences', nFreelances: 0 });
    expect(panels.canManage).toBe(true);
    // The course's two panels, in lessons 1 and 2: one to do, one doing.
    expect([panels.todo.length, panels.doing.length, panels.review.length, panels.done.length]).toEqual([1, 1, 0, 0]);
    const [panel] = await resourceRows(t.server.database.db, MODULE.panels, 1);
    const card = panels.todo[0];
    expect(card).toMatchObject({
      title: 'Ser: el presente',
      state: 'todo',
      folder: 'Lesson 1',
      freelanceId: null,
      freelanceName: null,
      tags: [
        { text: 'L1', class: 'tag_gray' },
        { text: '2 revisions', class: 'tag_green' },
      ],
      nComments: 1,
      newComments: 1,
      boardId: list[0].id,
      boardType: 1,
      cardRef: 12,
      cardRefId: panel.id,
    });
    expect(panels.doing[0]).toMatchObject({ title: 'La casa', folder: 'Lesson 2' });
    const segments = await columns(list[1].id);
    expect(segments.done.map((f) => f.folder)).toEqual(['Lesson 2']);
    expect((await t.call('GET', `/api/boards/${list[0].id}/cards/${card.id}`, { cookie: editor })).body).toEqual(card);
    const other = (await columns(list[1].id)).todo[0];
    expect((await t.call('GET', `/api/boards/${list[0].id}/cards/${other.id}`, { cookie: editor })).status).toBe(404);
  });

  it('moves a card one state forward from To do and Doing only', async () => {
    const boardId = await segmentsBoard();
    const { todo, review, done } = await columns(boardId);
    const move = (cardId: number, cookie = editor) => t.call('PUT', `/api/boards/${boardId}/cards/${cardId}/move`, { cookie });
    const first = await move(todo[0].id);
    expect(first).toMatchObject({ status: 200, body: { data: { id: todo[0].id, state: 'doing' } } });
    expect((await move(todo[0].id)).body.data.state).toBe('review');
    expect(await move(todo[0].id)).toMatchObject({ status: 409, body: { error: 'Only a card in To do or Doing moves forward' } });
    expect((await move(review[0].id)).status).toBe(409);
    expect((await move(done[0].cards[0].id)).status).toBe(409);
    const h = (await history(BoardType.SEGMENTS, todo[0].cardRefId)).body.history;
    expect(h.slice(0, 2).map((r: { change: string }) => r.change)).toEqual(['Doing → Review', 'To Do → Doing']);
    expect((await columns(boardId)).review.map((c) => c.id)).toContain(todo[0].id);
  });

  it('moves a card to the column a drag or a keyboard move names, both ways, under the work-state rules', async () => {
    const boardId = await segmentsBoard();
    const { todo } = await columns(boardId);
    const to = (state: string) => t.call('PUT', `/api/boards/${boardId}/cards/${todo[0].id}/move`, { cookie: editor, body: { to: state } });
    expect((await to('doing')).body.data.state).toBe('doing');
    expect((await to('review')).body.data.state).toBe('review');
    expect((await to('doing')).body.data.state).toBe('doing');
    expect(await to('todo')).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^Cannot change from Doing to To Do/) } });
    expect(await to('done')).toMatchObject({ status: 409 });
    expect((await columns(boardId)).doing.map((c) => c.id)).toContain(todo[0].id);
    const h = (await history(BoardType.SEGMENTS, todo[0].cardRefId)).body.history;
    expect(h.slice(0, 3).map((r: { change: string }) => r.change)).toEqual(['Review → Doing', 'Doing → Review', 'To Do → Doing']);
  });

  it('hides a card whose item is forced back to NONE', async () => {
    const boardId = (await boardsOf(1))[0].id;
    const card = (await columns(boardId)).todo[0];
    expect((await change(1, card.cardRefId, { state: S.NONE, force: true }, admin)).status).toBe(200);
    expect(allCards(await columns(boardId)).map((c) => c.id)).not.toContain(card.id);
    expect((await t.call('GET', `/api/boards/${boardId}/cards/${card.id}`, { cookie: editor })).status).toBe(404);
    expect((await change(1, card.cardRefId, { state: S.TODO }, admin)).status).toBe(200);
    expect((await columns(boardId)).todo.map((c) => c.id)).toContain(card.id);
  });
});

describe('freelances', () => {
  let boardId: number;
  let mine: BoardCard; // assigned to fl
  let theirs: BoardCard; // assigned to fl2
  let nobody: BoardCard;

  beforeAll(async () => {
    boardId = await segmentsBoard();
  });

  it('offers the users with the freelance flag, puts them on the board and takes them off', async () => {
    const unassigned = (await t.call('GET', `/api/boards/${boardId}/freelances/unassigned`, { cookie: editor })).body;
    // The demo has a freelance of its own (freelance@example.com): ours are among the unassigned.
    const ours = (list: { id: number }[]) => list.filter((u) => u.id === flId || u.id === fl2Id);
    expect(ours(unassigned)).toEqual([
      { id: flId, name: 'fl.ana@example.com' },
      { id: fl2Id, name: 'fl.bo@example.com' },
    ]);
    expect(unassigned.map((u: { id: number }) => u.id)).not.toContain(editorId);
    expect((await t.call('POST', `/api/boards/${boardId}/freelances/${editorId}`, { cookie: editor })).status).toBe(409);
    expect((await t.call('POST', `/api/boards/${boardId}/freelances/2147000001`, { cookie: editor })).status).toBe(404);
    const put = (id: number) => t.call('POST', `/api/boards/${boardId}/freelances/${id}`, { cookie: editor });
    expect((await put(flId)).status).toBe(200);
    // The answer is what the Freelances dialog and the board show: both sides, the board's count, the changed cards (none).
    const added = (await put(fl2Id)).body.data;
    expect(added).toMatchObject({ id: fl2Id, board: { id: boardId, nFreelances: 2 }, cards: [] });
    expect(ours(added.freelances)).toEqual([
      { id: flId, name: 'fl.ana@example.com' },
      { id: fl2Id, name: 'fl.bo@example.com' },
    ]);
    expect(ours(added.unassigned)).toEqual([]);
    expect((await t.call('GET', `/api/boards/${boardId}/freelances`, { cookie: editor })).body.map((f: { id: number }) => f.id)).toEqual([flId, fl2Id]);
    expect(ours((await t.call('GET', `/api/boards/${boardId}/freelances/unassigned`, { cookie: editor })).body)).toEqual([]);
    expect((await boardsOf(1)).find((b) => b.id === boardId)!.nFreelances).toBe(2);
  });

  it('assigns cards to freelances of the board only, and counts done cards per freelance', async () => {
    // Segments of the test's own: three to do, three done.
    const items = await Promise.all(Array.from({ length: 6 }, newSegment));
    for (const [i, refId] of items.entries()) {
      expect((await change(BoardType.SEGMENTS, refId, i < 3 ? { state: S.TODO } : { state: S.DONE, force: true })).status).toBe(200);
    }
    const cols = await columns(boardId);
    const cardOf = (refId: number) => allCards(cols).find((c) => c.cardRefId === refId)!;
    [mine, theirs, nobody] = items.slice(0, 3).map(cardOf);
    const assign = (card: BoardCard, freelanceId: number | null, cookie = editor) =>
      t.call('PUT', `/api/boards/${boardId}/cards/${card.id}/freelance`, { cookie, body: { freelanceId } });
    expect((await assign(mine, flId)).body.data).toMatchObject({ freelanceId: flId, freelanceName: 'fl.ana@example.com' });
    expect((await assign(theirs, fl2Id)).status).toBe(200);
    expect(await assign(nobody, editorId)).toMatchObject({ status: 400, body: { fields: { freelanceId: 'Not a freelance of this board' } } });
    const finished = items.slice(3).map(cardOf);
    await assign(finished[0], flId);
    await assign(finished[1], flId);
    await assign(finished[2], fl2Id);
    const done = (await columns(boardId)).done.find((f) => f.folder === '')!; // cards made for items without a lesson
    expect(done.freelanceCount).toEqual({ 'fl.ana@example.com': 2, 'fl.bo@example.com': 1 });
  });

  it('shows a freelance only the boards they are on and only their own cards', async () => {
    expect((await boardsOf(1, fl)).map((b) => b.id)).toEqual([boardId]);
    const seen = await columns(boardId, fl);
    expect(seen.canManage).toBe(false);
    expect(allCards(seen).every((c) => c.freelanceId === flId)).toBe(true);
    expect(allCards(seen).map((c) => c.id)).toContain(mine.id);
    expect((await t.call('GET', `/api/boards/${boardId}/cards/${mine.id}`, { cookie: fl })).status).toBe(200);
    expect(await t.call('GET', `/api/boards/${boardId}/cards/${theirs.id}`, { cookie: fl })).toMatchObject({
      status: 403,
      body: { error: 'This card is not assigned to you' },
    });
    const otherBoard = (await boardsOf(1, admin)).find((b) => b.id !== boardId)!.id;
    expect(await t.call('GET', `/api/boards/${otherBoard}/cards`, { cookie: fl })).toMatchObject({
      status: 403,
      body: { error: 'You are not a freelance of this board' },
    });
    expect((await t.call('GET', `/api/boards/${otherBoard}/events`, { cookie: fl })).status).toBe(403);
  });

  it('lets a freelance move only their own cards', async () => {
    const move = (card: BoardCard, cookie: string) => t.call('PUT', `/api/boards/${boardId}/cards/${card.id}/move`, { cookie });
    expect((await move(theirs, fl)).status).toBe(403);
    expect((await move(nobody, fl)).status).toBe(403);
    expect((await move(mine, fl)).body.data.state).toBe('doing');
    expect((await move(theirs, fl2)).body.data.state).toBe('doing');
    const back = await t.call('PUT', `/api/boards/${boardId}/cards/${mine.id}/move`, { cookie: fl, body: { to: 'todo' } });
    expect(back.status).toBe(403);
  });

  it('keeps a freelance to To Do → Doing → Review on their own items, never forced, and to their own histories', async () => {
    const type = BoardType.SEGMENTS;
    expect(await change(type, mine.cardRefId, { state: S.REVIEW, force: true }, fl)).toMatchObject({
      status: 403,
      body: { error: 'A freelance cannot force a state change' },
    });
    expect((await change(type, mine.cardRefId, { state: S.REVIEW }, fl)).status).toBe(200);
    expect((await change(type, mine.cardRefId, { state: S.DONE }, fl)).status).toBe(403);
    expect((await change(type, mine.cardRefId, { state: S.DOING }, fl)).status).toBe(403);
    expect((await change(type, theirs.cardRefId, { state: S.REVIEW }, fl)).status).toBe(403);
    expect((await history(type, mine.cardRefId, fl)).status).toBe(200);
    expect((await history(type, theirs.cardRefId, fl)).status).toBe(403);
    // Starting the work (NONE → To Do) is the staff's too; the item goes back where it was after.
    expect((await change(type, mine.cardRefId, { state: S.NONE, force: true }, editor)).status).toBe(200);
    expect((await change(type, mine.cardRefId, { state: S.TODO }, fl)).status).toBe(403);
    expect((await change(type, mine.cardRefId, { state: S.REVIEW, force: true }, editor)).status).toBe(200);
  });

  it('keeps a freelance out of managing freelances and assignments, and out of the comments of cards not theirs', async () => {
    for (const [method, url] of [
      ['GET', `/api/boards/${boardId}/freelances`],
      ['GET', `/api/boards/${boardId}/freelances/unassigned`],
      ['POST', `/api/boards/${boardId}/freelances/${flId}`],
      ['DELETE', `/api/boards/${boardId}/freelances/${fl2Id}`],
    ] as const) {
      expect((await t.call(method, url, { cookie: fl })).status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('PUT', `/api/boards/${boardId}/cards/${mine.id}/freelance`, { cookie: fl, body: { freelanceId: null } })).status).toBe(403);
    expect((await t.call('GET', `/api/cards/${theirs.id}/comments`, { cookie: fl })).status).toBe(403);
    expect((await t.call('POST', `/api/cards/${theirs.id}/comments`, { cookie: fl, body: { text: 'hi' } })).status).toBe(403);
    expect((await t.call('POST', `/api/cards/${mine.id}/comments`, { cookie: fl, body: { text: 'Started on it' } })).status).toBe(200);
  });

  it('unassigns the cards of a freelance taken off the board, and answers them', async () => {
    const res = await t.call('DELETE', `/api/boards/${boardId}/freelances/${fl2Id}`, { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.body.data.board).toMatchObject({ id: boardId, nFreelances: 1 });
    expect(res.body.data.freelances.map((f: { id: number }) => f.id)).toEqual([flId]);
    expect(res.body.data.unassigned.map((f: { id: number }) => f.id)).toContain(fl2Id);
    expect(res.body.data.cards.map((c: BoardCard) => [c.id, c.freelanceId])).toEqual(expect.arrayContaining([[theirs.id, null]]));
    expect(res.body.data.cards.every((c: BoardCard) => c.freelanceId === null)).toBe(true);
    expect((await t.call('GET', `/api/boards/${boardId}/cards/${theirs.id}`, { cookie: editor })).body.freelanceId).toBeNull();
    expect(((await columns(boardId, fl2)) as unknown as { error: string }).error).toBe('You are not a freelance of this board');
    expect(await boardsOf(1, fl2)).toEqual([]);
  });
});

describe('comments', () => {
  let cardId: number;
  beforeAll(async () => {
    cardId = (await columns((await boardsOf(1))[0].id)).doing[0].id;
  });
  const comments = async (cookie: string) =>
    (await t.call('GET', `/api/cards/${cardId}/comments`, { cookie })).body as {
      id: number;
      text: string;
      seen: boolean;
      ownComment: boolean;
      userName: string;
      sDate: string;
    }[];

  it("flags other users' comments unseen until marked, and never one's own", async () => {
    const added = await t.call('POST', `/api/cards/${cardId}/comments`, {
      cookie: admin,
      body: { id: -1, cardId, seen: false, text: '  Check the accents  ' },
    });
    expect(added).toMatchObject({ status: 200, body: { result: 'OK', data: { id: expect.any(Number) } } });
    const id = added.body.data.id;
    // The answer is what the dialog and the board show: the card's comments with the new one, and the card's count.
    expect(added.body.data.comments.at(-1)).toMatchObject({ id, text: 'Check the accents', ownComment: true, seen: true });
    expect(added.body.data.card).toMatchObject({ id: cardId, nComments: added.body.data.comments.length });
    const asAdmin = (await comments(admin)).find((c) => c.id === id)!;
    expect(asAdmin).toMatchObject({ text: 'Check the accents', ownComment: true, seen: true, userName: TEST_ADMIN.login });
    const asEditor = (await comments(editor)).find((c) => c.id === id)!;
    expect(asEditor).toMatchObject({ ownComment: false, seen: false });
    const card = async () => (await t.call('GET', `/api/boards/${(await boardsOf(1))[0].id}/cards/${cardId}`, { cookie: editor })).body as BoardCard;
    const before = await card();
    expect(before.newComments).toBeGreaterThanOrEqual(1);
    const marked = await t.call('PUT', `/api/comments/${id}`, { cookie: editor, body: { seen: true } });
    expect(marked).toMatchObject({ status: 200, body: { data: { id, card: { id: cardId, newComments: before.newComments - 1 } } } });
    expect(marked.body.data.comments.find((c: { id: number }) => c.id === id)).toMatchObject({ seen: true, ownComment: false });
    expect((await card()).newComments).toBe(before.newComments - 1);
    expect((await card()).nComments).toBe(before.nComments);
    // Marking is per viewer: the other freelance-free staff still sees it unseen until they mark it.
    expect(
      (await t.call('PUT', `/api/comments/${id}`, { cookie: admin, body: { seen: true } })).body.data.comments.find((c: { id: number }) => c.id === id),
    ).toMatchObject({ seen: true, ownComment: true });
    expect((await t.call('PUT', `/api/comments/${id}`, { cookie: editor, body: { seen: false } })).status).toBe(400);
  });

  it('needs a text', async () => {
    expect(await t.call('POST', `/api/cards/${cardId}/comments`, { cookie: editor, body: { text: '   ' } })).toMatchObject({
      status: 400,
      body: { fields: { text: 'Required' } },
    });
    expect((await t.call('POST', `/api/cards/${cardId}/comments`, { cookie: editor, body: {} })).body.fields).toMatchObject({ text: 'Required' });
  });

  it('deletes only own comments', async () => {
    const id = (await t.call('POST', `/api/cards/${cardId}/comments`, { cookie: editor, body: { text: 'typo' } })).body.data.id;
    expect(await t.call('DELETE', `/api/comments/${id}`, { cookie: admin })).toMatchObject({
      status: 409,
      body: { error: 'Only its author may delete a comment' },
    });
    const deleted = await t.call('DELETE', `/api/comments/${id}`, { cookie: editor });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.comments.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(deleted.body.data.card).toMatchObject({ id: cardId, nComments: deleted.body.data.comments.length });
    expect((await comments(editor)).map((c) => c.id)).not.toContain(id);
    expect((await t.call('DELETE', `/api/comments/${id}`, { cookie: editor })).status).toBe(404);
  });
});

describe('live updates', () => {
  it('lists the recent board events as JSON: card moves and comments', async () => {
    const boardId = (await boardsOf(1))[0].id;
    const { lastEventId } = (await t.call('GET', `/api/boards/${boardId}/events`, { cookie: editor })).body;
    const card = (await columns(boardId)).todo[0];
    await t.call('PUT', `/api/boards/${boardId}/cards/${card.id}/move`, { cookie: editor });
    await t.call('POST', `/api/cards/${card.id}/comments`, { cookie: editor, body: { text: 'Moved' } });
    const { events } = (await t.call('GET', `/api/boards/${boardId}/events?after=${lastEventId}`, { cookie: editor })).body;
    expect(events.map((e: { type: string; cardId: number }) => [e.type, e.cardId])).toEqual([
      ['card', card.id],
      ['comment', card.id],
    ]);
    // Each names what the card now is, so that a screen showing that already reads nothing again.
    expect(events.map((e: { card: unknown }) => e.card)).toEqual([
      { state: 'doing', freelanceId: card.freelanceId, nComments: card.nComments },
      { state: 'doing', freelanceId: card.freelanceId, nComments: card.nComments + 1 },
    ]);
  });

  it('pushes them as server-sent events to an open stream', async () => {
    const boardId = (await boardsOf(1))[0].id;
    await t.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.server.app.server.address() as { port: number };
    const received: string[] = [];
    let res!: import('node:http').IncomingMessage;
    const req = request({ host: '127.0.0.1', port, path: `/api/boards/${boardId}/events`, headers: { accept: 'text/event-stream', cookie: editor } });
    await new Promise<void>((resolve, reject) => {
      req.on('response', (r) => {
        res = r;
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => received.push(chunk));
        resolve();
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const card = (await columns(boardId)).doing[0];
    await t.call('PUT', `/api/boards/${boardId}/cards/${card.id}/move`, { cookie: admin });
    await expect.poll(() => received.join('')).toMatch(new RegExp(`event: card\\ndata: \\{[^\\n]*"cardId":${card.id}`));
    expect(received[0]).toBe('retry: 3000\n\n');
    req.destroy();
  });
});
