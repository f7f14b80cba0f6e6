/**
 * Latency under tasks (issue 45): does a light request stay fast while the heavy work runs? Against
 * `npm start` as its own process on a new demo database (embedded PGlite, then, when
 * BENCH_DATABASE_URL names a PostgreSQL server, a new database there): a light request (GET
 * courses/1/glossaries) one after the other, p50/p95, on the idle server, then while each heavy
 * task runs back to back (speech synthesis of a long script, a phrasebook mining run, a batch check
 * of a course's translations, four clients running the longest searches), then while they all run
 * at once. BENCH_LATENCY_TASKS (a comma-separated list of speech, mining, check, searches) runs only
 * those, one at a time.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultMiningConfig } from '../../plugins/memory/mining-config';
import { SEARCH_MAX } from '../../sdk/shared/schemas';
import { freshPostgres } from '../support/postgres';
import { lightTimes, loginHeaders, percentiles as row, quantile, request } from './lib/light-requests';
import { spawnServer, waitFor } from './lib/server';
import type { BenchTable } from './lib/table';

const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };
const LIGHT = 'courses/1/glossaries';
const CALLS = Number(process.env.BENCH_LATENCY_CALLS ?? 200);
const ES_ES = 2;
/** About 20 s of speech. */
const LONG_SCRIPT = 'Quiero reservar una mesa para dos personas esta noche, cerca de la ventana si es posible. '.repeat(4).trim();
const SEARCHES = [`groups/1/sentences?text=${'x'.repeat(SEARCH_MAX)}`, `groups/1/items?text=${'x'.repeat(SEARCH_MAX)}`];

/** Runs work() over and over until stopped; answers how many times it ran. */
function loop(work: (agent: http.Agent) => Promise<void>): { stop(): Promise<number> } {
  let stopped = false;
  let runs = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const running = (async () => {
    while (!stopped) {
      await work(agent);
      runs++;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running.finally(() => agent.destroy());
      return runs;
    },
  };
}

export default async function latencyUnderTasksBench(): Promise<BenchTable[]> {
  const tables: BenchTable[] = [];
  const dataRoot = mkdtempSync(join(tmpdir(), 'bench-latency-'));
  try {
    if (process.env.BENCH_LATENCY_ON !== 'postgres') tables.push(await benchOn('PGlite', join(dataRoot, 'db'), join(dataRoot, 'files')));
    const pgBase = process.env.BENCH_DATABASE_URL;
    if (pgBase) {
      const fresh = await freshPostgres(pgBase);
      try {
        tables.push(await benchOn('PostgreSQL', fresh.url, join(dataRoot, 'pg-files')));
      } finally {
        await fresh.drop();
      }
    }
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
  return tables;
}

async function benchOn(label: string, databaseUrl: string, filesDir: string): Promise<BenchTable> {
  const server = await spawnServer({ DATABASE_URL: databaseUrl, FILES_DIR: filesDir, ADMIN_PASSWORD: ADMIN.password });
  try {
    await waitFor(server, '/api/permissions-tree', (status) => status === 401, 600_000); // a first start seeds the demo
    const headers = await loginHeaders(server, ADMIN);
    const call = async (a: http.Agent, method: string, path: string, body?: unknown) => {
      const res = await request(a, `${server.base}/api/${path}`, headers, method, body === undefined ? undefined : JSON.stringify(body));
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body);
    };
    const agent = new http.Agent({ keepAlive: true });
    const miningCourses = ((await call(agent, 'GET', 'memory-phrasebook/mining/courses')) as { id: number }[]).map((c) => ({ course_id: c.id, klines: true }));
    agent.destroy();
    // A first start runs its last demo steps and the statistics for a few seconds after it answers.
    await new Promise((r) => setTimeout(r, 5_000));
    const light = () => lightTimes(`${server.base}/api/${LIGHT}`, headers, CALLS);

    /** Awaits an async task (GET async-tasks/:id) until it ends. */
    const taskEnd = async (a: http.Agent, taskId: number) => {
      for (;;) {
        const task = (await call(a, 'GET', `async-tasks/${taskId}`)) as { status: number; error?: string };
        if (task.status === 2) return;
        if (task.status > 2) throw new Error(`A task ended with status ${task.status}: ${task.error ?? ''}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const heavy: Record<string, { label: string; start(): { stop(): Promise<number> } }> = {
      speech: {
        label: 'TTS lab generations of a long script',
        // A new entry each, as an entry is generated once; each awaited until its task ends.
        start: () =>
          loop(async (a) => {
            const entry = (await call(a, 'POST', 'ttsLab', { name: 'Bench', dialectId: ES_ES, script: LONG_SCRIPT })).data as { id: number };
            await taskEnd(a, ((await call(a, 'POST', `ttsLab/${entry.id}/generate`)).data as { taskId: number }).taskId);
          }),
      },
      mining: {
        label: 'phrasebook mining runs of every course',
        start: () =>
          loop(async (a) => {
            const defaults = defaultMiningConfig();
            const body = { ...defaults, filtering: { ...defaults.filtering, courses: miningCourses } };
            const run = (await call(a, 'POST', 'memory-phrasebook/mining', body)).data as { id: number };
            for (;;) {
              const got = (await call(a, 'GET', `memory-phrasebook/mining/${run.id}`)) as { status: string };
              if (got.status === 'done' || got.status === 'failed') break;
              await new Promise((r) => setTimeout(r, 100));
            }
          }),
      },
      check: { label: "batch checks of a course's translations", start: () => loop(async (a) => void (await call(a, 'GET', 'translations/check?course=1'))) },
      searches: {
        label: 'longest searches, 4 clients',
        start: () => {
          const searchers = Array.from({ length: 4 }, (_, i) => loop(async (a) => void (await call(a, 'GET', SEARCHES[i % SEARCHES.length]))));
          return { stop: async () => (await Promise.all(searchers.map((s) => s.stop()))).reduce((x, y) => x + y, 0) };
        },
      },
    };

    /** Light requests while the named heavy tasks run back to back: their times, and how many times each ran. */
    const under = async (names: string[]) => {
      const running = names.map((n) => heavy[n].start());
      const times = await light();
      const runs = await Promise.all(running.map((r) => r.stop()));
      return { times, runs: names.map((n, i) => `${runs[i]} ${heavy[n].label}`).join(', ') };
    };

    const idle = await light();
    const idle95 = quantile(idle, 0.95);
    const rows: BenchTable['rows'] = [{ metric: `light request GET ${LIGHT}, idle server`, value: row(idle), target: '' }];
    // BENCH_LATENCY_TASKS=check,searches: only those, one at a time (no 'all at once' row).
    const only = process.env.BENCH_LATENCY_TASKS?.split(',').filter((n) => n in heavy);
    for (const names of only?.length ? only.map((n) => [n]) : [['speech'], ['mining'], ['check'], ['searches'], Object.keys(heavy)]) {
      const { times, runs } = await under(names);
      const p95 = quantile(times, 0.95);
      rows.push({
        metric: `the same while ${names.length > 1 ? 'all of them' : names[0]} run${names.length > 1 ? '' : 's'} (${runs})`,
        value: `${row(times)} (${(p95 / idle95).toFixed(1)}x idle at p95)`,
        target: 'p95 < 3x idle',
        met: p95 < 3 * idle95,
      });
    }
    return {
      title: `Light requests while heavy tasks run (${label}, ${CALLS} light calls each)`,
      rows,
      notes: [
        'The server is its own process (`npm start`) on a new demo database; the clients are in the benchmark process, on loopback.',
        label === 'PGlite'
          ? 'Speech, mining (its counting), the batch check (its format check) and embeddings run in worker threads; their database reads and writes, and the searches (SQL), run on PGlite, which is one thread in the server process: a light request queues behind their queries.'
          : "Speech, mining (its counting), the batch check (its format check) and embeddings run in worker threads; the database's work runs in PostgreSQL's own processes, on the same cores.",
        `Worker threads: ${process.env.WORKER_THREADS ?? `default (cores less one, at least one)`}.`,
        `Load average at the end: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(', ')} on ${availableParallelism()} CPUs.`,
      ],
    };
  } finally {
    await server.stop();
  }
}
