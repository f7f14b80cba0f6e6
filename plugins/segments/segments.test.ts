import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { resourceRows } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { SEGMENTS } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Segments on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('segments@example.com', [[1, SEGMENTS]]);
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });
type Row = { id: number; panelId: number; target: string; source: string };

describe('segments', () => {
  it('lists the demo segments filtered by panel (0 = ALL) and by text in any dialect', async () => {
    const all = (await call('GET', 'courses/1/segments')).body as Row[];
    expect(all).toHaveLength(6);
    expect((await call('GET', 'courses/1/segments?panel=0')).body).toHaveLength(6);
    const panel2 = (await call('GET', 'courses/1/segments?panel=2')).body as Row[];
    expect(panel2.map((r) => r.target).sort()).toEqual(['La cuenta, por favor.', 'Tengo hambre.', '¿Dónde está el mercado?']);
    const bySource = (await call('GET', 'courses/1/segments?text=bill')).body as Row[];
    expect(bySource.map((r) => r.target)).toEqual(['La cuenta, por favor.']);
    expect((await call('GET', 'courses/1/segments?panel=1&text=cuenta')).body).toEqual([]);
    expect((await call('GET', 'courses/1/segment-panels')).body).toEqual([1, 2]);
  });

  it('creates a segment with sanitised HTML, read-by only when listening, and refuses a bad level or dialect', async () => {
    const [panel] = (await resourceRows(t.server.database.db, MODULE.panels, 1)).map((r) => r.id);
    const blank = (await call('GET', 'segments/new?course=1')).body;
    const es = blank.targets[0].dialectId as number;
    const res = await call('POST', 'courses/1/segments', {
      panelId: panel,
      listening: true,
      readBy: 'mf',
      level: 23,
      targets: [{ dialectId: es, text: '<p onclick="x()">Hola <span data-gap="1">mundo</span><script>1</script></p>' }],
    });
    expect(res.status).toBe(200);
    const { id, record, row } = res.body.data;
    expect(record).toMatchObject({ panelId: panel, listening: true, readBy: 'mf', level: 23, version: 1 });
    expect(record.targets[0].text).toBe('<p>Hola <span data-gap="1">mundo</span></p>');
    expect(row).toMatchObject({ id, panelId: panel, target: 'Hola mundo' });
    const off = await call('PUT', `segments/${id}`, { panelId: panel, listening: false, readBy: 'f', level: 23, version: 1 });
    expect(off.body.data.record).toMatchObject({ listening: false, readBy: 'm', version: 2 });
    const badLevel = await call('PUT', `segments/${id}`, { level: 16, version: 2 });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.fields).toHaveProperty('level');
    const one = await call('PUT', `segments/${id}/target-dialect/${es}`, { text: '<p>Adiós</p><iframe></iframe>' });
    expect(one.body.data.targets[0].text).toBe('<p>Adiós</p>');
    expect((await call('GET', `segments/${id}/targets`)).body[0].text).toBe('<p>Adiós</p>');
    const notTarget = await call('PUT', `segments/${id}/target-dialect/3`, { text: 'x' });
    expect(notTarget.status).toBe(400);
    expect(notTarget.body.fields).toEqual({ dialectId: 'Not a target dialect of this course' });
    const newTargets = (await call('GET', 'courses/1/segments-target/new')).body;
    expect(newTargets.every((x: { text: string }) => x.text === '')).toBe(true);
  });

  it('check marks segments with an empty target and with-error lists only those', async () => {
    const empty = (await call('POST', 'courses/1/segments', { panelId: 1 })).body.data.id;
    const result = (await call('GET', 'courses/1/segments/check')).body;
    expect(result.withError).toBeGreaterThanOrEqual(1);
    const bad = ((await call('GET', 'courses/1/segments/with-error')).body as Row[]).map((r) => r.id);
    expect(bad).toContain(empty);
    expect(bad).toHaveLength(result.withError);
    expect(((await call('GET', 'courses/1/segments?withError=1')).body as Row[]).map((r) => r.id)).toEqual(bad);
    // The check answers the grid's rows in error too (of a panel when given): the screen reads nothing after it.
    expect((result.rows as Row[]).map((r) => r.id)).toEqual(bad);
    const ofPanel = (await call('GET', 'courses/1/segments/check?panel=1')).body.rows as Row[];
    expect(ofPanel.map((r) => r.id)).toEqual(((await call('GET', 'courses/1/segments?withError=1&panel=1')).body as Row[]).map((r) => r.id));
    expect(ofPanel.map((r) => r.id)).toContain(empty);
  });

  it("refuses another course's segments", async () => {
    const other = (await call('GET', 'courses/2/segments', undefined, admin)).body[0].id;
    expect((await call('GET', `segments/${other}`)).status).toBe(403);
    expect((await call('PUT', `segments/${other}/flag`, { flag: 2 })).status).toBe(403);
    expect((await call('GET', 'courses/2/segments/check')).status).toBe(403);
    expect((await call('GET', 'courses/2/segments')).status).toBe(403);
  });
});
