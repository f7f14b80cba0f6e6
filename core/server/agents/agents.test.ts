import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAgent } from '../../../sdk/server/agents';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { AgentService } from './agent-service';
import { localProvider, openAiProvider } from './providers';

/** A queue some plugin defines; with taskConcurrency 0 nothing runs it. */
const ANY_TASK = 'agent-qa.item';

const echo = defineAgent<{ text: string }, { verdict: 'pass' | 'fail'; confidence: number; reasoning: string }>({
  type: 'echo_check',
  label: 'Echo check',
  description: 'Passes texts that are not empty',
  prompt: (i) => `Check this text: "${i.text}". Answer {"verdict": "pass"|"fail", "confidence", "reasoning"}.`,
  answer: z.object({ verdict: z.enum(['pass', 'fail']), confidence: z.number().min(0).max(1), reasoning: z.string().min(1) }),
  local: async (i) => ({
    answer: { verdict: i.text.trim() ? 'pass' : 'fail', confidence: 1, reasoning: '' },
    confidence: i.text.trim() ? 0.9 : 0.95,
    reasoning: `The text is ${i.text.trim() ? 'not empty' : 'empty'}, so the rule for empty texts decided.`,
  }),
});

/** A fake OpenAI-compatible server on loopback: answers what `next` says and records the requests. */
function fakeOpenAi() {
  const requests: any[] = [];
  let next: { status?: number; content: string; delayMs?: number } = { content: '{}' };
  const server: HttpServer = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      const send = () => {
        res.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            model: 'fake-model-1',
            choices: [{ index: 0, message: { role: 'assistant', content: next.content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
          }),
        );
      };
      if (next.delayMs) setTimeout(send, next.delayMs);
      else send();
    });
  });
  return {
    requests,
    set: (n: typeof next) => {
      next = n;
    },
    start: () => new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('agents and the prompt log', () => {
  let t: LoggedInServer;
  let cookie: string;
  const fake = fakeOpenAi();
  let baseUrl: string;

  beforeAll(async () => {
    t = await loggedInServer({ taskConcurrency: 0 });
    // 'test' entities: id 1-99 belong to Glossaries (10) of course 1, the others to course 2.
    t.server.registry.entityOwner.set('test', async (_db, id) => (id > 0 ? { module: 10, courseId: id < 100 ? 1 : 2 } : null));
    cookie = t.admin;
    baseUrl = await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
    await t?.close();
  });

  const logOf = async (id: number) => (await t.call('GET', `/api/agent-prompt-log/by-entity?entity_type=test&entity_id=${id}`, { cookie })).body;

  it('the local provider decides offline, says how, and logs the call', async () => {
    const agents = new AgentService(t.server.database.db, localProvider({ db: t.server.database.db, memory: t.server.memory }));
    const r = await agents.run(echo, { text: 'Hola' }, { entity: { type: 'test', id: 1 }, step: 'check' });
    expect(r.answer.verdict).toBe('pass');
    expect(r.confidence).toBe(0.9);
    expect(r.reasoning).toMatch(/not empty/);
    const [log] = await logOf(1);
    expect(log).toMatchObject({ agent_type: 'echo_check', model: 'local-rules', status: 'success', price: 0, log_entity_type: 'test', log_entity_id: 1 });
    expect(log.context_data.agent_step).toBe('check');
    expect(log.prompt_text).toContain('Hola');
    expect(JSON.parse(log.response_text).verdict).toBe('pass');
  });

  it('concurrent calls share one log insert, and each answers the id of its own row', async () => {
    const agents = new AgentService(t.server.database.db, localProvider({ db: t.server.database.db, memory: t.server.memory }));
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => agents.run(echo, { text: i === 3 ? ' ' : `text ${i}` }, { entity: { type: 'test', id: 10 + i } })),
    );
    expect(new Set(results.map((r) => r.logId)).size).toBe(5);
    for (const [i, r] of results.entries()) {
      const logs = await logOf(10 + i);
      expect(logs).toHaveLength(1);
      expect(logs[0].id).toBe(r.logId);
      expect(logs[0].prompt_text).toContain(i === 3 ? '" "' : `text ${i}`);
      expect(JSON.parse(logs[0].response_text).verdict).toBe(i === 3 ? 'fail' : 'pass');
    }
  });

  it('the openai provider sends the prompt template, validates the answer and logs tokens and price', async () => {
    const agents = new AgentService(
      t.server.database.db,
      openAiProvider({ baseUrl, apiKey: 'sk-test', model: 'fake-model', priceInput: 1, priceOutput: 2, timeoutMs: 2000 }),
    );
    fake.set({ content: JSON.stringify({ verdict: 'fail', confidence: 0.7, reasoning: 'Too short.' }) });
    const r = await agents.run(echo, { text: 'x' }, { entity: { type: 'test', id: 2 }, step: 'check' });
    expect(r).toMatchObject({ answer: { verdict: 'fail' }, confidence: 0.7, reasoning: 'Too short.', model: 'fake-model-1' });
    const req = fake.requests.at(-1);
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.auth).toBe('Bearer sk-test');
    expect(req.body.model).toBe('fake-model');
    expect(req.body.messages.at(-1).content).toContain('Check this text: "x"');

    // An answer that breaks the schema is a failed attempt, logged as an error.
    fake.set({ content: JSON.stringify({ verdict: 'maybe', confidence: 3 }) });
    await expect(agents.run(echo, { text: 'y' }, { entity: { type: 'test', id: 2 }, step: 'check' })).rejects.toThrow(/Invalid answer/);
    // Not JSON at all.
    fake.set({ content: 'I think it passes.' });
    await expect(agents.run(echo, { text: 'z' }, { entity: { type: 'test', id: 2 } })).rejects.toThrow(/JSON/);
    // HTTP error.
    fake.set({ status: 500, content: '' });
    await expect(agents.run(echo, { text: 'z' }, { entity: { type: 'test', id: 2 } })).rejects.toThrow(/HTTP 500/);

    const logs = await logOf(2);
    expect(logs.map((l: any) => l.status)).toEqual(['success', 'error', 'error', 'error']);
    expect(logs[0]).toMatchObject({ model: 'fake-model-1', input_tokens: 100, output_tokens: 20, tokens_used: 120, temperature: 0, max_tokens: 1000 });
    expect(logs[0].price).toBeCloseTo((100 * 1 + 20 * 2) / 1e6, 12);
    expect(logs[1].error_message).toMatch(/verdict/);
    expect(logs[1].response_text).toContain('maybe');
  });

  it('a call that takes too long is logged as a time-out', async () => {
    const agents = new AgentService(t.server.database.db, openAiProvider({ baseUrl, apiKey: 'k', model: 'm', priceInput: 0, priceOutput: 0, timeoutMs: 50 }));
    fake.set({ content: '{}', delayMs: 500 });
    await expect(agents.run(echo, { text: 'slow' }, { entity: { type: 'test', id: 3 } })).rejects.toThrow(/No answer/);
    const [log] = await logOf(3);
    expect(log.status).toBe('timeout');
  });

  it('serves the async task routes', async () => {
    expect((await t.call('GET', '/api/async-tasks/999999', { cookie })).status).toBe(404);
    expect((await t.call('PUT', '/api/async-tasks/999999/increase-priority', { cookie })).status).toBe(404);
    expect((await t.call('GET', '/api/async-tasks/1')).status).toBe(401);
    expect((await t.call('GET', '/api/agent-prompt-log/by-entity?entity_type=test', { cookie })).status).toBe(400);
  });

  it('shows a prompt log and a task only to users of the module and course owning the entity', async () => {
    const user = await t.signIn('glossarist@example.com', [[1, 10]]);
    await t.server.agents.run(echo, { text: 'mine' }, { entity: { type: 'test', id: 50 } });
    await t.server.agents.run(echo, { text: 'theirs' }, { entity: { type: 'test', id: 150 } });
    const log = (id: number, type = 'test') => t.call('GET', `/api/agent-prompt-log/by-entity?entity_type=${type}&entity_id=${id}`, { cookie: user });
    expect((await log(50)).status).toBe(200);
    expect((await log(50)).body).toHaveLength(1);
    expect((await log(150)).status).toBe(403);
    expect((await log(0)).status).toBe(404);
    expect((await log(1, 'nobody_owns_this')).status).toBe(404);

    const [own, other, bare] = await Promise.all([
      t.server.tasks.enqueue(ANY_TASK, {}, { entity: { type: 'test', id: 60 } }),
      t.server.tasks.enqueue(ANY_TASK, {}, { entity: { type: 'test', id: 160 } }),
      t.server.tasks.enqueue(ANY_TASK, {}),
    ]);
    expect((await t.call('GET', `/api/async-tasks/${own}`, { cookie: user })).status).toBe(200);
    expect((await t.call('PUT', `/api/async-tasks/${own}/increase-priority`, { cookie: user })).status).toBe(200);
    for (const id of [other, bare]) {
      expect((await t.call('GET', `/api/async-tasks/${id}`, { cookie: user })).status).toBe(403);
      expect((await t.call('PUT', `/api/async-tasks/${id}/increase-priority`, { cookie: user })).status).toBe(403);
    }
    expect((await t.call('GET', `/api/async-tasks/${bare}`, { cookie })).status).toBe(200);
  });
});
