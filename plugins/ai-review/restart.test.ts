import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggedInServer, persistentTestDatabase, type TestServer } from '../../tests/support/server';
import type { CheckerRef, RunState } from './shared';

let database: Awaited<ReturnType<typeof persistentTestDatabase>>;
beforeAll(async () => {
  database = await persistentTestDatabase();
});
afterAll(() => database?.drop());

const state = async (t: TestServer, cookie: string, url: string) => (await t.call('GET', url, { cookie })).body as RunState;

it('a run paused by a restart of the server goes on by itself after it, to the end', async () => {
  // Stopped mid-run for certain: this first process queues the run's batches but works none (a run
  // of 80 records could otherwise end between two looks at it); one batch is checked by hand.
  let t = await loggedInServer({ databaseUrl: database.url, filesDir: database.filesDir, taskConcurrency: 0 });
  let cookie = t.admin;
  const refs = (await t.call('GET', '/api/ai/content/targets/checker-refs', { cookie })).body as CheckerRef[];
  const ref = refs.find((r) => r.name === 'Sentences')!.ref;
  const base = `/api/ai/content/targets/course/1/dialect/2/refs/${ref}`;
  const url = `${base}/checker-run`;
  expect((await t.call('PUT', url, { cookie, body: { running: true } })).status).toBe(200);
  const ids = ((await t.call('GET', `${base}/checker-ref-elements`, { cookie })).body as { id: number }[]).slice(0, 10).map((e) => e.id);
  expect((await t.call('GET', `${base}/checker-ref-elements-check?ids=${ids.join(',')}`, { cookie })).status).toBe(200);
  const before = await state(t, cookie, url);
  expect(before).toMatchObject({ running: true, complete: false, checked: 10 });
  await t.close(); // the process stops mid-run

  t = await loggedInServer({ databaseUrl: database.url, filesDir: database.filesDir });
  cookie = t.admin;
  try {
    let after = await state(t, cookie, url);
    expect(after.checked).toBeGreaterThanOrEqual(before.checked);
    // The end: every record checked, and the run stopped by its last batch (which finds none left).
    for (let i = 0; i < 600 && !(after.complete && !after.running); i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await state(t, cookie, url);
    }
    expect(after).toMatchObject({ complete: true, running: false, checked: after.total, fails: 7 });
  } finally {
    await t.close();
  }
}, 600_000);
