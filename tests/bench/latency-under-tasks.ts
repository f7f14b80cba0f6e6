/**
 * Latency under tasks (issue 45): does a light request stay fast while the heavy work runs? Against
 * `npm start` as its own process on a new demo database (embedded PGlite): a light request (GET
 * courses/1/glossaries) one after the other, p50/p95, on the idle server, then while speech
 * synthesis runs (TTS lab generations, eSpeak NG, in worker threads), then while everything heavy
 * runs at once: the speech tasks, a phrasebook mining run, a batch check of a course's
 * translations and four clients running the longest searches.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultMiningConfig } from '../../plugins/memory/mining-config';
import { SEARCH_MAX } from '../../sdk/shared/schemas';
import { spawnServer, waitFor } from './lib/server';
import type { BenchTable } from './lib/table';

const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };
const LIGHT = 'courses/1/glossaries';
const CALLS = Number(process.env.BENCH_LATENCY_CALLS ?? 200);
const ES_ES = 2;
/** About 20 s of speech. */
const LONG_SCRIPT = 'Quiero reservar una mesa para dos personas esta noche, cerca de la ventana si es posible. '.repeat(4).trim();
const SEARCHES = [`groups/1/sentences?text=${'x'.repeat(SEARCH_MAX)}`, `groups/1/items?text=${'x'.repeat(SEARCH_MAX)}`];

function request(agent: http.Agent, url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method, headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);

/** CALLS light requests one after the other on one kept-alive connection (after 10 to warm up): their times, sorted. */
async function lightTimes(url: string, headers: Record<string, string>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < CALLS + 10; i++) {
      const started = performance.now();
      const res = await request(agent, url, headers);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body.slice(0, 200)}`);
      if (i >= 10) times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return times.sort((a, b) => a - b);
}

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

export default async function latencyUnderTasksBench(): Promise<BenchTable> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'bench-latency-'));
  const server = await spawnServer({ DATABASE_URL: join(dataRoot, 'db'), FILES_DIR: join(dataRoot, 'files'), ADMIN_PASSWORD: ADMIN.password });
  try {
    await waitFor(server, '/api/permissions-tree', (status) => status === 401, 600_000); // a first start seeds the demo
    const agent = new http.Agent({ keepAlive: true });
    const json = { 'X-Requested-With': 'XMLHttpRequest' };
    const login = await new Promise<string>((resolve, reject) => {
      const req = http.request(`${server.base}/api/login`, { agent, method: 'POST', headers: { ...json, 'Content-Type': 'application/json' } }, (res) => {
        res.resume();
        const cookie = res.headers['set-cookie']?.[0]?.split(';')[0];
        if (res.statusCode !== 200 || !cookie) reject(new Error(`login: ${res.statusCode}`));
        else resolve(cookie);
      });
      req.on('error', reject);
      req.end(JSON.stringify(ADMIN));
    });
    const headers = { ...json, cookie: login };
    const call = async (a: http.Agent, method: string, path: string, body?: unknown) => {
      const res = await request(a, `${server.base}/api/${path}`, headers, method, body === undefined ? undefined : JSON.stringify(body));
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body);
    };
    const miningCourses = ((await call(agent, 'GET', 'memory-phrasebook/mining/courses')) as { id: number }[]).map((c) => ({ course_id: c.id, klines: true }));
    agent.destroy();
    // A first start runs its last demo steps and the statistics for a few seconds after it answers.
    await new Promise((r) => setTimeout(r, 5_000));
    const light = () => lightTimes(`${server.base}/api/${LIGHT}`, headers);

    /** Speech: one TTS lab generation of a long script after another (a new entry each, as an entry is generated once), each awaited until its task ends. */
    const speech = () =>
      loop(async (a) => {
        const entry = (await call(a, 'POST', 'ttsLab', { name: 'Bench', dialectId: ES_ES, script: LONG_SCRIPT })).data as { id: number };
        const { taskId } = (await call(a, 'POST', `ttsLab/${entry.id}/generate`)).data as { taskId: number };
        for (;;) {
          const task = (await call(a, 'GET', `async-tasks/${taskId}`)) as { status: number; error?: string };
          if (task.status === 2) break;
          if (task.status > 2) throw new Error(`A speech task ended with status ${task.status}: ${task.error ?? ''}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
    const idle = await light();
    let speaking = speech();
    const underSpeech = await light();
    const speechRuns = await speaking.stop();

    speaking = speech();
    const mining = loop(async (a) => {
      const defaults = defaultMiningConfig();
      const body = { ...defaults, filtering: { ...defaults.filtering, courses: miningCourses } };
      const run = (await call(a, 'POST', 'memory-phrasebook/mining', body)).data as { id: number };
      for (;;) {
        const got = (await call(a, 'GET', `memory-phrasebook/mining/${run.id}`)) as { status: string };
        if (got.status === 'done' || got.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    const checks = loop(async (a) => void (await call(a, 'GET', 'translations/check?course=1')));
    const searchers = Array.from({ length: 4 }, (_, i) => loop(async (a) => void (await call(a, 'GET', SEARCHES[i % SEARCHES.length]))));
    const underAll = await light();
    const counts = await Promise.all([speaking.stop(), mining.stop(), checks.stop(), ...searchers.map((s) => s.stop())]);

    const row = (times: number[]) => `p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}`;
    const idle95 = quantile(idle, 0.95);
    return {
      title: `Light requests while heavy tasks run (PGlite, ${CALLS} light calls each)`,
      rows: [
        { metric: `light request GET ${LIGHT}, idle server`, value: row(idle), target: '' },
        {
          metric: `the same while speech synthesis runs (${speechRuns} TTS lab generations, worker threads)`,
          value: row(underSpeech),
          target: 'p95 < 3x idle',
          met: quantile(underSpeech, 0.95) < 3 * idle95,
        },
        {
          metric: `the same while speech, mining, a batch check and 4 longest searches run (${counts[0]} generations, ${counts[1]} mining runs, ${counts[2]} checks, ${counts.slice(3).reduce((a, b) => a + b, 0)} searches)`,
          value: row(underAll),
          target: 'p95 < 3x idle',
          met: quantile(underAll, 0.95) < 3 * idle95,
        },
      ],
      notes: [
        'The server is its own process (`npm start`) on a new demo database; the clients are in the benchmark process, on loopback.',
        `Worker threads: ${process.env.WORKER_THREADS ?? `default (cores less one, at least one)`}.`,
        `Load average at the end: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(', ')} on ${availableParallelism()} CPUs.`,
      ],
    };
  } finally {
    await server.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}
