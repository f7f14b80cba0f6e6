import { and, asc, eq, sql } from 'drizzle-orm';
import type { AgentCall, AgentDef, AgentResult, AgentRunner } from '../../../sdk/server/agents';
import type { PromptLog } from '../../../sdk/shared';
import type { Db } from '../db/open';
import { agentPromptLog } from '../db/schema';
import { GroupWriter } from '../../../sdk/server/group-writer';
import { ProviderError, type AgentProvider, type ProviderReply } from './providers';

/** One agent_prompt_log row, as its columns are named. */
interface LogRow {
  agent_type: string;
  model: string;
  status: string;
  execution_time_ms: number;
  temperature: number | null;
  max_tokens: number | null;
  tokens_used: number;
  input_tokens: number;
  output_tokens: number;
  price: number;
  prompt_text: string;
  response_text: string | null;
  error_message: string | null;
  context_data: unknown;
  log_entity_type: string | null;
  log_entity_id: number | null;
}

/**
 * Writes prompt log rows in one statement, answering their ids in order. The ids are drawn first
 * (a materialized CTE) because RETURNING promises no order.
 */
async function insertLogs(db: Db, rows: LogRow[]): Promise<number[]> {
  const res = await db.execute(sql`WITH src AS (
      SELECT nextval(pg_get_serial_sequence('agent_prompt_log', 'id'))::int AS id, r.*
      FROM jsonb_to_recordset(${JSON.stringify(rows.map((r, i) => ({ ...r, i })))}::jsonb) AS r(i int, agent_type text, model text, status text,
        execution_time_ms int, temperature float8, max_tokens int, tokens_used int, input_tokens int, output_tokens int, price float8,
        prompt_text text, response_text text, error_message text, context_data jsonb, log_entity_type text, log_entity_id int)
    ), ins AS (
      INSERT INTO agent_prompt_log (id, agent_type, model, status, execution_time_ms, temperature, max_tokens, tokens_used, input_tokens,
        output_tokens, price, prompt_text, response_text, error_message, context_data, log_entity_type, log_entity_id)
      SELECT id, agent_type, model, status, execution_time_ms, temperature, max_tokens, tokens_used, input_tokens,
        output_tokens, price, prompt_text, response_text, error_message, context_data, log_entity_type, log_entity_id FROM src
    )
    SELECT id FROM src ORDER BY i`);
  return ((res as { rows?: { id: number }[] }).rows ?? (res as unknown as { id: number }[])).map((r) => r.id);
}

/**
 * Runs agents on one provider and writes every call to agent_prompt_log, success or not. A call
 * fails (throws) when the provider fails, times out, or answers something the agent's schema
 * refuses: for a task that is a failed attempt, retried by the queue.
 *
 * The log rows of concurrent calls are written together (group commit), but run() still answers
 * only once its own row is committed: a task is never reported done before its prompt log exists.
 */
export class AgentService implements AgentRunner {
  readonly types = new Map<string, AgentDef>();
  private readonly log: GroupWriter<LogRow, number>;

  constructor(
    db: Db,
    readonly provider: AgentProvider,
  ) {
    this.log = new GroupWriter((rows) => insertLogs(db, rows));
  }

  register(defs: AgentDef[]): void {
    for (const d of defs) {
      if (this.types.has(d.type)) throw new Error(`Agent type ${d.type} is defined twice`);
      this.types.set(d.type, d);
    }
  }

  registered(): AgentDef[] {
    return [...this.types.values()];
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
    const logId = await this.log.add({
      agent_type: def.type,
      model: reply.model ?? this.provider.name,
      status,
      execution_time_ms: ms,
      temperature: reply.temperature ?? null,
      max_tokens: reply.maxTokens ?? null,
      tokens_used: (reply.inputTokens ?? 0) + (reply.outputTokens ?? 0),
      input_tokens: reply.inputTokens ?? 0,
      output_tokens: reply.outputTokens ?? 0,
      price: reply.priceUsd ?? 0,
      prompt_text: reply.promptText ?? '',
      response_text: reply.responseText ?? null,
      error_message: error ?? null,
      context_data: { agent_step: call.step ?? def.type, provider: this.provider.name },
      log_entity_type: call.entity?.type ?? null,
      log_entity_id: call.entity?.id ?? null,
    });
    if (status !== 'success') throw new Error(error);
    const a = answer as A & { confidence?: number; reasoning?: string };
    return { answer: a, confidence: Number(a.confidence ?? 0), reasoning: String(a.reasoning ?? ''), model: reply.model ?? this.provider.name, logId };
  }
}

/** The prompt log of an entity, oldest first, as the spec names its fields. */
export async function promptLogOf(db: Db, entityType: string, entityId: number) {
  const rows = await db
    .select()
    .from(agentPromptLog)
    .where(and(eq(agentPromptLog.logEntityType, entityType), eq(agentPromptLog.logEntityId, entityId)))
    .orderBy(asc(agentPromptLog.id));
  return rows.map((r) => ({
    id: r.id,
    agent_type: r.agentType,
    model: r.model,
    status: r.status,
    created_at: r.createdAt,
    execution_time_ms: r.executionTimeMs,
    temperature: r.temperature,
    max_tokens: r.maxTokens,
    tokens_used: r.tokensUsed,
    input_tokens: r.inputTokens,
    output_tokens: r.outputTokens,
    price: r.price,
    prompt_text: r.promptText,
    response_text: r.responseText,
    error_message: r.errorMessage,
    // What the runner wrote with the call (its agent_step…).
    context_data: r.contextData as PromptLog['context_data'],
    log_entity_type: r.logEntityType,
    log_entity_id: r.logEntityId,
  }));
}
