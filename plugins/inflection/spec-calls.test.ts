import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { INFLECTION } from './public';

/** GET inflect-tables (spec 2 §7 Inflection), beside inflect-tables/courses/{course}. */
let t: LoggedInServer;
let user: string; // Word-Class Inflection on course 1

beforeAll(async () => {
  t = await loggedInServer();
  user = await t.signIn('spec-inflection@example.com', [[1, INFLECTION]]);
});
afterAll(() => t.close());

describe('inflect tables as the spec calls them', () => {
  it("answers the course's tables with ?course=, none without, and refuses a user without the module", async () => {
    const tables = await t.call('GET', '/api/inflect-tables?course=1', { cookie: user });
    expect(tables.status).toBe(200);
    expect(tables.body.length).toBeGreaterThan(0);
    expect(tables.body).toEqual((await t.call('GET', '/api/inflect-tables/courses/1', { cookie: user })).body);
    expect((await t.call('GET', '/api/inflect-tables', { cookie: user })).body).toEqual([]);
    expect((await t.call('GET', '/api/inflect-tables?course=2', { cookie: user })).status).toBe(403);
    expect((await t.call('GET', '/api/inflect-tables', { cookie: await t.signIn('spec-no-inflection@example.com', []) })).status).toBe(403);
  });
});
