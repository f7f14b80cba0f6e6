import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, TEST_ADMIN, type LoggedInServer } from '../../tests/support/server';

/** The grid searches of Courses, Languages and Users: % and _ typed in the search box are characters, not wildcards. */
let t: LoggedInServer;
let admin: string;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
});
afterAll(() => t.close());

const list = async (path: string, text: string) => {
  const res = await t.call('GET', `/api/${path}?text=${encodeURIComponent(text)}`, { cookie: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>[];
};

describe('grid searches with % and _', () => {
  it('courses: by code, name and language, literally', async () => {
    const all = await list('courses', '');
    expect(all.length).toBeGreaterThan(2);
    await t.server.database.db.execute(sql`update courses set name = 'Spanish 100% for English_speakers' where id = 1`);
    expect((await list('courses', '%')).map((c) => c.id)).toEqual([1]);
    expect((await list('courses', '_')).map((c) => c.id)).toEqual([1]);
    expect((await list('courses', '0% f')).map((c) => c.id)).toEqual([1]);
    expect(await list('courses', 'S_anish')).toEqual([]);
    expect(await list('courses', '\\')).toEqual([]);
  });

  it('languages: by code and name, literally', async () => {
    const res = await t.call('POST', '/api/languages', { cookie: admin, body: { code: 'pt_BR', name: 'Portuguese 100%' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    expect((await list('languages', '_')).map((l) => l.id)).toEqual([id]);
    expect((await list('languages', '%')).map((l) => l.id)).toEqual([id]);
    expect(await list('languages', 'p_')).toEqual([]);
    expect((await list('languages', 'germ')).map((l) => l.name)).toEqual(['German']);
  });

  it('users: by name, literally', async () => {
    const id = await t.createUser('under_score@example.com', 'under-pw');
    expect((await list('users', '_')).map((u) => u.id)).toEqual([id]);
    expect(await list('users', '%')).toEqual([]);
    expect(await list('users', 'a_min')).toEqual([]);
    expect((await list('users', 'ADMIN@')).map((u) => u.name)).toEqual([TEST_ADMIN.login]);
  });
});
