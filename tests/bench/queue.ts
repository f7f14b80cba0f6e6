/**
 * Queue benchmark: tasks per second through the task queue (pg-boss) with the local agent
 * provider, and the time from 'create an Agent QA job of 10,000 items' to all done. Runs on an
 * in-memory PGlite, or on PostgreSQL with BENCH_DATABASE_URL=postgres://… (a new database is made).
 * TASK_CONCURRENCY sets the workers' concurrency (default 8).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createServer } from '../../core/server/app';
import { configFromEnv } from '../../core/server/config';
import { TaskQueue } from '../../core/server/tasks';
import { defineTask } from '../../sdk/server/tasks';
import { translationValidator, type QaInput } from '../../plugins/agent-qa/server/agents';
import type { BenchTable } from './lib/table';

const TASKS = Number(process.env.BENCH_TASKS ?? 5_000);
const QA_ITEMS = Number(process.env.BENCH_QA_ITEMS ?? 10_000);
const TARGET_TPS = 500;

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));
const tick = () => new Promise((r) => setTimeout(r, 25));

async function databaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { url: 'memory://', drop: async () => undefined };
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const d = new pg.Client({ connectionString: base });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

export default async function bench(): Promise<BenchTable> {
  const db0 = await databaseUrl();
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-queue-'));
  const concurrency = Number(process.env.TASK_CONCURRENCY ?? 8);
  const server = await createServer({ ...configFromEnv({}), databaseUrl: db0.url, filesDir, adminPassword: 'bench-admin-pw', taskConcurrency: concurrency }, () => undefined);
  const { db } = server.database;
  await server.memory.start?.();
  try {
    // 1. Raw throughput: each task runs the local translation validator on an item.
    const items = rowsOf<QaInput & { translation_id: number }>(await db.execute(sql`
      SELECT t.id AS "translationId", tg.text AS target, tg.dialect_id AS "targetDialectId", sc.text AS source, sc.dialect_id AS "sourceDialectId"
      FROM translations t
      JOIN translation_texts tg ON tg.translation_id = t.id AND tg.status = 2
      JOIN translation_texts sc ON sc.translation_id = t.id AND sc.status = 2 AND sc.dialect_id <> tg.dialect_id
      WHERE t.ref = 14 LIMIT 200`));
    if (!items.length) throw new Error('The demo data has no items with two done texts');
    let done = 0;
    const queue = new TaskQueue(server.database, { memory: server.memory, agents: server.agents }, { concurrency, pollMs: 50 });
    queue.define([defineTask<{ i: number }>({
      name: 'bench.validate',
      handler: async ({ i }, ctx) => {
        await ctx.agents.run(translationValidator, items[i % items.length], { entity: { type: 'bench', id: i }, step: 'validate' });
        done++;
      },
    })]);
    await queue.start();
    const t0 = performance.now();
    await queue.enqueueMany('bench.validate', Array.from({ length: TASKS }, (_, i) => ({ data: { i } })));
    const enqueuedMs = performance.now() - t0;
    while (done < TASKS) await tick();
    if (process.env.BENCH_VERBOSE) console.log(`   ${TASKS} tasks done`);
    const tps = TASKS / ((performance.now() - t0) / 1000);
    await queue.stop();

    // 2. An Agent QA job of 10,000 items, from creation (rows + queueing) to completed.
    const [dialect] = rowsOf<{ id: number }>(await db.execute(sql`SELECT dialect_id AS id FROM course_dialects WHERE kind = 'source' LIMIT 1`));
    const t1 = performance.now();
    const [job] = rowsOf<{ id: number }>(await db.execute(sql`INSERT INTO agent_qa_jobs (name, agent_type, dialect_id, status)
      VALUES ('bench', ${translationValidator.type}, ${dialect.id}, 'processing') RETURNING id`));
    const ids = rowsOf<{ id: number }>(await db.execute(sql`INSERT INTO agent_qa_items (job_id, ref, ref_id, course_id, item_info, expected_result)
      SELECT ${job.id}, 14, g, 0, ${JSON.stringify({ input: items[0], agent_type: translationValidator.type })}::jsonb, ${JSON.stringify({ translation: items[0].source })}::jsonb
      FROM generate_series(1, ${QA_ITEMS}) g RETURNING id`)).map((r) => r.id);
    const taskIds = await server.tasks.enqueueMany('agent-qa.item', ids.map((id) => ({ data: { itemId: id }, entity: { type: 'agent_qa_item', id } })));
    const createdMs = performance.now() - t1;
    for (;;) {
      const [j] = rowsOf<{ status: string }>(await db.execute(sql`SELECT status FROM agent_qa_jobs WHERE id = ${job.id}`));
      if (j.status === 'completed') break;
      await tick();
    }
    const jobMs = performance.now() - t1;
    const [counts] = rowsOf<{ pass: number; fail: number; error: number }>(await db.execute(sql`SELECT
      count(*) FILTER (WHERE test_result = 'pass')::int AS pass, count(*) FILTER (WHERE test_result = 'fail')::int AS fail,
      count(*) FILTER (WHERE status = 'error')::int AS error FROM agent_qa_items WHERE job_id = ${job.id}`));

    return {
      title: `Task queue (${server.database.kind}, TASK_CONCURRENCY ${concurrency}, local provider)`,
      rows: [
        { metric: `enqueue ${TASKS} tasks (batched insert)`, value: `${enqueuedMs.toFixed(0)} ms`, target: '' },
        { metric: 'tasks/s through the queue (local agent + prompt log)', value: tps.toFixed(0), target: `≥ ${TARGET_TPS}`, met: tps >= TARGET_TPS },
        { metric: `create Agent QA job of ${QA_ITEMS} items (rows + queueing)`, value: `${createdMs.toFixed(0)} ms`, target: '' },
        { metric: `Agent QA job of ${QA_ITEMS} items: create → all done`, value: `${(jobMs / 1000).toFixed(1)} s`, target: '' },
        { metric: 'QA results', value: `${counts.pass} pass, ${counts.fail} fail, ${counts.error} error (${taskIds.length} tasks)`, target: '' },
      ],
    };
  } finally {
    await server.close();
    await db0.drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}
