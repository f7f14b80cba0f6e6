import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { readSpecCalls } from '../../../tests/support/spec-calls';
import { resourceRows } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';

/**
 * The spec's calls as its client makes them: a blank record (`…/new`) asked without ?course=, and
 * the writes it sends with an empty body (keep, bulk-keep, retry-failed, process…), with or without
 * a JSON content type.
 */
const calls = readSpecCalls(fileURLToPath(new URL('../../../docs/spec', import.meta.url))).calls;
let t: LoggedInServer;

beforeAll(async () => {
  t = await loggedInServer();
});
afterAll(() => t.close());

describe('calls the spec makes without a course or a body', () => {
  it('every blank record of the spec (GET …/new without parameters) answers without ?course=', async () => {
    const blanks = [...new Set(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/new') && !c.path.includes('{')).map((c) => c.path))];
    expect(blanks).toEqual(expect.arrayContaining(['glossaries/new', 'compound-types/new']));
    const failing: string[] = [];
    for (const path of blanks) {
      const res = await t.call('GET', `/api/${path}`, { cookie: t.admin });
      if (res.status !== 200 || (!Array.isArray(res.body) && res.body.id !== -1))
        failing.push(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(failing).toEqual([]);
    expect((await t.call('GET', '/api/glossaries/new', { cookie: await t.signIn('no-glossaries@example.com', []) })).status).toBe(403);
  });

  it('the writes the spec sends with an empty body accept none, with or without a JSON content type', async () => {
    const [voc] = await resourceRows(t.server.database.db, MODULE.vocsCourse, 1);
    const created = await t.call('POST', '/api/concept-linker-validator', {
      cookie: t.admin,
      body: { name: 'Bodiless', courseId: 1, item_ref: MODULE.vocsCourse, item_ref_id: voc.id, alternative_items: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const job = created.body.data.id;
    // an unknown item or job: 404, past the body (which an empty JSON body used to fail with 400 'Body cannot be empty')
    const urls: [string, number][] = [
      [`concept-linker-validator/${job}/bulk-keep`, 200],
      [`concept-linker-validator/${job}/process-mock-mode2`, 200],
      ['concept-linker-validator/items/2147000001/keep', 404],
      ['agent-qa/2147000001/retry-failed', 404],
    ];
    for (const [url, status] of urls) {
      for (const headers of [{ 'content-type': 'application/json' }, {}]) {
        const res = await t.server.app.inject({
          method: 'POST',
          url: `/api/${url}`,
          headers: { cookie: t.admin, 'x-requested-with': 'XMLHttpRequest', ...headers },
        });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}: ${res.body}`).toBe(status);
      }
    }
  });
});
