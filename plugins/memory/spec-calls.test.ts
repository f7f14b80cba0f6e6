import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';

/** Memory's calls as spec 4 §7 spells them: the translator job's row, and pattern consistency as a GET. */
let t: LoggedInServer;

beforeAll(async () => {
  t = await loggedInServer();
});
afterAll(() => t.close());

describe('memory as the spec calls it', () => {
  it('GET memory-phrasebook-translator/row/{id} answers the job as its list row', async () => {
    const [job] = (await t.call('GET', '/api/memory-phrasebook-translator', { cookie: t.admin })).body;
    const res = await t.call('GET', `/api/memory-phrasebook-translator/row/${job.id}`, { cookie: t.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(job);
    expect((await t.call('GET', '/api/memory-phrasebook-translator/row/2147000001', { cookie: t.admin })).status).toBe(404);
  });

  it('GET memory/patterns/consistency queues the report of its configuration, then answers its groups', async () => {
    const url = `/api/memory/patterns/consistency?dialect=2&courses=1&refs=${MODULE.klines}`;
    const first = await t.call('GET', url, { cookie: t.admin });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([]);
    const post = await t.call('POST', '/api/memory/patterns/consistency', {
      cookie: t.admin,
      body: { filtering: { courses: [{ course_id: 1 }] }, dialect: 2, refs: [MODULE.klines] },
    });
    let expected: unknown[] = [];
    for (let i = 0; i < 100; i++) {
      const run = (await t.call('GET', `/api/memory/patterns/runs/${post.body.data.id}`, { cookie: t.admin })).body;
      if (run.status === 'done') {
        expected = run.result;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // the GET's own report (queued by the first call) ends with the same groups
    let groups: unknown[] = [];
    for (let i = 0; i < 100; i++) {
      groups = (await t.call('GET', url, { cookie: t.admin })).body;
      if (JSON.stringify(groups) === JSON.stringify(expected)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(groups).toEqual(expected);
    expect((await t.call('GET', '/api/memory/patterns/consistency?dialect=3&courses=&refs=', { cookie: t.admin })).body.fields).toMatchObject({
      courses: expect.any(String),
      refs: expect.any(String),
    });
  });
});
