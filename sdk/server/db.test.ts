import { emptyPglite } from '../../tests/support/server';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedClient } from '../../core/server/db/pglite-client';
import { plannedPerRun, type Db } from './db';

describe('plannedPerRun', () => {
  const pg = emptyPglite();
  const db = drizzle(preparedClient(pg) as never) as unknown as Db;
  beforeAll(() => pg.waitReady);
  afterAll(() => pg.close());
  const mode = async (h: Db) => ((await h.execute(sql`show plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] }).rows[0].plan_cache_mode;

  it('plans the reads it runs for their values, and only those', async () => {
    expect(await mode(db)).toBe('auto');
    // Past the five runs after which Postgres may keep one plan for any value.
    const seen = await plannedPerRun(db, async (tx) => {
      const modes = [];
      for (let i = 0; i < 7; i++) modes.push(await mode(tx));
      return modes;
    });
    expect(seen).toEqual(Array(7).fill('force_custom_plan'));
    expect(await mode(db)).toBe('auto');
  });

  it('answers what its reads answer, and passes their errors on', async () => {
    expect(await plannedPerRun(db, async (tx) => ((await tx.execute(sql`select 41 + 1 as n`)) as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(42);
    await expect(plannedPerRun(db, (tx) => tx.execute(sql`select * from no_such_table`))).rejects.toThrow(/no_such_table/);
    expect(await mode(db)).toBe('auto');
  });
});
