import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistentTestDatabase, startTestServer, TEST_ADMIN, type TestServer } from '../../../tests/support/server';
import { translations, writeTranslation } from '../../../sdk/server';
import { AsyncTaskStatus as S } from '../../../sdk/server/tasks';
import { writeTempPlugins, type TempPlugins } from '../testing/temp-plugins';
import { until, WAITER_PLUGIN } from '../testing/waiter-task';

/**
 * Two server processes (`core/server/start.ts`, A and B) on one PostgreSQL database (TEST_DATABASE_URL)
 * and one S3-protocol server (s3rver), as behind a load balancer: files, board events, the
 * translation memory, sessions and the task queue are shared. The test's own server (C, no task
 * workers) writes what a check needs set up and reads the queue. Skipped on PGlite (one process).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

interface Proc {
  child: ChildProcess;
  base: string;
  output: string[];
}

/** A periodic work every second that leaves a file `<period>-<pid>` in TICKS_DIR for each run. */
const TICKER_PLUGIN = {
  'ticker/plugin.ts': `import { definePlugin } from '../../sdk/shared';
export default definePlugin({ name: 'ticker', modules: [] });
`,
  'ticker/server/index.ts': `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineServerPlugin } from '../../../sdk/server';

export default defineServerPlugin({
  periodic: [{ name: 'ticker', everyMs: 1000, run: async ({ period }) => writeFileSync(join(process.env.TICKS_DIR!, \`\${period}-\${process.pid}\`), '') }],
});
`,
};

const ES_ES = 2;
const EN_US = 3;
const GLOSSARIES = 10;

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL and one S3-compatible store', () => {
  let s3: S3rver;
  let s3Dir: string;
  let store: Awaited<ReturnType<typeof persistentTestDatabase>>;
  let plugins: TempPlugins;
  let gate: string;
  let ticks: string;
  let c: TestServer;
  let a: Proc;
  let b: Proc;
  let taskId: number;
  let cookie = '';

  async function start(name: string, env: Record<string, string>): Promise<Proc> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'core/server/start.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_CLIENT_BUILD: 'true', LOG_LEVEL: 'warn', ...env },
    });
    const proc = { child, base: `http://127.0.0.1:${port}`, output: [] as string[] };
    child.stdout!.on('data', (d) => proc.output.push(String(d)));
    child.stderr!.on('data', (d) => proc.output.push(String(d)));
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${proc.output.join('')}`);
      return fetch(`${proc.base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
    }, `${name} to be ready`);
    return proc;
  }

  const stop = async (p: Proc | undefined) => {
    if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
    const exited = new Promise((r) => p.child.once('exit', r));
    p.child.kill('SIGTERM');
    await exited;
  };

  /** A call as the browser makes it. */
  const call = async (p: Proc, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${p.base}/api/${path}`, {
      method,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        cookie,
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
    });

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'cm-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'files', configs: [] }] });
    const { port: s3Port } = await s3.run();
    store = await persistentTestDatabase();
    plugins = writeTempPlugins({ ...WAITER_PLUGIN, ...TICKER_PLUGIN });
    gate = mkdtempSync(join(tmpdir(), 'cm-gate-'));
    // C (this process) runs the periodic work too: three processes on the database.
    ticks = mkdtempSync(join(tmpdir(), 'cm-ticks-'));
    process.env.TICKS_DIR = ticks;
    c = await startTestServer({ databaseUrl: store.url, filesDir: store.filesDir, extraPluginDirs: [plugins.pluginsDir], taskConcurrency: 0 });
    const env = {
      DATABASE_URL: store.url,
      PLUGIN_DIRS: plugins.pluginsDir,
      FILES_URL: 's3://files/two-processes',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SHUTDOWN_SECONDS: '1',
      TASK_CONCURRENCY: '2',
      TICKS_DIR: ticks,
    };
    // The long task starts on A, before B is there to take it.
    a = await start('A', env);
    taskId = await c.server.tasks.enqueue('waiter-wait', { dir: gate });
    await until(() => existsSync(join(gate, 'started-1')), 'the task to start on A');
    b = await start('B', env);
  }, 600_000);

  afterAll(async () => {
    if (gate) writeFileSync(join(gate, 'release'), '');
    await stop(a);
    await stop(b);
    await c?.close();
    plugins?.remove();
    await store?.drop();
    await s3?.close();
    delete process.env.TICKS_DIR;
    for (const dir of [s3Dir, gate, ticks]) if (dir) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('a session made on A works on B', async () => {
    const login = await call(a, 'POST', 'login', { login: TEST_ADMIN.login, password: TEST_ADMIN.password });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((s) => s.split(';')[0])
      .join('; ');
    expect((await call(b, 'GET', 'permissions-tree')).status).toBe(200);
  });

  it('an upload through A downloads through B', async () => {
    const made = await call(a, 'POST', 'groups/1/sentences', { targets: [{ dialectId: ES_ES, text: 'Hay un tren a las nueve.' }] });
    const id = ((await made.json()) as { data: { id: number } }).data.id;
    const wav = Buffer.alloc(44 + 1600);
    wav.write('RIFF', 0, 'latin1');
    wav.writeUInt32LE(36 + 1600, 4);
    wav.write('WAVEfmt ', 8, 'latin1');
    wav.writeUInt32LE(16, 16);
    wav.writeUInt16LE(1, 20);
    wav.writeUInt16LE(1, 22);
    wav.writeUInt32LE(8000, 24);
    wav.writeUInt32LE(16000, 28);
    wav.writeUInt16LE(2, 32);
    wav.writeUInt16LE(16, 34);
    wav.write('data', 36, 'latin1');
    wav.writeUInt32LE(1600, 40);
    for (let i = 0; i < 800; i++) wav.writeInt16LE(Math.round(8000 * Math.sin(i / 4)), 44 + i * 2);
    const form = new FormData();
    form.append('audio', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'tren.wav');
    const uploaded = await call(a, 'POST', `audio/16/${id}/dialect/${ES_ES}/upload`, form);
    expect(uploaded.status).toBe(200);
    const got = await call(b, 'GET', `audio/16/${id}/dialect/${ES_ES}/file`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(wav);
  });

  it("a board move on A reaches B's event stream within 1 s, with an id that A knows too", async () => {
    const boards = (await (await call(a, 'GET', 'courses/1/boards')).json()) as { id: number; type: number }[];
    const boardId = boards[0].id;
    const cards = (await (await call(a, 'GET', `boards/${boardId}/cards`)).json()) as { todo: { id: number }[] };
    const card = cards.todo[0];
    const stream = await call(b, 'GET', `boards/${boardId}/events`, undefined, { Accept: 'text/event-stream' }).then((r) => r.body!.getReader());
    const decoder = new TextDecoder();
    let received = '';
    const read = async () => {
      const { value, done } = await stream.read();
      if (done) throw new Error('The stream ended');
      received += decoder.decode(value, { stream: true });
    };
    while (!received.includes('retry:')) await read();
    const moved = await call(a, 'PUT', `boards/${boardId}/cards/${card.id}/move`);
    expect(moved.status).toBe(200);
    const answeredAt = performance.now();
    const frame = new RegExp(`id: (\\d+)\\nevent: card\\ndata: (\\{[^\\n]*"cardId":${card.id}[,}][^\\n]*)\\n`);
    // Arrival is what is tested; the time it takes is a figure of its own (no timed assertion: the machine may be busy).
    while (!frame.test(received)) await read();
    console.info(`board event on B ${Math.round(performance.now() - answeredAt)} ms after A answered`);
    await stream.cancel();
    const eventId = Number(frame.exec(received)![1]);
    // A client that reconnects to A with B's last event id misses nothing: the same event, by the same id.
    const replay = (await (await call(a, 'GET', `boards/${boardId}/events?after=${eventId - 1}`)).json()) as { events: { id: number; cardId?: number }[] };
    expect(replay.events.find((e) => e.id === eventId)).toMatchObject({ cardId: card.id, type: 'card' });
  });

  it('a memory write on A is found on B within 1 s', async () => {
    const db = c.server.database.db;
    const idOf = async (refId: number) =>
      (
        await db
          .select({ id: translations.id })
          .from(translations)
          .where(and(eq(translations.ref, GLOSSARIES), eq(translations.refId, refId), eq(translations.field, 'tooltip')))
      )[0].id;
    const text = 'El último tren a Sevilla sale a medianoche.';
    await writeTranslation(db, { courseId: 1, ref: GLOSSARIES, refId: 91001, field: 'tooltip' }, [
      { dialectId: ES_ES, text },
      { dialectId: EN_US, text: 'The last train', status: 0 },
    ]);
    await writeTranslation(db, { courseId: 1, ref: GLOSSARIES, refId: 91002, field: 'tooltip' }, [{ dialectId: ES_ES, text }]);
    const written = await idOf(91001);
    const probe = await idOf(91002);
    const suggested = async () =>
      ((await (await call(b, 'GET', `translations/${probe}/dialects/${EN_US}/memory-guest`)).json()) as { memory: { id: number }[] }).memory.map((m) => m.id);
    expect(await suggested()).not.toContain(written);
    const saved = await call(a, 'PUT', `translations/${written}`, {
      dialects: [{ dialectId: EN_US, text: 'The last train to Seville leaves at midnight.', status: 2 }],
    });
    expect(saved.status).toBe(200);
    const savedAt = performance.now();
    await until(async () => (await suggested()).includes(written), 'B to suggest the text written on A', 30_000);
    console.info(`memory write found on B ${Math.round(performance.now() - savedAt)} ms after A answered`);
  });

  it('a periodic work runs once per period, in one of the processes', async () => {
    const runs = () => readdirSync(ticks).map((f) => f.split('-').map(Number) as [number, number]);
    const from = Math.floor(Date.now() / 1000);
    await until(() => runs().filter(([period]) => period > from).length >= 4, 'four periods');
    const ran = runs().map(([period]) => period);
    expect(new Set(ran).size).toBe(ran.length);
    const by = new Set(runs().map(([, pid]) => (pid === process.pid ? 'C' : pid === a.child.pid ? 'A' : 'B')));
    console.info(`${ran.length} periods, run by ${[...by].sort().join(', ')}`);
  });

  it('a SIGTERM to A during a long task hands it back, and B completes it', async () => {
    expect((await c.server.tasks.get(taskId))?.status).toBe(S.DOING);
    await stop(a);
    expect(a.child.exitCode).toBe(0);
    expect(existsSync(join(gate, 'ended-1'))).toBe(false);
    await until(() => existsSync(join(gate, 'started-2')), 'B to take the task');
    writeFileSync(join(gate, 'release'), '');
    await until(async () => (await c.server.tasks.get(taskId))?.status === S.DONE, 'the task to be done');
    expect(await c.server.tasks.get(taskId)).toMatchObject({ status: S.DONE, attempts: 2 });
    expect(existsSync(join(gate, 'ended-2'))).toBe(true);
  });
});
