import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../sdk/server/testing';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
});
afterAll(() => t.close());

const ES_ES = 2;
const get = (path: string) => t.call('GET', `/api/${path}`, { cookie: admin });
type Row = { id: number; word: string };
type Page = { rows: Row[]; total: number };

/** Every page of a list, limit rows at a time, and the totals they answered. */
async function allPages(query: string, limit: number): Promise<{ rows: Row[]; totals: number[] }> {
  const rows: Row[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const res = await get(`courses/1/vocs?${query}&offset=${offset}&limit=${limit}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as Page;
    totals.push(page.total);
    rows.push(...page.rows);
    if (page.rows.length < limit) return { rows, totals };
  }
}

describe('paged vocabulary list', () => {
  it('answers the whole list page by page, in the same order, with the total on every page', async () => {
    const whole = (await get(`courses/1/vocs?dialect=${ES_ES}`)).body as Row[];
    expect(Array.isArray(whole)).toBe(true); // without limit: all rows, as before
    expect(whole.length).toBeGreaterThan(10);
    const { rows, totals } = await allPages(`dialect=${ES_ES}`, 7);
    expect(rows.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(rows).toEqual(whole);
    expect(new Set(totals)).toEqual(new Set([whole.length]));
  });

  it('pages a search as the grid sends it', async () => {
    const text = 'T:noun';
    const whole = (await get(`courses/1/vocs?dialect=${ES_ES}&text=${encodeURIComponent(text)}`)).body as Row[];
    expect(whole.length).toBeGreaterThan(3);
    const all = (await get(`courses/1/vocs?dialect=${ES_ES}`)).body as Row[];
    expect(whole.length).toBeLessThan(all.length);
    const { rows, totals } = await allPages(`dialect=${ES_ES}&text=${encodeURIComponent(text)}`, 3);
    expect(rows.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(totals.every((n) => n === whole.length)).toBe(true);

    const first = (await get(`courses/1/vocs?dialect=${ES_ES}&text=${encodeURIComponent(whole[0].word)}&limit=50`)).body as Page;
    expect(first.rows.map((r) => r.id)).toContain(whole[0].id);
    expect(first.total).toBe(first.rows.length);
  });

  it('answers no rows and the true total past the end', async () => {
    const all = (await get(`courses/1/vocs?dialect=${ES_ES}`)).body as Row[];
    const res = await get(`courses/1/vocs?dialect=${ES_ES}&offset=${all.length + 100}&limit=10`);
    expect(res).toMatchObject({ status: 200, body: { rows: [], total: all.length } });
    const last = (await get(`courses/1/vocs?dialect=${ES_ES}&offset=${all.length - 1}&limit=10`)).body as Page;
    expect(last.rows.map((r) => r.id)).toEqual([all.at(-1)!.id]);
  });

  it('refuses bad bounds with a 400 naming the field', async () => {
    for (const [q, field] of [
      ['limit=0', 'limit'], ['limit=1001', 'limit'], ['limit=2.5', 'limit'], ['limit=ten', 'limit'],
      ['offset=-1&limit=10', 'offset'], ['offset=3000000000&limit=10', 'offset'], ['offset=x&limit=10', 'offset'],
    ]) {
      const res = await get(`courses/1/vocs?dialect=${ES_ES}&${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), q).toContain(field);
    }
    // A page of a search with a mistake is refused as the whole list is.
    expect((await get(`courses/1/vocs?dialect=${ES_ES}&text=T:nosuchclass&limit=10`)).status).toBe(400);
    expect((await get('courses/1/vocs?dialect=9&limit=10')).status).toBe(400);
  });

  it('pages the main vocabulary (course 0) too', async () => {
    const whole = (await get('courses/0/vocs')).body as Row[];
    const page = (await get('courses/0/vocs?limit=2&offset=1')).body as Page;
    expect(page.total).toBe(whole.length);
    expect(page.rows.map((r) => r.id)).toEqual(whole.slice(1, 3).map((r) => r.id));
  });
});
