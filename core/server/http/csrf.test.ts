import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, TEST_ADMIN, type LoggedInServer } from '../../../tests/support/server';

let t: LoggedInServer;
let cookie: string;
beforeAll(async () => {
  t = await loggedInServer();
  cookie = t.admin;
});
afterAll(async () => {
  await t?.close();
});

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

async function post(url: string, headers: Record<string, string>, body?: unknown) {
  const res = await t.server.app.inject({
    method: 'POST',
    url,
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

  it.each(['http://evil.example', 'http://localhost:5173', 'https://localhost:80', 'http://localhost:80.evil.example', 'null'])(
    'Origin %s is refused with 403',
    async (origin) => {
      for (const url of ['/api/login', '/api/logout']) {
        const res = await post(url, { ...XHR, origin, cookie }, url === '/api/login' ? TEST_ADMIN : undefined);
        expect(res.status, url).toBe(403);
        expect(res.body).toEqual({ error: 'Cross-origin request refused' });
      }
      expect((await t.call('GET', '/api/permissions-tree', { cookie })).status).toBe(200);
    },
  );

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

/** PUT and DELETE on a real protected route: a note on a glossary entry (close it, then delete it). */
describe('PUT and DELETE need the custom header and the same origin too', () => {
  const GLOSSARIES = 10;
  let notesPath: string;
  let noteId: number;

  async function write(method: 'PUT' | 'DELETE', headers: Record<string, string>, body?: unknown) {
    const res = await t.server.app.inject({
      method,
      url: `/api/note/${noteId}`,
      headers: { cookie, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  }
  const noteStatuses = async () => ((await t.call('GET', notesPath, { cookie })).body as { id: number; status: string }[]).map((n) => `${n.id}:${n.status}`);

  beforeAll(async () => {
    const entry = await t.call('POST', '/api/courses/1/glossaries', { cookie, body: { title: 'csrf-probe' } });
    expect(entry.status).toBe(200);
    notesPath = `/api/ref/${GLOSSARIES}/refId/${entry.body.data.id}/notes`;
    const note = await t.call('POST', notesPath, { cookie, body: { note: 'Close me only from the app' } });
    expect(note.status).toBe(200);
    noteId = note.body.data.id;
  });

  it('PUT without X-Requested-With, or from a foreign Origin, is refused with 403 and changes nothing', async () => {
    const close = { status: 'CLOSED' };
    const bare = await write('PUT', {}, close);
    expect(bare.status).toBe(403);
    expect(bare.body).toEqual({ error: expect.stringMatching(/X-Requested-With/) });
    const foreign = await write('PUT', { ...XHR, origin: 'http://evil.example' }, close);
    expect(foreign).toEqual({ status: 403, body: { error: 'Cross-origin request refused' } });
    expect(await noteStatuses()).toEqual([`${noteId}:OPENED`]);

    const own = await write('PUT', { ...XHR, origin: 'http://localhost:80' }, close);
    expect(own.status).toBe(200);
    expect(await noteStatuses()).toEqual([`${noteId}:CLOSED`]);
  });

  it('DELETE without X-Requested-With, or from a foreign Origin, is refused with 403 and deletes nothing', async () => {
    const bare = await write('DELETE', {});
    expect(bare.status).toBe(403);
    expect(bare.body).toEqual({ error: expect.stringMatching(/X-Requested-With/) });
    const foreign = await write('DELETE', { ...XHR, origin: 'http://evil.example' });
    expect(foreign).toEqual({ status: 403, body: { error: 'Cross-origin request refused' } });
    expect(await noteStatuses()).toEqual([`${noteId}:CLOSED`]);

    expect((await write('DELETE', { ...XHR, origin: 'http://localhost:80' })).status).toBe(200);
    expect(await noteStatuses()).toEqual([]);
  });
});

/** The router decodes the path before matching it: '/%61pi/logout' is the route /api/logout. */
describe('the rule holds for the path as routed, whatever its spelling', () => {
  const spellings = ['/%61pi/logout', '/api/%6Cogout', '/%61%70%69/%6c%6f%67%6f%75%74', '/api/logout?x=/'];

  it.each(spellings)('POST %s with a foreign Origin and no X-Requested-With is refused like /api/logout; the session lives', async (url) => {
    const own = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
    const res = await post(url, { origin: 'http://evil.example', cookie: own });
    expect(res).toEqual({ status: 403, body: { error: 'Writes need the header X-Requested-With: XMLHttpRequest' }, setCookie: undefined });
    expect((await t.call('GET', '/api/permissions-tree', { cookie: own })).status).toBe(200);
  });

  it('with the header from a foreign Origin, POST /%61pi/login is refused and starts no session', async () => {
    const res = await post('/%61pi/login', { ...XHR, origin: 'http://evil.example' }, TEST_ADMIN);
    expect(res).toEqual({ status: 403, body: { error: 'Cross-origin request refused' }, setCookie: undefined });
  });

  it('a request through an encoded path is the route it names: its session is read as on /api/', async () => {
    expect((await t.call('GET', '/%61pi/permissions-tree', { cookie })).status).toBe(200);
    const own = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
    expect((await post('/%61pi/logout', { ...XHR, cookie: own })).status).toBe(200);
    expect((await t.call('GET', '/api/permissions-tree', { cookie: own })).status).toBe(401);
  });

  it('a write to a path that is no route needs the header too (no path is outside the rule)', async () => {
    expect((await post('/%2e%2e/api/logout', { cookie })).status).toBe(403);
    expect((await post('/anything', { cookie })).status).toBe(403);
    expect((await post('/anything', XHR)).status).toBe(404);
  });
});

describe('reads', () => {
  it('GETs need no custom header, whatever the Origin', async () => {
    for (const origin of [undefined, 'http://evil.example']) {
      const res = await t.server.app.inject({
        method: 'GET',
        url: '/api/permissions-tree',
        headers: { cookie, ...(origin ? { origin } : {}) },
      });
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
  });
});
