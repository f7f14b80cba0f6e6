import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';

/** GET ttsLab/{id}/generate (spec 4 §7 TTS lab), as the product's POST. */
let t: LoggedInServer;

beforeAll(async () => {
  t = await loggedInServer();
});
afterAll(() => t.close());

describe('TTS lab as the spec calls it', () => {
  it('GET ttsLab/{id}/generate queues the generation and answers the task and the entry', async () => {
    const [entry] = (await t.call('GET', '/api/ttsLab', { cookie: t.admin })).body;
    const res = await t.call('GET', `/api/ttsLab/${entry.id}/generate`, { cookie: t.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ taskId: expect.any(Number), record: { id: entry.id, status: 'queued' } });
    expect((await t.call('GET', '/api/ttsLab/2147000001/generate', { cookie: t.admin })).status).toBe(404);
  });
});
