import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { TableCache, TableWrites, setTableWrites } from './table-cache';

/** A db handle whose writes are counted, as the server's on PGlite (core/server/db/data-changes.ts). */
function counted() {
  const db = {} as Db;
  const writes = new TableWrites();
  setTableWrites(db, writes);
  return { db, writes };
}

describe('TableCache', () => {
  it('keeps a value until one of its tables is written; other tables do not matter', async () => {
    const { db, writes } = counted();
    const cache = new TableCache<string>(['a', 'b']);
    let reads = 0;
    const read = async () => `read ${++reads}`;
    expect(await cache.get(db, 'k', read)).toBe('read 1');
    expect(await cache.get(db, 'k', read)).toBe('read 1');
    writes.written('other');
    expect(await cache.get(db, 'k', read)).toBe('read 1');
    writes.written('b');
    expect(await cache.get(db, 'k', read)).toBe('read 2');
    expect(await cache.get(db, 'other key', read)).toBe('read 3');
  });

  it('reads every time where writes are not counted (PostgreSQL, a transaction)', async () => {
    const cache = new TableCache<number>(['a']);
    let reads = 0;
    const db = {} as Db;
    await cache.get(db, 'k', async () => ++reads);
    await cache.get(db, 'k', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('shares a read among calls that miss together, never a read begun before a write', async () => {
    const { db, writes } = counted();
    const cache = new TableCache<string>(['a']);
    const reads: ((v: string) => void)[] = [];
    const read = () => new Promise<string>((resolve) => reads.push(resolve));
    const first = cache.get(db, 'k', read);
    const together = cache.get(db, 'k', read);
    expect(reads).toHaveLength(1);
    writes.written('a'); // committed while the read was under way
    const after = cache.get(db, 'k', read);
    expect(reads).toHaveLength(2);
    reads[0]('old');
    reads[1]('new');
    expect([await first, await together, await after]).toEqual(['old', 'old', 'new']);
    expect(await cache.get(db, 'k', read)).toBe('new');
  });

  it('reads the missing keys of a getMany together, and forgets a failed read', async () => {
    const { db } = counted();
    const cache = new TableCache<string | undefined>(['a']);
    const asked: string[][] = [];
    const read = async (keys: string[]) => {
      asked.push(keys);
      return keys.map((k) => (k === 'none' ? undefined : `v${k}`));
    };
    expect(await cache.getMany(db, ['1', '2', '1'], read)).toEqual(['v1', 'v2', 'v1']);
    expect(await cache.getMany(db, ['2', '3', 'none'], read)).toEqual(['v2', 'v3', undefined]);
    expect(asked).toEqual([
      ['1', '2'],
      ['3', 'none'],
    ]);
    await expect(
      cache.get(db, 'x', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.get(db, 'x', async () => 'back')).toBe('back');
  });

  it('drops the least recently used values past its size', async () => {
    const { db } = counted();
    const cache = new TableCache<string>(['a'], 2);
    let reads = 0;
    const read = async () => `read ${++reads}`;
    await cache.get(db, 'x', read);
    await cache.get(db, 'y', read);
    await cache.get(db, 'x', read);
    await cache.get(db, 'z', read); // y goes
    expect(await cache.get(db, 'x', read)).toBe('read 1');
    expect(await cache.get(db, 'y', read)).toBe('read 4');
  });
});
