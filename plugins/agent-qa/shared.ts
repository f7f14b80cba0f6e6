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

export interface QaJob {
  id: number;
  name: string;
  agent_type: string;
  /** The agent type's title (its label), shown in place of the type. */
  agent_label: string;
  dialect_id: number;
  courses: number[];
  priority: number;
  status: QaJobStatus;
  created_at: string;
  total: number;
  passed: number;
  failed: number;
  errors: number;
  pending: number;
}

export interface QaSegment {
  index: number;
  speaker?: string;
  us_text: string;
  target_text: string;
  translation?: string;
}

/** A QA test row (spec 1 §3). */
export interface QaRow {
  id: number;
  job_id: number;
  status: QaItemStatus;
  /** pass or fail; null while pending. */
  test_result: 'pass' | 'fail' | null;
  actual_result: unknown;
  expected_result: unknown;
  test_metadata: { reasoning?: string; confidence?: number; error?: string };
  item_info: { dialect_code: string; agent_type: string; segments: QaSegment[]; us_translation: string; target_translation: string };
  async_task_id: number | null;
  async_task_status: number | null;
  /** Where the tested record lives, for the module navigation column. */
  navigation_data: { ref: number; refId: number; courseId: number };
}

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
