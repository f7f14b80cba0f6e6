import type { Db } from './db';
import type { TranslationMemory } from './memory';
import type { AgentRunner } from './agents';
import type { SpeechProvider } from './speech';
import type { FileStore } from './files';

/** The spec's async task status (spec 1 §4). */
export const AsyncTaskStatus = { PENDING: 0, DOING: 1, DONE: 2, FAILED: 3, DEAD_LETTER: 4, CANCELLED: 5 } as const;
export type AsyncTaskStatus = (typeof AsyncTaskStatus)[keyof typeof AsyncTaskStatus];

/** 0 low, 1 normal (default), 2 high. Higher runs first. */
export type TaskPriority = 0 | 1 | 2;

export interface TaskContext {
  db: Db;
  memory: TranslationMemory;
  agents: AgentRunner;
  /** Speech synthesis (SPEECH_PROVIDER). */
  speech: SpeechProvider;
  /** The host's file store (FILES_DIR), as routes have it. */
  files: FileStore;
  /** The queue, to enqueue the next step of a long run (a checker's next batch). */
  tasks: Tasks;
  /** The async task's id (async_tasks.id). */
  taskId: number;
  /** 1 on the first try. */
  attempt: number;
  /** The entity the task was enqueued for. */
  entity?: { type: string; id: number };
}

export interface TaskDef<D = any> {
  /** The queue name: letters, digits, '-', '_' and '.'; unique across plugins. */
  name: string;
  handler: (data: D, ctx: TaskContext) => Promise<void>;
  /** Retries after the first try (default 2); after the last one the task goes to the dead letter queue. */
  retryLimit?: number;
  /** Seconds before the first retry (default 1), doubled per retry when retryBackoff (default true). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A try running longer than this (default 300 s) counts as stalled (a crashed process) and is retried. */
  expireInSeconds?: number;
  /** Called after a task went to the dead letter queue (its last try failed): mark the entity as errored. */
  onDeadLetter?: (data: D, ctx: TaskContext & { error: string }) => Promise<void>;
}

export function defineTask<D>(def: TaskDef<D>): TaskDef {
  return def as TaskDef;
}

export interface EnqueueOptions {
  priority?: TaskPriority;
  /** What the task works for (an Agent QA item…): GET /async-tasks/:id shows it. */
  entity?: { type: string; id: number };
}

export interface AsyncTaskRow {
  id: number;
  queue: string;
  status: AsyncTaskStatus;
  priority: number;
  attempts: number;
  lastError: string | null;
  entityType: string | null;
  entityId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The queue, as route handlers see it. */
export interface Tasks {
  /** Queues one task; answers the async task id. */
  enqueue(name: string, data: unknown, opts?: EnqueueOptions): Promise<number>;
  /** Queues many tasks of one queue in one batch; answers their ids in order. */
  enqueueMany(name: string, items: { data: unknown; priority?: TaskPriority; entity?: { type: string; id: number } }[]): Promise<number[]>;
  get(id: number): Promise<AsyncTaskRow | null>;
  /** Sets the priority of tasks still queued; answers how many changed. */
  setPriority(ids: number[], priority: TaskPriority): Promise<number>;
  /** Cancels tasks not finished yet; a handler still running cannot overwrite it. Answers how many. */
  cancel(ids: number[]): Promise<number>;
}
