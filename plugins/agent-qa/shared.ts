import { z } from 'zod';
import { MODULE } from '../../sdk/shared';
/** Agent QA (module 91): shared between the server and the screen. */
export const AGENT_QA = MODULE.agentQA;

export interface AgentType {
  value: string;
  label: string;
  description: string;
  requiresCourses: boolean;
  requires_courses: boolean;
}

export type QaJobStatus = 'pending' | 'processing' | 'completed';
export type QaItemStatus = 'pending' | 'processing' | 'error' | 'done';

/** A QA job with its counts. */
export const qaJob = z.object({
  id: z.number(),
  name: z.string(),
  agent_type: z.string(),
  /** The agent type's title (its label), shown in place of the type. */
  agent_label: z.string(),
  dialect_id: z.number(),
  courses: z.array(z.number()),
  priority: z.number(),
  status: z.enum(['pending', 'processing', 'completed']),
  created_at: z.string(),
  total: z.number(),
  passed: z.number(),
  failed: z.number(),
  errors: z.number(),
  pending: z.number(),
});
export type QaJob = z.infer<typeof qaJob>;

const qaSegment = z.object({
  index: z.number(),
  speaker: z.string().optional(),
  us_text: z.string(),
  target_text: z.string(),
  translation: z.string().optional(),
});
export type QaSegment = z.infer<typeof qaSegment>;

/** A QA test row (spec 1 §3). */
export const qaRow = z.object({
  id: z.number(),
  job_id: z.number(),
  status: z.enum(['pending', 'processing', 'error', 'done']),
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
export type QaRow = z.infer<typeof qaRow>;

/** The summary figure: per agent type and course, the pass rate of the newest job that tested the course. */
export interface QaSummaryRow {
  agent_type: string;
  /** The agent type's title. */
  agent_label: string;
  course_id: number;
  course_code: string;
  job_id: number;
  passed: number;
  /** Items with a result (pass or fail). */
  judged: number;
  total: number;
}

export const QA_MESSAGES = {
  name: 'Please enter a name',
  agentType: 'Please select an agent type',
  dialect: 'Please select a dialect',
  courses: 'Please select at least one course',
} as const;
