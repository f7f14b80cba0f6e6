import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../sdk/server';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { saveLinks, targetTexts } from './server/linker';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 300_000);
afterAll(() => t.close());

/**
 * Texts of parts of records may share a ref with the records (reading texts are ref 28 like the
 * readings), so an id reached through one course's grant may name a text of another course: the
 * linker reads and writes only the texts and links of the course the route resolved.
 */
describe('the linker stays in the course it was reached through', () => {
  it("neither reads nor clears another course's text and links", async () => {
    const { db } = t.server.database;
    const [linked] = rowsOf<{ refId: number; courseId: number; dialectId: number; n: number }>(
      await db.execute(sql`
      select ref_id as "refId", course_id as "courseId", dialect_id as "dialectId", count(*)::int as n from concept_links
       where ref = 16 and course_id = 2 group by ref_id, course_id, dialect_id order by ref_id limit 1`),
    );
    expect(linked.n).toBeGreaterThan(0);

    const own = await targetTexts(db, 2, 16, linked.refId, linked.dialectId);
    expect(own[0].text).not.toBe('');
    expect(own[0].links.length).toBe(linked.n);
    // Through course 1 (its own target dialects), the text of course 2 is not there.
    for (const x of await targetTexts(db, 1, 16, linked.refId)) {
      expect(x.text).toBe('');
      expect(x.links).toEqual([]);
    }

    await saveLinks(db, { courseId: 1, ref: 16, refId: linked.refId, dialectId: linked.dialectId }, 0, []);
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`
      select count(*)::int as n from concept_links where ref = 16 and ref_id = ${linked.refId} and dialect_id = ${linked.dialectId}`),
    );
    expect(n).toBe(linked.n);
  });
});
