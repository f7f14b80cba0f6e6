import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistentTestDatabase, startTestServer, type TestServer } from '../../../tests/support/server';
import { AsyncTaskStatus as S } from '../../../sdk/server/tasks';
import { writeTempPlugins, type TempPlugins } from '../testing/temp-plugins';
import { until, WAITER_PLUGIN } from '../testing/waiter-task';

describe('a server shutting down', () => {
  let plugins: TempPlugins;
  let store: Awaited<ReturnType<typeof persistentTestDatabase>>;
  let gate: string;
  let config: Parameters<typeof startTestServer>[0];
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  let id: number;
  beforeAll(async () => {
    plugins = writeTempPlugins(WAITER_PLUGIN);
    store = await persistentTestDatabase();
    gate = mkdtempSync(join(tmpdir(), 'cm-gate-'));
    config = { databaseUrl: store.url, filesDir: store.filesDir, extraPluginDirs: [plugins.pluginsDir], shutdownSeconds: 2 };
    first = await startTestServer(config);
  });
  afterAll(async () => {
    writeFileSync(join(gate, 'release'), '');
    await first?.close();
    await second?.close();
    // The first server's handler, left running, ends too.
    await until(() => !existsSync(join(gate, 'started-1')) || existsSync(join(gate, 'ended-1')), 'the first try to end');
    plugins?.remove();
    await store?.drop();
    rmSync(gate, { recursive: true, force: true });
  });

  it('answers /readyz 503 and, at the deadline, hands a task still running back to the queue', async () => {
    const server = first!;
    id = await server.server.tasks.enqueue('waiter-wait', { dir: gate });
    await until(() => existsSync(join(gate, 'started-1')), 'the first try to start');

    const closed = server.close();
    first = undefined;
    const ready = await server.server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'stopping' });
    // Returns although the handler still waits.
    await closed;
    expect(existsSync(join(gate, 'ended-1'))).toBe(false);
  });

  it('the next server on the database runs the task handed back; the first try ending late changes nothing', async () => {
    writeFileSync(join(gate, 'release'), '');
    second = await startTestServer(config);
    await until(async () => (await second!.server.tasks.get(id))?.status === S.DONE, 'the task to be done');
    expect(await second.server.tasks.get(id)).toMatchObject({ status: S.DONE, attempts: 2 });
    expect(existsSync(join(gate, 'ended-2'))).toBe(true);
    await until(() => existsSync(join(gate, 'ended-1')), 'the first try to end');
    expect((await second.server.tasks.get(id))!.status).toBe(S.DONE);
  });
});
