import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceRows } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { BoardType, MODULE } from '../../sdk/shared';
import { ACTIVITY_REFS } from './shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // Lesson Outline on course 1 only
let boardsOnly: string; // Boards on course 1, no Lesson Outline

interface Act {
  activityId: number;
  ref: number;
  refId: number;
  title: string;
  position: number;
  repeated: boolean;
}
interface Cycle {
  id: number;
  position: number;
  activities: Act[];
}
interface Lesson {
  id: number;
  position: number;
  title: string;
  cycles: Cycle[];
}

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('outliner@example.com', [[1, MODULE.lessonOutline]]);
  boardsOnly = await t.signIn('boarder@example.com', [[1, MODULE.boards]]);
}, 300_000);
afterAll(() => t?.close());

const outline = async (start = 1, end = 1000, courseId = 1): Promise<Lesson[]> => {
  const res = await t.call('GET', `/api/groups/${courseId}/dialects/default/lessonOutline?start=${start}&end=${end}`, { cookie: editor });
  expect(res.status).toBe(200);
  return res.body;
};
const lesson = async (id: number): Promise<Lesson> => (await t.call('GET', `/api/groups/1/dialects/default/lessonOutline/${id}`, { cookie: editor })).body;
const put = (url: string, body: unknown, cookie = editor) => t.call('PUT', `/api${url}`, { cookie, body });
const ids = (c: Cycle) => c.activities.map((a) => a.activityId);

describe('lesson outline', () => {
  it('answers the demo outline: at least 10 lessons with cycles whose activities name real records of the six kinds', async () => {
    const ls = await outline();
    expect(ls.length).toBeGreaterThanOrEqual(10);
    expect(ls.map((l) => l.position)).toEqual([...ls.map((l) => l.position)].sort((a, b) => a - b));
    expect(ls[0]).toMatchObject({ position: 1, title: expect.stringMatching(/\S/) });
    const acts = ls.slice(0, 10).flatMap((l) => l.cycles.flatMap((c) => c.activities));
    expect(new Set(acts.map((a) => a.ref))).toEqual(new Set(ACTIVITY_REFS));
    // Titles come from the owners' rows: none is the '#id' fallback.
    expect(acts.filter((a) => a.title.startsWith('#'))).toEqual([]);
    for (const l of ls.slice(0, 10)) expect(l.cycles.some((c) => c.activities.length > 0)).toBe(true);
    const range = await outline(3, 5);
    expect(range.map((l) => l.position)).toEqual([3, 4, 5]);
  });

  it('lists a bank per kind sorted by position, then the unused records by id, and refuses a kind that is not an activity', async () => {
    for (const ref of ACTIVITY_REFS) {
      const bank = (await t.call('GET', `/api/groups/1/lessonOutline/bank/${ref}`, { cookie: editor })).body as {
        id: number;
        title: string;
        position: string | null;
      }[];
      expect(bank.length).toBeGreaterThan(0);
      const used = bank.filter((b) => b.position !== null);
      expect(bank.slice(0, used.length)).toEqual(used); // used first
      const unused = bank.slice(used.length).map((b) => b.id);
      expect(unused).toEqual([...unused].sort((a, b) => a - b));
    }
    const bad = await t.call('GET', '/api/groups/1/lessonOutline/bank/7', { cookie: editor });
    expect(bad.status).toBe(400);
  });

  it('adds a bank record to a cycle at a position, moves activities within and across lessons, and ignores a drop in place', async () => {
    const [l1, l2] = await outline(1, 2);
    const [a1, b1] = l1.cycles;
    const dialog = (await t.call('GET', `/api/groups/1/lessonOutline/bank/${MODULE.dialog}`, { cookie: editor })).body[0];
    const added = await put(`/lessonOutline/lessonCycle/${a1.id}/add-activity`, { destinationPos: 1, ref: MODULE.dialog, activityId: dialog.id });
    expect(added.status).toBe(200);
    const { activityId } = added.body.data;
    let now = await lesson(l1.id);
    expect(ids(now.cycles[0])).toEqual([activityId, ...ids(a1)]);
    // The answer is what the planner shows: the lesson as it now is, and the record's bank position.
    expect(added.body.data.lessons.find((l: Lesson) => l.id === l1.id)).toEqual(now);
    expect(added.body.data.removedLessons).toEqual([]);
    expect(added.body.data.bank).toContainEqual({ ref: MODULE.dialog, id: dialog.id, position: '1A1' });
    expect(now.cycles[0].activities[0]).toMatchObject({ ref: MODULE.dialog, refId: dialog.id, title: dialog.title, position: 1 });

    // In place: nothing moves.
    expect((await put(`/lessonOutline/lessonCycleActivity/${activityId}/move`, { destinationCycleId: a1.id, destinationPos: 1 })).body.data).toMatchObject({
      moved: false,
      lessons: [],
    });
    // Within the cycle, to the end.
    expect((await put(`/lessonOutline/lessonCycleActivity/${activityId}/move`, { destinationCycleId: a1.id, destinationPos: 99 })).body.data).toMatchObject({
      moved: true,
    });
    now = await lesson(l1.id);
    expect(ids(now.cycles[0])).toEqual([...ids(a1), activityId]);
    expect(now.cycles[0].activities.map((a) => a.position)).toEqual(now.cycles[0].activities.map((_, i) => i + 1));
    // Into lesson 2's second cycle, at position 2.
    const b2 = l2.cycles[1];
    const across = (await put(`/lessonOutline/lessonCycleActivity/${activityId}/move`, { destinationCycleId: b2.id, destinationPos: 2 })).body.data;
    expect(across).toMatchObject({ moved: true });
    expect(ids((await lesson(l1.id)).cycles[0])).toEqual(ids(a1));
    const after = (await lesson(l2.id)).cycles[1];
    // Both lessons, as they now are, in one answer.
    expect(across.lessons.find((l: Lesson) => l.id === l1.id)).toEqual(await lesson(l1.id));
    expect(across.lessons.find((l: Lesson) => l.id === l2.id)).toEqual(await lesson(l2.id));
    expect(ids(after)).toEqual([ids(b2)[0], activityId, ...ids(b2).slice(1)]);
    expect(b1).toBeDefined();
  });

  it('moves a cycle to another lesson and within its lesson, renumbering both lessons; a drop in place is ignored', async () => {
    const [l3, l4] = await outline(3, 4);
    const moving = l3.cycles[0];
    expect((await put(`/lessonOutline/lessonCycle/${moving.id}/move`, { destinationLessonId: l3.id, destinationPos: 1 })).body.data).toMatchObject({
      moved: false,
      lessons: [],
    });
    const moved = (await put(`/lessonOutline/lessonCycle/${moving.id}/move`, { destinationLessonId: l4.id, destinationPos: 1 })).body.data;
    expect(moved).toMatchObject({ moved: true });
    const [n3, n4] = [await lesson(l3.id), await lesson(l4.id)];
    expect(moved.lessons.filter((l: Lesson) => l.id === l3.id || l.id === l4.id)).toEqual([n3, n4]);
    expect(n3.cycles.map((c) => c.id)).toEqual(l3.cycles.slice(1).map((c) => c.id));
    expect(n3.cycles.map((c) => c.position)).toEqual([1, 2]);
    expect(n4.cycles.map((c) => c.id)).toEqual([moving.id, ...l4.cycles.map((c) => c.id)]);
    expect(n4.cycles[0].activities.map((a) => a.activityId)).toEqual(ids(moving)); // its activities go with it
    expect((await put(`/lessonOutline/lessonCycle/${moving.id}/move`, { destinationLessonId: l4.id, destinationPos: 3 })).body.data).toMatchObject({
      moved: true,
    });
    expect((await lesson(l4.id)).cycles.map((c) => c.id)).toEqual([l4.cycles[0].id, l4.cycles[1].id, moving.id, l4.cycles[2].id]);
  });

  it("refuses illegal drops: another course's cycle or lesson, a kind that is not an activity, bad positions", async () => {
    const [l1] = await outline(1, 1);
    const [other] = (await t.call('GET', '/api/groups/2/dialects/default/lessonOutline?start=1&end=1', { cookie: admin })).body as Lesson[];
    const act = l1.cycles[0].activities[0];
    const r1 = await put(`/lessonOutline/lessonCycleActivity/${act.activityId}/move`, { destinationCycleId: other.cycles[0].id, destinationPos: 1 });
    expect(r1).toMatchObject({ status: 400, body: { fields: { destinationCycleId: expect.any(String) } } });
    const r2 = await put(`/lessonOutline/lessonCycle/${l1.cycles[0].id}/move`, { destinationLessonId: other.id, destinationPos: 1 });
    expect(r2).toMatchObject({ status: 400, body: { fields: { destinationLessonId: expect.any(String) } } });
    const [kline] = await resourceRows(t.server.database.db, MODULE.klines, 1);
    const r3 = await put(`/lessonOutline/lessonCycle/${l1.cycles[0].id}/add-activity`, { destinationPos: 1, ref: MODULE.klines, activityId: kline.id });
    expect(r3).toMatchObject({ status: 400, body: { fields: { ref: expect.any(String) } } });
    // The record must exist in the course: another course's dialog, or none at all, is refused before anything is added.
    const [foreign] = await resourceRows(t.server.database.db, MODULE.dialog, 2);
    const addDialog = (activityId: number) =>
      put(`/lessonOutline/lessonCycle/${l1.cycles[0].id}/add-activity`, { destinationPos: 1, ref: MODULE.dialog, activityId });
    expect(await addDialog(foreign.id)).toMatchObject({ status: 400, body: { fields: { activityId: 'Belongs to another course' } } });
    expect(await addDialog(999_999)).toMatchObject({ status: 400, body: { fields: { activityId: 'No such record' } } });
    const r4 = await put(`/lessonOutline/lessonCycleActivity/${act.activityId}/move`, { destinationCycleId: l1.cycles[1].id, destinationPos: 0 });
    expect(r4.status).toBe(400);
    // Another course's records are refused to a user granted course 1 only.
    const r5 = await put(`/lessonOutline/lessonCycleActivity/${other.cycles[0].activities[0].activityId}/move`, {
      destinationCycleId: other.cycles[1].id,
      destinationPos: 1,
    });
    expect(r5.status).toBe(403);
    expect((await lesson(l1.id)).cycles[0].activities.map((a) => a.activityId)).toEqual(ids(l1.cycles[0])); // nothing moved nor added
  });

  it('adds and moves lessons and cycles, and deletes cascade: lesson → cycles → activities (never the records)', async () => {
    const created = await t.call('POST', '/api/groups/1/lesson/new', { cookie: editor });
    expect(created.status).toBe(200);
    const { id: newId, position } = created.body.data;
    expect(created.body.data.lessons).toEqual([
      { id: newId, position, title: '', status: 0, lessonTargetId: null, dialectId: expect.any(Number), dialectCode: expect.any(String), cycles: [] },
    ]);
    const cyc = (await t.call('POST', `/api/lessons/${newId}/cycle/new`, { cookie: editor })).body.data;
    expect(cyc).toMatchObject({ position: 1 });
    const [l5] = await outline(5, 5);
    const act = l5.cycles[0].activities[0];
    await put(`/lessonOutline/lessonCycleActivity/${act.activityId}/move`, { destinationCycleId: cyc.id, destinationPos: 1 });
    // Move the new lesson to position 2: lessons renumber.
    const before = await outline(1, position);
    const lessonMoved = (await put(`/lessonOutline/lesson/${newId}/move`, { destinationPos: 2 })).body.data;
    expect(lessonMoved).toMatchObject({ moved: true });
    const afterMove = await outline(1, position);
    // The answer holds the renumbered lessons (2 to the new one's old place), as they now are; lesson 1 kept its place.
    expect(lessonMoved.lessons).toEqual(afterMove.slice(1));
    expect(afterMove.map((l) => l.id)).toEqual([before[0].id, newId, ...before.slice(1, -1).map((l) => l.id)]);
    expect(afterMove.map((l) => l.position)).toEqual(afterMove.map((_, i) => i + 1));

    // Delete an activity: the cycle renumbers.
    const [l6] = await outline(6, 6);
    const c = l6.cycles.find((x) => x.activities.length > 1)!;
    const removedAct = await t.call('DELETE', `/api/lessonsCycleActivity/${c.activities[0].activityId}`, { cookie: editor });
    expect(removedAct.status).toBe(200);
    expect((await lesson(l6.id)).cycles.find((x) => x.id === c.id)!.activities.map((a) => [a.activityId, a.position])).toEqual(
      c.activities.slice(1).map((a, i) => [a.activityId, i + 1]),
    );
    expect(removedAct.body.data.lessons.find((l: Lesson) => l.id === l6.id)).toEqual(await lesson(l6.id));
    expect(removedAct.body.data.bank).toContainEqual(expect.objectContaining({ ref: c.activities[0].ref, id: c.activities[0].refId }));
    // Delete a cycle: its activities go, the lesson's cycles renumber.
    expect((await t.call('DELETE', `/api/lessonsCycle/${l6.cycles[0].id}`, { cookie: editor })).status).toBe(200);
    const n6 = await lesson(l6.id);
    expect(n6.cycles.map((x) => [x.id, x.position])).toEqual(l6.cycles.slice(1).map((x, i) => [x.id, i + 1]));
    expect((await t.call('DELETE', `/api/lessonsCycleActivity/${l6.cycles[0].activities[0]?.activityId ?? 1}`, { cookie: editor })).status).toBe(404);
    // Delete the new lesson: its cycle and activity go; the record is still in the bank.
    const removedLesson = await t.call('DELETE', `/api/lessons/${newId}`, { cookie: editor });
    expect(removedLesson.status).toBe(200);
    expect(removedLesson.body.data).toMatchObject({ id: newId, removedLessons: [newId] });
    expect(removedLesson.body.data.lessons.map((l: Lesson) => l.id)).not.toContain(newId);
    // The record it played is used elsewhere no more from there: its bank position is answered.
    expect(removedLesson.body.data.bank).toContainEqual(expect.objectContaining({ ref: act.ref, id: act.refId }));
    expect((await t.call('GET', `/api/groups/1/dialects/default/lessonOutline/${newId}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('DELETE', `/api/lessonsCycle/${cyc.id}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('DELETE', `/api/lessonsCycleActivity/${act.activityId}`, { cookie: editor })).status).toBe(404);
    const bank = (await t.call('GET', `/api/groups/1/lessonOutline/bank/${act.ref}`, { cookie: editor })).body as { id: number }[];
    expect(bank.map((b) => b.id)).toContain(act.refId);
  });
});

describe('wizard', () => {
  const url = (type: number) => `/courses/1/wizard/board-types/${type}/states/move-todo`;

  it('moves the dialogs of the outline in the lesson range from NONE to TODO once, with the Lesson Outline grant only', async () => {
    // A dialog's lesson is the first that plays it (later plays are repeats): those first played in lessons 1-2.
    const ls = await outline(1, 2);
    const dialogs = new Set(ls.flatMap((l) => l.cycles.flatMap((c) => c.activities.filter((a) => a.ref === MODULE.dialog && !a.repeated).map((a) => a.refId))));
    expect(dialogs.size).toBeGreaterThan(0);
    expect((await put(url(BoardType.DIALOGS), { startPos: 1, endPos: 2 }, boardsOnly)).status).toBe(403);
    const first = await put(url(BoardType.DIALOGS), { startPos: 1, endPos: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data.moved).toBeGreaterThanOrEqual(dialogs.size);
    for (const refId of dialogs) {
      const h = (await t.call('GET', `/api/board-types/${BoardType.DIALOGS}/ref-ids/${refId}/states-history?course=1`, { cookie: admin })).body;
      expect(h).toMatchObject({ state: 1, history: [{ fromState: 0, toState: 1, message: 'Wizard: lessons 1 to 2' }] });
    }
    expect((await put(url(BoardType.DIALOGS), { startPos: 1, endPos: 2 })).body.data).toEqual({ moved: 0 });
  });

  it('refuses a reversed range and a board type the wizard does not offer, naming the fields', async () => {
    expect(await put(url(BoardType.EXERCISES), { startPos: 5, endPos: 2 })).toMatchObject({ status: 400, body: { fields: { endPos: expect.any(String) } } });
    expect((await put(url(BoardType.PANEL_TEST_SENTENCES), { startPos: 1, endPos: 2 })).status).toBe(400);
  });
});

describe('wizard: boards, lessons of work states, empty segments', () => {
  const moveTodo = (type: number, startPos: number, endPos: number) => put(`/courses/1/wizard/board-types/${type}/states/move-todo`, { startPos, endPos });
  const stateLesson = async (type: number, refId: number) => {
    const { rows } = (await t.server.database.db.execute(`select lesson from work_states where board_type = ${type} and ref_id = ${refId}`)) as unknown as {
      rows: { lesson: number }[];
    };
    return rows[0]?.lesson;
  };
  const boardOf = async (type: number) =>
    ((await t.call('GET', '/api/courses/1/boards', { cookie: admin })).body as { id: number; type: number }[]).find((b) => b.type === type)!;
  const todoRefIds = async (boardId: number) =>
    ((await t.call('GET', `/api/boards/${boardId}/cards`, { cookie: admin })).body.todo as { cardRefId: number }[]).map((c) => c.cardRefId);
  /** A new lesson at the end with one cycle playing the given panels. */
  const lessonWith = async (panelIds: number[]) => {
    const l = (await t.call('POST', '/api/groups/1/lesson/new', { cookie: editor })).body.data as { id: number; position: number };
    const c = (await t.call('POST', `/api/lessons/${l.id}/cycle/new`, { cookie: editor })).body.data as { id: number };
    for (const [i, p] of panelIds.entries()) {
      expect((await put(`/lessonOutline/lessonCycle/${c.id}/add-activity`, { destinationPos: i + 1, ref: MODULE.panels, activityId: p })).status).toBe(200);
    }
    return { ...l, cycleId: c.id };
  };
  /** New panels, in no lesson yet (every demo panel is in the outline). */
  const newPanels = async (n: number, body: Record<string, unknown> = {}) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const res = await t.call('POST', '/api/groups/1/panels', { cookie: admin, body: { title: `Wizard panel ${Date.now()} ${i}`, ...body } });
        expect(res.status).toBe(200);
        return res.body.data.id as number;
      }),
    );

  it('gives the items it moves to To Do their cards on the boards of their type', async () => {
    const [p] = await newPanels(1);
    const l = await lessonWith([p]);
    const board = await boardOf(BoardType.PANEL_SENTENCES);
    expect(await todoRefIds(board.id)).not.toContain(p);
    expect((await moveTodo(BoardType.PANEL_SENTENCES, l.position, l.position)).body.data).toEqual({ moved: 1 });
    expect(await todoRefIds(board.id)).toContain(p);
  });

  it("keeps the work states' lesson when a lesson moves and when a cycle or an activity moves to another lesson; a segment's follows its panel", async () => {
    const [p, q] = await newPanels(2);
    const l = await lessonWith([p, q]);
    await moveTodo(BoardType.PANEL_EXPLANATIONS, l.position, l.position);
    expect([await stateLesson(BoardType.PANEL_EXPLANATIONS, p), await stateLesson(BoardType.PANEL_EXPLANATIONS, q)]).toEqual([l.position, l.position]);
    // One empty segment per panel, with its work state at the panel's lesson.
    const url = '/courses/1/wizard/create-segments';
    expect((await put(url, { startPos: l.position, endPos: l.position, nSegments: 1 })).status).toBe(200);
    await expect.poll(async () => (await t.call('GET', `/api${url}`, { cookie: editor })).body.run.status, { timeout: 30_000 }).toBe('done');
    const segmentOf = async (panel: number) =>
      ((await t.call('GET', `/api/courses/1/segments?panel=${panel}`, { cookie: admin })).body as { id: number }[])[0].id;
    const [sp, sq] = [await segmentOf(p), await segmentOf(q)];
    const now = () => Promise.all([p, q, sp, sq].map((id, i) => stateLesson(i < 2 ? BoardType.PANEL_EXPLANATIONS : BoardType.SEGMENTS, id)));
    expect(await now()).toEqual([l.position, l.position, l.position, l.position]);

    // The lesson moves to position 2: all follow.
    expect((await put(`/lessonOutline/lesson/${l.id}/move`, { destinationPos: 2 })).body.data).toMatchObject({ moved: true });
    expect(await now()).toEqual([2, 2, 2, 2]);

    // One activity moves to a cycle of lesson 4: q and its segment go with it, p stays.
    const [l4] = await outline(4, 4);
    const actQ = (await lesson(l.id)).cycles[0].activities.find((a) => a.refId === q)!;
    expect((await put(`/lessonOutline/lessonCycleActivity/${actQ.activityId}/move`, { destinationCycleId: l4.cycles[0].id, destinationPos: 1 })).status).toBe(
      200,
    );
    expect(await now()).toEqual([2, 4, 2, 4]);

    // The cycle (with p) moves to lesson 5.
    const [l5] = await outline(5, 5);
    expect((await put(`/lessonOutline/lessonCycle/${l.cycleId}/move`, { destinationLessonId: l5.id, destinationPos: 1 })).status).toBe(200);
    expect(await now()).toEqual([5, 4, 5, 4]);
  });

  it('creates empty segments per panel of the lesson range as a queued task, once, with the Lesson Outline grant; the wizard then moves them', async () => {
    const url = '/courses/1/wizard/create-segments';
    const [p] = await newPanels(1);
    const l = await lessonWith([p]);
    // q is placed in the lesson by the Panels module (its lesson), not by the outline.
    const [q] = await newPanels(1, { lessonId: l.id });
    const segmentsOf = async (panel: number) =>
      ((await t.call('GET', `/api/courses/1/segments?panel=${panel}`, { cookie: admin })).body as { id: number }[]).map((s) => s.id);
    const existing = (await t.call('POST', '/api/courses/1/segments', { cookie: admin, body: { panelId: q } })).body.data.id as number;

    expect((await put(url, { startPos: l.position, endPos: l.position }, boardsOnly)).status).toBe(403);
    expect(await put(url, { startPos: 5, endPos: 2, nSegments: 0 })).toMatchObject({
      status: 400,
      body: { fields: { endPos: expect.any(String), nSegments: expect.any(String) } },
    });
    const started = await put(url, { startPos: l.position, endPos: l.position, nSegments: 2 });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'running', nSegments: 2 });
    const finished = async () => {
      await expect.poll(async () => (await t.call('GET', `/api${url}`, { cookie: editor })).body.run.status, { timeout: 30_000 }).toBe('done');
      return (await t.call('GET', `/api${url}`, { cookie: editor })).body.run;
    };
    expect(await finished()).toMatchObject({ total: 2, done: 2, created: 3 });
    expect(await segmentsOf(p)).toHaveLength(2);
    const ofQ = await segmentsOf(q);
    expect(ofQ).toHaveLength(2);
    expect(ofQ).toContain(existing);

    // Run again: every panel has its segments, nothing is added.
    expect((await put(url, { startPos: l.position, endPos: l.position, nSegments: 2 })).status).toBe(200);
    expect(await finished()).toMatchObject({ total: 2, done: 2, created: 0 });

    // The new segments wait in NONE at their panel's lesson; the wizard moves them onto the Segments board,
    // with the segment the panel had (it had no state: NONE).
    const made = [...(await segmentsOf(p)), ...ofQ.filter((s) => s !== existing)];
    for (const s of made) expect(await stateLesson(BoardType.SEGMENTS, s)).toBe(l.position);
    expect((await moveTodo(BoardType.SEGMENTS, l.position, l.position)).body.data).toEqual({ moved: 4 });
    const todo = await todoRefIds((await boardOf(BoardType.SEGMENTS)).id);
    expect([...made, existing].every((s) => todo.includes(s))).toBe(true);
  });
});
