import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { judgeProposal } from './server/proposer-qa';

let t: LoggedInServer;
beforeAll(async () => {
  t = await loggedInServer();
});
afterAll(() => t.close());

async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Agent QA of the translation proposer', () => {
  // ES-EN into en-US, and ES-FR into fr-FR (where 'Hola' was once proposed as 'bonjour' for 'Salut').
  it.each([
    [1, 3],
    [2, 5],
  ])("is offered, tests course %i's validated texts into dialect %i and judges them: no unrelated proposal passes the floor", async (courseId, dialectId) => {
    const cookie = t.admin;
    const types = (await t.call('GET', '/api/agent-qa/types', { cookie })).body.agent_types as { value: string; label: string }[];
    expect(types).toContainEqual(expect.objectContaining({ value: 'translation-proposer', label: 'Translation proposer' }));
    const created = await t.call('POST', '/api/agent-qa', {
      cookie,
      body: { name: 'Proposer QA', agent_type: 'translation-proposer', dialect_id: dialectId, courses: [courseId] },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const job = await until(async () => {
      const j = (await t.call('GET', `/api/agent-qa/${id}`, { cookie })).body;
      return j.status === 'completed' ? j : undefined;
    });
    expect(job.total).toBeGreaterThanOrEqual(20);
    const items = (await t.call('GET', `/api/agent-qa/${id}/items`, { cookie })).body as {
      test_result: string;
      actual_result: { translation: string; confidence: number; reasoning: string };
      expected_result: string;
      item_info: { us_translation: string; target_translation: string };
      navigation_data: { ref: number; courseId: number };
    }[];
    const verdicts = items.map((i) => judgeProposal(i.actual_result, i.expected_result));
    // Each case is a validated text: its translation in the QA's dialect expected, its es-ES text asked, module 36's own records left out.
    for (const i of items) {
      expect(i.item_info.target_translation).not.toBe('');
      expect(i.navigation_data).toMatchObject({ courseId });
      expect(i.navigation_data.ref).not.toBe(36);
    }
    expect(verdicts.filter((v) => v === 'unrelated')).toEqual([]);
    expect(items.filter((i, n) => (i.test_result === 'pass') !== ['none', 'accepted'].includes(verdicts[n]))).toEqual([]);
    expect(verdicts.filter((v) => v === 'accepted').length).toBeGreaterThan(0);
  });
});
