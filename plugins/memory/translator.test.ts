import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTranslation } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { PHRASEBOOK } from './plugin';
import { bucketOf, JOB_MESSAGES } from './server/translator';

const EN_US = 3;
const FR_FR = 5;
let t: LoggedInServer;
let user: string;
const db = () => t.server.database.db;
const PATH = '/api/memory-phrasebook-translator';

beforeAll(async () => {
  t = await loggedInServer();
  user = await t.signIn('tr@example.com', [[0, PHRASEBOOK]]);
  // The memory: an exact US text with its French translation.
  await writeTranslation(db(), { courseId: 1, ref: 7, refId: 990_100, field: 'text' }, [
    { dialectId: EN_US, text: 'Quokkas!', status: 2 },
    { dialectId: FR_FR, text: 'Des quokkas !', status: 2 },
  ]);
}, 300_000);
afterAll(() => t.close());

const phrase = async (text: string, isInvariable = false) =>
  (await t.call('POST', '/api/memory-phrasebook', { cookie: user, body: { phrase: text, isInvariable } })).body.data.id as number;
type Item = {
  id: number;
  status: number;
  ai_result: { decision: string; translation: string | null; reasoning: string } | null;
  item_info: { phrase: string };
};
async function processed(jobId: number): Promise<Item[]> {
  for (let i = 0; i < 200; i++) {
    const items = (await t.call('GET', `${PATH}/${jobId}/items`, { cookie: user })).body as Item[];
    if (items.length && items.every((x) => x.status !== 0)) return items;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('items not processed');
}

describe('phrasebook translator jobs', () => {
  it('buckets by word count', () => {
    expect(['hi', 'good night', 'one two three four five six seven eight nine ten', 'a b c d e f g h i j k'].map(bucketOf)).toEqual(['1', '2', '10', '10+']);
  });

  it("checks the name and dialect in the spec's order", async () => {
    expect((await t.call('POST', PATH, { cookie: user, body: { name: '  ', dialect_id: FR_FR } })).body).toMatchObject({
      error: JOB_MESSAGES.name,
      fields: { name: JOB_MESSAGES.name },
    });
    expect((await t.call('POST', PATH, { cookie: user, body: { name: 'x' } })).body).toMatchObject({ error: JOB_MESSAGES.dialect });
    expect((await t.call('POST', PATH, { cookie: user, body: { name: 'x', dialect_id: 999_999 } })).status).toBe(400);
  });

  it('takes the one-word bucket first, proposes from the memory, accepts into the phrasebook, excludes open items, bulk-accepts', async () => {
    const quokkas = await phrase('quokkas');
    const wombat = await phrase('wombatz');
    await phrase('kangaroo', true); // invariable: never translated
    const res = await t.call('POST', PATH, { cookie: user, body: { name: ' Animals ', dialect_id: FR_FR } });
    expect(res.body.data).toMatchObject({ id: expect.any(Number), items: 2 });
    const job = (await t.call('GET', `${PATH}/${res.body.data.id}`, { cookie: user })).body;
    expect(job.name).toBe('Animals (1 word)');
    const items = await processed(res.body.data.id);
    const q = items.find((i) => i.item_info.phrase === 'quokkas')!;
    const w = items.find((i) => i.item_info.phrase === 'wombatz')!;
    expect(q.ai_result, q.ai_result?.reasoning).toMatchObject({ decision: 'accept', translation: 'Des quokkas !' });
    expect(w.ai_result).toMatchObject({ decision: 'reject', translation: null });
    expect(w.ai_result!.reasoning.length).toBeGreaterThan(10);
    // Open in this job: no other job may take them (the later buckets stay locked).
    expect((await t.call('POST', PATH, { cookie: user, body: { name: 'Again', dialect_id: FR_FR } })).body).toMatchObject({ error: JOB_MESSAGES.none });
    // A rejected proposal cannot be accepted as it is.
    expect((await t.call('POST', `${PATH}/items/${w.id}/accept`, { cookie: user, body: {} })).status).toBe(400);
    const bulk = await t.call('POST', `${PATH}/${res.body.data.id}/bulk-accept`, { cookie: user, body: {} });
    expect(bulk.status).toBe(200);
    const entry = (await t.call('GET', `/api/memory-phrasebook/${quokkas}`, { cookie: user })).body;
    expect(entry.translations.find((x: { dialectId: number }) => x.dialectId === FR_FR)).toMatchObject({ text: 'Des quokkas !', status: 2 });
    const rejected = await t.call('POST', `${PATH}/items/${w.id}/reject`, { cookie: user, body: {} });
    expect(rejected.status, JSON.stringify([rejected.body, (await t.call('GET', `${PATH}/items/${w.id}`, { cookie: user })).body])).toBe(200);
    // The rejected one is done in that job, still untranslated: the next job takes it again (bucket 1 is not done).
    const next = await t.call('POST', PATH, { cookie: user, body: { name: 'Retry', dialect_id: FR_FR } });
    expect(next.body.data.items).toBe(1);
    expect((await t.call('GET', `${PATH}/${next.body.data.id}`, { cookie: user })).body.name).toBe('Retry (1 word)');
    expect((await processed(next.body.data.id))[0].item_info.phrase).toBe('wombatz');
    // The kit changes the priority only while items are pending: this job is processed.
    expect((await t.call('PUT', `${PATH}/${next.body.data.id}/change-priority`, { cookie: user, body: { priority: 2 } })).status).toBe(409);
    expect((await t.call('DELETE', `${PATH}/${next.body.data.id}`, { cookie: user })).status).toBe(200);
    expect(wombat).toBeGreaterThan(0);
  });
});
