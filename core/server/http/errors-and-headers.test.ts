import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { writeTempPlugins } from '../testing/temp-plugins';

/** A plugin whose routes fail as a buggy handler or a racing insert would. */
const FAILING_PLUGIN = {
  'failing/plugin.ts': `import { definePlugin } from '../../sdk/shared';
export default definePlugin({ name: 'failing', modules: [{ id: 9301, key: 'failing', title: 'Failing', scope: 'global', icon: 'IconApps' }] });
`,
  'failing/server/index.ts': `import { z } from 'zod';
import { defineServerPlugin, route, translationTexts, users } from '../../../sdk/server';
export default defineServerPlugin({
  routes: [
    route({ method: 'GET', url: 'failing/bug', access: { module: 9301 }, handler: async () => {
      throw Object.assign(new Error('Failed query: select password_hash from users where id = $1\\nparams: 1'), { stack: 'Error\\n    at handler (/srv/x.ts:1:1)' });
    } }),
    route({ method: 'POST', url: 'failing/duplicate-user', access: { module: 9301 }, handler: async ({ db }) => {
      await db.insert(users).values({ name: 'admin@example.com', passwordHash: '$argon2id$v=19$secret' });
    } }),
    route({ method: 'GET', url: 'failing/wrong-answer', access: { module: 9301 }, answer: z.object({ id: z.number() }), handler: async () => ({ id: 'one' }) }),
    route({ method: 'GET', url: 'failing/right-answer', access: { module: 9301 }, answer: z.object({ id: z.number() }), handler: async () => ({ id: 1 }) }),
    route({ method: 'POST', url: 'failing/gone-reference', access: { module: 9301 }, handler: async ({ db }) => {
      await db.insert(translationTexts).values({ translationId: 2000000000, dialectId: 1, text: 'x' });
    } }),
  ],
});
`,
};

const tmp = writeTempPlugins(FAILING_PLUGIN);
let t: LoggedInServer;
let cookie: string;
beforeAll(async () => {
  t = await loggedInServer({ extraPluginDirs: [tmp.pluginsDir] });
  cookie = t.admin;
});
afterAll(async () => {
  await t?.close();
  tmp.remove();
});

describe('error answers', () => {
  it('a failing handler answers 500 with a request id and nothing of the failure', async () => {
    const res = await t.server.app.inject({ method: 'GET', url: '/api/failing/bug', headers: { cookie } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ error: `Internal server error (request ${body.requestId})`, requestId: expect.stringMatching(/^[0-9a-f]{12}$/) });
  });

  it("in tests, an answer its contract's schema refuses fails the request (the schema is what the OpenAPI document shows)", async () => {
    const wrong = await t.server.app.inject({ method: 'GET', url: '/api/failing/wrong-answer', headers: { cookie } });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.body).not.toContain('one');
    const right = await t.server.app.inject({ method: 'GET', url: '/api/failing/right-answer', headers: { cookie } });
    expect(right.json()).toEqual({ id: 1 });
  });

  it('a unique value taken answers 409 naming the field, without the value, the SQL or the hash', async () => {
    const res = await t.call('POST', '/api/failing/duplicate-user', { cookie, body: {} });
    expect(res).toEqual({ status: 409, body: { error: expect.any(String), fields: { name: 'Already in use' } } });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|insert|admin@example\.com/i);
  });

  it('a reference to a record removed meanwhile answers 409 naming the field, without the value or the SQL', async () => {
    const res = await t.call('POST', '/api/failing/gone-reference', { cookie, body: {} });
    expect(res).toEqual({
      status: 409,
      body: { error: 'This refers to a record that no longer exists. Reload and try again.', fields: { translationId: 'No longer exists' } },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/2000000000|insert|translation_texts/i);
  });
});

describe('security headers', () => {
  it('every answer carries a CSP, no framing, nosniff', async () => {
    for (const url of ['/api/permissions-tree', '/api/nowhere', '/']) {
      const res = await t.server.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('the API documentation needs a session', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    const res = await t.server.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/login']).toBeDefined();
  });
});
