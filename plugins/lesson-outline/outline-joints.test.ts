import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, between, eq } from 'drizzle-orm';
import { workStates } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { BoardType, MODULE } from '../../sdk/shared';
import { ACTIVITY_REFS } from './shared';

/** The outline's joints with the records it plays (issue 41): lesson numbering, the lesson's target, activities of the course only. */

let t: LoggedInServer;
let editor: string; // Lesson Outline on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  editor = await t.signIn('joints@example.com', [[1, MODULE.lessonOutline]]);
}, 300_000);
afterAll(() => t?.close());

interface Lesson {
  id: number;
  position: number;
  title: string;
  status: number;
  lessonTargetId: number | null;
  cycles: { id: number }[];
}
const outline = async (start = 1, end = 1000): Promise<Lesson[]> =>
  (await t.call('GET', `/api/groups/1/dialects/default/lessonOutline?start=${start}&end=${end}`, { cookie: editor })).body;

describe('the demo', () => {
  it('gives every lesson of every course panels of its own, made of the course vocabulary, that the outline plays there', async () => {
    const courses = ((await t.call('GET', '/api/courses', { cookie: t.admin })).body as { id: number }[]).map((c) => c.id);
    expect(courses.length).toBeGreaterThanOrEqual(8);
    for (const courseId of courses) {
      const panels = (await t.call('GET', `/api/groups/${courseId}/panels`, { cookie: t.admin })).body as {
        id: number;
        title: string;
        lesson: number | null;
      }[];
      expect(panels.length, `panels of course ${courseId}`).toBeGreaterThanOrEqual(10);
      const ls = (await t.call('GET', `/api/groups/${courseId}/dialects/default/lessonOutline?start=1&end=12`, { cookie: t.admin })).body as {
        position: number;
        cycles: { activities: { ref: number; refId: number }[] }[];
      }[];
      const played = ls.map((l) =>
        l.cycles
          .flatMap((c) => c.activities)
          .filter((a) => a.ref === MODULE.panels)
          .map((a) => a.refId),
      );
      for (const [i, l] of ls.entries()) {
        const own = panels.filter((p) => p.lesson === l.position).map((p) => p.id);
        expect(own.length, `course ${courseId} lesson ${l.position}`).toBeGreaterThan(0);
        expect(played[i].some((id) => own.includes(id))).toBe(true);
      }
      // Lesson ranges differ by lesson: no two lessons play the same panels.
      expect(new Set(played.map((p) => p.join())).size).toBe(played.length);
    }
    // A lesson's panel is made of the course's vocabulary: its words are entries of the course.
    const words = new Set(((await t.call('GET', '/api/courses/1/vocs', { cookie: t.admin })).body as { word: string }[]).map((v) => v.word));
    const panels = (await t.call('GET', '/api/groups/1/panels', { cookie: t.admin })).body as { id: number; title: string; lesson: number | null }[];
    const ofLesson7 = panels.filter((p) => p.lesson === 7);
    expect(ofLesson7.some((p) => p.title.split(', ').every((w) => words.has(w)))).toBe(true);
  });
});

describe('lessons', () => {
  it('are numbered 1..n again when one is deleted, so that a lesson range finds lesson 1 (OUT stays 1000)', async () => {
    const before = await outline();
    const last = before.filter((l) => l.position < 1000).at(-1)!;
    // The steps: the last lesson moved to position 1, then deleted.
    expect((await t.call('PUT', `/api/lessonOutline/lesson/${last.id}/move`, { cookie: editor, body: { destinationPos: 1 } })).status).toBe(200);
    const removed = await t.call('DELETE', `/api/lessons/${last.id}`, { cookie: editor });
    expect(removed.status).toBe(200);
    const after = await outline();
    const numbered = after.filter((l) => l.position < 1000);
    expect(numbered.map((l) => l.position)).toEqual(numbered.map((_, i) => i + 1));
    expect(after.filter((l) => l.position === 1000).map((l) => l.id)).toEqual(before.filter((l) => l.position === 1000).map((l) => l.id));
    expect(await outline(1, 1)).toHaveLength(1);
    // The answer gives the planner the renumbered lessons.
    const shown = removed.body.data.lessons as Lesson[];
    expect(shown.map((l) => l.position).sort((a, b) => a - b)).toEqual(numbered.map((_, i) => i + 1));
  });

  it("carry their target (the title's text in the outline's dialect) and its status, as spec 3 §3 has them", async () => {
    const [first] = await outline(1, 1);
    expect(first).toMatchObject({ title: expect.stringMatching(/\S/), lessonTargetId: expect.any(Number), status: expect.any(Number) });
    const made = (await t.call('POST', '/api/groups/1/lesson/new', { cookie: editor })).body.data;
    expect(made.lessons[0]).toMatchObject({ id: made.id, title: '', lessonTargetId: null, status: 0 });
  });
});

describe('add-activity', () => {
  it('refuses a record that does not exist, or that belongs to another course, naming the field', async () => {
    const [l] = await outline(2, 2);
    const cycleId = l.cycles[0].id;
    const add = (ref: number, activityId: number) =>
      t.call('PUT', `/api/lessonOutline/lessonCycle/${cycleId}/add-activity`, { cookie: editor, body: { destinationPos: 1, ref, activityId } });
    for (const ref of ACTIVITY_REFS) expect(await add(ref, 999_999)).toMatchObject({ status: 400, body: { fields: { activityId: 'No such record' } } });
    const other = (await t.call('GET', '/api/groups/2/exercises', { cookie: t.admin })).body[0].id as number;
    expect(await add(MODULE.exercise, other)).toMatchObject({ status: 400, body: { fields: { activityId: 'Belongs to another course' } } });
    expect((await outline(2, 2))[0]).toEqual(l);
  });
});

interface Card {
  cardRefId: number;
  title: string;
  folder: string;
  tags: { text: string }[];
}

describe("the wizard at the spec's path", () => {
  const post = async (url: string, body: unknown) => {
    const res = await t.call('POST', `/api/${url}`, { cookie: t.admin, body });
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  const wizard = (type: number, startPos: number, endPos: number, cookie = editor) =>
    t.call('PUT', `/api/courses/1/wizard/board-types/${type}/states/move-todo`, { cookie, body: { startPos, endPos } });
  const boardOf = async (type: number) =>
    ((await t.call('GET', '/api/courses/1/boards', { cookie: t.admin })).body as { id: number; type: number }[]).find((b) => b.type === type)!.id;
  const todo = async (type: number) => (await t.call('GET', `/api/boards/${await boardOf(type)}/cards`, { cookie: t.admin })).body.todo as Card[];

  it("moves the outline's items of the lesson range of each kind, trainer segments through their trainer's lesson; the cards carry their records' titles", async () => {
    const l = (await t.call('POST', '/api/groups/1/lesson/new', { cookie: editor })).body.data as { id: number; position: number };
    const cycle = (await t.call('POST', `/api/lessons/${l.id}/cycle/new`, { cookie: editor })).body.data.id as number;
    const stamp = Date.now();
    const panel = await post('groups/1/panels', { title: `Wizard panel ${stamp}` });
    const segments = [await post('courses/1/segments', { panelId: panel }), await post('courses/1/segments', { panelId: panel })];
    const dialog = await post('courses/1/dialogs', { title: `Wizard dialog ${stamp}` });
    const reading = await post('courses/1/readings', { title: `Wizard reading ${stamp}` });
    const exercise = await post('groups/1/exercises', {});
    const records: [number, number][] = [
      [MODULE.panels, panel],
      [MODULE.dialog, dialog],
      [MODULE.reading, reading],
      [MODULE.exercise, exercise],
    ];
    for (const [i, [ref, activityId]] of records.entries())
      expect(
        (await t.call('PUT', `/api/lessonOutline/lessonCycle/${cycle}/add-activity`, { cookie: editor, body: { destinationPos: i + 1, ref, activityId } }))
          .status,
      ).toBe(200);
    const trainer = await post('courses/1/trainers', { title: `Wizard trainer ${stamp}`, lessonId: l.id });
    const trainerSegment = (await t.call('POST', `/api/trainers/${trainer}/segments/new`, { cookie: t.admin, body: { title: 'A', exerciseType: 1 } })).body.data
      .id as number;

    const moved = async (type: number) => (await wizard(type, l.position, l.position)).body.data.moved;
    expect(await moved(BoardType.PANEL_SENTENCES)).toBe(1);
    expect(await moved(BoardType.SEGMENTS)).toBe(2);
    expect(await moved(BoardType.DIALOGS)).toBe(1);
    expect(await moved(BoardType.READINGS)).toBe(1);
    expect(await moved(BoardType.EXERCISES)).toBe(1);
    expect(await moved(BoardType.TRAINER_SEGMENTS)).toBe(1);
    // Once moved, nothing is left in NONE.
    expect(await moved(BoardType.SEGMENTS)).toBe(0);
    const state = async (type: number, refId: number) =>
      (await t.call('GET', `/api/board-types/${type}/ref-ids/${refId}/states-history?course=1`, { cookie: t.admin })).body;
    expect(await state(BoardType.TRAINER_SEGMENTS, trainerSegment)).toMatchObject({
      state: 1,
      history: [{ change: 'None → To Do', message: `Wizard: lessons ${l.position} to ${l.position}` }],
    });

    // The cards of the demo's two boards: the records' own titles, in their lesson's folder.
    const panelCard = (await todo(BoardType.PANEL_SENTENCES)).find((c) => c.cardRefId === panel);
    expect(panelCard).toMatchObject({ title: `Wizard panel ${stamp}`, folder: `Lesson ${l.position}`, tags: [{ text: `L${l.position}` }] });
    const texts = new Map(
      ((await t.call('GET', `/api/courses/1/segments?panel=${panel}`, { cookie: t.admin })).body as { id: number; target: string }[]).map((s) => [
        s.id,
        s.target,
      ]),
    );
    const segmentCards = (await todo(BoardType.SEGMENTS)).filter((c) => segments.includes(c.cardRefId));
    expect(segmentCards).toHaveLength(2);
    for (const c of segmentCards) {
      expect(c.title).not.toMatch(/^Segments #/);
      if (texts.get(c.cardRefId)) expect(c.title).toBe(texts.get(c.cardRefId));
      expect(c.folder).toBe(`Lesson ${l.position}`);
    }
  });

  it('is the one implementation: the old path under lesson-outline/ is gone, and a freelance may not run it', async () => {
    expect(
      (await t.call('PUT', '/api/courses/1/lesson-outline/wizard/board-types/1/states/move-todo', { cookie: editor, body: { startPos: 1, endPos: 1 } })).status,
    ).toBe(404);
    const fl = await t.signIn('joints.fl@example.com', [[1, MODULE.lessonOutline]], true);
    expect((await wizard(BoardType.SEGMENTS, 1, 1, fl)).status).toBe(403);
    expect(await wizard(BoardType.SEGMENTS, 3, 2)).toMatchObject({ status: 400, body: { fields: { endPos: expect.any(String) } } });
  });

  it("moves the demo's waiting segments of lessons 1-2 with the segments of those lessons' panels that had no state", async () => {
    const db = t.server.database.db;
    const waiting = (
      await db
        .select({ refId: workStates.refId })
        .from(workStates)
        .where(and(eq(workStates.courseId, 1), eq(workStates.boardType, BoardType.SEGMENTS), eq(workStates.state, 0), between(workStates.lesson, 1, 2)))
    ).map((r) => r.refId);
    expect(waiting.length).toBeGreaterThan(0);
    const before = await todo(BoardType.SEGMENTS);
    const result = await wizard(BoardType.SEGMENTS, 1, 2);
    expect(result.status).toBe(200);
    expect(result.body.data.moved).toBeGreaterThanOrEqual(waiting.length);
    const after = await todo(BoardType.SEGMENTS);
    expect(after.length).toBe(before.length + result.body.data.moved);
    expect(waiting.every((id) => after.some((c) => c.cardRefId === id))).toBe(true);
    expect(after.filter((c) => /^Segments #/.test(c.title))).toEqual([]);
  });
});

describe('cards', () => {
  it('are made only for records of the course: a missing record gets none (404 naming it), and the demo cards open real records', async () => {
    const boards = (await t.call('GET', '/api/courses/1/boards', { cookie: t.admin })).body as { id: number; type: number }[];
    const change = await t.call('PUT', `/api/courses/1/board-types/${BoardType.SEGMENTS}/ref-ids/999999/states-change`, {
      cookie: t.admin,
      body: { state: 1 },
    });
    expect(change).toMatchObject({ status: 404, body: { error: 'No such item in this course' } });
    for (const b of boards) {
      const cols = (await t.call('GET', `/api/boards/${b.id}/cards`, { cookie: t.admin })).body;
      const cards = [...cols.todo, ...cols.doing, ...cols.review, ...cols.done.flatMap((f: { cards: unknown[] }) => f.cards)] as {
        cardRef: number;
        cardRefId: number;
        title: string;
      }[];
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) {
        const path = c.cardRef === MODULE.panels ? `panels/${c.cardRefId}` : `segments/${c.cardRefId}`;
        expect((await t.call('GET', `/api/${path}`, { cookie: t.admin })).status, `${path} of card '${c.title}'`).toBe(200);
      }
    }
  });
});
