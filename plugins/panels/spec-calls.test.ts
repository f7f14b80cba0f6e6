import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { PANELS } from './public';

/** The panels' calls as spec 1 and 2 spell them (panelsSpecApi); answers are checked against their schemas by the test server. */
let t: LoggedInServer;
let editor: string; // Panels on course 1 only
let own: { id: number; title: string; kLines: number[] }[];

beforeAll(async () => {
  t = await loggedInServer();
  editor = await t.signIn('spec-panels@example.com', [[1, PANELS]]);
  own = (await t.call('GET', '/api/groups/1/panels', { cookie: editor })).body;
});
afterAll(() => t.close());

describe('panels as the spec calls them', () => {
  it('GET tooltips-panel?panels= answers title, concept and k-lines with name and visible, for the course of the first', async () => {
    const withKLines = own.find((p) => p.kLines.length)!;
    const res = await t.call('GET', `/api/tooltips-panel?panels=${withKLines.id},${own[1].id}`, { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual([withKLines.id, own[1].id].sort());
    const tip = res.body.find((p: { id: number }) => p.id === withKLines.id);
    expect(tip.title).toBe(withKLines.title);
    expect(tip.kLines[0]).toEqual({ id: withKLines.kLines[0], name: expect.any(String), visible: true });
    expect(tip.kLines[0].name).not.toBe('');
    const foreign = (await t.call('GET', '/api/groups/2/panels', { cookie: t.admin })).body[0].id;
    expect((await t.call('GET', `/api/tooltips-panel?panels=${foreign}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', '/api/tooltips-panel?panels=', { cookie: editor })).body).toEqual([]);
  });

  it('GET blocks answers the block names in use, numbered', async () => {
    const res = await t.call('GET', '/api/blocks', { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toEqual({ id: 1, name: expect.any(String) });
    expect((await t.call('GET', '/api/blocks', { cookie: await t.signIn('no-panels@example.com', []) })).status).toBe(403);
  });

  it('GET groups/{course}/pi-k-lines answers what panels-k-lines does', async () => {
    const res = await t.call('GET', '/api/groups/1/pi-k-lines', { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await t.call('GET', '/api/groups/1/panels-k-lines', { cookie: editor })).body);
    expect((await t.call('GET', '/api/groups/2/pi-k-lines', { cookie: editor })).status).toBe(403);
  });

  it('GET groups/{c}/dialects/default/panels answers the course panels (id, title)', async () => {
    const res = await t.call('GET', '/api/groups/1/dialects/default/panels', { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(own.map((p) => p.id).sort((a, b) => a - b));
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'title']);
  });

  it('GET courses/{id}/panel-targets-title/new answers a blank title per target dialect', async () => {
    const res = await t.call('GET', '/api/courses/1/panel-targets-title/new', { cookie: editor });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((x: { text: string }) => x.text === '')).toBe(true);
  });

  it('POST panels creates a panel in the course its record names', async () => {
    const blank = (await t.call('GET', '/api/panels/new?course=1', { cookie: editor })).body;
    const res = await t.call('POST', '/api/panels', { cookie: editor, body: { ...blank, title: 'Spec panel', id: undefined, version: undefined } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'OK', ok: true, data: { id: expect.any(Number), row: { title: 'Spec panel' } } });
    expect((await t.call('GET', `/api/panels/${res.body.data.id}`, { cookie: editor })).body).toMatchObject({ courseId: 1, title: 'Spec panel' });
    expect((await t.call('POST', '/api/panels', { cookie: editor, body: { title: 'Elsewhere', courseId: 2 } })).status).toBe(403);
    expect((await t.call('POST', '/api/panels', { cookie: editor, body: { title: 'No course' } })).status).toBe(400);
  });
});
