import { z } from 'zod';
import { MODULE } from '../../sdk/shared';
/** Agent QA (module 91): shared between the server and the screen. */
export const AGENT_QA = MODULE.agentQA;

export const agentType = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string(),
  requiresCourses: z.boolean(),
  requires_courses: z.boolean(),
});
export type AgentType = z.output<typeof agentType>;

export const qaJobStatus = z.enum(['pending', 'processing', 'completed']);
export type QaJobStatus = z.output<typeof qaJobStatus>;
export const qaItemStatus = z.enum(['pending', 'processing', 'error', 'done']);
export type QaItemStatus = z.output<typeof qaItemStatus>;

export const qaJob = z.object({
  id: z.number(),
  name: z.string(),
  agent_type: z.string(),
  /** The agent type's title (its label), shown in place of the type. */
  agent_label: z.string(),
  dialect_id: z.number(),
  courses: z.array(z.number()),
  priority: z.number(),
  status: qaJobStatus,
  created_at: z.string(),
  total: z.number(),
  passed: z.number(),
  failed: z.number(),
  errors: z.number(),
  pending: z.number(),
});
export type QaJob = z.output<typeof qaJob>;

export const qaSegment = z.object({
  index: z.number(),
  speaker: z.string().optional(),
  us_text: z.string(),
  target_text: z.string(),
  translation: z.string().optional(),
});
export type QaSegment = z.output<typeof qaSegment>;

/** A QA test row (spec 1 §3). */
export const qaRow = z.object({
  id: z.number(),
  job_id: z.number(),
  status: qaItemStatus,
  /** pass or fail; null while pending. */
  test_result: z.enum(['pass', 'fail']).nullable(),
  actual_result: z.unknown(),
  expected_result: z.unknown(),
  test_metadata: z.object({ reasoning: z.string().optional(), confidence: z.number().optional(), error: z.string().optional() }),
  item_info: z.object({
    dialect_code: z.string(),
    agent_type: z.string(),
    segments: z.array(qaSegment),
    us_translation: z.string(),
    target_translation: z.string(),
  }),
  async_task_id: z.number().nullable(),
  async_task_status: z.number().nullable(),
  /** Where the tested record lives, for the module navigation column. */
  navigation_data: z.object({ ref: z.number(), refId: z.number(), courseId: z.number() }),
});
export type QaRow = z.output<typeof qaRow>;

/** The summary figure: per agent type and course, the pass rate of the newest job that tested the course. */
export const qaSummaryRow = z.object({
  agent_type: z.string(),
  /** The agent type's title. */
  agent_label: z.string(),
  course_id: z.number(),
  course_code: z.string(),
  job_id: z.number(),
  passed: z.number(),
  /** Items with a result (pass or fail). */
  judged: z.number(),
  total: z.number(),
});
export type QaSummaryRow = z.output<typeof qaSummaryRow>;

export const QA_MESSAGES = {
  name: 'Please enter a name',
  agentType: 'Please select an agent type',
  dialect: 'Please select a dialect',
  courses: 'Please select at least one course',
} as const;
