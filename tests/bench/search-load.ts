/**
 * Search load benchmark (issue 39, finding 5): does a light request stay fast while the heaviest
 * searches run? Against `npm start` as its own process on a new demo database (embedded PGlite):
 * a light request (GET courses/1/glossaries, a small list) one after the other, p50/p95, first on
 * an idle server, then while 4 clients each run the longest searches the lists take, one after
 * the other: 200 characters on sentences and items, and on the vocabulary 500 characters of the
 * vocabulary syntax with as many * as it allows (10) and placeholders, which is the costliest
 * pattern it accepts.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseVocSearch } from '../../plugins/vocabulary/shared/search-syntax';
import { SEARCH_MAX } from '../../sdk/shared/schemas';
import { lightTimes, loginHeaders, percentiles as row, quantile, request } from './lib/light-requests';
import { spawnServer, waitFor } from './lib/server';
import type { BenchTable } from './lib/table';

const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };
const LIGHT = 'courses/1/glossaries';
const CALLS = Number(process.env.BENCH_SEARCH_CALLS ?? 200);
const SEARCHERS = 4;
const VOC_TEXT_MAX = 500; // vocListQuery's limit

/** The vocabulary pattern that costs the most: 10 * (the most it takes) among placeholders, to its longest. */
function maximalVocPattern(): string {
  let q = '[C][V]*'.repeat(10);
  q += '[V]'.repeat(Math.floor((VOC_TEXT_MAX - q.length) / 3));
  q += 'a'.repeat(VOC_TEXT_MAX - q.length);
  parseVocSearch(q); // throws if the syntax refuses it
  return q;
}

const SEARCHES = [
  { name: 'sentences', path: `groups/1/sentences?text=${'x'.repeat(SEARCH_MAX)}` },
  { name: 'items', path: `groups/1/items?text=${'x'.repeat(SEARCH_MAX)}` },
  { name: 'vocabulary', path: `courses/1/vocs?dialect=2&text=${encodeURIComponent(maximalVocPattern())}` },
];

export default async function searchLoadBench(): Promise<BenchTable> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const server = await spawnServer({ DATABASE_URL: join(dataRoot, 'db'), ADMIN_PASSWORD: ADMIN.password });
  try {
    await waitFor(server, '/api/permissions-tree', (status) => status === 401, 600_000); // a first start seeds the demo
    const headers = await loginHeaders(server, ADMIN);
    const agent = new http.Agent({ keepAlive: true });
    // Each search answers (and is warmed) once before anything is timed.
    for (const s of SEARCHES) {
      const res = await request(agent, `${server.base}/api/${s.path}`, headers);
      if (res.status !== 200) throw new Error(`${s.name}: ${res.status} ${res.body.slice(0, 200)}`);
    }
    agent.destroy();
    // A first start runs its last demo steps and the statistics for a few seconds after it answers.
    await new Promise((r) => setTimeout(r, 5_000));

    const idle = await lightTimes(`${server.base}/api/${LIGHT}`, headers, CALLS);

    let stop = false;
    const searchTimes = new Map<string, number[]>(SEARCHES.map((s) => [s.name, []]));
    const searchers = Array.from({ length: SEARCHERS }, async (_, i) => {
      const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let n = i; !stop; n++) {
          const s = SEARCHES[n % SEARCHES.length];
          const started = performance.now();
          const res = await request(own, `${server.base}/api/${s.path}`, headers);
          if (res.status !== 200) throw new Error(`${s.name}: ${res.status} ${res.body.slice(0, 200)}`);
          searchTimes.get(s.name)!.push(performance.now() - started);
        }
      } finally {
        own.destroy();
      }
    });
    let loaded: number[];
    try {
      loaded = await lightTimes(`${server.base}/api/${LIGHT}`, headers, CALLS);
    } finally {
      stop = true;
      await Promise.all(searchers);
    }

    return {
      title: `Light requests while the heaviest searches run (PGlite, ${CALLS} light calls each)`,
      rows: [
        { metric: `light request GET ${LIGHT}, idle server`, value: row(idle), target: '' },
        {
          metric: `the same while ${SEARCHERS} clients run the longest searches, one after the other`,
          value: row(loaded),
          target: 'p95 < 1 s',
          met: quantile(loaded, 0.95) < 1000,
        },
        ...SEARCHES.map((s) => {
          const times = [...searchTimes.get(s.name)!].sort((a, b) => a - b);
          return { metric: `search meanwhile: ${s.name} (${times.length} runs)`, value: times.length ? row(times) : '—', target: '' };
        }),
      ],
      notes: [
        `Searches: sentences and items ?text= of ${SEARCH_MAX} characters (the longest taken; longer is a 400), vocabulary ?text= of ${VOC_TEXT_MAX} characters with 10 * and [C]/[V] placeholders (more * is a 400).`,
        'The server is its own process (`npm start`) on a new demo database; the clients are in the benchmark process, on loopback.',
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
