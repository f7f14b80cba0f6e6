import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../../sdk/server/testing';

let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer();
  cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

async function post(url: string, headers: Record<string, string>, body?: unknown) {
  const res = await t.server.app.inject({
    method: 'POST', url,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json(), setCookie: res.headers['set-cookie'] };
}

describe('writes need the custom header and the same origin', () => {
  it("Origin http://localhost:80 matches inject's default Host (localhost:80)", async () => {
    const res = await post('/api/login', { ...XHR, origin: 'http://localhost:80' }, TEST_ADMIN);
    expect(res.status).toBe(200);
  });

  it.each(['/api/login', '/api/logout'])('%s without X-Requested-With is refused with 403', async (url) => {
    const res = await post(url, { cookie }, TEST_ADMIN);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: expect.stringMatching(/X-Requested-With/) });
    expect(res.setCookie).toBeUndefined();
  });

  it('a form-like value of X-Requested-With is refused', async () => {
    expect((await post('/api/login', { 'x-requested-with': 'fetch' }, TEST_ADMIN)).status).toBe(403);
  });

  it.each([
    'http://evil.example', 'http://localhost:5173', 'https://localhost:80', 'http://localhost:80.evil.example', 'null',
  ])('Origin %s is refused with 403', async (origin) => {
    for (const url of ['/api/login', '/api/logout']) {
      const res = await post(url, { ...XHR, origin, cookie }, url === '/api/login' ? TEST_ADMIN : undefined);
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ error: 'Cross-origin request refused' });
    }
    expect((await t.call('GET', '/api/permissions-tree', { cookie })).status).toBe(200);
  });

  it('the same origin passes through to login and logout', async () => {
    const origin = 'http://localhost:80';
    const res = await post('/api/login', { ...XHR, origin, host: 'localhost:80' }, TEST_ADMIN);
    expect(res.status).toBe(200);
    const own = String(res.setCookie).split(';')[0];
    expect((await post('/api/logout', { ...XHR, origin, host: 'localhost:80', cookie: own })).status).toBe(200);
    expect((await t.call('GET', '/api/permissions-tree', { cookie: own })).status).toBe(401);
  });

  it('a write without Origin (same-origin browsers may omit it) passes with the header', async () => {
    expect((await post('/api/login', XHR, TEST_ADMIN)).status).toBe(200);
  });
});

describe('reads', () => {
  it('GETs need no custom header, whatever the Origin', async () => {
    for (const origin of [undefined, 'http://evil.example']) {
      const res = await t.server.app.inject({
        method: 'GET', url: '/api/permissions-tree', headers: { cookie, ...(origin ? { origin } : {}) },
      });
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
  });
});
