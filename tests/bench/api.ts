/**
 * API benchmark: requests per second and latency of a grid list call (the vocabulary of a course,
 * 200 rows) and of a record save, with 20 concurrent clients on loopback, against `npm start`
 * running as its own process on a new demo database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchTable } from './lib/table';
import { spawnServer, waitFor } from './lib/server';

const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };
const COURSE = 1;
const DIALECT = 2; // es-ES, the course's default target dialect
const ROWS = 200;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);

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

const row = (metric: string, r: Result) => ({
  metric,
  value: `${Math.round(r.rps)} req/s; p50 ${r.p50} ms, p95 ${r.p95.toFixed(0)} ms, p99 ${r.p99} ms${r.errors ? `; ${r.errors} errors` : ''}`,
  target: '—',
});

export default async function apiBench(): Promise<BenchTable> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const server = await spawnServer({ DATABASE_URL: join(dataRoot, 'db'), ADMIN_PASSWORD: ADMIN.password });
  try {
    await waitFor(server, '/api/permissions-tree', (status) => status === 401);
    const login = await api(server.base, 'POST', 'login', undefined, ADMIN);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];

    // The course's vocabulary grown to 200 entries, through the API.
    const list = `courses/${COURSE}/vocs?dialect=${DIALECT}`;
    const have = ((await (await api(server.base, 'GET', list, cookie)).json()) as unknown[]).length;
    for (let i = have; i < ROWS; i++) {
      await api(server.base, 'POST', `vocs?course=${COURSE}`, cookie, {
        title: `palabra ${i}`, dialects: [{ dialectId: DIALECT, text: `palabra ${i}` }, { dialectId: 3, text: `word ${i}` }],
      });
    }
    const all = (await (await api(server.base, 'GET', list, cookie)).json()) as { id: number; tree: string }[];
    // Entries outside the parent/synonym tree: a synonym child's categories are not its own to save.
    const rows = all.filter((r) => !r.tree);

    const headers = { cookie, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
    const gridResult = await load({ url: `${server.base}/api/${list}`, headers });
    // As the editor saves: the whole record as read, one field changed, with the version it read.
    // Concurrent saves of one record would mostly get 409, so every connection saves a record of
    // its own and takes the version from each answer.
    const ids = rows.slice(0, CONNECTIONS).map((r) => r.id);
    const records = new Map<number, Record<string, unknown>>();
    const versions = new Map<number, number>();
    for (const id of ids) {
      const rec = (await (await api(server.base, 'GET', `vocs/${id}`, cookie)).json()) as Record<string, unknown> & { version: number };
      records.set(id, rec);
      versions.set(id, rec.version);
    }
    let next = 0;
    const saveResult = await load({
      url: server.base,
      requests: [{
        method: 'PUT',
        setupRequest: (req, context) => {
          const c = context as { id?: number };
          c.id ??= ids[next++ % ids.length];
          const rec = records.get(c.id)!;
          return { ...req, path: `/api/vocs/${c.id}`, headers, body: JSON.stringify({ ...rec, title: `${rec.title} ${Date.now() % 1000}`, version: versions.get(c.id) }) };
        },
        onResponse: (status, body, context) => {
          const c = context as { id: number };
          if (status === 200) versions.set(c.id, (JSON.parse(body) as { data: { version: number } }).data.version);
          else if (process.env.BENCH_DEBUG) console.log(status, body.slice(0, 200));
        },
      }],
    });
    return {
      title: `API (${CONNECTIONS} concurrent clients, ${SECONDS} s each, embedded PGlite)`,
      rows: [
        row(`grid list: GET ${list} (${all.length} rows)`, gridResult),
        row('record save: PUT vocs/{id} (the whole record as read, with its version)', saveResult),
      ],
      notes: ['The server runs as its own process (`npm start`), autocannon in the benchmark process, on loopback.'],
    };
  } finally {
    await server.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}
