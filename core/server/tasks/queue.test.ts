import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/open';
import { defineTask, AsyncTaskStatus as S } from '../../../sdk/server/tasks';
import { TaskQueue } from './queue';
import { freshDatabase as freshDatabaseUrl } from '../../../tests/support/server';
import { rowsOf } from '../../../sdk/server/sql-rows';

/** A fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const fresh = await freshDatabaseUrl();
  const database = await openDatabase(fresh.url, [], fresh.image);
  return {
    database,
    drop: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** Polls until the check passes (no fixed sleeps): fails after `ms`. */
async function until<T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((r) => setImmediate(r));
  }
}

const memory = { suggest: async () => [], search: async () => [] };
const agents = {
  registered: () => [],
  run: async () => {
    throw new Error('no agents here');
  },
};

describe('task queue', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let queue: TaskQueue;
  const seen: { name: string; data: any }[] = [];
  const gate: { release?: () => void; started?: () => void } = {};
  let failUntil = 0;
  let running = 0;
  let maxRunning = 0;

  beforeAll(async () => {
    db = await freshDatabase();
    queue = new TaskQueue(db.database, { memory, agents }, { workers: false, concurrency: 4 });
    queue.define([
      defineTask({
        name: 'record',
        handler: async (data) => {
          seen.push({ name: 'record', data });
        },
      }),
      defineTask({
        name: 'flaky',
        retryLimit: 2,
        retryDelay: 0,
        retryBackoff: false,
        handler: async (data: { n: number }, ctx) => {
          if (ctx.attempt <= failUntil) throw new Error(`try ${ctx.attempt} failed`);
          seen.push({ name: 'flaky', data });
        },
      }),
      defineTask({
        name: 'count',
        handler: async () => {
          running++;
          maxRunning = Math.max(maxRunning, running);
          await new Promise((r) => setTimeout(r, 1));
          running--;
        },
      }),
      defineTask({
        name: 'slow',
        retryLimit: 1,
        retryDelay: 0,
        retryBackoff: false,
        expireInSeconds: 60,
        handler: async () => {
          gate.started?.();
          await new Promise<void>((r) => {
            gate.release = r;
          });
        },
      }),
    ]);
    await queue.start();
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await db?.drop();
  });

  it('enqueues in chunks of 1,000: an id per item in order, each row with its priority and entity, each job with its task id and data', async () => {
    const items = Array.from({ length: 1001 }, (_, i) => ({
      data: { i },
      priority: (i % 3) as 0 | 1 | 2,
      entity: i % 2 ? { type: 'thing', id: i } : undefined,
    }));
    const ids = await queue.enqueueMany('record', items);
    expect(ids).toHaveLength(1001);
    expect(new Set(ids).size).toBe(1001);
    for (const k of [0, 1, 999, 1000]) {
      const row = (await queue.get(ids[k]))!;
      expect(row, String(k)).toMatchObject({
        queue: 'record',
        status: S.PENDING,
        priority: k % 3,
        attempts: 0,
        entityType: k % 2 ? 'thing' : null,
        entityId: k % 2 ? k : null,
      });
      const [job] = (
        (await db.database.db.execute(
          sql`SELECT data, priority FROM pgboss.job WHERE id = ${(row as typeof row & { jobId: string }).jobId}::uuid`,
        )) as unknown as { rows: { data: any; priority: number }[] }
      ).rows;
      expect(job, String(k)).toMatchObject({ priority: k % 3, data: { taskId: ids[k], data: { i: k } } });
    }
    expect(await queue.cancel(ids)).toBe(1001);
  });

  it('claims each task exactly once under parallel claims', async () => {
    seen.length = 0;
    const ids = await queue.enqueueMany(
      'record',
      Array.from({ length: 40 }, (_, i) => ({ data: { i } })),
    );
    const claimed = await Promise.all(Array.from({ length: 8 }, () => queue.runOnce('record', 10)));
    let total = claimed.reduce((a, b) => a + b, 0);
    while (total < 40) total += await queue.runOnce('record', 10);
    expect(total).toBe(40);
    expect(seen.map((s) => s.data.i).sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    for (const id of ids) expect((await queue.get(id))!.status).toBe(S.DONE);
    expect((await queue.get(ids[0]))!.attempts).toBe(1);
  });

  it('runs at most `concurrency` handlers at once, even for claims made in parallel', async () => {
    await queue.enqueueMany(
      'count',
      Array.from({ length: 30 }, () => ({ data: {} })),
    );
    const claimed = await Promise.all([queue.runOnce('count', 15), queue.runOnce('count', 15)]);
    expect(claimed).toEqual([15, 15]);
    expect(maxRunning).toBe(4);
  });

  it('runs higher priority first (2 > 1 > 0), and a raised priority takes effect', async () => {
    seen.length = 0;
    const [low] = await queue.enqueueMany('record', [{ data: { p: 'low' }, priority: 0 }]);
    await queue.enqueueMany('record', [{ data: { p: 'normal' }, priority: 1 }]);
    await queue.enqueueMany('record', [{ data: { p: 'high' }, priority: 2 }]);
    const [raised] = await queue.enqueueMany('record', [{ data: { p: 'raised' }, priority: 0 }]);
    expect(await queue.setPriority([raised], 2)).toBe(1);
    expect((await queue.get(raised))!.priority).toBe(2);
    while (await queue.runOnce('record', 1));
    expect(seen.map((s) => s.data.p)).toEqual(['high', 'raised', 'normal', 'low']);
    // Done: no longer raisable.
    expect(await queue.setPriority([low], 2)).toBe(0);
  });

  it('retries a failing task and goes to dead letter after the last try', async () => {
    failUntil = 1;
    const ok = await queue.enqueue('flaky', { n: 1 });
    await queue.runOnce('flaky');
    expect((await queue.get(ok))!).toMatchObject({ status: S.FAILED, lastError: 'try 1 failed' });
    await until(async () => (await queue.runOnce('flaky')) > 0);
    expect((await queue.get(ok))!).toMatchObject({ status: S.DONE, attempts: 2 });

    failUntil = 99;
    const bad = await queue.enqueue('flaky', { n: 2 });
    for (let i = 0; i < 3; i++) await until(async () => (await queue.runOnce('flaky')) > 0);
    expect((await queue.get(bad))!).toMatchObject({ status: S.DEAD_LETTER, attempts: 3, lastError: 'try 3 failed' });
    const dead = await queue.boss.fetch('flaky__dead', { batchSize: 10 });
    expect(dead).toHaveLength(1);
    expect(await queue.runOnce('flaky')).toBe(0);
  });

  it('retries a stalled task (backdated lease) and dead-letters it after the last try', async () => {
    const id = await queue.enqueue('slow', {});
    // A crashed process: the task is claimed (DOING) and its handler never ends.
    const [job] = await queue.boss.fetch('slow', { batchSize: 1 });
    expect(job.id).toBe(await jobIdOf(id));
    await db.database.db.execute(sql`UPDATE async_tasks SET status = ${S.DOING}, attempts = 1 WHERE id = ${id}`);
    const backdate = () => db.database.db.execute(sql`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = ${job.id}::uuid`);
    await backdate();
    await forceSupervise();
    expect((await queue.get(id))!.status).toBe(S.FAILED);
    // The retry is claimed again, and stalls again: no tries left.
    const [again] = await until(async () => {
      const j = await queue.boss.fetch('slow', { batchSize: 1 });
      return j.length ? j : undefined;
    });
    expect(again.id).toBe(job.id);
    await db.database.db.execute(sql`UPDATE async_tasks SET status = ${S.DOING}, attempts = 2 WHERE id = ${id}`);
    await backdate();
    await forceSupervise();
    expect((await queue.get(id))!.status).toBe(S.DEAD_LETTER);
    expect(await queue.runOnce('slow')).toBe(0);
  });

  it('runs again, well within 30 s, a task whose process died: its heartbeat stops (10 s) and the supervision (every 10 s) retries it', async () => {
    const [queueRow] = rowsOf<Record<string, unknown>>(await db.database.db.execute(sql`SELECT heartbeat_seconds FROM pgboss.queue WHERE name = 'slow'`));
    expect(queueRow).toEqual({ heartbeat_seconds: 10 });
    const id = await queue.enqueue('slow', {});
    const [job] = await queue.boss.fetch('slow', { batchSize: 1 });
    await db.database.db.execute(sql`UPDATE async_tasks SET status = ${S.DOING}, attempts = 1 WHERE id = ${id}`);
    // Alive: touched a moment ago, well within its expiry (60 s), so supervision leaves it running.
    await forceSupervise();
    expect((await queue.get(id))!.status).toBe(S.DOING);
    // The process died 11 s ago: nothing touched the try since, though it is far from expiring.
    await db.database.db.execute(
      sql`UPDATE pgboss.job SET heartbeat_on = now() - interval '11 seconds', started_on = now() - interval '11 seconds' WHERE id = ${job.id}::uuid`,
    );
    await forceSupervise();
    expect((await queue.get(id))!).toMatchObject({ status: S.FAILED, lastError: 'job heartbeat timeout' });
    const started = new Promise<void>((r) => {
      gate.started = r;
    });
    const rerun = queue.runOnce('slow');
    await started;
    expect((await queue.get(id))!.status).toBe(S.DOING);
    gate.release!();
    await rerun;
    expect((await queue.get(id))!.status).toBe(S.DONE);
  });

  it('refuses to enqueue a task whose entity no module owns (GET async-tasks/:id could not answer it), queueing nothing', async () => {
    const strict = new TaskQueue(db.database, { memory, agents }, { workers: false, ownsEntity: (type) => type === 'owned' });
    strict.define([defineTask({ name: 'record', handler: async () => undefined })]);
    const before = rowsOf(await db.database.db.execute(sql`SELECT count(*)::int AS n FROM async_tasks`));
    await expect(strict.enqueue('record', {}, { entity: { type: 'orphan', id: 1 } })).rejects.toThrow(
      'Task record: no module owns entities of type orphan (declare it in ServerPlugin.entities)',
    );
    expect(rowsOf(await db.database.db.execute(sql`SELECT count(*)::int AS n FROM async_tasks`))).toEqual(before);
    await strict.stop();
  });

  it('keeps a task cancelled while running cancelled when its handler finishes', async () => {
    const id = await queue.enqueue('slow', {});
    const started = new Promise<void>((r) => {
      gate.started = r;
    });
    const run = queue.runOnce('slow', 1);
    await started;
    expect((await queue.get(id))!.status).toBe(S.DOING);
    expect(await queue.cancel([id])).toBe(1);
    gate.release!();
    await run;
    expect((await queue.get(id))!.status).toBe(S.CANCELLED);
    expect(await queue.setPriority([id], 2)).toBe(0);
  });

  it('ignores the late end of a try that expired and was claimed again', async () => {
    const id = await queue.enqueue('slow', {});
    let started = new Promise<void>((r) => {
      gate.started = r;
    });
    const first = queue.runOnce('slow', 1);
    await started;
    const releaseFirst = gate.release!;
    // The first try stalls past its expiry: pg-boss retries it, and another claim starts try 2.
    await db.database.db.execute(sql`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = ${await jobIdOf(id)}::uuid`);
    await forceSupervise();
    expect((await queue.get(id))!.status).toBe(S.FAILED);
    started = new Promise<void>((r) => {
      gate.started = r;
    });
    let second!: Promise<number>;
    await until(async () => {
      second = queue.runOnce('slow', 1);
      return Promise.race([started.then(() => true), second.then((n) => n > 0)]);
    });
    const releaseSecond = gate.release!;
    expect((await queue.get(id))!).toMatchObject({ status: S.DOING, attempts: 2 });
    // Try 1 ends well, late: neither the task nor the pg-boss job of try 2 is completed by it.
    releaseFirst();
    await first;
    expect((await queue.get(id))!).toMatchObject({ status: S.DOING, attempts: 2 });
    expect(await jobStateOf(id)).toBe('active');
    releaseSecond();
    await second;
    expect((await queue.get(id))!).toMatchObject({ status: S.DONE, attempts: 2 });
    expect(await jobStateOf(id)).toBe('completed');
  });

  /** pg-boss supervises a queue at most once per interval: clear its claim stamps to force a pass now. */
  async function forceSupervise() {
    await db.database.db.execute(sql`UPDATE pgboss.queue SET monitor_claim_on = NULL, monitor_on = NULL, maintain_on = NULL WHERE name = 'slow'`);
    await queue.supervise('slow');
  }

  async function jobIdOf(id: number): Promise<string> {
    const res = await db.database.db.execute(sql`SELECT job_id FROM async_tasks WHERE id = ${id}`);
    const rows = ((res as { rows?: unknown[] }).rows ?? res) as { job_id: string }[];
    return rows[0].job_id;
  }

  async function jobStateOf(id: number): Promise<string> {
    const res = await db.database.db.execute(sql`SELECT j.state FROM pgboss.job j JOIN async_tasks a ON j.id = a.job_id::uuid WHERE a.id = ${id}`);
    return (((res as { rows?: unknown[] }).rows ?? res) as { state: string }[])[0].state;
  }
});

describe('task queue workers', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let workers: TaskQueue;
  let other: TaskQueue; // another process on the same database: its enqueues wake no worker here
  const seen: unknown[] = [];
  let fetches = 0;
  let polls = 0;

  beforeAll(async () => {
    db = await freshDatabase();
    const defs = () => [
      ...['a', 'b', 'c'].map((name) =>
        defineTask({
          name,
          handler: async (data) => {
            seen.push(data);
          },
        }),
      ),
      defineTask({
        name: 'flaky',
        retryLimit: 1,
        retryDelay: 1,
        retryBackoff: false,
        handler: async (data, ctx) => {
          if (ctx.attempt === 1) throw new Error('first try fails');
          seen.push(data);
        },
      }),
    ];
    workers = new TaskQueue(db.database, { memory, agents }, { concurrency: 2, pollMs: 50 });
    workers.define(defs());
    other = new TaskQueue(db.database, { memory, agents }, { workers: false });
    other.define(defs());
    // pg-boss's fetches (on PGlite it runs its statements on the PGlite itself) and the idle poll.
    const count = (text: string) => {
      if (/WITH next AS/.test(text)) fetches++;
      if (/jsonb_array_elements_text/.test(text)) polls++;
    };
    const { pglite, pgliteClient } = db.database;
    for (const target of [pglite, pgliteClient] as Record<string, any>[]) {
      if (!target) continue;
      for (const method of ['query', 'exec']) {
        const original = target[method].bind(target);
        target[method] = (text: string, ...rest: unknown[]) => {
          count(text);
          return original(text, ...rest);
        };
      }
    }
    await workers.start();
    await other.start();
  }, 60_000);
  afterAll(async () => {
    await workers?.stop();
    await other?.stop();
    await db?.drop();
  });

  // The statements are counted on PGlite's client (pg-boss runs its own on PGlite too).
  it.runIf(!process.env.TEST_DATABASE_URL)('idle workers fetch nothing: one statement asks for every idle queue', async () => {
    await until(async () => polls > 0);
    fetches = 0;
    const from = polls;
    await until(async () => polls >= from + 5);
    expect(fetches).toBe(0);
  });

  it('run a task another process enqueued, and a retry once it is due, without a local wake', async () => {
    const [id] = await other.enqueueMany('b', [{ data: { from: 'other' } }]);
    await until(async () => (await workers.get(id))!.status === S.DONE);
    expect(seen).toContainEqual({ from: 'other' });
    const flaky = await workers.enqueue('flaky', { n: 1 });
    await until(async () => (await workers.get(flaky))!.status === S.FAILED);
    const done = await until(async () => {
      const r = (await workers.get(flaky))!;
      return r.status === S.DONE && r;
    }, 15_000);
    expect(done.attempts).toBe(2);
    expect(seen).toContainEqual({ n: 1 });
  });
});

describe('task queue shutdown', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let here: TaskQueue; // the process shutting down
  let there: TaskQueue; // another process on the same database
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const startedHere: number[] = [];
  const doneThere: number[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    here = new TaskQueue(db.database, { memory, agents }, { concurrency: 1, pollMs: 50 });
    here.define([
      defineTask({
        name: 'long',
        handler: async (_data, ctx) => {
          startedHere.push(ctx.taskId);
          await released;
        },
      }),
    ]);
    there = new TaskQueue(db.database, { memory, agents }, { workers: false });
    there.define([
      defineTask({
        name: 'long',
        handler: async (_data, ctx) => {
          doneThere.push(ctx.taskId);
        },
      }),
    ]);
    await here.start();
    await there.start();
  }, 60_000);
  afterAll(async () => {
    release();
    await here?.stop();
    await there?.stop();
    await db?.drop();
  });

  it('hands back, at the deadline, a task still running and at once a claimed one not started: another process runs both', async () => {
    const ids = await here.enqueueMany('long', [{ data: 1 }, { data: 2 }]);
    // One slot: one runs, the other is claimed in the same batch and waits for the slot.
    await until(async () => startedHere.length === 1 && (await Promise.all(ids.map((id) => here.get(id)))).every((r) => r!.status === S.DOING));
    // Returns although the handler never ends by itself.
    await here.stop({ deadlineMs: 100 });
    for (const id of ids) expect((await there.get(id))!.status).toBe(S.PENDING);
    const jobs = rowsOf<{ state: string }>(
      await db.database.db.execute(sql`SELECT j.state FROM pgboss.job j JOIN async_tasks a ON j.id = a.job_id::uuid WHERE a.id IN (${ids[0]}, ${ids[1]})`),
    );
    expect(jobs.map((j) => j.state)).toEqual(['created', 'created']);
    expect(await there.runOnce('long', 10)).toBe(2);
    // The first handler's late end changes nothing.
    release();
    await there.reconcile();
    for (const id of ids) expect((await there.get(id))!.status).toBe(S.DONE);
    expect(startedHere).toHaveLength(1);
    expect(doneThere.sort()).toEqual(ids);
  });
});
