import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../../sdk/server/route';
import { runQueue, type Run, type RunKind, type RunStatus, type RunStore } from '../../../sdk/server/runs';
import type { Db } from '../../../sdk/server/db';
import type { Tasks } from '../../../sdk/server/tasks';
import { runs } from '../../../sdk/server/tables';

/** The entity of a run's tasks (GET async-tasks/:id): its kind's module on its course. */
export const RUN_ENTITY = 'run';

export type RunRow = typeof runs.$inferSelect;

export const runOf = <P, S, R>(r: RunRow): Run<P, S, R> => ({
  id: r.id,
  kind: r.kind,
  key: r.key,
  courseId: r.courseId,
  status: r.status as RunStatus,
  total: r.total,
  done: r.done,
  params: r.params as P,
  state: r.state as S,
  result: r.result as R | null,
  error: r.error,
  createdAt: r.createdAt,
  startedAt: r.startedAt,
  updatedAt: r.updatedAt,
});

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Queues the step of the run's generation and notes its task (a run whose task is gone is queued again at start). */
export async function queueStep(db: Db, tasks: Tasks, kind: Pick<RunKind, 'kind'>, run: { id: number; generation: number }): Promise<void> {
  const taskId = await tasks.enqueue(runQueue(kind), { runId: run.id, generation: run.generation }, { entity: { type: RUN_ENTITY, id: run.id } });
  await db
    .update(runs)
    .set({ taskId })
    .where(and(eq(runs.id, run.id), eq(runs.generation, run.generation)));
}

async function existing(db: Db, kind: RunKind, id: number): Promise<RunRow> {
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.id, id), eq(runs.kind, kind.kind)));
  if (!row) throw notFound(kind.label);
  return row;
}

/** The state machine of sdk/server/runs.ts: every move one guarded UPDATE, so that two requests cannot both make it. */
export const runStore: RunStore = {
  async byId(db, kind, id) {
    const [row] = await db
      .select()
      .from(runs)
      .where(and(eq(runs.id, id), eq(runs.kind, kind.kind)));
    return row ? runOf(row) : null;
  },

  async byKey(db, kind, key) {
    const [row] = await db
      .select()
      .from(runs)
      .where(and(eq(runs.kind, kind.kind), eq(runs.key, key)));
    return row ? runOf(row) : null;
  },

  async latest(db, kind, courseId) {
    const [row] = await db
      .select()
      .from(runs)
      .where(and(eq(runs.kind, kind.kind), eq(runs.courseId, courseId)))
      .orderBy(desc(runs.id))
      .limit(1);
    return row ? runOf(row) : null;
  },

  async start(db, tasks, kind, start) {
    const values = {
      status: 'running' as const,
      total: start.total ?? 0,
      done: 0,
      params: start.params ?? {},
      state: start.state ?? {},
      result: null,
      error: null,
      startedAt: null,
      updatedAt: new Date(),
    };
    const [row] =
      start.key === undefined
        ? await db
            .insert(runs)
            .values({ kind: kind.kind, courseId: start.courseId ?? null, generation: 1, ...values })
            .returning()
        : await db
            .insert(runs)
            .values({ kind: kind.kind, key: start.key, courseId: start.courseId ?? null, generation: 1, ...values })
            .onConflictDoUpdate({
              target: [runs.kind, runs.key],
              set: { ...values, generation: sql`${runs.generation} + 1` },
              setWhere: sql`${runs.status} <> 'running'`,
            })
            .returning();
    if (!row) throw new HttpError(409, `The ${lower(kind.label)} is already running`);
    await queueStep(db, tasks, kind, row);
    return runOf(row);
  },

  async pause(db, kind, id) {
    const [row] = await db
      .update(runs)
      .set({ status: 'paused', updatedAt: new Date() })
      .where(and(eq(runs.id, id), eq(runs.kind, kind.kind), eq(runs.status, 'running')))
      .returning();
    if (row) return runOf(row);
    const now = await existing(db, kind, id);
    throw new HttpError(409, `Only a running ${lower(kind.label)} can be paused (it is ${now.status})`);
  },

  async resume(db, tasks, kind, id, patch = {}) {
    const [row] = await db
      .update(runs)
      .set({
        status: 'running',
        generation: sql`${runs.generation} + 1`,
        startedAt: null,
        error: null,
        updatedAt: new Date(),
        ...(patch.total === undefined ? {} : { total: patch.total }),
      })
      .where(and(eq(runs.id, id), eq(runs.kind, kind.kind), inArray(runs.status, ['paused', 'failed'])))
      .returning();
    if (!row) {
      const now = await existing(db, kind, id);
      throw new HttpError(409, `Only a paused or failed ${lower(kind.label)} can be resumed (it is ${now.status})`);
    }
    await queueStep(db, tasks, kind, row);
    return runOf(row);
  },
};
