import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { AUDIO } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Audio on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('audio@example.com', [[1, AUDIO]]);
}, 300_000);
afterAll(() => t.close());

describe('audio artists', () => {
  it('lists the demo artists of the course', async () => {
    const rows = (await t.call('GET', '/api/courses/1/audio-artists', { cookie: editor })).body;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Carmen Ruiz', 'Javier Morales', 'Lucía Fernández']);
    expect(rows[0]).toMatchObject({ gender: 'f', userKey: expect.stringMatching(/^AR-[0-9A-F]{8}$/) });
  });

  it('creates an artist with a key made by the server, which an update cannot change', async () => {
    const res = await t.call('POST', '/api/courses/1/audio-artists', { cookie: editor, body: { name: 'Pablo Ortega', gender: 'm', userKey: 'MINE' } });
    expect(res.status).toBe(200);
    const { id, record, row } = res.body.data;
    expect(record).toMatchObject({ name: 'Pablo Ortega', gender: 'm', version: 1 });
    expect(record.userKey).toMatch(/^AR-/);
    expect(row).toEqual({ id, name: 'Pablo Ortega', gender: 'm', userKey: record.userKey });
    const put = await t.call('PUT', `/api/audio-artists/${id}`, {
      cookie: editor,
      body: { name: 'Pablo Ortega Gil', gender: 'm', userKey: 'MINE', version: 1 },
    });
    expect(put.body.data.record).toMatchObject({ name: 'Pablo Ortega Gil', userKey: record.userKey, version: 2 });
    expect((await t.call('DELETE', `/api/audio-artists/${id}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/audio-artists/${id}`, { cookie: editor })).status).toBe(404);
  });

  it('refuses bad input naming the fields, an unknown id and another course', async () => {
    const bad = await t.call('POST', '/api/courses/1/audio-artists', { cookie: editor, body: { name: '', gender: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'gender']));
    expect((await t.call('GET', '/api/audio-artists/999999', { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', '/api/courses/2/audio-artists', { cookie: editor })).status).toBe(403);
    const other = (await t.call('GET', '/api/courses/2/audio-artists', { cookie: admin })).body[0].id;
    expect((await t.call('GET', `/api/audio-artists/${other}`, { cookie: editor })).status).toBe(403);
  });
});
