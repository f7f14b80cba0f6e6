import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { LANGUAGES } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Languages only
let outsider: string; // granted Users and Courses, not Languages

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('languages@example.com', [[0, LANGUAGES]]);
  outsider = await t.signIn('outsider@example.com', [
    [0, 1],
    [0, 2],
  ]);
});
afterAll(() => t.close());

const create = (body: unknown, cookie = editor) => t.call('POST', '/api/languages', { cookie, body });

describe('languages', () => {
  it('creates a language and reads it back', async () => {
    const res = await create({ code: 'pt', name: ' Portuguese ', translationStyle: 'Natural, você form.', terminologyStyle: 'Brazilian terms.' });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const l = (await t.call('GET', `/api/languages/${res.body.data.id}`, { cookie: editor })).body;
    expect(l).toEqual({
      id: res.body.data.id,
      code: 'pt',
      name: 'Portuguese',
      translationStyle: 'Natural, você form.',
      terminologyStyle: 'Brazilian terms.',
      version: 1,
    });
  });

  it('serves the grid with search, one grid row and a blank language', async () => {
    const all = (await t.call('GET', '/api/languages', { cookie: editor })).body as { code: string }[];
    expect(all.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'de', 'it', 'ru', 'zh', 'pt']));
    const found = (await t.call('GET', '/api/languages?text=germ', { cookie: editor })).body;
    expect(found).toEqual([{ id: 4, code: 'de', name: 'German' }]);
    expect((await t.call('GET', '/api/languages/4/grid-row', { cookie: editor })).body).toEqual(found[0]);
    expect((await t.call('GET', '/api/languages/new', { cookie: editor })).body).toEqual({
      id: -1,
      code: '',
      name: '',
      translationStyle: '',
      terminologyStyle: '',
      version: 0,
    });
  });

  it('answers 400 naming the failing fields; a code already used (whatever its case) is refused', async () => {
    const before = (await t.call('GET', '/api/languages', { cookie: editor })).body.length;
    const bad = await create({ code: '', translationStyle: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ code: 'Required', name: 'Required', translationStyle: expect.any(String) });
    expect((await create({ code: 'p t', name: 'x' })).body.fields).toEqual({ code: 'Letters, digits, - and _ only' });
    const dup = await create({ code: 'EN', name: 'English again' });
    expect(dup).toMatchObject({ status: 400, body: { fields: { code: 'Already used' } } });
    const en = (await t.call('GET', '/api/languages/1', { cookie: editor })).body;
    expect((await t.call('PUT', '/api/languages/2', { cookie: editor, body: { ...en, version: 1 } })).body.fields).toEqual({ code: 'Already used' });
    expect((await t.call('GET', '/api/languages', { cookie: editor })).body.length).toBe(before);
  });

  it('updates with the version (its own code may stay) and refuses a stale save with 409', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ code: 'nl', name: 'Dutch' });
    const v1 = (await t.call('GET', `/api/languages/${id}`, { cookie: editor })).body;
    const saved = await t.call('PUT', `/api/languages/${id}`, { cookie: editor, body: { ...v1, name: 'Nederlands', terminologyStyle: 'Netherlands terms.' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ code: 'nl', name: 'Nederlands', terminologyStyle: 'Netherlands terms.', version: 2 });
    const stale = await t.call('PUT', `/api/languages/${id}`, { cookie: admin, body: { ...v1, name: 'overwritten' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await t.call('GET', `/api/languages/${id}`, { cookie: editor })).body.name).toBe('Nederlands');
  });

  it('answers 404 for an unknown language; deletes only a language nothing refers to', async () => {
    const unknown = 2_147_000_001;
    expect((await t.call('GET', `/api/languages/${unknown}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/languages/${unknown}/grid-row`, { cookie: editor })).status).toBe(404);
    expect((await t.call('PUT', `/api/languages/${unknown}`, { cookie: editor, body: { code: 'xx', name: 'x', version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/languages/1', { cookie: editor })).status).toBe(409);
    const {
      body: {
        data: { id },
      },
    } = await create({ code: 'sv', name: 'Swedish' });
    expect((await t.call('DELETE', `/api/languages/${id}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/languages/${id}`, { cookie: editor })).status).toBe(404);
  });

  it('refuses a user without the Languages module with 403', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/languages'],
      ['GET', '/api/languages/new'],
      ['GET', '/api/languages/1'],
      ['GET', '/api/languages/1/grid-row'],
      ['POST', '/api/languages', { code: 'xx', name: 'x' }],
      ['PUT', '/api/languages/1', { code: 'en', name: 'x', version: 1 }],
      ['DELETE', '/api/languages/1'],
    ] as const) {
      expect((await t.call(method, url, { cookie: outsider, body })).status, `${method} ${url}`).toBe(403);
    }
  });

  it('lists the admin routes in the API document', async () => {
    const doc = (await t.call('GET', '/api/docs/json', { cookie: admin })).body;
    for (const path of ['/api/users', '/api/users/{id}/permissions', '/api/courses/{id}/add-source-dialect', '/api/languages/{id}']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
