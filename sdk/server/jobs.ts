import type { z } from 'zod';
import type { Decision } from '../shared/enums';
import type { AiResult, JobItemStatus } from '../shared/jobs';
import type { AgentDef } from './agents';
import type { Db } from './db';
import type { SessionUser } from './route';

/*
 * An AI job kind (spec 1 §7 Concept Linker Validator, spec 3 §7 Guesser, Sentence validator and
 * Mean validator jobs): a plugin lists its kinds in ServerPlugin.jobKinds, and core
 * (core/server/jobs) serves their routes (list, create, get, delete, change-priority, items, one
 * item, the item and bulk actions), runs the agent on every item (task queue job.{kind}) and
 * stores jobs and items in the platform tables ai_jobs and ai_job_items.
 */

/** A job as its kind's hooks see it. */
export interface JobRecord<P = any> {
  id: number;
  name: string;
  courseId: number;
  dialectId: number | null;
  priority: number;
  params: P;
}

/** A job item as its kind's hooks see it. */
export interface JobItem<I = any> {
  id: number;
  jobId: number;
  status: JobItemStatus;
  decision: Decision | null;
  aiResult: AiResult | null;
  ref: number;
  refId: number;
  courseId: number;
  itemInfo: Record<string, unknown>;
  input: I;
}

/** One record a new job works on: where it lives, what its row shows, what the agent is given. */
export interface JobItemSeed<I = any> {
  ref: number;
  refId: number;
  courseId: number;
  itemInfo: Record<string, unknown>;
  input: I;
}

export interface JobActionContext {
  db: Db;
  user: SessionUser;
  /** The text the user sent with a change (modified_translation), if any. */
  text?: string;
}

/** A user decision on an item (keep, change, unlink, accept): it changes the content for real. */
export interface JobAction<I = any> {
  /** Why the action does not apply to this item with this text (shown as a 400), or null when it does. */
  refuse?(item: JobItem<I>, text: string | undefined): string | null;
  /** Whether the row offers the action (default: refuse(item, undefined) is null); a change the user types may be offered where the AI wrote no text. */
  offered?(item: JobItem<I>): boolean;
  /**
   * Applies the decision to the content, inside the transaction that marks the item done; may
   * answer what changes in the row's item_info (the source it wrote…).
   */
  apply(item: JobItem<I>, ctx: JobActionContext): Promise<void | { itemInfo?: Record<string, unknown> }>;
}

export interface JobKind<P = any, I = any, A = any> {
  /** Stored in ai_jobs.kind; names the task queue (job.{kind}). */
  kind: string;
  /** The spec's path: 'concept-linker-validator', 'item-source-guesser'. */
  path: string;
  module: number;
  /** 'course': the list and create routes are courses/:courseId/{path}, and a job belongs to that course. */
  scope: 'global' | 'course';
  /** The create body (zod); every field optional, so that prepare can answer the spec's messages. */
  createBody: z.ZodType;
  /** Checks the body (throw HttpError 400 with the failing fields) and answers the job's fields. */
  prepare(body: any, ctx: { db: Db; courseId: number }): Promise<{ name: string; courseId: number; dialectId?: number | null; params: P }>;
  /** The items of a new job. */
  items(db: Db, job: JobRecord<P>): Promise<JobItemSeed<I>[]>;
  /** Runs on every item; its answer becomes the row's ai_result. */
  agent: AgentDef<I, A>;
  aiResult(answer: A, run: { confidence: number; reasoning: string }): AiResult;
  /** Item actions by name: POST {path}/items/:id/{name}. */
  actions: Record<string, JobAction<I>>;
  /** Bulk actions by path name ('bulk-keep'): the action applied to every item in review it applies to (and `where` selects). */
  bulk: Record<string, { action: string; where?: (item: JobItem<I>) => boolean }>;
  /** PUT {path}/:id/change-priority (default true). */
  priority?: boolean;
  /** POST {path}/:id/{process}: runs the agent again on the items whose run failed. */
  process?: string;
  /** The detail's title; the job's name by default. */
  title?(db: Db, job: JobRecord<P>): Promise<string>;
}

export function defineJobKind<P, I, A>(def: JobKind<P, I, A>): JobKind {
  return def as unknown as JobKind;
}
