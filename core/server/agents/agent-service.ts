import { and, asc, eq } from 'drizzle-orm';
import type { AgentCall, AgentDef, AgentResult, AgentRunner } from '../../../sdk/server/agents';
import type { Db } from '../db/open';
import { agentPromptLog } from '../db/schema';
import { ProviderError, type AgentProvider, type ProviderReply } from './providers';

/**
 * Runs agents on one provider and writes every call to agent_prompt_log, success or not. A call
 * fails (throws) when the provider fails, times out, or answers something the agent's schema
 * refuses: for a task that is a failed attempt, retried by the queue.
 */
export class AgentService implements AgentRunner {
  readonly types = new Map<string, AgentDef>();

  constructor(private db: Db, readonly provider: AgentProvider) {}

  register(defs: AgentDef[]): void {
    for (const d of defs) {
      if (this.types.has(d.type)) throw new Error(`Agent type ${d.type} is defined twice`);
      this.types.set(d.type, d);
    }
  }

  async run<A>(def: AgentDef<any, A>, input: unknown, call: AgentCall = {}): Promise<AgentResult<A>> {
    const started = performance.now();
    let reply: Partial<ProviderReply> = {};
    let status: 'success' | 'error' | 'timeout' = 'success';
    let error: string | undefined;
    let answer: A | undefined;
    try {
      reply = await this.provider.call(def, input);
      const checked = def.answer.safeParse(reply.parsed);
      if (!checked.success) {
        throw new ProviderError(`Invalid answer: ${checked.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ')}`, false, reply);
      }
      answer = checked.data;
    } catch (e) {
      const pe = e instanceof ProviderError ? e : undefined;
      reply = { ...reply, ...(pe?.partial ?? {}) };
      status = pe?.timeout ? 'timeout' : 'error';
      error = (e as Error).message;
    }
    const ms = Math.round(performance.now() - started);
    const [log] = await this.db.insert(agentPromptLog).values({
      agentType: def.type,
      model: reply.model ?? this.provider.name,
      status,
      executionTimeMs: ms,
      temperature: reply.temperature ?? null,
      maxTokens: reply.maxTokens ?? null,
      tokensUsed: (reply.inputTokens ?? 0) + (reply.outputTokens ?? 0),
      inputTokens: reply.inputTokens ?? 0,
      outputTokens: reply.outputTokens ?? 0,
      price: reply.priceUsd ?? 0,
      promptText: reply.promptText ?? '',
      responseText: reply.responseText ?? null,
      errorMessage: error ?? null,
      contextData: { agent_step: call.step ?? def.type, provider: this.provider.name },
      logEntityType: call.entity?.type ?? null,
      logEntityId: call.entity?.id ?? null,
    }).returning({ id: agentPromptLog.id });
    if (status !== 'success') throw new Error(error);
    const a = answer as A & { confidence?: number; reasoning?: string };
    return { answer: a, confidence: Number(a.confidence ?? 0), reasoning: String(a.reasoning ?? ''), model: reply.model ?? this.provider.name, logId: log.id };
  }
}

/** The prompt log of an entity, oldest first, as the spec names its fields. */
export async function promptLogOf(db: Db, entityType: string, entityId: number) {
  const rows = await db.select().from(agentPromptLog)
    .where(and(eq(agentPromptLog.logEntityType, entityType), eq(agentPromptLog.logEntityId, entityId)))
    .orderBy(asc(agentPromptLog.id));
  return rows.map((r) => ({
    id: r.id, agent_type: r.agentType, model: r.model, status: r.status, created_at: r.createdAt,
    execution_time_ms: r.executionTimeMs, temperature: r.temperature, max_tokens: r.maxTokens,
    tokens_used: r.tokensUsed, input_tokens: r.inputTokens, output_tokens: r.outputTokens, price: r.price,
    prompt_text: r.promptText, response_text: r.responseText, error_message: r.errorMessage,
    context_data: r.contextData, log_entity_type: r.logEntityType, log_entity_id: r.logEntityId,
  }));
}
