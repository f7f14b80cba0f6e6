import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { CONCEPT_LINKER } from './public';

/** The checker's calls at the spec's paths (spec 2 §7 Concepts checker: under concepts-linker/), beside the product's. */
let t: LoggedInServer;
let user: string; // Concept Linker on course 1

beforeAll(async () => {
  t = await loggedInServer();
  user = await t.signIn('spec-checker@example.com', [[1, CONCEPT_LINKER]]);
});
afterAll(() => t.close());

describe('the concept checker as the spec calls it', () => {
  it('answers the ids of a ref in a lesson range, and their conceptLinkerDone, as the product paths do', async () => {
    const [ref] = (await t.call('GET', '/api/concepts-linker/checker-refs', { cookie: user })).body;
    const [target] = (await t.call('GET', '/api/courses/1/dialects-target', { cookie: user })).body;
    const tail = `refs/${ref.ref}/target-dialects/${target.dialectId ?? target.id}`;
    const ids = await t.call('GET', `/api/concepts-linker/groups/1/${tail}/checker-ref-elements?startLesson=1&endLesson=1000`, { cookie: user });
    expect(ids.status).toBe(200);
    expect(ids.body).toEqual((await t.call('GET', `/api/groups/1/${tail}/checker-ref-elements?startLesson=1&endLesson=1000`, { cookie: user })).body);
    expect(ids.body.length).toBeGreaterThan(0);
    const some = ids.body.slice(0, 3).join(',');
    const check = await t.call('GET', `/api/concepts-linker/groups/1/${tail}/checker-ref-elements-check?ids=${some}`, { cookie: user });
    expect(check.status).toBe(200);
    expect(check.body).toEqual((await t.call('GET', `/api/groups/1/${tail}/checker-ref-elements-check?ids=${some}`, { cookie: user })).body);
    expect(check.body[0]).toEqual({ id: ids.body[0], conceptLinkerDone: expect.any(Boolean) });
    expect((await t.call('GET', `/api/concepts-linker/groups/2/${tail}/checker-ref-elements`, { cookie: user })).status).toBe(403);
  });
});
