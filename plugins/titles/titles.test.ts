import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { LESSON_TITLES, PANEL_TITLES } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // Lesson Titles and Panel Titles on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('titles@example.com', [
    [1, LESSON_TITLES],
    [1, PANEL_TITLES],
  ]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });

describe('titles', () => {
  it("lists the course's lessons with their title in the first target dialect, in lesson order", async () => {
    const rows = (await call('GET', 'groups/1/lessons/titles')).body as { id: number; position: number; title: string }[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((r) => r.position).slice(0, 3)).toEqual([1, 2, 3]);
    expect(rows[0].title).not.toBe('');
  });

  it("edits a lesson's titles: one request answers the titles and the grid row; bad dialects are refused naming the field", async () => {
    const [first] = (await call('GET', 'groups/1/lessons/titles')).body;
    const before = (await call('GET', `groups/1/lessons/${first.id}/titles`)).body;
    expect(before.targets.map((x: { dialectCode: string }) => x.dialectCode)).toEqual(['es-ES', 'es-MX']);
    const saved = await call('PUT', `groups/1/lessons/${first.id}/titles`, { targets: [{ dialectId: 2, text: 'Saludos' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.row).toEqual({ id: first.id, position: 1, title: 'Saludos' });
    expect(saved.body.data.record.targets[0]).toMatchObject({ dialectId: 2, text: 'Saludos' });
    expect((await call('GET', `lessons/${first.id}/targets`, undefined, admin)).body[0]).toMatchObject({ text: 'Saludos' });
    const bad = await call('PUT', `groups/1/lessons/${first.id}/titles`, { targets: [{ dialectId: 9, text: 'x' }] });
    expect(bad.status).toBe(400);
    expect((await call('GET', `groups/1/lessons/${first.id}/titles`)).body.targets[0].text).toBe('Saludos');
  });

  it("edits a panel's per-target titles, which the panels plugin declares", async () => {
    const rows = (await call('GET', 'groups/1/panels/titles')).body as { id: number; title: string }[];
    expect(rows.map((r) => r.title)).toContain('Ser: el presente');
    const id = rows.find((r) => r.title === 'Ser: el presente')!.id;
    const saved = await call('PUT', `groups/1/panels/${id}/titles`, { targets: [{ dialectId: 2, text: 'Ser (presente)' }] });
    expect(saved.body.data.row).toMatchObject({ id, title: 'Ser (presente)' });
    expect((await call('GET', `panels/${id}/targets`, undefined, admin)).body[0]).toMatchObject({ dialectId: 2, text: 'Ser (presente)' });
  });

  it("refuses another course's records: 403 by course, 404 for a record of another course named under this one", async () => {
    const other = (await call('GET', 'groups/2/lessons/titles', undefined, admin)).body[0];
    expect((await call('GET', 'groups/2/lessons/titles')).status).toBe(403);
    expect((await call('GET', `groups/1/lessons/${other.id}/titles`)).status).toBe(404);
    expect((await call('PUT', `groups/1/lessons/${other.id}/titles`, { targets: [] })).status).toBe(404);
    const otherPanel = (await call('GET', 'groups/2/panels/titles', undefined, admin)).body[0];
    expect((await call('GET', `groups/1/panels/${otherPanel.id}/titles`)).status).toBe(404);
    expect((await call('GET', `lessons/${other.id}/targets`)).status).toBe(403);
  });
});
