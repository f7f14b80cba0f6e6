import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDialects, courses } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import { items, textItems } from './server/tables';

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
async function create(url: string, body: unknown): Promise<number> {
  const res = await t.call('POST', `/api/${url}`, { cookie: admin, body });
  expect(res.status, `POST ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data.id;
}

describe("the items' health checks", () => {
  it('count the items and text items with errors and link the first', async () => {
    const courseId = await newCourse('HC-IT');
    expect(await run(courseId, 'items.errors')).toEqual({
      completionPercent: 0,
      status: 'empty',
      metrics: [
        { label: 'Items', value: 0 },
        { label: 'With errors', value: 0 },
      ],
    });
    expect(await run(courseId, 'text-items.errors')).toEqual({
      completionPercent: 0,
      status: 'empty',
      metrics: [
        { label: 'Text items', value: 0 },
        { label: 'With errors', value: 0 },
      ],
    });

    const itemIds: number[] = [];
    for (const text of ['uno', 'dos', 'tres', 'cuatro']) {
      itemIds.push(await create(`groups/${courseId}/items`, { targets: [{ dialectId: ES_ES, text }], sources: [{ dialectId: EN_US, text }] }));
    }
    const textItemIds: number[] = [];
    for (const name of ['A', 'B', 'C']) {
      textItemIds.push(await create(`groups/${courseId}/text-items`, { name, targets: [{ dialectId: ES_ES, text: `<p>${name}</p>` }], sources: [] }));
    }
    // The checkers write the error (HTML, empty when none).
    const { db } = t.server.database;
    await db
      .update(items)
      .set({ error: '<p>Missing article</p>' })
      .where(inArray(items.id, [itemIds[1], itemIds[3]]));
    await db.update(textItems).set({ error: '<p>Broken tag</p>' }).where(eq(textItems.id, textItemIds[2]));

    expect(await run(courseId, 'items.errors')).toEqual({
      completionPercent: 50,
      status: 'in-progress',
      metrics: [
        { label: 'Items', value: 4 },
        { label: 'With errors', value: 2, ref: MODULE.items, search: String(itemIds[1]) },
      ],
    });
    expect(await run(courseId, 'text-items.errors')).toEqual({
      completionPercent: 66.67,
      status: 'in-progress',
      metrics: [
        { label: 'Text items', value: 3 },
        { label: 'With errors', value: 1, ref: MODULE.textItems, search: String(textItemIds[2]) },
      ],
    });
    await db.update(textItems).set({ error: '' }).where(eq(textItems.courseId, courseId));
    expect(await run(courseId, 'text-items.errors')).toEqual({
      completionPercent: 100,
      status: 'complete',
      metrics: [
        { label: 'Text items', value: 3 },
        { label: 'With errors', value: 0 },
      ],
    });
  });
});
