import { z } from 'zod';
import { contract, idParams } from '../../sdk/shared';
import { agentType, qaJob, qaRow, qaSummaryRow } from './shared';

export * from './shared';

/** The dialects and courses a QA job may choose (GET agent-qa/options). */
const qaOptions = z.object({
  dialects: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  courses: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), source_dialect_ids: z.array(z.number()) })),
});
export type QaOptions = z.output<typeof qaOptions>;

/** What POST agent-qa carries; the server checks it with the spec's messages (QA_MESSAGES). */
export const qaCreateBody = z.object({
  name: z.string().max(200).optional(),
  agent_type: z.string().max(100).optional(),
  dialect_id: z.coerce.number().int().optional(),
  courses: z.array(z.coerce.number().int().positive()).max(200).optional(),
});

const job = qaJob;
const rows = z.array(qaRow);

/** The Agent QA plugin's calls: the form's choices, the jobs with their test rows and the summary figure. */
export const agentQaApi = {
  types: contract({
    method: 'GET',
    path: 'agent-qa/types',
    answer: z.object({ agent_types: z.array(agentType) }),
    summary: 'The agent types a QA job can test',
  }),
  options: contract({
    method: 'GET',
    path: 'agent-qa/options',
    answer: qaOptions,
    summary: 'The source dialects and the courses (with their source dialects) a QA job can choose',
  }),
  summary: contract({
    method: 'GET',
    path: 'agent-qa/summary',
    answer: z.array(qaSummaryRow),
    summary: 'The pass rate per agent type and course (the newest job testing each course)',
  }),
  jobs: contract({ method: 'GET', path: 'agent-qa', answer: z.array(qaJob), summary: 'QA jobs, newest first, with their counts' }),
  row: contract({ method: 'GET', path: 'agent-qa/row/:id', params: idParams, answer: qaRow, summary: 'One QA test row' }),
  job: contract({
    method: 'GET',
    path: 'agent-qa/:id',
    params: idParams,
    answer: job,
    summary: 'A QA job: name, agent_type, priority, status and counts',
  }),
  items: contract({ method: 'GET', path: 'agent-qa/:id/items', params: idParams, answer: rows, summary: 'The QA test rows of a job' }),
  create: contract({
    method: 'POST',
    path: 'agent-qa',
    body: qaCreateBody,
    answer: z.object({ id: z.number(), message: z.string(), job, rows }),
    summary: 'Creates a QA job on the cases the agent type gives for the dialect (records a person validated), and queues them; answers the job and its rows',
  }),
  remove: contract({
    method: 'DELETE',
    path: 'agent-qa/:id',
    params: idParams,
    answer: z.object({ id: z.number() }),
    summary: 'Deletes a QA job and cancels its queued items',
  }),
  changePriority: contract({
    method: 'PUT',
    path: 'agent-qa/:id/change-priority',
    params: idParams,
    body: z.object({ priority: z.coerce.number().int().min(0).max(2) }),
    answer: z.object({ id: z.number(), priority: z.number(), changed: z.number(), job }),
    summary: 'Sets the priority of the job and of its items still queued; answers the job, as its detail shows it',
  }),
  retryFailed: contract({
    method: 'POST',
    path: 'agent-qa/:id/retry-failed',
    params: idParams,
    answer: z.object({ id: z.number(), retried: z.number(), job, items: rows }),
    summary: 'Runs the failed items of a completed job again; answers the job and its test rows, as its detail shows them',
  }),
};
