import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/**
 * `npm start` listens before the rest of the server is ready (core/server/start.ts): /readyz answers
 * 503 meanwhile, and an API call waits for it.
 */
describe('a starting server', () => {
  it('answers /readyz 503 until it is ready, and an API call made meanwhile as the ready server does', async () => {
    const port = await freePort();
    // A new data folder, as on a first start: a copy of the migrated PGlite template (made by `npm install`).
    const dataDir = mkdtempSync(join(tmpdir(), 'cm-start-db-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'core/server/start.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dataDir,
        DEMO_DATA: 'off',
        ADMIN_PASSWORD: 'start-test-password',
        SKIP_CLIENT_BUILD: 'true',
        LOG_LEVEL: 'warn',
        TASK_CONCURRENCY: '0',
      },
    });
    const output: string[] = [];
    child.stdout!.on('data', (d) => output.push(String(d)));
    child.stderr!.on('data', (d) => output.push(String(d)));
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;
    let exitCode: number | null = null;
    try {
      let probe: number | undefined;
      let probedBeforeReady = false;
      while (probe === undefined) {
        if (child.exitCode !== null) throw new Error(`the server exited: ${output.join('')}`);
        probedBeforeReady = !output.join('').includes('Back office ready');
        probe = await fetch(url('/readyz')).then(
          (r) => r.status,
          () => undefined,
        );
        if (probe === undefined) await new Promise((r) => setTimeout(r, 20));
      }
      expect(probedBeforeReady).toBe(true);
      expect(probe).toBe(503);
      expect((await fetch(url('/healthz'))).status).toBe(200);
      let first: { status: number; body: string } | undefined;
      let sentBeforeReady = false;
      while (!first) {
        if (child.exitCode !== null) throw new Error(`the server exited: ${output.join('')}`);
        sentBeforeReady = !output.join('').includes('Back office ready');
        first = await fetch(`http://127.0.0.1:${port}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ login: 'admin@example.com', password: 'start-test-password' }),
        }).then(
          async (r) => ({ status: r.status, body: await r.text() }),
          () => undefined,
        );
        if (!first) await new Promise((r) => setTimeout(r, 20));
      }
      expect(first.status, first.body).toBe(200);
      expect(sentBeforeReady).toBe(true);
      const ready = await fetch(url('/readyz'));
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    } finally {
      const exited = new Promise<number | null>((r) => child.once('exit', r));
      child.kill('SIGTERM');
      exitCode = await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(exitCode, output.join('')).toBe(0);
  }, 120_000);
});
