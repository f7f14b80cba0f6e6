import { afterAll, beforeAll, expect, it } from 'vitest';
import { persistentTestDatabase, startTestServer, TEST_ADMIN, type TestServer } from '../../sdk/server/testing';
import type { CheckerRef, RunState } from './shared';

let database: Awaited<ReturnType<typeof persistentTestDatabase>>;
beforeAll(async () => {
  database = await persistentTestDatabase();
});
afterAll(() => database?.drop());

const state = async (t: TestServer, cookie: string, url: string) => (await t.call('GET', url, { cookie })).body as RunState;

it('a run paused by a restart of the server goes on by itself after it, to the end', async () => {
  let t = await startTestServer({ databaseUrl: database.url, filesDir: database.filesDir });
  let cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
  const refs = (await t.call('GET', '/api/ai/content/targets/checker-refs', { cookie })).body as CheckerRef[];
  const ref = refs.find((r) => r.name === 'Sentences')!.ref;
  const url = `/api/ai/content/targets/course/1/dialect/2/refs/${ref}/checker-run`;
  expect((await t.call('PUT', url, { cookie, body: { running: true } })).status).toBe(200);
  let before: RunState;
  do {
    await new Promise((r) => setTimeout(r, 50));
    before = await state(t, cookie, url);
  } while (before.checked === 0);
  await t.close(); // the process stops mid-run
  expect(before.complete).toBe(false);

  t = await startTestServer({ databaseUrl: database.url, filesDir: database.filesDir });
  cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
  try {
    let after = await state(t, cookie, url);
    expect(after.checked).toBeGreaterThanOrEqual(before.checked);
    for (let i = 0; i < 600 && !after.complete; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await state(t, cookie, url);
    }
    expect(after).toMatchObject({ complete: true, running: false, checked: after.total, fails: 6 });
  } finally {
    await t.close();
  }
}, 600_000);
