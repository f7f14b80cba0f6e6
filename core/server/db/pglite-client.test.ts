import { types } from '@electric-sql/pglite';
import { emptyPglite } from '../../../tests/support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedClient } from './pglite-client';

describe('preparedClient', () => {
  const pg = emptyPglite();
  const client = preparedClient(pg);
  beforeAll(() => pg.waitReady);
  afterAll(() => pg.close());
  const text = `SELECT 7::int AS n, '2026-01-02 03:04:05+00'::timestamptz AS at`;

  it("parses values with PGlite's parsers, and a query's own parsers over them", async () => {
    const plain = await client.query<{ n: number; at: unknown }>(text);
    expect(plain.rows[0]).toEqual({ n: 7, at: new Date('2026-01-02T03:04:05Z') });

    const own = await client.query<{ n: number; at: unknown }>(text, [], { parsers: { [types.TIMESTAMPTZ]: (v: string) => `raw ${v}` } });
    expect(own.rows[0]).toEqual({ n: 7, at: 'raw 2026-01-02 03:04:05+00' });

    // The query's parsers stay its own: the next query without them parses as before.
    expect((await client.query<{ at: unknown }>(text)).rows[0].at).toBeInstanceOf(Date);
    expect(pg.parsers[types.TIMESTAMPTZ]).not.toBeUndefined();
  });

  it('keeps the row mode of the options', async () => {
    const rows = await client.query<unknown[]>(text, [], { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (v: string) => v } });
    expect(rows.rows[0]).toEqual([7, '2026-01-02 03:04:05+00']);
  });

  it('answers in a transaction with the same parsers', async () => {
    const at = await client.transaction((tx) => tx.query<{ at: unknown }>(text, [], { parsers: { [types.TIMESTAMPTZ]: () => 'own' } }));
    expect(at.rows[0].at).toBe('own');
  });
});
