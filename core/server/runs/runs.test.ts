import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRunKind, pauseRun, resumeRun, runById, runByKey, runQueue, startRun } from '../../../sdk/server/runs';
import { AsyncTaskStatus as S } from '../../../sdk/server/tasks';
import type { HttpError } from '../../../sdk/server/route';
import { rowsOf } from '../../../sdk/server/sql-rows';
import { freshDatabase } from '../../../tests/support/server';
import { openDatabase, type Database } from '../db/open';
import { provideServerServices } from '../services';
import { TaskQueue } from '../tasks';
import { recoverRuns, runTask, RUN_ENTITY } from '.';

/**
 * The pausable run's state machine (sdk/server/runs.ts, core/server/runs), driven through a test kind
 * on a queue without workers: each step is run by hand (runOnce), so nothing here waits on a clock.
 */

/** Counts from state.next to params.n, params.batch numbers per step; a number is 'worked' once it is pushed. */
interface Count {
  n: number;
  batch: number;
}
const worked: number[] = [];
/** While set, a step waits here with each record under way (after its check that the run goes on, before the work). */
let hold: { until: Promise<void>; reached: () => void } | undefined;
let failing = false;

const counter = defineRunKind<Count, { next: number }, { last: number }>({
  kind: 'test.count',
  module: 91,
  label: 'Count run',
  retryLimit: 1,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 60,
  step: async (run, ctx) => {
    let { next } = run.state;
    let done = run.done;
    for (const end = Math.min(run.params.n, next + run.params.batch); next < end; ) {
      if (!(await ctx.live())) return 'stop';
      if (hold) {
        hold.reached();
        await hold.until;
      }
      if (failing) throw new Error('The counter broke');
      worked.push(next);
      next++;
      done++;
      if (!(await ctx.progress({ done, state: { next } }))) return 'stop';
    }
    return next < run.params.n ? 'more' : { complete: true, result: { last: next - 1 } };
  },
});
const other = defineRunKind<Count, { next: number }>({ kind: 'test.other', module: 91, label: 'Other run', step: async () => ({ complete: true }) });
/** Its one step writes a marker run and saves its progress in one transaction, after another try saved first (a step count moved on). */
const inTransaction = defineRunKind<Record<string, never>>({
  kind: 'test.tx',
  module: 91,
  label: 'Transaction run',
  step: async (run, { db, progress }) => {
    await db.execute(sql`UPDATE runs SET steps = steps + 1 WHERE id = ${run.id}`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO runs (kind, key) VALUES ('test.marker', ${String(run.id)})`);
      await progress({ done: 1 }, tx);
    });
    return { complete: true };
  },
});
const kinds = [counter, other, inTransaction];
const queueName = runQueue(counter);

const memory = { suggest: async () => [], search: async () => [] };
const agents = {
  registered: () => [],
  run: async () => {
    throw new Error('no agents here');
  },
};

/** A process: the database opened and a queue with the kinds' steps, whose start recovers runs as a server's does. */
async function open(url: string, image?: Blob): Promise<{ database: Database; queue: TaskQueue; startedAt: Date; close(): Promise<void> }> {
  const database = await openDatabase(url, [], image);
  const queue = new TaskQueue(database, { memory, agents }, { workers: false });
  queue.define(kinds.map(runTask));
  const startedAt = new Date();
  queue.onStart(() => recoverRuns(database.db, queue, kinds, { stalledBefore: database.pglite ? startedAt : undefined }));
  await queue.start();
  return {
    database,
    queue,
    startedAt,
    close: async () => {
      await queue.stop();
      await database.close();
    },
  };
}

/** Holds the steps on their record under way; `arrived` once `steps` of them are held there. */
function holdSteps(steps = 1) {
  let release!: () => void;
  let arrive!: () => void;
  const arrived = new Promise<void>((r) => {
    arrive = r;
  });
  let n = 0;
  hold = {
    until: new Promise<void>((r) => {
      release = r;
    }),
    reached: () => {
      if (++n === steps) arrive();
    },
  };
  return {
    arrived,
    release: () => {
      hold = undefined;
      release();
    },
  };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: HttpError) => ({ status: e.status, message: e.message }),
  );
const taskIdOf = async (db: Database['db'], id: number) =>
  rowsOf<{ task_id: number }>(await db.execute(sql`SELECT task_id FROM runs WHERE id = ${id}`))[0].task_id;

beforeAll(() => provideServerServices());

describe('a pausable run', () => {
  let p: Awaited<ReturnType<typeof open>>;
  let drop: () => Promise<void>;
  const db = () => p.database.db;
  /** Runs the queued steps one by one until none is left; answers how many ran. */
  const steps = async () => {
    let n = 0;
    while (await p.queue.runOnce(queueName, 1)) n++;
    return n;
  };
  const read = async (id: number) => (await runById(db(), counter, id))!;
  const generationOf = async (id: number) =>
    rowsOf<{ generation: number }>(await db().execute(sql`SELECT generation FROM runs WHERE id = ${id}`))[0].generation;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    p = await open(fresh.url, fresh.image);
  }, 60_000);
  afterAll(async () => {
    await p?.close();
    await drop?.();
  });

  it('runs as queued steps, saving its progress after each record, to completed with its result', async () => {
    worked.length = 0;
    const run = await startRun(db(), p.queue, counter, { params: { n: 7, batch: 3 }, state: { next: 0 }, total: 7 });
    expect(run).toMatchObject({ status: 'running', total: 7, done: 0, startedAt: null, key: null, courseId: null });
    expect(await p.queue.get(await taskIdOf(db(), run.id))).toMatchObject({
      queue: 'run.test.count',
      status: S.PENDING,
      entityType: RUN_ENTITY,
      entityId: run.id,
    });

    expect(await p.queue.runOnce(queueName, 1)).toBe(1);
    expect(await read(run.id)).toMatchObject({ status: 'running', done: 3, state: { next: 3 } });
    expect((await read(run.id)).startedAt).toBeInstanceOf(Date);
    expect(await steps()).toBe(2);
    expect(await read(run.id)).toMatchObject({ status: 'completed', done: 7, total: 7, result: { last: 6 } });
    expect(worked).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await steps()).toBe(0);
  });

  it('pauses: the record under way is finished and saved, then the step stops and queues nothing; resumes from there', async () => {
    worked.length = 0;
    const run = await startRun(db(), p.queue, counter, { params: { n: 6, batch: 6 }, state: { next: 0 }, total: 6 });
    const first = holdSteps();
    const stepping = p.queue.runOnce(queueName, 1);
    await first.arrived; // record 0 under way
    first.release();
    const second = holdSteps();
    await second.arrived; // record 0 saved, record 1 under way
    expect(await pauseRun(db(), counter, run.id)).toMatchObject({ status: 'paused', done: 1 });
    second.release();
    await stepping;
    expect(worked).toEqual([0, 1]);
    expect(await read(run.id)).toMatchObject({ status: 'paused', done: 2, state: { next: 2 } });
    expect(await steps()).toBe(0);

    expect(await resumeRun(db(), p.queue, counter, run.id, { total: 6 })).toMatchObject({ status: 'running', done: 2, startedAt: null });
    expect(await steps()).toBe(1);
    expect(await read(run.id)).toMatchObject({ status: 'completed', done: 6 });
    expect(worked).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('is not queued again by a recovery while this process works on its step', async () => {
    const run = await startRun(db(), p.queue, counter, { params: { n: 1, batch: 1 }, state: { next: 0 }, total: 1 });
    const held = holdSteps();
    const stepping = p.queue.runOnce(queueName, 1);
    await held.arrived;
    expect(await recoverRuns(db(), p.queue, kinds, { stalledBefore: p.database.pglite ? p.startedAt : undefined })).toBe(0);
    held.release();
    await stepping;
    expect(await read(run.id)).toMatchObject({ status: 'completed', done: 1 });
    expect(await steps()).toBe(0);
  });

  it('refuses moves the state machine does not have, with 409 saying why, and an unknown run with 404', async () => {
    const keyed = await startRun(db(), p.queue, counter, { key: 'course-1/ref-7', params: { n: 2, batch: 2 }, state: { next: 0 }, total: 2 });
    expect(await refusal(startRun(db(), p.queue, counter, { key: 'course-1/ref-7', params: { n: 2, batch: 2 }, state: { next: 0 } }))).toEqual({
      status: 409,
      message: 'The count run is already running',
    });
    expect(await refusal(resumeRun(db(), p.queue, counter, keyed.id))).toEqual({
      status: 409,
      message: 'Only a paused or failed count run can be resumed (it is running)',
    });
    await steps();
    expect(await refusal(pauseRun(db(), counter, keyed.id))).toEqual({ status: 409, message: 'Only a running count run can be paused (it is completed)' });
    expect(await refusal(resumeRun(db(), p.queue, counter, keyed.id))).toEqual({
      status: 409,
      message: 'Only a paused or failed count run can be resumed (it is completed)',
    });
    expect(await refusal(pauseRun(db(), counter, 999_999))).toEqual({ status: 404, message: 'Count run not found' });
    // A run of another kind is not this kind's.
    expect(await refusal(pauseRun(db(), other, keyed.id))).toEqual({ status: 404, message: 'Other run not found' });
    expect(await runById(db(), other, keyed.id)).toBeNull();
  });

  it('starts a keyed run over: the same run, progress as given, and a step of the old start does nothing', async () => {
    worked.length = 0;
    const key = 'course-1/ref-9';
    const first = await startRun(db(), p.queue, counter, { key, params: { n: 4, batch: 2 }, state: { next: 0 }, total: 4 });
    await p.queue.runOnce(queueName, 1);
    await pauseRun(db(), counter, first.id);
    const again = await startRun(db(), p.queue, counter, { key, params: { n: 3, batch: 3 }, state: { next: 0 }, total: 3 });
    expect(again).toMatchObject({ id: first.id, status: 'running', done: 0, total: 3, params: { n: 3 } });
    // A task of the paused start's generation (queued by hand here) stops at once.
    await p.queue.enqueue(queueName, { runId: first.id, generation: (await generationOf(first.id)) - 1 });
    worked.length = 0;
    await steps();
    expect(worked).toEqual([0, 1, 2]);
    expect(await runByKey(db(), counter, key)).toMatchObject({ id: first.id, status: 'completed', done: 3 });
  });

  it('lets only one of two tries of a step save: the other stops, and one next step is queued', async () => {
    worked.length = 0;
    const run = await startRun(db(), p.queue, counter, { params: { n: 4, batch: 2 }, state: { next: 0 }, total: 4 });
    await p.queue.enqueue(queueName, { runId: run.id, generation: await generationOf(run.id) }); // the same step again (a try retried after a restart)
    const held = holdSteps(2);
    const both = p.queue.runOnce(queueName, 2);
    await held.arrived;
    held.release();
    await both;
    expect(worked).toEqual([0, 0, 1]); // both worked record 0; the one whose save lost stopped
    expect(await read(run.id)).toMatchObject({ done: 2, state: { next: 2 } });
    expect(await steps()).toBe(1);
    expect(await read(run.id)).toMatchObject({ status: 'completed', done: 4 });
  });

  it('rolls back the work of a step whose save in the same transaction lost, and stops it there', async () => {
    const run = await startRun(db(), p.queue, inTransaction, {});
    expect(await p.queue.runOnce(runQueue(inTransaction), 1)).toBe(1);
    expect(await runById(db(), inTransaction, run.id)).toMatchObject({ status: 'running', done: 0 });
    expect(rowsOf(await db().execute(sql`SELECT id FROM runs WHERE kind = 'test.marker'`))).toEqual([]);
    expect(await p.queue.runOnce(runQueue(inTransaction), 1)).toBe(0);
  });

  it('fails when a step fails its last try, keeping its progress; resumes from there', async () => {
    worked.length = 0;
    const run = await startRun(db(), p.queue, counter, { params: { n: 4, batch: 2 }, state: { next: 0 }, total: 4 });
    await p.queue.runOnce(queueName, 1);
    failing = true;
    try {
      await p.queue.runOnce(queueName, 1); // the first try
      await p.queue.runOnce(queueName, 1); // the last
    } finally {
      failing = false;
    }
    expect(await read(run.id)).toMatchObject({ status: 'failed', done: 2, error: 'The counter broke' });
    await resumeRun(db(), p.queue, counter, run.id);
    await steps();
    expect(await read(run.id)).toMatchObject({ status: 'completed', done: 4, error: null });
    expect(worked).toEqual([0, 1, 2, 3]);
  });
});

describe('a run over a restart', () => {
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const fresh = await freshDatabase();
      url = fresh.url;
      drop = fresh.drop;
    } else {
      url = mkdtempSync(join(tmpdir(), 'cm-runs-'));
      drop = async () => rmSync(url, { recursive: true, force: true });
    }
  });
  afterAll(() => drop?.());

  it('goes on after the process stopped, whether its step was queued, under way, or lost', async () => {
    worked.length = 0;
    let p = await open(url);
    const db = () => p.database.db;
    // Under way: its step was claimed (as a worker claims it) when the process stopped, and never ended.
    const underWay = await startRun(db(), p.queue, counter, { key: 'under-way', params: { n: 2, batch: 2 }, state: { next: 0 }, total: 2 });
    const [claimed] = await p.queue.boss.fetch<{ taskId: number }>(queueName, { batchSize: 1 });
    await db().execute(sql`UPDATE async_tasks SET status = ${S.DOING}, attempts = 1, updated_at = now() WHERE id = ${claimed.data.taskId}`);
    // Queued: its next step waits in the queue.
    const queued = await startRun(db(), p.queue, counter, { params: { n: 4, batch: 2 }, state: { next: 0 }, total: 4 });
    await p.queue.runOnce(queueName, 1);
    // Lost: its task is gone (cancelled) while the run says running; and one moved in by a migration, with no task at all.
    const lost = await startRun(db(), p.queue, counter, { key: 'lost', params: { n: 2, batch: 2 }, state: { next: 0 }, total: 2 });
    await p.queue.cancel([await taskIdOf(db(), lost.id)]);
    const migrated = rowsOf<{ id: number }>(
      await db().execute(sql`INSERT INTO runs (kind, status, total, done, params, state)
      VALUES ('test.count', 'running', 3, 1, '{"n":3,"batch":3}', '{"next":1}') RETURNING id`),
    )[0].id;
    await p.close();
    expect(worked).toEqual([0, 1]);

    p = await open(url);
    try {
      /** The queue's expiry of a stalled claim, brought forward. */
      const expireClaims = async () => {
        await db().execute(sql`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE name = ${queueName} AND state = 'active'`);
        await db().execute(sql`UPDATE pgboss.queue SET monitor_claim_on = NULL, monitor_on = NULL, maintain_on = NULL WHERE name = ${queueName}`);
        await p.queue.supervise(queueName);
      };
      // Embedded, one process: the claimed step was nobody's after the restart, and its run was queued again at
      // start. On PostgreSQL another process may hold that claim: the queue tries the step again once it expires.
      if (!p.database.pglite) await expireClaims();
      while (await p.queue.runOnce(queueName, 5));
      for (const [id, done] of [
        [underWay.id, 2],
        [queued.id, 4],
        [lost.id, 2],
        [migrated, 3],
      ] as const) {
        expect(await runById(db(), counter, id), `run ${id}`).toMatchObject({ status: 'completed', done });
      }
      expect(worked.filter((n) => n === 0)).toHaveLength(3); // under way, queued and lost each began once
      // The embedded case's stale claim, tried again once it expires, finds a newer generation and does nothing.
      const before = worked.length;
      await expireClaims();
      while (await p.queue.runOnce(queueName, 5));
      expect(worked.length).toBe(before);
      expect(await recoverRuns(db(), p.queue, kinds, { stalledBefore: p.database.pglite ? new Date() : undefined })).toBe(0);
    } finally {
      await p.close();
    }
  }, 120_000);
});
