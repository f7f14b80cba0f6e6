import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';

/** Lesson ranges the checker and the lesson utilities keep to, for every text placed in a lesson. */
let t: LoggedInServer;
beforeAll(async () => {
  t = await loggedInServer();
}, 300_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.call('GET', `/api/${url}`, { cookie: t.admin });
  expect(res.status, url).toBe(200);
  return res.body;
};

describe('lesson ranges', () => {
  it("the checker's segments keep to the range through their panels' lessons; segments of no panel always count", async () => {
    const segments = rowsOf<{ id: number; lesson: number | null }>(
      await t.server.database.db.execute(sql`
        select s.id, l.position as lesson from segments s left join panels p on p.id = s.panel_id left join lessons l on l.id = p.lesson_id
         where s.course_id = 1 order by s.id`),
    ).map((s) => ({ id: Number(s.id), lesson: s.lesson === null ? null : Number(s.lesson) }));
    const placed = segments.filter((s) => s.lesson !== null);
    expect(placed.length).toBeGreaterThan(0);
    const lessons = [...new Set(placed.map((s) => s.lesson!))];
    const out = Math.max(...lessons) + 5;
    const ids = (start: number, end: number) =>
      get(`groups/1/refs/${MODULE.segment}/target-dialects/2/checker-ref-elements?startLesson=${start}&endLesson=${end}`);
    const free = segments.filter((s) => s.lesson === null).map((s) => s.id);
    expect(await ids(out, out + 2)).toEqual(free);
    const first = Math.min(...lessons);
    expect(await ids(first, first)).toEqual(segments.filter((s) => s.lesson === null || s.lesson === first).map((s) => s.id));
    expect(await ids(1, 1000)).toEqual(segments.map((s) => s.id));
  });

  it('voc-cl-utils counts the linked texts of lessons up to lessonPos, as the linker utilities do', async () => {
    type Row = { id: number; nUses: number };
    const total = (rows: Row[]) => rows.reduce((n, r) => n + r.nUses, 0);
    const first = (await get('groups/1/voc-cl-utils?lessonPos=1')) as Row[];
    const all = (await get('groups/1/voc-cl-utils?lessonPos=12')) as Row[];
    expect(total(first)).toBeLessThan(total(all));
    expect(total((await get('groups/1/voc-cl-utils')) as Row[])).toBe(total(all));
    const linker = new Map(((await get(`groups/1/refs/${MODULE.vocsCourse}/cl-utils-uses?lessonPos=1`)) as Row[]).map((r) => [r.id, r.nUses]));
    expect(first.filter((r) => r.nUses > 0).map((r) => [r.id, r.nUses])).toEqual(first.filter((r) => linker.has(r.id)).map((r) => [r.id, linker.get(r.id)]));
  });
});
