import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { ListCache, listCacheOf } from '../../../sdk/server';

/**
 * Grid lists kept in memory (a resource's cacheList) never outlive a change: the cache is shown to
 * hold the answer (on PGlite, a change made behind its back is not seen), then every kind of write
 * is seen by the very next call. Two processes on PostgreSQL: auth-cache-processes.test.ts.
 */
let t: LoggedInServer;
let admin: string;
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.database.db;
const cache = () => listCacheOf(db())!;
const onPglite = !process.env.TEST_DATABASE_URL;
type Row = { id: number; title: string; categories: string };
const grid = async (query = 'dialect=2') => {
  const res = await t.call('GET', `/api/courses/1/vocs?${query}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body as Row[];
};
// The vocabulary's table by SQL: core does not import a plugin.
const setTitle = (id: number, title: string) => db().execute(sql`update vocs set title = ${title} where id = ${id}`);
const titleOf = async (id: number, query?: string) => (await grid(query)).find((r) => r.id === id)?.title;

describe('grid lists kept in memory', () => {
  it('holds the answer of a list until the database changes', async () => {
    const res = await t.call('GET', '/api/courses/1/vocs?dialect=2&text=a', { cookie: admin });
    const key = `courses/:courseId/vocs 1 ${JSON.stringify({ text: 'a', dialect: 2 })}`;
    expect(cache().get(key)).toBe(JSON.stringify(res.body));
    await db().execute(sql`update vocs set title = title where id = (select min(id) from vocs)`);
    await grid(); // on PostgreSQL, a request's snapshot read is what empties it
    expect(cache().get(key)).toBeUndefined();
  });

  it.runIf(onPglite)('answers a repeated list without reading the database', async () => {
    const [first] = await grid();
    await db().execute(sql`ALTER TABLE vocs DISABLE TRIGGER data_changed`);
    try {
      await setTitle(first.id, 'changed behind its back');
    } finally {
      await db().execute(sql`ALTER TABLE vocs ENABLE TRIGGER data_changed`);
    }
    expect(await titleOf(first.id)).toBe(first.title);
    cache().clear();
    expect(await titleOf(first.id)).toBe('changed behind its back');
    await setTitle(first.id, first.title);
  });

  it('keeps apart the lists of two resources of one module (compound types and compounds)', async () => {
    const get = async (url: string) => {
      const res = await t.call('GET', url, { cookie: admin });
      expect(res.status).toBe(200);
      return JSON.stringify(res.body);
    };
    const [types, compounds] = [await get('/api/courses/1/compound-types'), await get('/api/groups/1/compounds')];
    expect(types).not.toBe(compounds);
    expect(await get('/api/courses/1/compound-types')).toBe(types);
    expect(await get('/api/groups/1/compounds')).toBe(compounds);
  });

  it('follows a write through the API, by any SQL, and of another table the list shows', async () => {
    const rows = await grid();
    const [a, b] = rows;
    const other = await titleOf(a.id, 'dialect=3');
    const record = (await t.call('GET', `/api/vocs/${a.id}`, { cookie: admin })).body;
    expect((await t.call('PUT', `/api/vocs/${a.id}`, { cookie: admin, body: { ...record, title: `${a.title} (saved)` } })).status).toBe(200);
    expect(await titleOf(a.id)).toBe(`${a.title} (saved)`);
    expect(await titleOf(a.id, 'dialect=3')).toBe(`${a.title} (saved)`);
    expect(other).toBe(a.title);

    await setTitle(b.id, 'by SQL');
    expect(await titleOf(b.id)).toBe('by SQL');
    await setTitle(b.id, b.title);
    expect(await titleOf(b.id)).toBe(b.title);

    const [category] = (
      (await db().execute(sql`select id, name from voc_categories order by id limit 1`)) as unknown as { rows: { id: number; name: string }[] }
    ).rows;
    const bare = rows.find((r) => !r.categories.includes(category.name))!;
    await db().execute(sql`insert into voc_category_links (voc_id, category_id) values (${bare.id}, ${category.id})`);
    try {
      expect((await grid()).find((r) => r.id === bare.id)!.categories).toContain(category.name);
    } finally {
      await db().execute(sql`delete from voc_category_links where voc_id = ${bare.id} and category_id = ${category.id}`);
    }
    expect((await grid()).find((r) => r.id === bare.id)!.categories).toBe(bare.categories);
  });

  it('shares one read among requests that miss together, never a read begun before a change', async () => {
    const c = new ListCache();
    const reads: ((json: string) => void)[] = [];
    const read = () => new Promise<string>((resolve) => reads.push(resolve));
    const first = c.answer('k', read);
    const together = c.answer('k', read);
    expect(reads).toHaveLength(1);
    c.clear(); // a change committed while the read was under way
    const after = c.answer('k', read);
    expect(reads).toHaveLength(2);
    reads[0]('old');
    reads[1]('new');
    expect([await first, await together, await after]).toEqual(['old', 'old', 'new']);
    expect(c.get('k')).toBe('new');
  });

  it('does not keep an answer read while the cache was emptied', () => {
    const before = cache().generation;
    cache().clear(); // as a notification or a moved snapshot between the read and its keeping
    cache().keep('key', '[]', before);
    expect(cache().get('key')).toBeUndefined();
  });
});
