import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';

/** GET groups/{course}/dialects/default/lessons (spec 2 §7 Shared lookups): any user of the course. */
let t: LoggedInServer;
let user: string; // one module of course 1

beforeAll(async () => {
  t = await loggedInServer();
  user = await t.signIn('spec-lessons@example.com', [[1, MODULE.sentences]]);
});
afterAll(() => t.close());

describe('the lessons lookup as the spec calls it', () => {
  it('answers the course lessons (id, position) by position, to any user of the course', async () => {
    const res = await t.call('GET', '/api/groups/1/dialects/default/lessons', { cookie: user });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toEqual({ id: expect.any(Number), position: expect.any(Number) });
    const positions = res.body.map((l: { position: number }) => l.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((await t.call('GET', '/api/groups/2/dialects/default/lessons', { cookie: user })).status).toBe(403);
  });
});
