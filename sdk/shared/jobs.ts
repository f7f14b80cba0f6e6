import { z } from 'zod';
import { contract } from './contract';
import { AsyncTaskStatus, type Decision } from './enums';

/** Spec 1 §4 Validator row status / spec 3 §3 Job item status. */
export enum JobItemStatus {
  PENDING = 0,
  NEEDS_REVIEW = 1,
  DONE = 2,
}

const decision = z.enum(['keep', 'change', 'unlink', 'accept', 'reject', 'no_decision', 'exact_match', 'error', 'add', 'omit']) satisfies z.ZodType<Decision>;

/** A suggestion of an item source guesser (spec 1 §3 ai_result.suggested_sources). */
export const suggestedSource = z.object({ source: z.string(), confidence: z.number(), will_be_applied: z.boolean() });
export type SuggestedSource = z.output<typeof suggestedSource>;

/** What the agent proposed for a job item (spec 1 §3 AI validator row ai_result). */
export const aiResult = z.object({
  decision,
  /** 0 to 1. */
  confidence: z.number().optional(),
  reasoning: z.string().optional(),
  modified_translation: z.string().optional(),
  selected_ref: z.number().nullable().optional(),
  selected_refId: z.number().nullable().optional(),
  unlinkable_concepts: z.array(z.object({ ref: z.number(), refId: z.number() })).optional(),
  suggested_sources: z.array(suggestedSource).optional(),
  error: z.string().optional(),
});
export type AiResult = z.output<typeof aiResult>;

/** A job item as the grids show it (spec 1 §3 AI validator row, spec 3 §3 Job item). */
export const jobItemRow = z.object({
  id: z.number(),
  job_id: z.number(),
  status: z.enum(JobItemStatus),
  /** The user's decision, once done. */
  decision: decision.nullable(),
  ai_result: aiResult.nullable(),
  error_message: z.string().nullable(),
  /** What the row shows of its record: text, dialect, concept… per job kind. */
  item_info: z.record(z.string(), z.unknown()),
  /** Where the record lives, for the module navigation column. */
  navigation_data: z.object({ ref: z.number(), refId: z.number(), courseId: z.number() }),
  async_task_id: z.number().nullable(),
  async_task_status: z.enum(AsyncTaskStatus).nullable(),
  /** The item actions (keep, change…) this row allows now. */
  actions: z.array(z.string()),
});
export type JobItemRow = z.output<typeof jobItemRow>;

/** processing: the agent has items left; review: only the user has; done: nothing is left. */
export const jobStatus = z.enum(['processing', 'review', 'done']);
export type JobStatus = z.output<typeof jobStatus>;

/** The summary bar's buckets (spec 3 §4): error, processing, review, then done per decision. */
export const jobCounts = z.object({
  total: z.number(),
  error: z.number(),
  processing: z.number(),
  review: z.number(),
  done: z.partialRecord(decision, z.number()),
});
export type JobCounts = z.output<typeof jobCounts>;

export const jobRow = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  /** 0 for a global job. */
  courseId: z.number(),
  dialect_id: z.number().nullable(),
  priority: z.number(),
  status: jobStatus,
  created_at: z.string(),
  /** What the creation form chose (per kind), e.g. the main concept of a concept validation. */
  params: z.record(z.string(), z.unknown()),
  /** The detail's title, e.g. 'name: main → alternatives'. */
  title: z.string(),
  counts: jobCounts,
  /** Bulk action → how many items it would apply to now. */
  bulk: z.record(z.string(), z.number()),
});
export type JobRow = z.output<typeof jobRow>;

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
/** A create's answer: the new job and its items as the detail shows them (no read after the write), `items` their count. */
const created = z.object({ id: z.number(), items: z.number(), message: z.string(), job: jobRow, rows: z.array(jobItemRow) });

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
    list: contract({ method: 'GET', path: list, answer: z.array(jobRow), summary: 'The jobs, newest first, with their counts' }),
    /** Creates a job on the records it selects and queues the agent on each. */
    create: contract({
      method: 'POST',
      path: list,
      body: options.createBody,
      answer: created,
      summary: 'Creates a job on the records it selects and queues the agent on each; answers the job and its items',
    }),
    /** A job of a course (course kinds only). */
    courseJob: contract({
      method: 'GET',
      path: `courses/:courseId/${path}/:id`,
      params: courseJobParams,
      answer: jobRow,
      summary: 'A job of the course, with its counts',
    }),
    /** A job's list row by id (spec 4 §7: GET memory-phrasebook-translator/row/{id}); as job. */
    row: contract({
      method: 'GET',
      path: `${path}/row/:id`,
      params: idParams,
      answer: jobRow,
      summary: "A job's list row: name, priority, status, counts",
    }),
    job: contract({
      method: 'GET',
      path: `${path}/:id`,
      params: idParams,
      answer: jobRow,
      summary: 'A job: name, priority, status, counts, bulk counts',
    }),
    remove: contract({
      method: 'DELETE',
      path: `${path}/:id`,
      params: idParams,
      answer: z.object({ id: z.number() }),
      summary: 'Deletes a job and cancels its queued items',
    }),
    items: contract({ method: 'GET', path: `${path}/:id/items`, params: idParams, answer: z.array(jobItemRow), summary: 'The items of a job' }),
    item: contract({ method: 'GET', path: `${path}/items/:id`, params: idParams, answer: jobItemRow, summary: 'One job item' }),
    /** An item action (keep, change…): applies it to the content and answers the updated row with its job (the counts). */
    action: <const N extends string>(name: N) =>
      contract({
        method: 'POST',
        path: `${path}/items/:id/${name}`,
        params: idParams,
        body: actionBody,
        answer: jobItemRow.extend({ job: jobRow }),
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
          job: jobRow,
          items: z.array(jobItemRow),
        }),
        summary: 'Applies the action to every item in review it applies to; answers the counts, the job and its items',
      }),
    changePriority: contract({
      method: 'PUT',
      path: `${path}/:id/change-priority`,
      params: idParams,
      body: z.object({ priority: z.coerce.number().int().min(0).max(2) }),
      answer: z.object({ id: z.number(), priority: z.number(), changed: z.number(), job: jobRow }),
      summary: 'Sets the priority of the job and of its items still queued (only while some are pending); answers the job',
    }),
    /** The kind's reprocessing ('process-mock-mode2'): runs the agent again on the items whose run failed. */
    process: <const N extends string>(name: N) =>
      contract({
        method: 'POST',
        path: `${path}/:id/${name}`,
        params: idParams,
        answer: z.object({ id: z.number(), queued: z.number(), job: jobRow, items: z.array(jobItemRow) }),
        summary: 'Runs the agent again on the items no user has decided whose run failed (or never ran); answers the job and its items',
      }),
  };
}

/** A job kind's contracts, as generic code (JobScreen, JobDetail) calls them. */
export type JobContracts = ReturnType<typeof jobContracts<string, 'course' | 'global', z.ZodType | undefined>>;
