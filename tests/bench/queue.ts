/**
 * Queue benchmark: tasks per second through the task queue (pg-boss) with the local agent
 * provider, and the time from 'create an Agent QA job of 10,000 items' to all done. Runs on an
 * in-memory PGlite, or on PostgreSQL with BENCH_DATABASE_URL=postgres://… (a new database is made);
 * on PostgreSQL it also runs the Agent QA job through one and then two server processes
 * (`npm start`, spawned) sharing a database. TASK_CONCURRENCY sets the workers' concurrency (default 8).
 *
 * Timings start after a warm-up and once the translation memory's catch-up look-back (10 s) has
 * passed since the demo data was seeded: until then every catch-up (once a second) re-reads the
 * whole fresh seed, which a server does not see in use.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createServer, type Server } from '../../core/server/app';
import { configFromEnv } from '../../core/server/config';
import type { Db } from '../../core/server/db/open';
import { TaskQueue } from '../../core/server/tasks';
import { defineTask } from '../../sdk/server/tasks';
import { guesserAgent } from '../../plugins/items/server/jobs/guesser';
import type { ItemJobInput } from '../../plugins/items/server/jobs/job-params';
import { freshPostgres } from '../support/postgres';
import { spawnServer, waitFor, type SpawnedServer } from './lib/server';
import type { BenchRow, BenchTable } from './lib/table';

const TASKS = Number(process.env.BENCH_TASKS ?? 5_000);
const QA_ITEMS = Number(process.env.BENCH_QA_ITEMS ?? 10_000);
const WARM_UP = 300;
const TARGET_TPS = 500;
const SEED_SETTLE_MS = 11_000;
const concurrency = Number(process.env.TASK_CONCURRENCY ?? 8);

const rowsOf = <T>(res: unknown): T[] => (res as { rows?: T[] }).rows ?? (res as T[]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tick = () => sleep(25);

async function databaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  return base ? freshPostgres(base) : { url: 'memory://', drop: async () => undefined };
}

/** A server on a new database (seeded with the demo data), the database's URL, and when it was ready. */
async function benchServer(taskConcurrency: number): Promise<{ server: Server; url: string; seededAt: number; dispose(): Promise<void> }> {
  const db0 = await databaseUrl();
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-queue-'));
  const server = await createServer(
    { ...configFromEnv({}), databaseUrl: db0.url, filesDir, adminPassword: 'bench-admin-pw', taskConcurrency },
    () => undefined,
  );
  return {
    server,
    url: db0.url,
    seededAt: performance.now(),
    async dispose() {
      await server.close();
      await db0.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Items with a target text and a done source (the guesser's input: it guesses the source again). */
async function sampleItems(db: Db): Promise<ItemJobInput[]> {
  const items = rowsOf<ItemJobInput>(
    await db.execute(sql`
    SELECT t.ref_id AS "itemId", t.id AS "translationId", t.course_id AS "courseId",
           tg.text AS target, tg.dialect_id AS "targetDialectId", dt.code AS "targetDialectCode",
           sc.text AS source, sc.dialect_id AS "sourceDialectId", ds.code AS "sourceDialectCode"
    FROM translations t
    JOIN course_dialects ct ON ct.course_id = t.course_id AND ct.kind = 'target'
    JOIN course_dialects cs ON cs.course_id = t.course_id AND cs.kind = 'source'
    JOIN translation_texts tg ON tg.translation_id = t.id AND tg.dialect_id = ct.dialect_id AND tg.status = 2
    JOIN translation_texts sc ON sc.translation_id = t.id AND sc.dialect_id = cs.dialect_id AND sc.status = 2
    JOIN dialects dt ON dt.id = tg.dialect_id
    JOIN dialects ds ON ds.id = sc.dialect_id
    WHERE t.ref = 14 LIMIT 200`),
  );
  if (!items.length) throw new Error('The demo data has no items with two done texts');
  return items;
}

/**
 * An Agent QA job of n items (rows written and queued as the plugin does, without the HTTP call),
 * run by whichever processes work the queue: the ms from creation to queued and to completed.
 */
async function qaJob(server: Server, input: ItemJobInput, n: number): Promise<{ createdMs: number; doneMs: number; summary: string }> {
  const { db } = server.database;
  const [dialect] = rowsOf<{ id: number }>(await db.execute(sql`SELECT dialect_id AS id FROM course_dialects WHERE kind = 'source' LIMIT 1`));
  const t0 = performance.now();
  const [job] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO agent_qa_jobs (name, agent_type, dialect_id, status)
    VALUES ('bench', ${guesserAgent.type}, ${dialect.id}, 'processing') RETURNING id`),
  );
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO agent_qa_items (job_id, ref, ref_id, course_id, item_info, expected_result)
    SELECT ${job.id}, 14, g, 0, ${JSON.stringify({ input: { ...input, source: '' }, agent_type: guesserAgent.type })}::jsonb, ${JSON.stringify(input.source)}::jsonb
    FROM generate_series(1, ${n}) g RETURNING id`),
  ).map((r) => r.id);
  const taskIds = await server.tasks.enqueueMany(
    'agent-qa.item',
    ids.map((id) => ({ data: { itemId: id }, entity: { type: 'agent_qa_item', id } })),
  );
  const createdMs = performance.now() - t0;
  for (;;) {
    const [j] = rowsOf<{ status: string }>(await db.execute(sql`SELECT status FROM agent_qa_jobs WHERE id = ${job.id}`));
    if (j.status === 'completed') break;
    await tick();
  }
  const doneMs = performance.now() - t0;
  const [c] = rowsOf<{ pass: number; fail: number; error: number }>(
    await db.execute(sql`SELECT
    count(*) FILTER (WHERE test_result = 'pass')::int AS pass, count(*) FILTER (WHERE test_result = 'fail')::int AS fail,
    count(*) FILTER (WHERE status = 'error')::int AS error FROM agent_qa_items WHERE job_id = ${job.id}`),
  );
  return { createdMs, doneMs, summary: `${c.pass} pass, ${c.fail} fail, ${c.error} error (${taskIds.length} tasks)` };
}

/** One server process: raw tasks/s, then the Agent QA job, both worked by this process. */
async function inProcess(): Promise<BenchTable> {
  const { server, seededAt, dispose } = await benchServer(concurrency);
  const { db } = server.database;
  await server.memory.start?.();
  try {
    // 1. Raw throughput: each task runs the local translation validator on an item.
    const items = await sampleItems(db);
    let done = 0;
    const queue = new TaskQueue(server.database, { memory: server.memory, agents: server.agents }, { concurrency, pollMs: 50 });
    queue.define([
      defineTask<{ i: number }>({
        name: 'bench.guess',
        handler: async ({ i }, ctx) => {
          await ctx.agents.run(guesserAgent, items[i % items.length], { entity: { type: 'bench', id: i }, step: 'guess' });
          done++;
        },
      }),
    ]);
    await queue.start();
    const run = async (n: number) => {
      done = 0;
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      await queue.enqueueMany(
        'bench.guess',
        Array.from({ length: n }, (_, i) => ({ data: { i } })),
      );
      const enqueuedMs = performance.now() - t0;
      while (done < n) await tick();
      const cpu = process.cpuUsage(cpu0);
      return { enqueuedMs, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
    };
    await run(WARM_UP);
    await sleep(seededAt + SEED_SETTLE_MS - performance.now());
    const raw = await run(TASKS);
    const tps = TASKS / (raw.ms / 1000);
    await queue.stop();

    // 2. An Agent QA job of 10,000 items, from creation (rows + queueing) to completed.
    const job = await qaJob(server, items[0], QA_ITEMS);
    return {
      title: `Task queue (${server.database.kind}, one process, TASK_CONCURRENCY ${concurrency}, local provider)`,
      rows: [
        { metric: `enqueue ${TASKS} tasks (batched insert)`, value: `${raw.enqueuedMs.toFixed(0)} ms`, target: '' },
        { metric: 'tasks/s through the queue (local agent + prompt log)', value: tps.toFixed(0), target: `≥ ${TARGET_TPS}`, met: tps >= TARGET_TPS },
        { metric: 'CPU time of this process per task (every thread)', value: `${(raw.cpuMs / TASKS).toFixed(2)} ms`, target: '' },
        { metric: `create Agent QA job of ${QA_ITEMS} items (rows + queueing)`, value: `${job.createdMs.toFixed(0)} ms`, target: '' },
        { metric: `Agent QA job of ${QA_ITEMS} items: create → all done`, value: `${(job.doneMs / 1000).toFixed(1)} s`, target: '' },
        { metric: 'Agent QA tasks/s', value: (QA_ITEMS / (job.doneMs / 1000)).toFixed(0), target: '' },
        { metric: 'QA results', value: job.summary, target: '' },
      ],
    };
  } finally {
    await dispose();
  }
}

/** The Agent QA job worked by `n` spawned server processes on one PostgreSQL database; this process only queues and watches. */
async function serverProcesses(n: number): Promise<{ seconds: number; tps: number; summary: string }> {
  const { server, url, seededAt, dispose } = await benchServer(0);
  const children: SpawnedServer[] = [];
  try {
    for (let i = 0; i < n; i++) children.push(await spawnServer({ DATABASE_URL: url, TASK_CONCURRENCY: String(concurrency) }));
    await Promise.all(children.map((c) => waitFor(c, '/api/permissions-tree', (status) => status === 401)));
    const [input] = await sampleItems(server.database.db);
    await qaJob(server, input, WARM_UP * n);
    await sleep(seededAt + SEED_SETTLE_MS - performance.now());
    const job = await qaJob(server, input, QA_ITEMS);
    return { seconds: job.doneMs / 1000, tps: QA_ITEMS / (job.doneMs / 1000), summary: job.summary };
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await dispose();
  }
}

export default async function bench(): Promise<BenchTable[]> {
  const tables = [await inProcess()];
  if (process.env.BENCH_DATABASE_URL) {
    const one = await serverProcesses(1);
    const two = await serverProcesses(2);
    const rows: BenchRow[] = [];
    for (const [n, r] of [
      [1, one],
      [2, two],
    ] as const) {
      rows.push(
        {
          metric: `${n} server process${n > 1 ? 'es' : ''}: Agent QA job of ${QA_ITEMS} items, create → all done`,
          value: `${r.seconds.toFixed(1)} s`,
          target: '',
        },
        n === 1
          ? { metric: '1 server process: tasks/s', value: r.tps.toFixed(0), target: `≥ ${TARGET_TPS}`, met: r.tps >= TARGET_TPS }
          : { metric: '2 server processes: tasks/s', value: r.tps.toFixed(0), target: `> 1 process (${one.tps.toFixed(0)})`, met: r.tps > one.tps },
        { metric: `${n} server process${n > 1 ? 'es' : ''}: QA results`, value: r.summary, target: '' },
      );
    }
    tables.push({
      title: `Task queue on PostgreSQL, server processes sharing one database (npm start, TASK_CONCURRENCY ${concurrency} each, local provider)`,
      rows,
      notes: [`${availableParallelism()} CPUs on this machine, shared by the server processes and PostgreSQL`],
    });
  }
  return tables;
}
