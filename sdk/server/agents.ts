import type { z } from 'zod';
import type { Db } from '../../core/server/db/open';
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
  /** Runs the agent of that type on the configured provider; throws when the call or its answer fails (the log has it). */
  run<A = any>(def: AgentDef<any, A>, input: unknown, call?: AgentCall): Promise<AgentResult<A>>;
}
