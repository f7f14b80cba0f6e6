/**
 * Startup benchmark: how long `npm start` takes to serve the login page on a new database, and how
 * much JavaScript (gzip) the login page and the empty workspace make the browser load.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/chromium';
import { kb, median, type BenchTable } from './lib/table';
import { spawnServer, waitFor, type SpawnedServer } from './lib/server';
import { defaultOutDir } from '../../core/server/build-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(root, 'dist/client');
const RUNS = 3;
const RESTART_RUNS = 5;
const POLL_MS = 50;
const START_TIMEOUT_MS = 300_000;
const COLD_START_TARGET_MS = 10_000;
const RESTART_TARGET_MS = 1_500;
const JS_TARGET_BYTES = 250_000;
const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };

const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU time (user + system, every thread) the server process has used so far; Linux only, else NaN. */
function cpuMs(server: SpawnedServer): number {
  try {
    const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/** ms from spawn to the login page, to the API answering (the whole server ready), and the CPU used by each. */
interface Start {
  ms: number;
  apiMs: number;
  cpu: number;
  apiCpu: number;
}
const fmt = (starts: Start[], pick: (s: Start) => number) => starts.map((s) => (pick(s) / 1000).toFixed(2)).join(' / ');

const isLoginPage = (html: string) => html.includes('<div id="root">') && html.includes('<title>Back office</title>');

/** After the login page: ms more until an API route answers (401 without a session); the server listens before it is ready. */
const untilApi = (server: SpawnedServer) => waitFor(server, '/api/permissions-tree', (status) => status === 401, START_TIMEOUT_MS, POLL_MS);

/** Spawns `npm start` (core/server/launch.mjs) on a new data dir; ms until GET / answers the login page, and the CPU used by then. */
async function coldStart(): Promise<Start> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const server = await spawnServer({ DATABASE_URL: join(dataRoot, 'db'), ADMIN_PASSWORD: ADMIN.password });
  try {
    const ms = await waitFor(server, '/', (status, body) => status === 200 && isLoginPage(body), START_TIMEOUT_MS, POLL_MS);
    const cpu = cpuMs(server);
    const apiMs = ms + (await untilApi(server));
    return { ms, apiMs, cpu, apiCpu: cpuMs(server) };
  } finally {
    await server.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

/** Restarts on one database made by a first start: ms from spawn to the login page, and CPU by then, per restart. */
async function restarts(n: number): Promise<Start[]> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'bench-restart-'));
  const env = { DATABASE_URL: join(dataRoot, 'db'), ADMIN_PASSWORD: ADMIN.password };
  const ready = (status: number, body: string) => status === 200 && isLoginPage(body);
  try {
    const first = await spawnServer(env);
    await waitFor(first, '/', ready, START_TIMEOUT_MS, POLL_MS);
    await first.stop();
    const times: Start[] = [];
    for (let i = 0; i < n; i++) {
      const server = await spawnServer(env);
      try {
        const ms = await waitFor(server, '/', ready, START_TIMEOUT_MS, POLL_MS);
        const cpu = cpuMs(server);
        const apiMs = ms + (await untilApi(server));
        times.push({ ms, apiMs, cpu, apiCpu: cpuMs(server) });
      } finally {
        await server.stop();
      }
    }
    return times;
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

/**
 * As on a fresh clone: no built client nor compiled server. `npm install`'s postinstall step builds
 * both (core/server/install.ts; the template it also makes is kept), then `npm start` on a new database.
 */
async function freshClone(): Promise<{ installMs: number; start: Start }> {
  rmSync(distDir, { recursive: true, force: true });
  rmSync(defaultOutDir, { recursive: true, force: true });
  const started = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'core/server/install.ts')], { cwd: root, stdio: 'ignore' });
  const installMs = performance.now() - started;
  if (!existsSync(join(distDir, 'index.html'))) throw new Error("npm install's step left no dist/client/index.html");
  return { installMs, start: await coldStart() };
}

/** The JS index.html makes the browser load at once: module scripts and modulepreload links. */
function loginPageScripts(): { files: string[]; raw: number; gzip: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  let raw = 0;
  let gzip = 0;
  const files = [...urls].map((u) => u.replace(/^\.?\//, ''));
  for (const f of files) {
    const buf = readFileSync(join(distDir, f));
    raw += buf.length;
    gzip += gzipSize(buf);
  }
  return { files, raw, gzip };
}

interface JsLoad {
  url: string;
  phase: 'login' | 'workspace';
  raw: number;
  gzip: number;
}

/** In Chromium: the JS responses of the login page, then those added by logging in to the empty workspace. */
async function browserJs(): Promise<JsLoad[]> {
  const { createServer } = await import('../../core/server/app');
  const { configFromEnv } = await import('../../core/server/config');
  const server = await createServer(
    {
      ...configFromEnv({}),
      databaseUrl: 'memory://',
      adminEmail: ADMIN.login,
      adminPassword: ADMIN.password,
    },
    () => undefined,
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    let phase: JsLoad['phase'] = 'login';
    let pending = 0;
    let lastActivity = Date.now();
    const loads: Promise<JsLoad | undefined>[] = [];
    page.on('request', () => {
      pending++;
      lastActivity = Date.now();
    });
    const settled = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfailed', settled);
    page.on('requestfinished', settled);
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !new URL(res.url()).pathname.endsWith('.js')) return;
      const at = phase;
      loads.push(
        res.body().then(
          (body) => ({ url: new URL(res.url()).pathname, phase: at, raw: body.length, gzip: gzipSize(body) }),
          () => undefined,
        ),
      );
    });
    /** Until no request has been open for quietMs. */
    const quiet = async (quietMs = 750) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (pending > 0 || Date.now() - lastActivity < quietMs)) await sleep(50);
    };

    await page.goto(base);
    await page.locator('input[name="username"]').waitFor();
    await quiet();
    phase = 'workspace';
    await page.locator('input[name="username"]').fill(ADMIN.login);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('sidebar').waitFor();
    await page.getByText('Open a module from the sidebar').waitFor();
    await quiet();
    const all = (await Promise.all(loads)).filter((l): l is JsLoad => !!l);
    await context.close();
    // The same file fetched twice counts once, in the phase that first loaded it.
    const seen = new Set<string>();
    return all.filter((l) => !seen.has(l.url) && !!seen.add(l.url));
  } finally {
    await browser.close();
    await server.close();
  }
}

export default async function startup(): Promise<BenchTable> {
  const load = () => loadavg()[0].toFixed(1);
  const loadBefore = load();
  const fresh = await freshClone();
  console.log(
    `   fresh clone: npm install's build step ${Math.round(fresh.installMs)} ms; then npm start: the page at ${Math.round(fresh.start.ms)} ms, the API at ${Math.round(fresh.start.apiMs)} ms`,
  );

  const runs: Start[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = await coldStart();
    console.log(
      `   cold start ${i + 1}/${RUNS}: ${Math.round(start.ms)} ms, ${Math.round(start.cpu)} ms of CPU; API ready at ${Math.round(start.apiMs)} ms, ${Math.round(start.apiCpu)} ms of CPU`,
    );
    runs.push(start);
  }
  const cold = median(runs.map((r) => r.ms));
  const again = await restarts(RESTART_RUNS);
  console.log(
    `   restarts on an existing database: ${again.map((r) => `${Math.round(r.ms)} ms (CPU ${Math.round(r.cpu)} ms; API ${Math.round(r.apiMs)} ms)`).join(' / ')}`,
  );
  const restart = median(again.map((r) => r.ms));
  const restartCpu = median(again.map((r) => r.cpu));
  const loadNote = `load average ${loadBefore} at the start, ${load()} at the end`;

  const html = loginPageScripts();
  console.log(`   index.html loads ${html.files.length} JS files: ${html.files.join(', ')}`);
  const loads = await browserJs();
  const sum = (phase: JsLoad['phase'], k: 'raw' | 'gzip') => loads.filter((l) => l.phase === phase).reduce((n, l) => n + l[k], 0);
  const count = (phase: JsLoad['phase']) => loads.filter((l) => l.phase === phase).length;
  const loginGzip = sum('login', 'gzip');
  const addedGzip = sum('workspace', 'gzip');
  const total = loginGzip + addedGzip;
  for (const l of loads) console.log(`   ${l.phase.padEnd(9)} ${kb(l.gzip).padStart(10)} gzip ${kb(l.raw).padStart(10)} raw  ${l.url}`);

  return {
    title: 'Startup (tests/bench/startup.ts)',
    rows: [
      {
        metric: "Fresh clone: `npm install`'s build step (server compiled, client built), then `npm start` on a new database to the API answering",
        value: `${(fresh.start.apiMs / 1000).toFixed(2)} s (the page at ${(fresh.start.ms / 1000).toFixed(2)} s; the build step before it ${(fresh.installMs / 1000).toFixed(2)} s)`,
        target: '< 10 s',
        met: fresh.start.apiMs < COLD_START_TARGET_MS,
      },
      {
        metric: `Cold start: spawn to login page (median of ${RUNS}, new database, client built, server compiled)`,
        value: `${(cold / 1000).toFixed(2)} s (${fmt(runs, (r) => r.ms)}; CPU ${fmt(runs, (r) => r.cpu)} s)`,
        target: '< 10 s',
        met: cold < COLD_START_TARGET_MS,
      },
      {
        metric: `Cold start: spawn to the API answering (median of ${RUNS}; demo data seeded by then)`,
        value: `${(median(runs.map((r) => r.apiMs)) / 1000).toFixed(2)} s (${fmt(runs, (r) => r.apiMs)}; CPU ${fmt(runs, (r) => r.apiCpu)} s)`,
        target: '< 10 s',
        met: median(runs.map((r) => r.apiMs)) < COLD_START_TARGET_MS,
      },
      {
        metric: `Restart: spawn to login page on an existing database (median of ${RESTART_RUNS})`,
        value: `${(restart / 1000).toFixed(2)} s (${fmt(again, (r) => r.ms)})`,
        target: '< 1.5 s',
        met: restart < RESTART_TARGET_MS,
      },
      {
        metric: `Restart: spawn to the API answering (median of ${RESTART_RUNS})`,
        value: `${(median(again.map((r) => r.apiMs)) / 1000).toFixed(2)} s (${fmt(again, (r) => r.apiMs)})`,
        target: '—',
      },
      {
        metric: `Restart: CPU time of the server process by the login page (every thread; median of ${RESTART_RUNS})`,
        value: `${(restartCpu / 1000).toFixed(2)} s (${fmt(again, (r) => r.cpu)})`,
        target: '—',
      },
      {
        metric: `JS in dist/client/index.html (scripts + modulepreload, ${html.files.length} file(s))`,
        value: `${kb(html.gzip)} gzip (${kb(html.raw)} raw)`,
        target: '—',
      },
      {
        metric: `JS loaded by the login page in Chromium (${count('login')} file(s))`,
        value: `${kb(loginGzip)} gzip (${kb(sum('login', 'raw'))} raw)`,
        target: '—',
      },
      {
        metric: `JS added by logging in to the empty workspace (${count('workspace')} file(s))`,
        value: `${kb(addedGzip)} gzip (${kb(sum('workspace', 'raw'))} raw)`,
        target: '—',
      },
      {
        metric: 'JS for login + empty workspace',
        value: `${kb(total)} gzip (${kb(sum('login', 'raw') + sum('workspace', 'raw'))} raw)`,
        target: '< 250 KB gzip',
        met: total < JS_TARGET_BYTES,
      },
    ],
    notes: [
      "Fresh clone: dist/client and dist/server removed first; `npm install`'s postinstall step (core/server/install.ts) compiles the server and builds the client (vite), then `npm start`. Cold start: client built, server compiled. Both on a fresh PGlite data dir, polled every 50 ms.",
      'The server listens at once and serves the built client (the login page) while the rest of it loads; an API call meanwhile waits. The API rows: until GET /api/permissions-tree answers 401.',
      'A new database is copied from dist/pglite-template (initialized and migrated), which `npm install` makes: the fresh clone keeps it, as a clone after `npm install` has it.',
      `Wall times depend on the machine's load (${loadNote}); the CPU time of the server process much less.`,
      'gzip: zlib level 9 of each file; 1 KB = 1000 bytes. The server itself sends these files uncompressed.',
    ],
  };
}
