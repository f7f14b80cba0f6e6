import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { until } from '../testing/waiter-task';
import { claimPeriod, startPeriodic } from './periodic';

describe('periodic work, once per period across processes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ demoData: false, taskConcurrency: 0 });
  });
  afterAll(() => t?.close());

  it('claims a period once: the first claim wins, a later period is claimed again, an earlier one never', async () => {
    const db = t.server.database.db;
    expect(await claimPeriod(db, 'test-claims', 100)).toBe(true);
    expect(await claimPeriod(db, 'test-claims', 100)).toBe(false);
    expect(await claimPeriod(db, 'other-work', 100)).toBe(true);
    expect(await claimPeriod(db, 'test-claims', 101)).toBe(true);
    expect(await claimPeriod(db, 'test-claims', 99)).toBe(false);
  });

  it('two runners on one database (as two processes) run each period once, and a failed run does not stop the next', async () => {
    const db = t.server.database.db;
    const ran: number[] = [];
    const warned: string[] = [];
    const job = (who: string) => ({
      name: 'test-two-runners',
      everyMs: 150,
      run: async (period: number) => {
        ran.push(period);
        if (ran.length === 1) throw new Error(`${who} broke`);
      },
    });
    const log = { warn: (m: string) => warned.push(m) };
    const a = startPeriodic(db, [job('a')], log);
    const b = startPeriodic(db, [job('b')], log);
    try {
      await until(() => ran.length >= 5, 'five periods');
    } finally {
      a.stop();
      b.stop();
    }
    expect(new Set(ran).size).toBe(ran.length);
    expect(warned).toEqual([expect.stringMatching(/^test-two-runners failed: [ab] broke$/)]);
  });
});
