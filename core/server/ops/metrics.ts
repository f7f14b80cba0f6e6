import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Db } from '../db/open';
import { workerPoolStats } from '../workers/pool';
import { rowsOf } from '../../../sdk/server/sql-rows';
import { AsyncTaskStatus as S } from '../../../sdk/server/tasks';
import { OPS_PATHS } from './probes';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const WAITING = { [S.PENDING]: 'pending', [S.DOING]: 'running', [S.FAILED]: 'retrying' } as Record<number, string>;

/**
 * The process's own metrics (CPU, memory, event loop lag, GC): one set per process, whatever the
 * number of servers in it (tests start many), as their collectors (a GC observer, an event loop
 * monitor) are never stopped.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface ServerMetrics {
  /** One answered request: its route pattern (undefined when no route matched), method, status and duration. */
  request(route: string | undefined, method: string, status: number, seconds: number): void;
  /** One database statement and its time. */
  query(seconds: number): void;
  /** One try of a task handler (TaskQueueOptions.onTry). */
  taskTry(queue: string, seconds: number, ok: boolean): void;
  /** The whole exposition: the process's metrics and this server's. */
  text(): Promise<string>;
  contentType: string;
}

/** The metrics of one server, in a registry of its own; the queue depth and the memory index size are read when scraped. */
export function serverMetrics(opts: {
  db: Db;
  memorySegments: () => number;
  memoryBytes: () => number;
  /** The PostgreSQL pool (none on PGlite). */
  pool?: Pool;
  processWide: boolean;
}): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  const labels = ['route', 'method', 'status'];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: labels,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status.',
    labelNames: labels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const taskDuration = new Histogram({
    name: 'task_duration_seconds',
    help: 'Duration of a task handler try, by queue and outcome (done or failed).',
    labelNames: ['queue', 'outcome'],
    buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300],
    registers,
  });
  const taskFailures = new Counter({ name: 'task_failures_total', help: 'Task handler tries that failed, by queue.', labelNames: ['queue'], registers });
  new Gauge({
    name: 'tasks_waiting',
    help: 'Tasks not finished, by queue and state (pending, running, retrying): the depth of the task queue, all processes together.',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      const rows = rowsOf<{ queue: string; status: number; n: number }>(
        await opts.db.execute(
          sql`SELECT queue, status, count(*)::int AS n FROM async_tasks WHERE status IN (${S.PENDING}, ${S.DOING}, ${S.FAILED}) GROUP BY queue, status`,
        ),
      );
      for (const r of rows) this.set({ queue: r.queue, state: WAITING[r.status] }, r.n);
    },
  });
  new Gauge({
    name: 'translation_memory_segments',
    help: 'Segments in the translation memory index of this process.',
    registers,
    collect() {
      this.set(opts.memorySegments());
    },
  });
  new Gauge({
    name: 'translation_memory_bytes',
    help: 'Bytes held by the translation memory index of this process.',
    registers,
    collect() {
      this.set(opts.memoryBytes());
    },
  });
  const { pool } = opts;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: "Connections of this process's PostgreSQL pool, by state (total, idle, waiting: queries waiting for a connection).",
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  const timings = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of a database statement from this process, queueing for the database (PGlite: one at a time; PostgreSQL: a pool connection) included.',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers,
  });
  new Gauge({
    name: 'worker_tasks',
    help: 'CPU-heavy work in the worker threads of this process, by state (queued: waiting for a thread; threads: threads running; completed: since the start).',
    labelNames: ['state'],
    registers,
    collect() {
      const w = workerPoolStats();
      this.set({ state: 'queued' }, w.queued);
      this.set({ state: 'threads' }, w.threads);
      this.set({ state: 'completed' }, w.completed);
    },
  });
  const shared = opts.processWide ? processMetrics() : undefined;
  return {
    request(route, method, status, seconds) {
      const l = { route: route ?? 'unmatched', method: METHODS.has(method) ? method : 'other', status: String(status) };
      requests.inc(l);
      latency.observe(l, seconds);
    },
    query(seconds) {
      timings.observe(seconds);
    },
    taskTry(queue, seconds, ok) {
      taskDuration.observe({ queue, outcome: ok ? 'done' : 'failed' }, seconds);
      if (!ok) taskFailures.inc({ queue });
    },
    async text() {
      return `${shared ? await shared.metrics() : ''}${await registry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics for a scraper holding the token (Authorization: Bearer METRICS_TOKEN). Without a
 * token configured the endpoint does not exist (404): the metrics name routes and queues, not for
 * the open internet.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: ServerMetrics, token: string | undefined): void {
  app.get(OPS_PATHS.metrics, { schema: { hide: true } }, async (req, reply) => {
    if (!token) return reply.status(404).send({ error: `Not found: GET ${OPS_PATHS.metrics}` });
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ error: 'The metrics need the token (Authorization: Bearer …)' });
    }
    return reply
      .header('Content-Type', metrics.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metrics.text());
  });
}
