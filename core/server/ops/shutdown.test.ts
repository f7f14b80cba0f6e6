import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistentTestDatabase, startTestServer, type TestServer } from '../../../tests/support/server';
import { AsyncTaskStatus as S } from '../../../sdk/server/tasks';
import { writeTempPlugins, type TempPlugins } from '../testing/temp-plugins';

/** A task that waits for a file: started-<attempt> when it starts, ended-<attempt> when release appears. */
const WAITER = {
  'waiter/plugin.ts': `import { definePlugin } from '../../sdk/shared';
export default definePlugin({ name: 'waiter', modules: [] });
`,
  'waiter/server/index.ts': `import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineServerPlugin, defineTask } from '../../../sdk/server';

export default defineServerPlugin({
  tasks: [
    defineTask({
      name: 'waiter-wait',
      handler: async (data: { dir: string }, ctx) => {
        writeFileSync(join(data.dir, \`started-\${ctx.attempt}\`), '');
        while (!existsSync(join(data.dir, 'release'))) await new Promise((r) => setTimeout(r, 20));
        writeFileSync(join(data.dir, \`ended-\${ctx.attempt}\`), '');
      },
    }),
  ],
});
`,
};

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a server shutting down', () => {
  let plugins: TempPlugins;
  let store: Awaited<ReturnType<typeof persistentTestDatabase>>;
  let gate: string;
  beforeAll(async () => {
    plugins = writeTempPlugins(WAITER);
    store = await persistentTestDatabase();
    gate = mkdtempSync(join(tmpdir(), 'cm-gate-'));
  });
  afterAll(async () => {
    plugins?.remove();
    await store?.drop();
    if (gate) rmSync(gate, { recursive: true, force: true });
  });

  it('answers /readyz 503, hands a task still running at the deadline back to the queue, and the next server runs it', async () => {
    const config = { databaseUrl: store.url, filesDir: store.filesDir, extraPluginDirs: [plugins.pluginsDir], shutdownSeconds: 2 };
    const first: TestServer = await startTestServer(config);
    const id = await first.server.tasks.enqueue('waiter-wait', { dir: gate });
    await until(() => existsSync(join(gate, 'started-1')), 'the first try to start');

    const closed = first.close();
    const ready = await first.server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'stopping' });
    // Returns although the handler still waits.
    await closed;
    expect(existsSync(join(gate, 'ended-1'))).toBe(false);

    writeFileSync(join(gate, 'release'), '');
    const second = await startTestServer(config);
    try {
      await until(async () => (await second.server.tasks.get(id))?.status === S.DONE, 'the task to be done');
      expect(await second.server.tasks.get(id)).toMatchObject({ status: S.DONE, attempts: 2 });
      expect(existsSync(join(gate, 'ended-2'))).toBe(true);
      // The first server's handler ends too, late: it changes nothing.
      await until(() => existsSync(join(gate, 'ended-1')), 'the first try to end');
      expect((await second.server.tasks.get(id))!.status).toBe(S.DONE);
    } finally {
      await second.close();
    }
  });
});
