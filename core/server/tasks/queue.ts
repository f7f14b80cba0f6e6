import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/open';
import { asyncTasks } from '../db/schema';
import { actingUserId, asActingUser } from '../db/acting-user';
import type { TranslationMemory } from '../../../sdk/server/memory';
import type { AgentRunner } from '../../../sdk/server/agents';
import type { SpeechProvider } from '../../../sdk/server/speech';
import type { FileStore } from '../../../sdk/server/files';
import { rowsOf } from '../../../sdk/server/sql-rows';
import { publishUserEvent } from '../../../sdk/server/user-events';
import {
  AsyncTaskStatus as S,
  type AsyncTaskRow,
  type EnqueueOptions,
  type TaskContext,
  type TaskDef,
  type TaskPriority,
  type Tasks,
} from '../../../sdk/server/tasks';

/** A task row that has just ended, as its UPDATE returns it. */
type EndedRow = { id: number; user_id: number | null; status: number };

export interface TaskQueueOptions {
  /** Handlers running at once per queue in this process (TASK_CONCURRENCY, default 8). */
  concurrency?: number;
  /** Run workers in this process (default true); tests drive the queue with runOnce() instead. */
  workers?: boolean;
  /** Poll for the idle workers' queues, in ms (default 500); a local enqueue wakes the worker at once. */
  pollMs?: number;
  /**
   * Whether a module owns entities of the type (ServerPlugin.entities): a task of an unowned type is
   * refused at enqueue, as GET async-tasks/:id could never answer it.
   */
  ownsEntity?: (type: string) => boolean;
  /** pg-boss's supervision pass (expiry of stalled tries), in seconds (default SUPERVISE_SECONDS). */
  superviseIntervalSeconds?: number;
  /** Where the queue's warnings go (the server's logger); none by default. */
  log?: { warn(message: string): void };
  /** Told the end of every try that ran a handler: its queue, its duration and whether it succeeded (the server's metrics). */
  onTry?: (queue: string, seconds: number, ok: boolean) => void;
}

export interface StopOptions {
  /**
   * How long running handlers may take to finish (default: as long as they take). A task still
   * running then, or claimed and not started, is handed back: queued again for another process or
   * the next start, the handler's late end ignored.
   */
  deadlineMs?: number;
}

interface JobData {
  taskId: number;
  data: unknown;
  entity?: { type: string; id: number };
}
interface ClaimedJob {
  id: string;
  data: JobData;
  retryCount: number;
  retryLimit: number;
}
interface ClaimedTry {
  job: ClaimedJob;
  attempt: number;
}
/** A try this process claimed and has not settled yet: what stop() completes or hands back. */
interface HeldTry extends ClaimedTry {
  queue: string;
  started: boolean;
  succeeded: boolean;
}

/**
 * A claimed try is touched every HEARTBEAT_SECONDS / 2 while it runs; one not touched for
 * HEARTBEAT_SECONDS (its process died) is failed into a retry by the next supervision pass, which
 * runs every SUPERVISE_SECONDS: a task of a killed process runs again within about 25 s.
 * (10 s is pg-boss's shortest heartbeat.)
 */
const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 10;

/** A job as pg-boss fences a settle to the attempt fetched: a try expired and claimed again is left alone. */
const fence = (job: { id: string; retryCount: number }) => ({ id: job.id, retryCount: job.retryCount });
const intArray = (values: number[]) => `{${values.join(',')}}`;

/** Handler slots of one queue in this process, granted in request order (claim order, so priority order). */
class Slots {
  private waiting: ((granted: boolean) => void)[] = [];
  private closed = false;
  constructor(private free: number) {}

  /** Answers false once the queue stops: the claimed task is not started. */
  acquire(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next(true);
    else this.free++;
  }

  close(): void {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w(false);
  }
}

const deadQueue = (name: string) => `${name}__dead`;

/**
 * The task queue: pg-boss (on the server's PGlite or PostgreSQL) claims and retries; the
 * async_tasks table holds the spec's status, written only by guarded updates so that a cancelled
 * task stays cancelled whatever a late handler does.
 *
 * pg-boss job state → async task status: created → PENDING; active → DOING; completed → DONE;
 * retry (a try failed, another is scheduled) → FAILED; failed (no tries left, copied to the
 * `<queue>__dead` dead-letter queue) → DEAD_LETTER; cancelled → CANCELLED.
 */
export class TaskQueue implements Tasks {
  readonly boss: PgBoss;
  private defs = new Map<string, TaskDef>();
  private running = false;
  private started?: Promise<void>;
  private ready?: Promise<void>;
  private startHooks: (() => Promise<unknown>)[] = [];
  private loops: Promise<void>[] = [];
  private wake = new Map<string, () => void>();
  /** Queues whose worker found nothing: one poll asks for all of them (pollIdle). */
  private idle = new Set<string>();
  private polling = false;
  private inFlight = new Set<Promise<unknown>>();
  private slots = new Map<string, Slots>();
  private held = new Set<HeldTry>();
  private log: { warn(message: string): void };
  private reconcileTimer?: NodeJS.Timeout;
  private pollTimer?: NodeJS.Timeout;
  readonly concurrency: number;

  constructor(
    private database: Database,
    private services: { memory: TranslationMemory; agents: AgentRunner; speech?: SpeechProvider; files?: FileStore },
    private opts: TaskQueueOptions = {},
  ) {
    this.concurrency = Math.max(1, opts.concurrency ?? 8);
    this.log = opts.log ?? { warn: () => undefined };
    const common = {
      schema: 'pgboss',
      superviseIntervalSeconds: opts.superviseIntervalSeconds ?? SUPERVISE_SECONDS,
      monitorIntervalSeconds: opts.superviseIntervalSeconds ?? SUPERVISE_SECONDS,
      schedule: false,
      migrate: true,
    };
    this.boss = database.pglite
      ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(database.pglite) } as never)
      : new PgBoss({ ...common, connectionString: poolUrl(database), max: 4 });
    this.boss.on('error', (e: Error) => this.log.warn(`Task queue: ${e.message}`));
  }

  get db() {
    return this.database.db;
  }

  /** Registers the task definitions (before start). */
  define(defs: TaskDef[]): void {
    for (const d of defs) {
      if (this.defs.has(d.name)) throw new Error(`Task ${d.name} is defined twice`);
      this.defs.set(d.name, d);
    }
  }

  /**
   * Starts pg-boss (its schema, a queue per task type) and the workers, then runs the start hooks,
   * once however often it is called. The server calls it once it listens, so that a restart serves first; whatever needs the
   * queue before then starts it itself.
   */
  start(): Promise<void> {
    return (this.ready ??= this.boot().then(() => this.runStartHooks()));
  }

  /** Work for the queue's start, before start() answers: queue again what a stopped process left (core/server/runs). */
  onStart(hook: () => Promise<unknown>): void {
    this.startHooks.push(hook);
  }

  /** pg-boss and the workers, for whatever needs the queue (an enqueue before start() has been called). */
  private boot(): Promise<void> {
    // The workers and timers act for no one, whichever request started the queue.
    return (this.started ??= asActingUser(null, () => this.startOnce()));
  }

  private async runStartHooks(): Promise<void> {
    for (const hook of this.startHooks) await hook().catch((e: Error) => this.log.warn(`Task queue start: ${e.message}`));
  }

  private async startOnce(): Promise<void> {
    await this.boss.start();
    for (const d of this.defs.values()) {
      const dead = deadQueue(d.name);
      if (!(await this.boss.getQueue(dead))) await this.boss.createQueue(dead);
      const options = {
        retryLimit: d.retryLimit ?? 2,
        retryDelay: d.retryDelay ?? 1,
        retryBackoff: d.retryBackoff ?? true,
        expireInSeconds: d.expireInSeconds ?? 300,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        deadLetter: dead,
      };
      if (await this.boss.getQueue(d.name)) await this.boss.updateQueue(d.name, options);
      else await this.boss.createQueue(d.name, options);
    }
    this.running = true;
    if (this.opts.workers !== false) {
      for (const name of this.defs.keys()) this.loops.push(this.workLoop(name));
      this.reconcileTimer = setInterval(() => void this.reconcile().catch(() => undefined), 5_000);
      this.reconcileTimer.unref();
      this.pollTimer = setInterval(() => void this.pollIdle(), this.opts.pollMs ?? 500);
      this.pollTimer.unref();
    }
  }

  /** Claims no more, lets the running handlers finish (within the deadline), hands back the rest, then stops pg-boss. */
  async stop(opts: StopOptions = {}): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.ready?.catch(() => undefined);
    this.running = false;
    clearInterval(this.reconcileTimer);
    clearInterval(this.pollTimer);
    for (const w of this.wake.values()) w();
    for (const s of this.slots.values()) s.close();
    await Promise.all(this.loops);
    // Claimed and waiting for a slot: another process may take them now.
    await this.handBack((t) => !t.started);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<boolean>((resolve) => {
      if (opts.deadlineMs !== undefined) timer = setTimeout(() => resolve(true), opts.deadlineMs);
    });
    const late = await Promise.race([Promise.allSettled([...this.inFlight]).then(() => false), deadline]);
    clearTimeout(timer);
    // Tries still running at the deadline (without one, the workers' have all ended here).
    if (late) await this.handBack(() => true);
    await this.boss.stop({ graceful: false, close: true });
  }

  /**
   * The held tries the filter picks: a success is completed (its batch mates still run), any other
   * is queued again for another claim (pg-boss state created, the task PENDING). The next claim
   * counts a new attempt, so the handler's late end, fenced to its attempt, changes nothing.
   */
  private async handBack(pick: (t: HeldTry) => boolean): Promise<void> {
    const tries = [...this.held].filter(pick);
    for (const t of tries) this.held.delete(t);
    const byQueue = new Map<string, HeldTry[]>();
    for (const t of tries) byQueue.set(t.queue, [...(byQueue.get(t.queue) ?? []), t]);
    for (const [queue, list] of byQueue) {
      const done = list.filter((t) => t.succeeded);
      const back = list.filter((t) => !t.succeeded);
      await this.complete(queue, done).catch((e: Error) => this.log.warn(`Task queue ${queue}: ${e.message}`));
      if (!back.length) continue;
      try {
        await this.db.execute(sql`UPDATE pgboss.job j SET state = 'created', start_after = pgboss.job_now(), heartbeat_on = NULL
          FROM unnest(${`{${back.map((t) => t.job.id).join(',')}}`}::uuid[], ${intArray(back.map((t) => t.job.retryCount))}::int[]) AS v(id, retry_count)
          WHERE j.name = ${queue} AND j.id = v.id AND j.retry_count = v.retry_count AND j.state = 'active'`);
        await this.db.execute(sql`UPDATE async_tasks a SET status = ${S.PENDING}::int, updated_at = now()
          FROM unnest(${intArray(back.map((t) => t.job.data.taskId))}::int[], ${intArray(back.map((t) => t.attempt))}::int[]) AS v(id, attempt)
          WHERE a.id = v.id AND a.attempts = v.attempt AND a.status = ${S.DOING}::int`);
      } catch (e) {
        // Left active: pg-boss's supervision retries them once their heartbeat stops.
        this.log.warn(`Task queue ${queue}: could not hand back ${back.length} task(s): ${(e as Error).message}`);
      }
    }
  }

  // ---- enqueue and control -------------------------------------------------

  async enqueue(name: string, data: unknown, opts: EnqueueOptions = {}): Promise<number> {
    const [id] = await this.enqueueMany(name, [{ data, priority: opts.priority, entity: opts.entity }]);
    return id;
  }

  /** Queues tasks for the acting user (the request's user, the task's that queues them; null for the system): their notification centre lists them, and their handlers act for them. */
  async enqueueMany(name: string, items: { data: unknown; priority?: TaskPriority; entity?: { type: string; id: number } }[]): Promise<number[]> {
    const userId = actingUserId();
    if (!this.defs.has(name)) throw new Error(`Unknown task ${name}`);
    if (!items.length) return [];
    const unowned = items.find((it) => it.entity && this.opts.ownsEntity && !this.opts.ownsEntity(it.entity.type));
    if (unowned) throw new Error(`Task ${name}: no module owns entities of type ${unowned.entity!.type} (declare it in ServerPlugin.entities)`);
    await this.boot();
    const ids: number[] = [];
    for (let i = 0; i < items.length; i += 1000) {
      const chunk = items.slice(i, i + 1000).map((it) => ({ ...it, jobId: randomUUID(), priority: it.priority ?? 1 }));
      // One parameter whatever the chunk's size: one statement text, prepared once (rows of values would be 5 parameters a task).
      const rows = rowsOf<{ id: number; job_id: string }>(
        await this.db.execute(sql`INSERT INTO async_tasks (job_id, queue, priority, entity_type, entity_id, user_id)
        SELECT r.job_id, ${name}, r.priority, r.entity_type, r.entity_id, ${userId}::int
        FROM jsonb_to_recordset(${JSON.stringify(chunk.map((c) => ({ job_id: c.jobId, priority: c.priority, entity_type: c.entity?.type ?? null, entity_id: c.entity?.id ?? null })))}::jsonb)
          AS r(job_id text, priority int, entity_type text, entity_id int)
        RETURNING id, job_id`),
      );
      const byJob = new Map(rows.map((r) => [r.job_id, r.id]));
      await this.boss.insert(
        name,
        chunk.map((c) => ({
          id: c.jobId,
          priority: c.priority,
          data: { taskId: byJob.get(c.jobId)!, data: c.data, entity: c.entity } satisfies JobData,
        })),
      );
      ids.push(...chunk.map((c) => byJob.get(c.jobId)!));
    }
    this.wakeUp(name);
    return ids;
  }

  async get(id: number): Promise<AsyncTaskRow | null> {
    const [row] = await this.db.select().from(asyncTasks).where(eq(asyncTasks.id, id));
    return (row as AsyncTaskRow | undefined) ?? null;
  }

  async setPriority(ids: number[], priority: TaskPriority): Promise<number> {
    if (!ids.length) return 0;
    await this.boot();
    const rows = await this.db
      .update(asyncTasks)
      .set({ priority, updatedAt: new Date() })
      .where(and(inArray(asyncTasks.id, ids), inArray(asyncTasks.status, [S.PENDING, S.FAILED])))
      .returning({ jobId: asyncTasks.jobId, queue: asyncTasks.queue });
    if (!rows.length) return 0;
    // pg-boss has no call for it: its job table is ours too (same database, schema pgboss).
    await this.db.execute(sql`UPDATE pgboss.job SET priority = ${priority}
      WHERE id = ANY(${`{${rows.map((r) => r.jobId).join(',')}}`}::uuid[]) AND state IN ('created', 'retry')`);
    return rows.length;
  }

  async cancel(ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    await this.boot();
    const rows = await this.db
      .update(asyncTasks)
      .set({ status: S.CANCELLED, updatedAt: new Date() })
      .where(and(inArray(asyncTasks.id, ids), inArray(asyncTasks.status, [S.PENDING, S.DOING, S.FAILED])))
      .returning({ jobId: asyncTasks.jobId, queue: asyncTasks.queue, id: asyncTasks.id, user_id: asyncTasks.userId, status: asyncTasks.status });
    await this.announceEnded(rows);
    const byQueue = new Map<string, string[]>();
    for (const r of rows) byQueue.set(r.queue, [...(byQueue.get(r.queue) ?? []), r.jobId]);
    for (const [queue, jobIds] of byQueue) await this.boss.cancel(queue, jobIds).catch(() => undefined);
    return rows.length;
  }

  // ---- work ----------------------------------------------------------------

  /**
   * Claims up to `limit` tasks of the queue (highest priority first) and runs them, at most
   * `concurrency` at once. Answers how many were claimed. Workers call it in a loop; tests call it directly.
   */
  async runOnce(name: string, limit = this.concurrency): Promise<number> {
    const batch = await this.startBatch(name, limit);
    await batch.done;
    return batch.claimed;
  }

  /**
   * Claims a batch and starts its handlers in claim order as handler slots free up; answers once
   * every claimed task has started, so that a worker can claim the next batch while the last ones
   * run. `done` settles when the batch's successes are written: one UPDATE of async_tasks and one
   * pg-boss completion per batch, both fenced to the attempt claimed.
   */
  private async startBatch(name: string, limit: number): Promise<{ claimed: number; done: Promise<void> }> {
    await this.boot();
    const jobs = await this.boss.fetch<JobData>(name, { batchSize: limit, includeMetadata: true });
    if (!jobs.length) return { claimed: 0, done: Promise.resolve() };
    // Every claimed try is alive until the batch is settled, also while it waits for a slot.
    const heartbeat = setInterval(() => void this.boss.touch(name, jobs.map(fence)).catch(() => undefined), HEARTBEAT_SECONDS * 500);
    heartbeat.unref();
    try {
      return await this.runBatch(name, jobs, heartbeat);
    } catch (e) {
      clearInterval(heartbeat);
      throw e;
    }
  }

  private async runBatch(name: string, jobs: ClaimedJob[], heartbeat: NodeJS.Timeout): Promise<{ claimed: number; done: Promise<void> }> {
    // One claim for the batch: tasks cancelled meanwhile are not run.
    const claimed = await this.db
      .update(asyncTasks)
      .set({ status: S.DOING, attempts: sql`${asyncTasks.attempts} + 1`, updatedAt: new Date() })
      .where(
        and(
          inArray(
            asyncTasks.id,
            jobs.map((j) => j.data.taskId),
          ),
          inArray(asyncTasks.status, [S.PENDING, S.DOING, S.FAILED]),
        ),
      )
      .returning({ id: asyncTasks.id, attempts: asyncTasks.attempts, userId: asyncTasks.userId });
    const attempts = new Map(claimed.map((c) => [c.id, c.attempts]));
    const queuedBy = new Map(claimed.map((c) => [c.id, c.userId]));
    const skipped = jobs.filter((j) => !attempts.has(j.data.taskId));
    if (skipped.length) await this.boss.cancel(name, skipped.map(fence)).catch(() => undefined);

    const slots = this.slotsOf(name);
    const tries: HeldTry[] = jobs.flatMap((job) => {
      const attempt = attempts.get(job.data.taskId);
      return attempt === undefined ? [] : [{ queue: name, job, attempt, started: false, succeeded: false }];
    });
    for (const t of tries) this.held.add(t);
    const runs: Promise<void>[] = [];
    for (const t of tries) {
      if (!(await slots.acquire())) break; // stopping: stop() hands back the rest
      t.started = true;
      const startedAt = performance.now();
      runs.push(
        asActingUser(queuedBy.get(t.job.data.taskId) ?? null, () => this.runJob(name, t.job, t.attempt))
          .then(
            (ok) => {
              this.opts.onTry?.(name, (performance.now() - startedAt) / 1000, ok);
              if (ok) t.succeeded = true;
              else this.held.delete(t); // its failure is written
            },
            (e) => {
              // Its failure could not be written: left to pg-boss's supervision, like a try of a process that died.
              this.held.delete(t);
              this.log.warn(`Task queue ${name}: ${(e as Error).message}`);
            },
          )
          .finally(() => slots.release()),
      );
    }
    const done = Promise.all(runs)
      .then(async () => {
        // Those stop() has not completed already.
        const succeeded = tries.filter((t) => t.succeeded && this.held.delete(t));
        await this.complete(name, succeeded);
      })
      .finally(() => clearInterval(heartbeat));
    return { claimed: jobs.length, done };
  }

  /** Tells whoever queued these tasks (their browsers' event streams) that they ended. */
  private async announceEnded(rows: EndedRow[]): Promise<void> {
    for (const r of rows) if (r.user_id !== null) await publishUserEvent(this.db, r.user_id, { type: 'task', taskId: r.id, status: r.status });
  }

  private async complete(name: string, succeeded: ClaimedTry[]): Promise<void> {
    if (!succeeded.length) return;
    // Guarded: a task cancelled, or expired and claimed again, while its handler ran keeps its status.
    await Promise.all([
      this.db
        .execute(sql`UPDATE async_tasks a SET status = ${S.DONE}::int, last_error = NULL, updated_at = now()
        FROM unnest(${intArray(succeeded.map((s) => s.job.data.taskId))}::int[], ${intArray(succeeded.map((s) => s.attempt))}::int[]) AS v(id, attempt)
        WHERE a.id = v.id AND a.attempts = v.attempt AND a.status = ${S.DOING}::int
        RETURNING a.id, a.user_id, a.status`)
        .then((res) => this.announceEnded(rowsOf<EndedRow>(res))),
      this.boss
        .complete(
          name,
          succeeded.map((s) => fence(s.job)),
        )
        .catch((e: Error) => this.log.warn(`Task queue ${name}: ${e.message}`)),
    ]);
  }

  /** Runs one claimed task; answers true on success (the caller completes successes in one batch). */
  private async runJob(name: string, job: ClaimedJob, attempt: number): Promise<boolean> {
    const def = this.defs.get(name)!;
    const { taskId, data, entity } = job.data;
    const ctx = { db: this.db, ...this.services, tasks: this, taskId, attempt, entity } as TaskContext; // speech and files: absent only in the queue's own tests
    try {
      await def.handler(data, ctx);
      return true;
    } catch (e) {
      const error = (e as Error)?.message ?? String(e);
      const last = job.retryCount >= job.retryLimit;
      const [failed] = await this.db
        .update(asyncTasks)
        .set({ status: last ? S.DEAD_LETTER : S.FAILED, lastError: error.slice(0, 4000), updatedAt: new Date() })
        .where(and(eq(asyncTasks.id, taskId), eq(asyncTasks.attempts, attempt), eq(asyncTasks.status, S.DOING)))
        .returning({ id: asyncTasks.id, user_id: asyncTasks.userId, status: asyncTasks.status });
      if (last) await this.announceEnded(failed ? [failed] : []);
      await this.boss.fail(name, fence(job), { message: error }).catch(() => undefined);
      if (failed && last) await def.onDeadLetter?.(data, { ...ctx, error }).catch(() => undefined);
      return false;
    }
  }

  private slotsOf(name: string): Slots {
    let s = this.slots.get(name);
    if (!s) this.slots.set(name, (s = new Slots(this.concurrency)));
    return s;
  }

  /**
   * Brings the async task rows in line with pg-boss for tries that ended outside a handler: a
   * stalled try expired by pg-boss's supervision (crashed process) becomes FAILED (retry
   * scheduled) or DEAD_LETTER (no tries left). Runs every 5 s in the workers; answers the rows changed.
   */
  async reconcile(): Promise<number> {
    await this.boot();
    const res = await this.db.execute(sql`UPDATE async_tasks a
      SET status = (CASE j.state WHEN 'retry' THEN ${S.FAILED} WHEN 'failed' THEN ${S.DEAD_LETTER}
        WHEN 'completed' THEN ${S.DONE} WHEN 'cancelled' THEN ${S.CANCELLED} ELSE ${S.PENDING} END)::int,
        last_error = COALESCE(j.output->>'message', j.output->'value'->>'message', a.last_error), updated_at = now()
      FROM pgboss.job j
      WHERE a.status = ${S.DOING}::int AND j.id = a.job_id::uuid AND j.name = a.queue AND j.state <> 'active'
      RETURNING a.id, a.status, a.queue, a.last_error, a.user_id`);
    const rows = ((res as { rows?: unknown[] }).rows ?? (res as unknown as unknown[])) as {
      id: number;
      status: number;
      queue: string;
      last_error: string | null;
      user_id: number | null;
    }[];
    await this.announceEnded(rows.filter((r) => r.status !== S.FAILED && r.status !== S.PENDING));
    for (const r of rows) {
      const def = this.defs.get(r.queue);
      if (r.status !== S.DEAD_LETTER || !def?.onDeadLetter) continue;
      const [row] = await this.db
        .execute(sql`SELECT j.data FROM pgboss.job j JOIN async_tasks a ON j.id = a.job_id::uuid WHERE a.id = ${r.id}`)
        .then((x) => ((x as { rows?: unknown[] }).rows ?? (x as unknown as unknown[])) as { data: JobData }[]);
      if (row)
        await def
          .onDeadLetter(row.data.data, {
            db: this.db,
            ...this.services,
            taskId: r.id,
            attempt: 0,
            entity: row.data.entity,
            error: r.last_error ?? 'Stalled',
          } as TaskContext & { error: string })
          .catch(() => undefined);
    }
    return rows.length;
  }

  /** pg-boss's supervision of one queue (expiry of stalled tries), then reconcile(). */
  async supervise(name: string): Promise<void> {
    await this.boot();
    await this.boss.supervise(name);
    await this.reconcile();
  }

  private wakeUp(name: string): void {
    this.idle.delete(name);
    this.wake.get(name)?.();
  }

  /**
   * Wakes the idle workers whose queue has a job ready (enqueued by another process, a retry come
   * due): one statement for every idle queue, where a fetch per queue cost each a few ms of the
   * database's time, twice a second, on a server doing nothing. It may say yes where pg-boss's
   * fetch finds nothing (its policies), never the other way round.
   */
  private async pollIdle(): Promise<void> {
    if (!this.idle.size || this.polling || !this.running) return;
    this.polling = true;
    try {
      const ready = rowsOf<{ name: string }>(
        await this.db.execute(sql`SELECT q.name FROM jsonb_array_elements_text(${JSON.stringify([...this.idle])}::jsonb) AS q(name)
        WHERE EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = q.name AND j.state < 'active' AND NOT j.blocked AND j.start_after <= pgboss.job_now())`),
      );
      for (const r of ready) this.wakeUp(r.name);
    } catch (e) {
      if (this.running) this.log.warn(`Task queue: ${(e as Error).message}`);
    } finally {
      this.polling = false;
    }
  }

  private async workLoop(name: string): Promise<void> {
    while (this.running) {
      let n = 0;
      try {
        // Answers once the batch has started: the next claim overlaps the batch's last handlers.
        const batch = await this.startBatch(name, Math.max(50, this.concurrency * 8));
        n = batch.claimed;
        const done = batch.done.catch((e: Error) => this.log.warn(`Task queue ${name}: ${e.message}`));
        this.inFlight.add(done);
        void done.finally(() => this.inFlight.delete(done));
      } catch (e) {
        if (this.running) this.log.warn(`Task queue ${name}: ${(e as Error).message}`);
      }
      if (n === 0 && this.running) {
        await new Promise<void>((resolve) => {
          this.wake.set(name, resolve);
          this.idle.add(name);
        });
      }
    }
  }
}

function poolUrl(database: Database): string {
  const opts = (database.pool as unknown as { options?: { connectionString?: string } })?.options;
  if (!opts?.connectionString) throw new Error('The task queue needs the PostgreSQL connection string');
  return opts.connectionString;
}
