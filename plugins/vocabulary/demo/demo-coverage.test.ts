import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';

let t: LoggedInServer;
let admin: string;
beforeAll(async () => {
  t = await loggedInServer({ taskConcurrency: 0 });
  admin = t.admin;
}, 300_000);
afterAll(() => t.close());

/** Words of every demo sentence of a course (all its target dialects) and how many the linker's guess covers. */
async function coverage(courseId: number): Promise<{ words: number; covered: number; texts: number }> {
  const ids = rowsOf<{ id: number }>(
    await t.server.database.db.execute(sql`
    select ref_id as id from translations where ref = ${MODULE.sentences} and course_id = ${courseId} and field = 'text' order by ref_id`),
  );
  const dialects = rowsOf<{ id: number }>(
    await t.server.database.db.execute(sql`
    select dialect_id as id from course_dialects where course_id = ${courseId} and kind = 'target'`),
  );
  let words = 0;
  let covered = 0;
  for (const { id } of ids) {
    for (const d of dialects) {
      const res = await t.call('GET', `/api/concepts-linker/ref/${MODULE.sentences}/refId/${id}/target-dialect/${d.id}/guess?fromScratch=true`, {
        cookie: admin,
      });
      expect(res.status).toBe(200);
      words += res.body.phrase.length;
      covered += new Set((res.body.concepts as { positions: number[] }[]).flatMap((c) => c.positions)).size;
    }
  }
  return { words, covered, texts: ids.length * dialects.length };
}

describe('the demo vocabulary holds the words of the demo sentences', () => {
  it.each([
    [1, 'ES-EN'],
    [4, 'FR-EN'],
  ])(
    'course %i (%s): the guess links at least 60 percent of the words of all its sentences',
    async (courseId) => {
      const c = await coverage(courseId);
      console.log(`course ${courseId}: ${c.covered} of ${c.words} words linked (${((100 * c.covered) / c.words).toFixed(1)}%) over ${c.texts} texts`);
      expect(c.texts).toBeGreaterThanOrEqual(80);
      expect(c.covered / c.words).toBeGreaterThanOrEqual(0.6);
    },
    300_000,
  );
});

describe('the demo has concept links for the validators', () => {
  it('a Concept Linker Validator job on a demo vocabulary entry has items, and the local agent keeps each stored link with its reasons', async () => {
    const [comer] = rowsOf<{ id: number }>(await t.server.database.db.execute(sql`select id from vocs where course_id = 1 and title = 'comer'`));
    const created = await t.call('POST', '/api/concept-linker-validator', {
      cookie: admin,
      body: { name: 'Demo', courseId: 1, item_ref: MODULE.vocsCourse, item_ref_id: Number(comer.id) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.items).toBeGreaterThan(5);
    while (await t.server.tasks.runOnce('job.concept-linker-validator', 50));
    const items = (await t.call('GET', `/api/concept-linker-validator/${created.body.data.id}/items`, { cookie: admin })).body as {
      ai_result: { decision: string; reasoning: string } | null;
    }[];
    expect(items).toHaveLength(created.body.data.items);
    for (const i of items) {
      expect(i.ai_result).toMatchObject({ decision: 'keep', reasoning: expect.stringContaining('"comer"') });
    }
  }, 300_000);
});
