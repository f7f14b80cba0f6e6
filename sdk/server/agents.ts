import type { z } from 'zod';
import type { Db } from './db';
import type { TranslationMemory } from './memory';

/** What the local provider decides, and how sure it is. */
export interface LocalAnswer<A> {
  answer: A;
  /** 0 to 1. */
  confidence: number;
  /** One paragraph saying how it decided. */
  reasoning: string;
}

/**
 * An agent type: the prompt template the `openai` provider sends, the schema its answer must
 * match (an answer that does not is a failed attempt), and the rules the `local` provider applies.
 * The answer schema must include `confidence` (0-1) and `reasoning`.
 */
export interface AgentDef<I = any, A = any> {
  type: string;
  label: string;
  description: string;
  requiresCourses?: boolean;
  /** The prompt: a template over the input. */
  prompt: (input: I) => string;
  /** The system message for chat models. */
  system?: string;
  answer: z.ZodType<A>;
  local: (input: I, ctx: { db: Db; memory: TranslationMemory }) => Promise<LocalAnswer<A>>;
  temperature?: number;
  maxTokens?: number;
  /** How Agent QA (module 91) tests the agent; agents without it are not offered there. */
  qa?: AgentQa<I, A>;
}

/** A segment of a QA row (spec 1 §3 QA test row). */
export interface QaSegment {
  index: number;
  speaker?: string;
  us_text: string;
  target_text: string;
  translation?: string;
}

/** An input whose correct answer is known: Agent QA runs the agent on it and judges the answer. */
export interface QaCase<I = any> {
  /** The record it comes from (the row's module navigation). */
  ref: number;
  refId: number;
  courseId: number;
  input: I;
  expected: unknown;
  /** What the QA row shows (spec 1 §3 item_info, less agent_type). */
  info: { dialect_code: string; segments: QaSegment[]; us_translation: string; target_translation: string };
}

export interface AgentQa<I = any, A = any> {
  /** At most `limit` cases in a source dialect, from the courses (every course when none is given). */
  cases(db: Db, q: { dialectId: number; courseIds: number[]; limit: number }): Promise<QaCase<I>[]>;
  /** Whether the answer matches the expected result. */
  judge(answer: A, expected: unknown): boolean;
}

export function defineAgent<I, A>(def: AgentDef<I, A>): AgentDef {
  return def as unknown as AgentDef;
}

export interface AgentCall {
  /** The entity the call is for (written to the prompt log as log_entity_type / log_entity_id). */
  entity?: { type: string; id: number };
  /** The step of a multi-step agent (context_data.agent_step); one tab per step in the log dialog. */
  step?: string;
}

export interface AgentResult<A = any> {
  answer: A;
  confidence: number;
  reasoning: string;
  model: string;
  logId: number;
}

export interface AgentRunner {
  /** The agent types the plugins registered. */
  registered(): AgentDef[];
  /** Runs the agent of that type on the configured provider; throws when the call or its answer fails (the log has it). */
  run<A = any>(def: AgentDef<any, A>, input: unknown, call?: AgentCall): Promise<AgentResult<A>>;
}
