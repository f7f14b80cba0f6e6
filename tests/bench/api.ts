/**
 * API benchmark, against `npm start` running as its own process on a new demo database: the host
 * floor (an authenticated call that reads almost nothing, GET courses/config), a grid list call
 * (the vocabulary of a course, 200 rows) and a record save; one client (p50/p95) and 20 concurrent
 * clients (throughput, p95), on loopback, with the server's CPU per call. On embedded PGlite,
 * then, when BENCH_DATABASE_URL names a PostgreSQL server, on a new database there with one
 * server process and with two (each a new database, dropped after), printed side by side. Then
 * the restart time of the PGlite server to the login page.
 */
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchTable } from './lib/table';
import { freshPostgres } from '../support/postgres';
import { spawnServer, waitFor, type SpawnedServer } from './lib/server';
import { clientDistDir } from '../../core/server/app';

const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };
const COURSE = 1;
const DIALECT = 2; // es-ES, the course's default target dialect
const ROWS = 200;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const SINGLE = Number(process.env.BENCH_API_SINGLE ?? 300);

interface Result {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function api(base: string, method: string, path: string, cookie?: string, body?: unknown) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(cookie ? { cookie } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** autocannon's run; latency percentiles in ms (p95 is interpolated between its p90 and p97.5). */
function load(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, r) => {
      if (err) return reject(err);
      const l = r.latency as unknown as Record<string, number>;
      resolve({
        rps: r.requests.average,
        p50: l.p50,
        p95: l.p90 + ((l.p97_5 - l.p90) * (95 - 90)) / (97.5 - 90),
        p99: l.p99,
        errors: r.errors + r.non2xx,
      });
    });
  });
}

/** The version of a saved record from a write's answer ({ data: { id, record, row } }). */
const versionOf = (body: string) => {
  const { data } = JSON.parse(body) as { data: { version?: number; record?: { version: number } } };
  return data.record?.version ?? data.version!;
};

/** One request on a kept-alive connection (node:http: Node's fetch adds about 1 ms of its own per call). */
function request(agent: http.Agent, url: string, headers: Record<string, string>, init?: RequestInit): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: init?.method ?? 'GET', headers: { ...headers, ...(init?.headers as Record<string, string>) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(init?.body as string | undefined);
  });
}

/** One client, one request after the other: p50 and p95 in ms (sub-millisecond, from performance.now). */
async function single(url: string, headers: Record<string, string>, init?: (i: number) => RequestInit, onBody?: (body: string) => void): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < SINGLE + 20; i++) {
      const started = performance.now();
      const { status, body } = await request(agent, url, headers, init?.(i));
      if (status >= 300) throw new Error(`${url}: ${status} ${body.slice(0, 200)}`);
      onBody?.(body);
      if (i >= 20) times.push(performance.now() - started); // the first 20 warm up
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return `1 client: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

export default async function apiBench(): Promise<BenchTable[]> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const tables: BenchTable[] = [];
  const runs: { label: string; figures: Figures }[] = [];
  try {
    const dbUrl = join(dataRoot, 'db');
    runs.push({ label: 'PGlite', figures: await benchOn({ DATABASE_URL: dbUrl }, 1) });
    const pgBase = process.env.BENCH_DATABASE_URL;
    if (pgBase) {
      for (const processes of [1, 2]) {
        const fresh = await freshPostgres(pgBase);
        try {
          runs.push({ label: `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`, figures: await benchOn({ DATABASE_URL: fresh.url }, processes) });
        } finally {
          await fresh.drop();
        }
      }
    }
    tables.push(sideBySide(runs));
    tables.push(await restart(dbUrl));
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
  return tables;
}

interface Figures {
  rows: number;
  single: Record<Kind, string | undefined>;
  load: Record<Kind, Result>;
}
type Kind = 'floor' | 'grid' | 'save';
const KINDS: { kind: Kind; metric: (rows: number) => string; target1: string; target20: string }[] = [
  { kind: 'floor', metric: () => 'host floor: GET courses/config', target1: 'p50 < 1.5 ms', target20: '—' },
  {
    kind: 'grid',
    metric: (rows) => `grid list: GET courses/1/vocs?dialect=2 (${rows} rows)`,
    target1: '≤ 2× the floor',
    target20: '≥ 300/s PGlite, ≥ 1,000/s PostgreSQL 2 processes; p95 < 100 ms',
  },
  { kind: 'save', metric: () => 'record save: PUT vocs/{id} (the whole record as read, with its version)', target1: '—', target20: 'as the grid' },
];

/** The figures of every database next to each other: per metric, one row per database. */
function sideBySide(runs: { label: string; figures: Figures }[]): BenchTable {
  const rows: BenchTable['rows'] = [];
  for (const k of KINDS) {
    for (const r of runs) {
      const single = r.figures.single[k.kind];
      if (single) rows.push({ metric: `${k.metric(r.figures.rows)}, 1 client — ${r.label}`, value: single, target: k.target1 });
    }
    for (const r of runs) {
      const l = r.figures.load[k.kind];
      rows.push({
        metric: `${k.metric(r.figures.rows)}, ${CONNECTIONS} clients — ${r.label}`,
        value: `${Math.round(l.rps)} req/s; p50 ${l.p50} ms, p95 ${l.p95.toFixed(0)} ms, p99 ${l.p99} ms${l.errors ? `; ${l.errors} errors` : ''}`,
        target: k.target20,
      });
    }
  }
  return {
    title: `API: embedded PGlite and PostgreSQL (1 client: ${SINGLE} calls; ${CONNECTIONS} concurrent clients, ${SECONDS} s each)`,
    rows,
    notes: [
      'Each server runs as its own process (`npm start`), autocannon in the benchmark process, on loopback; two processes share one PostgreSQL database, with half the clients each (p50/p95/p99: the higher of the two).',
      "CPU: the server process's own (user + system) per call, from /proc, which load on the machine disturbs less than the time.",
      'Measured once each server is idle: a first start runs its last demo steps, the statistics and the memory index for a few seconds after it answers.',
      `Load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} on ${availableParallelism()} CPUs.`,
    ],
  };
}

/** Restarts the server on the database the API runs left: ms from spawn to the login page (or, without a built client, to the API answering). */
async function restart(dbUrl: string): Promise<BenchTable> {
  const times: number[] = [];
  const hasClient = existsSync(join(clientDistDir, 'index.html'));
  for (let i = 0; i < 3; i++) {
    const server: SpawnedServer = await spawnServer({ DATABASE_URL: dbUrl, ADMIN_PASSWORD: ADMIN.password });
    try {
      times.push(
        hasClient
          ? await waitFor(server, '/', (status, body) => status === 200 && body.includes('<div id="root">'), 120_000, 20)
          : await waitFor(server, '/api/permissions-tree', (status) => status === 401, 120_000, 20),
      );
    } finally {
      await server.stop();
    }
  }
  times.sort((a, b) => a - b);
  return {
    title: 'Restart (existing PGlite database)',
    rows: [
      {
        metric: `spawn to ${hasClient ? 'login page served' : 'API answering (no built client)'}, median of 3`,
        value: `${(times[1] / 1000).toFixed(2)} s`,
        target: '< 1.5 s',
        met: times[1] < 1500,
      },
    ],
  };
}

/** CPU seconds (user + system) the process has used, from /proc (Linux); 0 elsewhere. */
function cpuOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/**
 * Waits until the server is idle (under 5% of a core for a second): a first start still runs its
 * last demo steps, the statistics and the memory index for a few seconds after it answers.
 */
async function settled(server: SpawnedServer): Promise<void> {
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const before = cpuOf(server.child.pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuOf(server.child.pid) - before < 0.05) return;
  }
}

/** Runs one load per server at once, the clients shared among them: throughput summed, latencies the worst. */
async function loadAll(servers: SpawnedServer[], opts: (server: SpawnedServer, i: number) => autocannon.Options): Promise<Result> {
  const results = await Promise.all(servers.map((s, i) => load({ ...opts(s, i), connections: CONNECTIONS / servers.length })));
  return {
    rps: results.reduce((n, r) => n + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p95: Math.max(...results.map((r) => r.p95)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}

async function benchOn(env: Record<string, string>, processes: number): Promise<Figures> {
  const servers: SpawnedServer[] = [];
  try {
    // One after the other: the first migrates and seeds the database, the others find it ready.
    for (let i = 0; i < processes; i++) {
      const server = await spawnServer({ ...env, ADMIN_PASSWORD: ADMIN.password });
      servers.push(server);
      await waitFor(server, '/api/permissions-tree', (status) => status === 401, 600_000); // a first start seeds the demo
    }
    const server = servers[0];
    const login = await api(server.base, 'POST', 'login', undefined, ADMIN);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];

    // The course's vocabulary grown to 200 entries, through the API.
    const list = `courses/${COURSE}/vocs?dialect=${DIALECT}`;
    const have = ((await (await api(server.base, 'GET', list, cookie)).json()) as unknown[]).length;
    for (let i = have; i < ROWS; i++) {
      await api(server.base, 'POST', `vocs?course=${COURSE}`, cookie, {
        title: `palabra ${i}`,
        dialects: [
          { dialectId: DIALECT, text: `palabra ${i}` },
          { dialectId: 3, text: `word ${i}` },
        ],
      });
    }
    const all = (await (await api(server.base, 'GET', list, cookie)).json()) as { id: number; tree: string }[];
    // Entries outside the parent/synonym tree: a synonym child's categories are not its own to save.
    const rows = all.filter((r) => !r.tree);

    for (const s of servers) await settled(s);
    const headers = { cookie, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
    const single1 = async (url: string, init?: (i: number) => RequestInit, onBody?: (body: string) => void) => {
      if (processes > 1) return undefined; // the same process as with one
      const cpu0 = cpuOf(server.child.pid);
      const times = await single(url, headers, init, onBody);
      return `${times}; CPU ${(((cpuOf(server.child.pid) - cpu0) * 1000) / (SINGLE + 20)).toFixed(2)} ms/call`;
    };
    const floorSingle = await single1(`${server.base}/api/courses/config`);
    const gridSingle = await single1(`${server.base}/api/${list}`);
    const floorResult = await loadAll(servers, (s) => ({ url: `${s.base}/api/courses/config`, headers }));
    const gridResult = await loadAll(servers, (s) => ({ url: `${s.base}/api/${list}`, headers }));
    // As the editor saves: the whole record as read, one field changed, with the version it read.
    // Concurrent saves of one record would mostly get 409, so no record is saved by two requests at
    // once: each save takes a record no request is saving (from twice as many records as clients;
    // autocannon's context does not last from one request to the next) and the version from its answer.
    const ids = rows.slice(0, CONNECTIONS * 2).map((r) => r.id);
    const records = new Map<number, Record<string, unknown>>();
    const versions = new Map<number, number>();
    for (const id of ids) {
      const rec = (await (await api(server.base, 'GET', `vocs/${id}`, cookie)).json()) as Record<string, unknown> & { version: number };
      records.set(id, rec);
      versions.set(id, rec.version);
    }
    const one = ids[0];
    const saveSingle = await single1(
      `${server.base}/api/vocs/${one}`,
      () => {
        const rec = records.get(one)!;
        return { method: 'PUT', body: JSON.stringify({ ...rec, title: `${rec.title} ${Date.now() % 1000}`, version: versions.get(one) }) };
      },
      (body) => versions.set(one, versionOf(body)),
    );
    const saveResult = await loadAll(servers, (s, i) => {
      const free = ids.filter((_, j) => j % servers.length === i);
      return {
        url: s.base,
        requests: [
          {
            method: 'PUT',
            setupRequest: (req, context) => {
              const c = context as { id: number };
              c.id = free.shift()!;
              const rec = records.get(c.id)!;
              return {
                ...req,
                path: `/api/vocs/${c.id}`,
                headers,
                body: JSON.stringify({ ...rec, title: `${rec.title} ${Date.now() % 1000}`, version: versions.get(c.id) }),
              };
            },
            onResponse: (status, body, context) => {
              const c = context as { id: number };
              if (status === 200) versions.set(c.id, versionOf(body));
              else if (process.env.BENCH_DEBUG) console.log(status, body.slice(0, 200));
              free.push(c.id);
            },
          },
        ],
      };
    });
    return {
      rows: all.length,
      single: { floor: floorSingle, grid: gridSingle, save: saveSingle },
      load: { floor: floorResult, grid: gridResult, save: saveResult },
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
