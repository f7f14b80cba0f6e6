import { z } from 'zod';
import { contract } from './contract';
import { AsyncTaskStatus, type Decision } from './enums';

/** Spec 1 §4 Validator row status / spec 3 §3 Job item status. */
export enum JobItemStatus {
  PENDING = 0,
  NEEDS_REVIEW = 1,
  DONE = 2,
}

/** A suggestion of an item source guesser (spec 1 §3 ai_result.suggested_sources). */
export interface SuggestedSource {
  source: string;
  confidence: number;
  will_be_applied: boolean;
}

/** What the agent proposed for a job item (spec 1 §3 AI validator row ai_result). */
export interface AiResult {
  decision: Decision;
  /** 0 to 1. */
  confidence?: number;
  reasoning?: string;
  modified_translation?: string;
  selected_ref?: number | null;
  selected_refId?: number | null;
  unlinkable_concepts?: { ref: number; refId: number }[];
  suggested_sources?: SuggestedSource[];
  error?: string;
}

/** A job item as the grids show it (spec 1 §3 AI validator row, spec 3 §3 Job item). */
export interface JobItemRow {
  id: number;
  job_id: number;
  status: JobItemStatus;
  /** The user's decision, once done. */
  decision: Decision | null;
  ai_result: AiResult | null;
  error_message: string | null;
  /** What the row shows of its record: text, dialect, concept… per job kind. */
  item_info: Record<string, unknown>;
  /** Where the record lives, for the module navigation column. */
  navigation_data: { ref: number; refId: number; courseId: number };
  async_task_id: number | null;
  async_task_status: AsyncTaskStatus | null;
  /** The item actions (keep, change…) this row allows now. */
  actions: string[];
}

/** processing: the agent has items left; review: only the user has; done: nothing is left. */
export type JobStatus = 'processing' | 'review' | 'done';

/** The summary bar's buckets (spec 3 §4): error, processing, review, then done per decision. */
export interface JobCounts {
  total: number;
  error: number;
  processing: number;
  review: number;
  done: Partial<Record<Decision, number>>;
}

export interface JobRow {
  id: number;
  kind: string;
  name: string;
  /** 0 for a global job. */
  courseId: number;
  dialect_id: number | null;
  priority: number;
  status: JobStatus;
  created_at: string;
  /** What the creation form chose (per kind), e.g. the main concept of a concept validation. */
  params: Record<string, unknown>;
  /** The detail's title, e.g. 'name: main → alternatives'. */
  title: string;
  counts: JobCounts;
  /** Bulk action → how many items it would apply to now. */
  bulk: Record<string, number>;
}

export type JobFilter = 'error' | 'processing' | 'review' | `done:${Decision}`;

/** The bucket of an item in the summary bar: failed or dead-letter tasks and AI errors first. */
export function jobFilterOf(item: Pick<JobItemRow, 'status' | 'decision' | 'ai_result' | 'async_task_status'>): JobFilter {
  if (item.status === JobItemStatus.DONE) return `done:${item.decision ?? 'no_decision'}`;
  const failed = item.async_task_status === AsyncTaskStatus.FAILED || item.async_task_status === AsyncTaskStatus.DEAD_LETTER;
  if (failed || item.ai_result?.decision === 'error') return 'error';
  return item.status === JobItemStatus.PENDING ? 'processing' : 'review';
}

export function countJobItems(items: Pick<JobItemRow, 'status' | 'decision' | 'ai_result' | 'async_task_status'>[]): JobCounts {
  const counts: JobCounts = { total: items.length, error: 0, processing: 0, review: 0, done: {} };
  for (const i of items) {
    const f = jobFilterOf(i);
    if (f.startsWith('done:')) {
      const d = f.slice(5) as Decision;
      counts.done[d] = (counts.done[d] ?? 0) + 1;
    } else counts[f as 'error' | 'processing' | 'review']++;
  }
  return counts;
}

/** Spec 3 §9: job priorities. */
export const JOB_PRIORITIES = [
  { value: 0, label: 'Low' },
  { value: 1, label: 'Normal' },
  { value: 2, label: 'High' },
] as const;

/** Spec 3 §5 / §8: job creation messages. */
export const JOB_MESSAGES = {
  name: 'Please enter a name',
  dialect: 'Please select a dialect',
  failed: 'Failed to create job',
} as const;

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const courseJobParams = z.object({ courseId: id, id });
const actionBody = z.object({ modified_translation: z.string().max(10_000).optional() }).optional();
const created = z.object({ id: z.number(), items: z.number(), message: z.string() });

/** Where a job kind's jobs are listed and created: 'courses/:courseId/{path}' for a course kind, else its path. */
export type JobListPath<P extends string, S extends 'course' | 'global'> = S extends 'course' ? `courses/:courseId/${P}` : P;

export interface JobContractOptions<S extends 'course' | 'global', B extends z.ZodType | undefined> {
  /** 'course': the list and create routes are 'courses/:courseId/{path}' (default 'global'). */
  scope?: S;
  /** The create body (the kind's createBody). */
  createBody?: B;
}

/**
 * The contracts of an AI job kind (served by core/server/jobs for every ServerPlugin.jobKinds),
 * from the kind's path: list and create, a job (and a course's job), delete, its items, one item,
 * the item actions and bulk actions by name, change-priority and the kind's reprocessing.
 */
export function jobContracts<const P extends string, const S extends 'course' | 'global' = 'global', B extends z.ZodType | undefined = undefined>(
  path: P,
  options: JobContractOptions<S, B> = {},
) {
  const list = (options.scope === 'course' ? `courses/:courseId/${path}` : path) as JobListPath<P, S>;
  return {
    path,
    /** The jobs, newest first, with their counts. */
    list: contract({ method: 'GET', path: list, answer: z.custom<JobRow[]>(), summary: 'The jobs, newest first, with their counts' }),
    /** Creates a job on the records it selects and queues the agent on each. */
    create: contract({
      method: 'POST',
      path: list,
      body: options.createBody,
      answer: created,
      summary: 'Creates a job on the records it selects and queues the agent on each',
    }),
    /** A job of a course (course kinds only). */
    courseJob: contract({
      method: 'GET',
      path: `courses/:courseId/${path}/:id`,
      params: courseJobParams,
      answer: z.custom<JobRow>(),
      summary: 'A job of the course, with its counts',
    }),
    /** A job's list row by id (spec 4 §7: GET memory-phrasebook-translator/row/{id}); as job. */
    row: contract({
      method: 'GET',
      path: `${path}/row/:id`,
      params: idParams,
      answer: z.custom<JobRow>(),
      summary: "A job's list row: name, priority, status, counts",
    }),
    job: contract({
      method: 'GET',
      path: `${path}/:id`,
      params: idParams,
      answer: z.custom<JobRow>(),
      summary: 'A job: name, priority, status, counts, bulk counts',
    }),
    remove: contract({
      method: 'DELETE',
      path: `${path}/:id`,
      params: idParams,
      answer: z.object({ id: z.number() }),
      summary: 'Deletes a job and cancels its queued items',
    }),
    items: contract({ method: 'GET', path: `${path}/:id/items`, params: idParams, answer: z.custom<JobItemRow[]>(), summary: 'The items of a job' }),
    item: contract({ method: 'GET', path: `${path}/items/:id`, params: idParams, answer: z.custom<JobItemRow>(), summary: 'One job item' }),
    /** An item action (keep, change…): applies it to the content and answers the updated row with its job (the counts). */
    action: <const N extends string>(name: N) =>
      contract({
        method: 'POST',
        path: `${path}/items/:id/${name}`,
        params: idParams,
        body: actionBody,
        answer: z.custom<JobItemRow & { job: JobRow }>(),
        summary: `Resolves an item with ${name}: applies it to the content and answers the updated row and its job (counts)`,
      }),
    /** A bulk action ('bulk-keep'): on every item in review it applies to. */
    bulk: <const N extends string>(name: N) =>
      contract({
        method: 'POST',
        path: `${path}/:id/${name}`,
        params: idParams,
        answer: z.object({
          id: z.number(),
          applied: z.number(),
          failed: z.array(z.object({ id: z.number(), error: z.string() })),
          job: z.custom<JobRow>(),
          items: z.custom<JobItemRow[]>(),
        }),
        summary: 'Applies the action to every item in review it applies to; answers the counts, the job and its items',
      }),
    changePriority: contract({
      method: 'PUT',
      path: `${path}/:id/change-priority`,
      params: idParams,
      body: z.object({ priority: z.coerce.number().int().min(0).max(2) }),
      answer: z.object({ id: z.number(), priority: z.number(), changed: z.number(), job: z.custom<JobRow>() }),
      summary: 'Sets the priority of the job and of its items still queued (only while some are pending); answers the job',
    }),
    /** The kind's reprocessing ('process-mock-mode2'): runs the agent again on the items whose run failed. */
    process: <const N extends string>(name: N) =>
      contract({
        method: 'POST',
        path: `${path}/:id/${name}`,
        params: idParams,
        answer: z.object({ id: z.number(), queued: z.number(), job: z.custom<JobRow>(), items: z.custom<JobItemRow[]>() }),
        summary: 'Runs the agent again on the items no user has decided whose run failed (or never ran); answers the job and its items',
      }),
  };
}

/** A job kind's contracts, as generic code (JobScreen, JobDetail) calls them. */
export type JobContracts = ReturnType<typeof jobContracts<string, 'course' | 'global', z.ZodType | undefined>>;
