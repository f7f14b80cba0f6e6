import { describe, expect, it } from 'vitest';
import { GroupWriter } from './group-writer';

describe('GroupWriter', () => {
  it('writes the rows added together in one call, and answers each caller its own result', async () => {
    const writes: number[][] = [];
    const w = new GroupWriter<number, number>(async (rows) => {
      writes.push(rows);
      return rows.map((r) => r * 10);
    });
    expect(await Promise.all([1, 2, 3].map((r) => w.add(r)))).toEqual([10, 20, 30]);
    expect(writes).toEqual([[1, 2, 3]]);
  });

  it('puts rows added during a write in the next one', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const w = new GroupWriter<number, number>(async (rows) => {
      writes.push(rows);
      if (writes.length === 1)
        await new Promise<void>((r) => {
          release = r;
        });
      return rows;
    });
    const first = w.add(1);
    await new Promise((r) => setImmediate(r));
    const later = [w.add(2), w.add(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(writes).toEqual([[1], [2, 3]]);
  });

  it('fails only the callers whose row is refused', async () => {
    const w = new GroupWriter<number, number>(async (rows) => {
      if (rows.includes(2)) throw new Error('row 2 refused');
      return rows;
    });
    const results = await Promise.allSettled([1, 2, 3].map((r) => w.add(r)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('row 2 refused');
  });
});
