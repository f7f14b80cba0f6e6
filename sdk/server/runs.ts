import type { Db } from './db';
import type { TaskContext, Tasks } from './tasks';
import { SERVICES, service } from './services';

/*
 * A pausable run: a long piece of work (a batch over a course's records, a mining run) kept as a
 * row of the platform table `runs` and worked by queued tasks, one step at a time, never on the
 * request. A plugin lists its kinds in ServerPlugin.runKinds; core (core/server/runs) queues their
 * steps (task queue run.{kind}), keeps the state machine and, when the queue starts, queues again a
 * running run whose task is gone (a process stopped mid-run), so that it goes on from the progress
 * its last step saved:
 *
 *   ready ──start──▶ running ──its last step──▶ completed
 *                    │   ▲  └──a step's last try failed──▶ failed
 *              pause │   │ resume (from the progress saved)
 *                    ▼   │
 *                    paused
 *
 * start begins over (progress and state as given) from any status but running; resume goes on from
 * paused or failed. Any other move is refused with 409, an unknown run with 404.
 */

export type RunStatus = 'ready' | 'running' | 'paused' | 'completed' | 'failed';

export interface Run<P = unknown, S = unknown, R = unknown> {
  id: number;
  kind: string;
  /** The scope of a run there is one of ('1/7/2': course, ref, dialect); null for a run read by id. */
  key: string | null;
  courseId: number | null;
  status: RunStatus;
  total: number;
  done: number;
  /** What it was started with (a configuration, the records' module). */
  params: P;
  /** The kind's progress beyond `done` (a cursor, counters), saved with each step. */
  state: S;
  /** What a completed run produced. */
  result: R | null;
  /** Why its last step failed. */
  error: string | null;
  createdAt: Date;
  /** When a task first worked on it since its last start or resume; null while that task is queued. */
  startedAt: Date | null;
  updatedAt: Date;
}

export interface RunStepContext<S> extends TaskContext {
  /**
   * Saves progress: done and total, and the kind's state (whole). Answers false when the run is no
   * longer this task's (started again or resumed since, or another try of this step saved first):
   * stop then. A pause does not stop a save, so the record under way counts. Given the transaction
   * of the step's work, it saves both or neither: a lost save then throws, which rolls the work back
   * and ends the step as 'stop'.
   */
  progress(p: { done?: number; total?: number; state?: S }, tx?: Db): Promise<boolean>;
  /** Whether to go on: the run is still running and still this task's. Ask between records. */
  live(): Promise<boolean>;
}

/** What a step answers: 'more' queues the next step, 'stop' leaves the run as it is (paused, superseded), complete ends it. */
export type RunStepOutcome<R> = 'more' | 'stop' | { complete: true; result?: R };

export interface RunKind<P = any, S = any, R = any> {
  /** Stored in runs.kind; names the task queue (run.{kind}): 'inflection.batch-target'. */
  kind: string;
  /** The module whose grant shows the run's tasks (GET async-tasks/:id). */
  module: number;
  /** What the run is called in an answer: 'Mining run' ('Mining run not found'). */
  label: string;
  /**
   * The next part of the work, from the progress saved (run.done, run.state): saves progress as it
   * goes and answers whether more is left. A retried try (a restart) gets the run as last saved.
   */
  step(run: Run<P, S, R>, ctx: RunStepContext<S>): Promise<RunStepOutcome<R>>;
  /** The queue's options for the steps (TaskDef): retries of a failed step before the run fails (default 2), their delay, and how long a step may run before it counts as stalled and is tried again (default 300 s). */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export function defineRunKind<P, S = Record<string, never>, R = never>(def: RunKind<P, S, R>): RunKind<P, S, R> {
  return def;
}

/** A run to start: its scope, configuration, starting state and total. */
export interface RunStart<P, S> {
  /** With a key, the one run of that scope starts over (created the first time); without, a new run. */
  key?: string;
  courseId?: number | null;
  params?: P;
  state?: S;
  total?: number;
}

/** The state machine, served by core (core/server/runs). */
export interface RunStore {
  byId<P, S, R>(db: Db, kind: RunKind<P, S, R>, id: number): Promise<Run<P, S, R> | null>;
  byKey<P, S, R>(db: Db, kind: RunKind<P, S, R>, key: string): Promise<Run<P, S, R> | null>;
  /** The course's latest run of the kind. */
  latest<P, S, R>(db: Db, kind: RunKind<P, S, R>, courseId: number): Promise<Run<P, S, R> | null>;
  /** Starts a run (running, progress 0 or as given, its first step queued); 409 while the keyed run is running. */
  start<P, S, R>(db: Db, tasks: Tasks, kind: RunKind<P, S, R>, start: RunStart<P, S>): Promise<Run<P, S, R>>;
  /** running → paused: the step under way saves its record and stops. 404, or 409 unless running. */
  pause<P, S, R>(db: Db, kind: RunKind<P, S, R>, id: number): Promise<Run<P, S, R>>;
  /** paused or failed → running, from the progress saved (total updated when given). 404, or 409 otherwise. */
  resume<P, S, R>(db: Db, tasks: Tasks, kind: RunKind<P, S, R>, id: number, patch?: { total?: number }): Promise<Run<P, S, R>>;
}

const store = () => service(SERVICES.runs);

export const runById: RunStore['byId'] = (...a) => store().byId(...a);
export const runByKey: RunStore['byKey'] = (...a) => store().byKey(...a);
export const latestRun: RunStore['latest'] = (...a) => store().latest(...a);
export const startRun: RunStore['start'] = (...a) => store().start(...a);
export const pauseRun: RunStore['pause'] = (...a) => store().pause(...a);
export const resumeRun: RunStore['resume'] = (...a) => store().resume(...a);

/** The task queue a kind's steps run in (tests drive it with runOnce). */
export const runQueue = (kind: Pick<RunKind, 'kind'>) => `run.${kind.kind}`;
