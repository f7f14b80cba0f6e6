import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { BoardType, MODULE } from '../../sdk/shared';

/**
 * A record's lesson has one source (issue 41): the outline's first lesson playing it, its owner's own
 * lesson only while the outline plays it nowhere, a part in its parent's. The wizard, publish and the
 * concept linker's checker read it alike, also once the record moved to another lesson.
 */

let t: LoggedInServer;
beforeAll(async () => {
  t = await loggedInServer();
}, 300_000);
afterAll(() => t?.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
  const res = await t.call(method, `/api/${url}`, { cookie: t.admin, body });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return method === 'GET' ? res.body : res.body.data;
};
const db = () => t.server.database.db;

interface Lesson {
  id: number;
  position: number;
  cycles: { id: number; activities: { activityId: number; ref: number; refId: number }[] }[];
}

describe("a record's lesson", () => {
  it('is the same for the wizard, publish and the checker after the record moved to another lesson', async () => {
    const lessons = (await call('GET', 'groups/1/dialects/default/lessonOutline')) as Lesson[];
    const at = (position: number) => lessons.find((l) => l.position === position)!;
    // A panel its module places in lesson 2, with two segments written in every target dialect.
    const panelId = (await call('POST', 'groups/1/panels', { title: `Moved panel ${Date.now()}`, lessonId: at(2).id })).id as number;
    const segments: number[] = [];
    for (let i = 0; i < 2; i++) {
      const id = (await call('POST', 'courses/1/segments', { panelId })).id as number;
      for (const d of [2, 4]) await call('PUT', `segments/${id}/target-dialect/${d}`, { text: `<p>Frase ${i + 1}.</p>`, status: 2 });
      segments.push(id);
    }
    // The outline plays it in lesson 3, then it is moved to lesson 9: the outline's lesson wins over the panel's own.
    const activityId = (
      await call('PUT', `lessonOutline/lessonCycle/${at(3).cycles[0].id}/add-activity`, { destinationPos: 1, ref: MODULE.panels, activityId: panelId })
    ).activityId as number;
    expect(
      (await call('PUT', `lessonOutline/lessonCycleActivity/${activityId}/move`, { destinationCycleId: at(9).cycles[0].id, destinationPos: 1 })).moved,
    ).toBe(true);

    // The wizard: nothing of it in lessons 2-3; in lesson 9 the panel and its segments, cards in 'Lesson 9'.
    const wizard = (type: BoardType, startPos: number, endPos: number) =>
      call('PUT', `courses/1/wizard/board-types/${type}/states/move-todo`, { startPos, endPos });
    const boards = (await call('GET', 'courses/1/boards')) as { id: number; type: number }[];
    const cardsOf = async (type: BoardType, ids: number[]) =>
      ((await call('GET', `boards/${boards.find((b) => b.type === type)!.id}/cards`)).todo as { cardRefId: number; folder: string }[])
        .filter((c) => ids.includes(c.cardRefId))
        .map((c) => c.folder);
    for (const type of [BoardType.PANEL_SENTENCES, BoardType.SEGMENTS]) await wizard(type, 2, 3);
    expect(await cardsOf(BoardType.PANEL_SENTENCES, [panelId])).toEqual([]);
    expect(await cardsOf(BoardType.SEGMENTS, segments)).toEqual([]);
    for (const type of [BoardType.PANEL_SENTENCES, BoardType.SEGMENTS]) await wizard(type, 9, 9);
    expect(await cardsOf(BoardType.PANEL_SENTENCES, [panelId])).toEqual(['Lesson 9']);
    expect(await cardsOf(BoardType.SEGMENTS, segments)).toEqual(['Lesson 9', 'Lesson 9']);

    // Publish: published up to lesson 8, neither the panel's title nor its segments are checked; up to lesson 9, both.
    const checked = async (ref: number) => {
      const r = (await call('GET', `groups/1/refs/${ref}/publish-check`)) as { ids: number[]; details: { refId: number }[] };
      return [...r.ids, ...r.details.map((d) => d.refId)];
    };
    try {
      await db().execute(sql`update courses set publish_lesson_position = 8 where id = 1`);
      expect(await checked(MODULE.panels)).not.toContain(panelId);
      for (const id of segments) expect(await checked(MODULE.segment)).not.toContain(id);
      await db().execute(sql`update courses set publish_lesson_position = 9 where id = 1`);
      expect(await checked(MODULE.panels)).toContain(panelId);
      expect(await checked(MODULE.segment)).toEqual(expect.arrayContaining(segments));
    } finally {
      await db().execute(sql`update courses set publish_lesson_position = 0 where id = 1`);
    }

    // The concept linker's checker: the segments are in lesson 9's range, not in lessons 2-3's.
    const elements = async (start: number, end: number) =>
      (await call('GET', `groups/1/refs/${MODULE.segment}/target-dialects/2/checker-ref-elements?startLesson=${start}&endLesson=${end}`)) as number[];
    expect(await elements(2, 3)).not.toEqual(expect.arrayContaining([segments[0]]));
    expect(await elements(9, 9)).toEqual(expect.arrayContaining(segments));

    // Once the outline plays it nowhere, the panel's own lesson (2) is its lesson again, for all three.
    await call('DELETE', `lessonsCycleActivity/${activityId}`);
    expect(await elements(2, 3)).toEqual(expect.arrayContaining(segments));
    expect(await elements(9, 9)).not.toEqual(expect.arrayContaining([segments[0]]));
  });
});
