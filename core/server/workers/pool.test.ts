import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { translations } from '../db/schema';
import { checkTranslations } from '../translations/storage';
import { workerPoolStats } from './pool';

let t: LoggedInServer;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await loggedInServer();
}, 300_000);
afterAll(() => t.close());

describe('the batch check in the worker threads', () => {
  it("checks the demo's translations in a worker as a save's check in this thread does", async () => {
    const ids = (await db().select({ id: translations.id }).from(translations)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(1000);
    const before = workerPoolStats().completed;
    const pooled = await checkTranslations(db(), ids);
    const after = workerPoolStats().completed;
    expect(after).toBeGreaterThan(before);
    // The same translations a few at a time: checked in this thread.
    const inline = new Map<number, string | null>();
    for (let i = 0; i < ids.length; i += 150) for (const [id, error] of await checkTranslations(db(), ids.slice(i, i + 150))) inline.set(id, error);
    expect(workerPoolStats().completed).toBe(after);
    expect([...pooled].sort((a, b) => a[0] - b[0])).toEqual([...inline].sort((a, b) => a[0] - b[0]));
    expect([...pooled.values()].filter((e) => e !== null).length).toBeGreaterThan(0); // the demo has translations that fail the check
    const stored = await db()
      .select({ id: translations.id, error: translations.error })
      .from(translations)
      .where(inArray(translations.id, ids.slice(0, 50)));
    for (const s of stored) expect(s.error).toBe(pooled.get(s.id));
  }, 300_000);
});
