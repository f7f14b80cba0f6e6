import { emptyPglite } from '../../../tests/support/server';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainChangedTables } from './analyze';
import type { Db } from './open';
import { preparedClient } from './pglite-client';

describe('maintainChangedTables (PGlite, which runs no autovacuum)', () => {
  const pg = emptyPglite();
  const db = drizzle(preparedClient(pg) as never) as unknown as Db;
  beforeAll(async () => {
    await pg.waitReady;
    await pg.exec(`CREATE TABLE words (id int PRIMARY KEY, word text NOT NULL); CREATE INDEX words_word ON words (word);
      CREATE TABLE quiet (id int PRIMARY KEY)`);
  });
  afterAll(() => pg.close());

  /** How many rows an index-only scan of every word read from the table, besides the index. */
  const heapFetches = async () => {
    await pg.exec('SET enable_seqscan = off; SET enable_bitmapscan = off');
    const plan = (await pg.query<{ 'QUERY PLAN': string }>("EXPLAIN (ANALYZE, COSTS OFF) SELECT word FROM words WHERE word > ''")).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    await pg.exec('RESET enable_seqscan; RESET enable_bitmapscan');
    expect(plan).toContain('Index Only Scan');
    return Number(/Heap Fetches: (\d+)/.exec(plan)![1]);
  };

  it('analyzes the tables that changed, and vacuums them only when asked: then index-only scans skip the table', async () => {
    await pg.exec("INSERT INTO words SELECT g, 'w' || g FROM generate_series(1, 5000) g");
    const analyzed = await maintainChangedTables(db);
    expect(analyzed).toContain('ANALYZE public.words');
    expect(analyzed.filter((s) => s.startsWith('VACUUM'))).toEqual([]);
    expect(await heapFetches()).toBe(5000);

    // (ANALYZE) too: the inserts reported after the analysis above count as changes since it.
    expect(await maintainChangedTables(db, { vacuum: true })).toContainEqual(expect.stringMatching(/^VACUUM (\(ANALYZE\) )?public\.words$/));
    expect(await heapFetches()).toBe(0);
    expect(await maintainChangedTables(db, { vacuum: true })).toEqual([]);
  });

  it('vacuums a table whose updates left enough dead rows, and analyzes it with the vacuum', async () => {
    await pg.exec("UPDATE words SET word = word || 'x' WHERE id <= 2000");
    expect(await maintainChangedTables(db, { vacuum: true })).toEqual(['VACUUM (ANALYZE) public.words']);
    const [dead] = (await pg.query<{ n: number }>("SELECT n_dead_tup::int AS n FROM pg_stat_user_tables WHERE relname = 'words'")).rows;
    expect(dead.n).toBe(0);
    // A few changes are left to the next round, as autovacuum leaves them.
    await pg.exec("UPDATE words SET word = word || 'y' WHERE id <= 10");
    expect(await maintainChangedTables(db, { vacuum: true })).toEqual([]);
  });
});
