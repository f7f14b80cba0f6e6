import type { AgentDef } from '../../../sdk/server/agents';
import type { Db } from '../db/open';
import type { TranslationMemory } from '../../../sdk/server/memory';

/** One provider call: what was sent, what came back, and what it cost. */
export interface ProviderReply {
  model: string;
  /** The prompt as sent (the rendered template). */
  promptText: string;
  /** The raw answer text. */
  responseText: string;
  /** The answer parsed (not yet validated against the agent's schema). */
  parsed: unknown;
  temperature?: number;
  maxTokens?: number;
  inputTokens: number;
  outputTokens: number;
  priceUsd: number;
}

/** Thrown by a provider: the error message, and whether it was a time-out (prompt log status). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly timeout = false,
    readonly partial?: Partial<ProviderReply>,
  ) {
    super(message);
  }
}

export interface AgentProvider {
  readonly name: string;
  call(def: AgentDef, input: unknown): Promise<ProviderReply>;
}

/** `local`: offline and deterministic: the agent type's own rules, the translation memory and the data given. */
export function localProvider(ctx: { db: Db; memory: TranslationMemory }): AgentProvider {
  return {
    name: 'local',
    async call(def, input) {
      const promptText = def.prompt(input);
      const { answer, confidence, reasoning } = await def.local(input, ctx);
      const parsed = { ...(answer as object), confidence, reasoning };
      return { model: 'local-rules', promptText, responseText: JSON.stringify(parsed), parsed, inputTokens: 0, outputTokens: 0, priceUsd: 0, temperature: 0 };
    },
  };
}

export interface OpenAiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** USD per million tokens (OPENAI_PRICE_INPUT, OPENAI_PRICE_OUTPUT). */
  priceInput: number;
  priceOutput: number;
  timeoutMs: number;
}

export function openAiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OpenAiConfig {
  return {
    baseUrl: (env.OPENAI_BASE_URL || 'https://api.openai.com/v1').replace(/\/$/, ''),
    apiKey: env.OPENAI_API_KEY ?? '',
    model: env.OPENAI_MODEL || 'gpt-4o-mini',
    priceInput: Number(env.OPENAI_PRICE_INPUT ?? 0.15),
    priceOutput: Number(env.OPENAI_PRICE_OUTPUT ?? 0.6),
    timeoutMs: Number(env.OPENAI_TIMEOUT_MS ?? 60_000),
  };
}

const DEFAULT_SYSTEM =
  'You are a careful reviewer of language-course content. Answer with one JSON object only, ' +
  'with the fields asked for, a "confidence" between 0 and 1 and a one-paragraph "reasoning".';

/** `openai`: any OpenAI-compatible chat completions endpoint. */
export function openAiProvider(cfg: OpenAiConfig): AgentProvider {
  return {
    name: 'openai',
    async call(def, input) {
      const promptText = def.prompt(input);
      const temperature = def.temperature ?? 0;
      const maxTokens = def.maxTokens ?? 1000;
      const base = { model: cfg.model, promptText, temperature, maxTokens };
      let res: Response;
      try {
        res = await fetch(`${cfg.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.apiKey}` },
          body: JSON.stringify({
            model: cfg.model,
            temperature,
            max_tokens: maxTokens,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: def.system ?? DEFAULT_SYSTEM },
              { role: 'user', content: promptText },
            ],
          }),
          signal: AbortSignal.timeout(cfg.timeoutMs),
        });
      } catch (e) {
        const err = e as Error;
        const timeout = err.name === 'TimeoutError' || err.name === 'AbortError';
        throw new ProviderError(timeout ? `No answer within ${cfg.timeoutMs} ms` : `Request failed: ${err.message}`, timeout, base);
      }
      const text = await res.text();
      if (!res.ok) throw new ProviderError(`HTTP ${res.status}: ${text.slice(0, 500)}`, false, { ...base, responseText: text });
      let body: { model?: string; choices?: { message?: { content?: string } }[]; usage?: { prompt_tokens?: number; completion_tokens?: number } };
      try {
        body = JSON.parse(text);
      } catch {
        throw new ProviderError('The answer is not JSON', false, { ...base, responseText: text });
      }
      const inputTokens = body.usage?.prompt_tokens ?? 0;
      const outputTokens = body.usage?.completion_tokens ?? 0;
      const priceUsd = (inputTokens * cfg.priceInput + outputTokens * cfg.priceOutput) / 1_000_000;
      const content = body.choices?.[0]?.message?.content ?? '';
      const reply = { ...base, model: body.model ?? cfg.model, responseText: content, inputTokens, outputTokens, priceUsd };
      let parsed: unknown;
      try {
        parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
      } catch {
        throw new ProviderError('The model did not answer with a JSON object', false, reply);
      }
      return { ...reply, parsed };
    },
  };
}
