import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDialects, courses } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import { sentences } from './server/tables';

const ES_ES = 2; // target, the courses' default
const EN_US = 3; // source

let t: LoggedInServer;
let admin: string;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
}, 300_000);
afterAll(() => t.close());

/** A course of its own: target es-ES, source en-US. */
async function newCourse(code: string): Promise<number> {
  const { db } = t.server.database;
  const [c] = await db
    .insert(courses)
    .values({ languageId: 2, code, name: `Health ${code}` })
    .returning({ id: courses.id });
  await db.insert(courseDialects).values([
    { courseId: c.id, dialectId: ES_ES, kind: 'target', position: 0 },
    { courseId: c.id, dialectId: EN_US, kind: 'source', position: 0 },
  ]);
  return c.id;
}

/** Runs a check through the Health screen's route, as the screen does. */
const run = async (courseId: number, checkId: string) =>
  (await t.call('GET', `/api/courses/${courseId}/health/checks/${encodeURIComponent(checkId)}`, { cookie: admin })).body;

describe("the sentences' health check", () => {
  it('counts the sentences without illustration (neither SVG nor PNG) and links the first', async () => {
    const courseId = await newCourse('HC-SV');
    expect(await run(courseId, 'sentences.illustration')).toEqual({
      completionPercent: 0,
      status: 'empty',
      metrics: [
        { label: 'Sentences', value: 0 },
        { label: 'Without illustration', value: 0 },
      ],
    });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call('POST', `/api/groups/${courseId}/sentences`, {
        cookie: admin,
        body: { targets: [{ dialectId: ES_ES, text: `Frase ${i}` }], sources: [] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data.id);
    }
    const { db } = t.server.database;
    await db.update(sentences).set({ hasSvg: true }).where(eq(sentences.id, ids[0]));
    await db.update(sentences).set({ hasPng: true }).where(eq(sentences.id, ids[2]));
    expect(await run(courseId, 'sentences.illustration')).toEqual({
      completionPercent: 50,
      status: 'in-progress',
      metrics: [
        { label: 'Sentences', value: 4 },
        { label: 'Without illustration', value: 2, ref: MODULE.sentences, search: String(ids[1]) },
      ],
    });
  });
});
