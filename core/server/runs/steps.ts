import { and, eq, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { runQueue, type RunKind } from '../../../sdk/server/runs';
import { AsyncTaskStatus as S, defineTask, type TaskDef, type Tasks } from '../../../sdk/server/tasks';
import type { EntityOwner } from '../../../sdk/server/route';
import type { Db } from '../../../sdk/server/db';
import { asyncTasks, runs } from '../../../sdk/server/tables';
import { queueStep, RUN_ENTITY, runOf } from './store';

interface StepData {
  runId: number;
  generation: number;
}

/** A save lost inside the step's transaction: thrown, so that the transaction rolls back and the step stops. */
class Superseded extends Error {}

/**
 * The task of a kind's steps: one step of a running run of the generation it was queued for, then
 * the next step queued, or the run completed. Each progress saved moves runs.steps on, guarded by
 * the count it read: of two tries of one step (a try expired and claimed again after a restart)
 * only one saves, and the other stops.
 */
export function runTask(kind: RunKind): TaskDef {
  return defineTask<StepData>({
    name: runQueue(kind),
    retryLimit: kind.retryLimit,
    retryDelay: kind.retryDelay,
    retryBackoff: kind.retryBackoff,
    expireInSeconds: kind.expireInSeconds,
    handler: async ({ runId, generation }, ctx) => {
      const { db } = ctx;
      const mine = and(eq(runs.id, runId), eq(runs.generation, generation));
      const [row] = await db.select().from(runs).where(mine);
      if (!row || row.kind !== kind.kind || row.status !== 'running') return;
      if (!row.startedAt)
        await db
          .update(runs)
          .set({ startedAt: new Date() })
          .where(and(mine, isNull(runs.startedAt)));
      let steps = row.steps;
      const live = async () => {
        const [now] = await db.select({ status: runs.status, steps: runs.steps }).from(runs).where(mine);
        return now?.status === 'running' && now.steps === steps;
      };
      const progress = async (p: { done?: number; total?: number; state?: unknown }, tx: Db = db) => {
        const [saved] = await tx
          .update(runs)
          .set({ ...p, steps: steps + 1, updatedAt: new Date() })
          .where(and(mine, eq(runs.steps, steps)))
          .returning({ steps: runs.steps });
        if (!saved) {
          if (tx !== db) throw new Superseded();
          return false;
        }
        steps = saved.steps;
        return true;
      };
      const outcome = await kind.step(runOf(row), { ...ctx, progress, live }).catch((e: unknown) => {
        if (e instanceof Superseded) return 'stop' as const;
        throw e;
      });
      if (outcome === 'stop') return;
      if (outcome === 'more') {
        if (await live()) await queueStep(db, ctx.tasks, kind, { id: runId, generation });
        return;
      }
      await db
        .update(runs)
        .set({ status: 'completed', result: outcome.result ?? null, steps: steps + 1, updatedAt: new Date() })
        .where(and(mine, eq(runs.steps, steps), eq(runs.status, 'running')));
    },
    onDeadLetter: async ({ runId, generation }, { db, error }) => {
      await db
        .update(runs)
        .set({ status: 'failed', error: error.slice(0, 4000), updatedAt: new Date() })
        .where(and(eq(runs.id, runId), eq(runs.generation, generation), eq(runs.status, 'running')));
    },
  });
}

/**
 * Queues again every running run of these kinds whose last task is gone: done, failed for good or
 * cancelled without a next step queued, or never queued (a process stopped between the two, a run
 * moved in by a migration). stalledBefore: a task marked as being worked on since before then is
 * gone too (an embedded database has one process: what it claimed before this start, nobody works
 * on); without it (PostgreSQL) another process may be working on it, and the queue's expiry
 * retries it if not. A new generation stops whatever task of the old one comes back. Answers how
 * many runs were queued.
 */
export async function recoverRuns(db: Db, tasks: Tasks, kinds: RunKind[], opts: { stalledBefore?: Date } = {}): Promise<number> {
  if (!kinds.length) return 0;
  const working = opts.stalledBefore ? and(eq(asyncTasks.status, S.DOING), gte(asyncTasks.updatedAt, opts.stalledBefore)) : eq(asyncTasks.status, S.DOING);
  const orphans = await db
    .select({ id: runs.id, kind: runs.kind, generation: runs.generation })
    .from(runs)
    .where(
      and(
        eq(runs.status, 'running'),
        inArray(
          runs.kind,
          kinds.map((k) => k.kind),
        ),
        notExists(
          db
            .select({ id: asyncTasks.id })
            .from(asyncTasks)
            .where(and(eq(asyncTasks.id, runs.taskId), or(inArray(asyncTasks.status, [S.PENDING, S.FAILED]), working))),
        ),
      ),
    );
  let queued = 0;
  for (const o of orphans) {
    const [run] = await db
      .update(runs)
      .set({ generation: sql`${runs.generation} + 1`, startedAt: null, updatedAt: new Date() })
      .where(and(eq(runs.id, o.id), eq(runs.generation, o.generation), eq(runs.status, 'running')))
      .returning({ id: runs.id, generation: runs.generation });
    if (!run) continue; // another process recovered it first
    await queueStep(db, tasks, kinds.find((k) => k.kind === o.kind)!, run);
    queued++;
  }
  return queued;
}

/** Who owns a run's tasks: its kind's module, on its course (0 for a run of a global module). */
export function runOwner(kinds: RunKind[]): EntityOwner {
  return {
    type: RUN_ENTITY,
    owner: async (db, id) => {
      const [row] = await db.select({ kind: runs.kind, courseId: runs.courseId }).from(runs).where(eq(runs.id, id));
      const kind = row && kinds.find((k) => k.kind === row.kind);
      return kind ? { module: kind.module, courseId: row.courseId ?? 0 } : null;
    },
  };
}
