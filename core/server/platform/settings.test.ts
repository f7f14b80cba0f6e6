import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, MODULE } from '../../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';

let t: LoggedInServer;
let ana: string;
let ben: string;
beforeAll(async () => {
  t = await loggedInServer();
  ana = await t.signIn('ana@example.com', [[0, MODULE.memory]]);
  ben = await t.signIn('ben@example.com');
});
afterAll(() => t.close());

const LAYOUT = { root: { type: 'row', content: [{ type: 'component', componentType: 'module', componentState: { courseId: 1, moduleId: 2 } }] } };

describe('GET and PUT me/settings', () => {
  it("answers the defaults until saved, then the user's own document, one field per change", async () => {
    expect(await t.call('GET', '/api/me/settings', { cookie: ana })).toEqual({ status: 200, body: DEFAULT_USER_SETTINGS });
    const put = await t.call('PUT', '/api/me/settings', { cookie: ana, body: { theme: 'dark', layout: LAYOUT } });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ ...DEFAULT_USER_SETTINGS, theme: 'dark', layout: LAYOUT });
    await t.call('PUT', '/api/me/settings', {
      cookie: ana,
      body: { favourites: ['open:1:2'], keyBindings: { 'core:close-tab': 'alt+shift+Q' }, language: 'fr' },
    });
    expect((await t.call('GET', '/api/me/settings', { cookie: ana })).body).toEqual({
      ...DEFAULT_USER_SETTINGS,
      theme: 'dark',
      layout: LAYOUT,
      favourites: ['open:1:2'],
      keyBindings: { 'core:close-tab': 'alt+shift+Q' },
      language: 'fr',
    });
  });

  it("another user's settings are not reachable: each reads and writes only their own", async () => {
    await t.call('PUT', '/api/me/settings', { cookie: ana, body: { theme: 'dark' } });
    expect((await t.call('GET', '/api/me/settings', { cookie: ben })).body).toEqual(DEFAULT_USER_SETTINGS);
    await t.call('PUT', '/api/me/settings', { cookie: ben, body: { theme: 'auto' } });
    expect((await t.call('GET', '/api/me/settings', { cookie: ana })).body.theme).toBe('dark');
    expect((await t.call('GET', '/api/me/settings')).status).toBe(401);
    expect((await t.call('GET', '/api/me/settings', { cookie: 'cm_session=forged' })).status).toBe(401);
  });

  it('bad input is a 400 naming each failing field, and nothing is written', async () => {
    const before = (await t.call('GET', '/api/me/settings', { cookie: ana })).body;
    const res = await t.call('PUT', '/api/me/settings', {
      cookie: ana,
      body: { theme: 'purple', language: 'de', keyBindings: { 'core:close-tab': 'alt+ +' }, favourites: 'open:1:2', userId: 2 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['theme', 'language', 'keyBindings.core:close-tab', 'favourites']));
    expect((await t.call('GET', '/api/me/settings', { cookie: ana })).body).toEqual(before);
  });
});

describe('GET me/tasks', () => {
  it('lists the ended tasks the user queued, with the screen of what they worked on; not those of others', async () => {
    const started = await t.call('POST', '/api/memory/tmx/exports', { cookie: ana, body: { courseId: 1 } });
    expect(started.status).toBe(200);
    let mine: { id: number; status: number; ref: number | null; courseId: number | null }[] = [];
    for (let i = 0; i < 600 && !mine.length; i++) {
      mine = (await t.call('GET', '/api/me/tasks', { cookie: ana })).body;
      if (!mine.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mine).toEqual([expect.objectContaining({ queue: expect.any(String), status: 2, ref: MODULE.memory })]);
    expect((await t.call('GET', '/api/me/tasks', { cookie: ben })).body).toEqual([]);
  });
});

describe('GET me/events', () => {
  /** The user's event stream, as a browser's EventSource opens it: what it received so far. */
  async function openStream(cookie: string) {
    const { port } = t.server.app.server.address() as { port: number };
    const received: string[] = [];
    const req = request({ host: '127.0.0.1', port, path: '/api/me/events', headers: { accept: 'text/event-stream', cookie } });
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      req.on('response', (r) => {
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => received.push(chunk));
        resolve(r);
      });
      req.on('error', reject);
      req.end();
    });
    return { res, text: () => received.join(''), close: () => req.destroy() };
  }

  it('tells the user, and only them, when a task they queued ends', async () => {
    await t.server.app.listen({ port: 0, host: '127.0.0.1' });
    const [mine, others] = [await openStream(ana), await openStream(ben)];
    expect(mine.res.statusCode).toBe(200);
    expect(mine.res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect((await t.call('POST', '/api/memory/tmx/exports', { cookie: ana, body: { courseId: 1 } })).status).toBe(200);
    await expect.poll(() => mine.text(), { timeout: 60_000 }).toMatch(/event: task\ndata: \{"type":"task","taskId":\d+,"status":2\}/);
    const taskId = Number(/"taskId":(\d+)/.exec(mine.text())![1]);
    expect((await t.call('GET', '/api/me/tasks', { cookie: ana })).body.map((x: { id: number }) => x.id)).toContain(taskId);
    expect(others.text()).toBe('retry: 3000\n\n');
    mine.close();
    others.close();
  });
});
