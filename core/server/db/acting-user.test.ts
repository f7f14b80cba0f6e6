import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../sdk/server/sql-rows';
import { freshDatabase } from '../../../tests/support/server';
import { asActingUser } from './acting-user';
import { openDatabase, type Database } from './open';

/** On the test run's database kind: an in-memory PGlite, or PostgreSQL's pool with TEST_DATABASE_URL. */
let database: Database;
let drop: () => Promise<void>;
const db = () => database.db;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  database = await openDatabase(fresh.url, [], fresh.image);
  await db().execute(sql`create table acting_seen (id serial primary key, seen text)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A write that keeps what the setting said when it ran. */
const write = async () =>
  rowsOf<{ seen: string | null }>(
    await db().execute(sql`insert into acting_seen (seen) values (nullif(current_setting('app.user_id', true), '')) returning seen`),
  )[0].seen;
const settingNow = async () => rowsOf<{ s: string | null }>(await db().execute(sql`select nullif(current_setting('app.user_id', true), '') as s`))[0].s;

describe('the acting user', () => {
  it('is named to a write outside a transaction, and to every statement of a transaction', async () => {
    expect(await asActingUser(7, write)).toBe('7');
    const inside = await asActingUser(8, () =>
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into acting_seen (seen) values (current_setting('app.user_id', true))`);
        return rowsOf<{ s: string }>(await tx.execute(sql`select current_setting('app.user_id', true) as s`))[0].s;
      }),
    );
    expect(inside).toBe('8');
  });

  it('never reaches the next statement: a write for no one after a user’s write sees no user', async () => {
    await asActingUser(7, write);
    expect(await write()).toBeNull();
    expect(await settingNow()).toBeNull();
    await asActingUser(9, () => db().transaction((tx) => tx.execute(sql`select 1`)));
    expect(await write()).toBeNull();
    expect(await asActingUser(null, write)).toBeNull();
  });

  it('keeps each of concurrent requests’ writes to its own user', async () => {
    const seen = await Promise.all([1, 2, 3, 4, 5, 6].map((u) => asActingUser(u, async () => [u, await write(), await write()])));
    for (const [u, a, b] of seen) expect([a, b]).toEqual([String(u), String(u)]);
    expect(await write()).toBeNull();
  });

  it('answers the write’s own result, and a failed write leaves nothing behind', async () => {
    const before = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from acting_seen`))[0].n;
    await expect(asActingUser(3, () => db().execute(sql`insert into acting_seen (id, seen) values (1, 'x'), (1, 'y')`))).rejects.toThrow();
    expect(rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from acting_seen`))[0].n).toBe(before);
    expect(await write()).toBeNull();
  });
});
