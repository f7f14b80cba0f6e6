import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'cm-interrupted-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** `npm start`'s server from the sources on the folder's database and files; resolves once its output says `until`. */
async function start(dir: string, until: string): Promise<{ child: ChildProcess; output: string[] }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'core/server/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, 'db'),
      FILES_DIR: join(dir, 'files'),
      ADMIN_PASSWORD: 'interrupted-test-password',
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'warn',
      TASK_CONCURRENCY: '0',
    },
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const seen = (d: Buffer) => {
      output.push(String(d));
      if (output.join('').includes(until)) resolve();
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before "${until}":\n${output.join('')}`)));
  });
  return { child, output };
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/** Rows per table of the public schema, and the files the audio rows name. */
async function contents(dataDir: string, filesDir: string) {
  const pg = new PGlite({ dataDir, extensions: { pg_trgm } });
  try {
    const tables = (
      await pg.query<{ t: string }>(
        "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      )
    ).rows;
    const rows: Record<string, number> = {};
    // periodic_runs holds which periods' work ran: it depends on the clock, not on the demo.
    for (const { t } of tables.filter((x) => x.t !== 'periodic_runs'))
      rows[t] = (await pg.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`)).rows[0].n;
    const audio = (
      await pg.query<{ path: string }>('SELECT audio_path AS path FROM tts_lab WHERE audio_path IS NOT NULL UNION ALL SELECT path FROM audio_references')
    ).rows;
    return { rows, audioFiles: audio.map((a) => existsSync(join(filesDir, a.path))) };
  } finally {
    await pg.close();
  }
}

const FILLED = 'Filled the new database with the demo data';

/** A first start left to finish: what a demo database holds. */
async function wholeDemo() {
  const dir = join(work, 'whole');
  const once = await start(dir, FILLED);
  await stop(once.child, 'SIGTERM');
  const expected = await contents(join(dir, 'db'), join(dir, 'files'));
  expect(expected.rows.vocs).toBeGreaterThan(0);
  expect(expected.rows.feedback_ratings).toBeGreaterThan(0); // an afterDemos step's
  expect(expected.audioFiles.length).toBeGreaterThan(0);
  expect(expected.rows.demo_steps).toBe(0);
  return expected;
}

// Both stops on one folder, one after the other (the demo is seeded twice, not three times: each seed takes
// tens of seconds here): a first start killed while it seeds the demo, the next one killed once it answers,
// before the demo's last steps ran; the start after that finishes it.
describe('a first start stopped early', () => {
  it("while it seeds the demo leaves no part of it, and the next start seeds it; stopped once it answers, before the demo's last steps ran, it leaves them to the next start", async () => {
    const stopped = join(work, 'stopped');
    const first = await start(stopped, 'Created the admin user');
    await new Promise((r) => setTimeout(r, 1_500)); // well into the demo, which takes seconds
    expect(first.output.join('')).not.toContain('Back office ready');
    await stop(first.child, 'SIGKILL');

    const second = await start(stopped, 'Back office ready');
    await stop(second.child, 'SIGKILL');
    expect(second.output.join('')).not.toContain('Created the admin user'); // made before the demo, kept
    expect(second.output.join('')).not.toContain(FILLED);
    const seeded = await contents(join(stopped, 'db'), join(stopped, 'files'));
    expect(seeded.rows.vocs, 'the second start seeded the demo').toBeGreaterThan(0);
    expect(seeded.rows.demo_steps, "the demo's last steps left to the next start").toBeGreaterThan(0);

    const third = await start(stopped, FILLED);
    await stop(third.child, 'SIGTERM');
    const after = await contents(join(stopped, 'db'), join(stopped, 'files'));
    const expected = await wholeDemo();
    expect(after.rows).toEqual(expected.rows);
    expect(after.audioFiles).toEqual(expected.audioFiles.map(() => true));
  }, 600_000); // what the two tests it replaced had together (300 s each), for two thirds of their work
});
