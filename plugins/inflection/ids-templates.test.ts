import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // inflection on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('ids@example.com', [[1, MODULE.section]]);
}, 300_000);
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });
type IdRow = { index: number; inflectId: number; label: string; value: number; position: number };

describe('inflect ids and positions', () => {
  it("lists the extras then the course's ids with value 1000, sets values and positions", async () => {
    const ids = (await call('GET', 'courses/1/inflect-ids?wordClass=verb')).body as IdRow[];
    expect(ids.slice(0, 2).map((r) => [r.inflectId, r.label])).toEqual(
      expect.arrayContaining([
        [-1, 'CL Fix'],
        [0, 'Base'],
      ]),
    );
    expect(ids.map((r) => r.inflectId).sort((a, b) => a - b)).toEqual([-1, 0, 201, 202, 203, 204, 205, 206]);
    expect(ids.every((r) => r.value === 1000)).toBe(true);
    expect(ids.map((r) => r.index)).toEqual(ids.map((_, i) => i));
    const all = (await call('GET', 'courses/1/inflect-ids')).body as IdRow[];
    expect(all.map((r) => r.inflectId)).toEqual(expect.arrayContaining([101, 102, 301]));

    const set = await call('PUT', 'courses/1/inflect-ids', { ids: [{ inflectId: 203, value: 40 }] });
    expect(set.status).toBe(200);
    expect((set.body.data as IdRow[]).find((r) => r.inflectId === 203)?.value).toBe(40);
    expect(((await call('GET', 'courses/1/inflect-ids')).body as IdRow[]).find((r) => r.inflectId === 203)?.value).toBe(40);

    const moved = await call('PUT', 'courses/1/inflect-positions', {
      positions: [
        { inflectId: 206, position: 1 },
        { inflectId: 201, position: 2 },
        { inflectId: 0, position: 3 },
      ],
    });
    expect(moved.status).toBe(200);
    const order = ((await call('GET', 'courses/1/inflect-positions?wordClass=verb')).body as IdRow[]).map((r) => r.inflectId);
    expect([206, 201, 0, 202].map((x) => order.indexOf(x))).toEqual([1, 2, 3, 4]); // -1 keeps position 1 and the lower id
  });

  it('refuses bad input naming the fields, and another course', async () => {
    const unknown = await call('PUT', 'courses/1/inflect-positions', {
      positions: [
        { inflectId: 9999, position: 1 },
        { inflectId: 201, position: 0 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(expect.arrayContaining(['positions.1.position']));
    const twice = await call('PUT', 'courses/1/inflect-positions', {
      positions: [
        { inflectId: 9999, position: 1 },
        { inflectId: 201, position: 1 },
        { inflectId: 201, position: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body.fields)).toEqual(expect.arrayContaining(['positions.0.inflectId', 'positions.2.inflectId']));
    const shared = await call('PUT', 'courses/1/inflect-positions', {
      positions: [
        { inflectId: 201, position: 5 },
        { inflectId: 202, position: 5 },
      ],
    });
    expect(shared.body.fields).toHaveProperty(['positions.1.position']);
    const value = await call('PUT', 'courses/1/inflect-ids', {
      ids: [
        { inflectId: 201, value: 'x' },
        { inflectId: 8888, value: 1 },
      ],
    });
    expect(value.status).toBe(400);
    expect(value.body.fields).toHaveProperty(['ids.0.value']);
    expect((await call('PUT', 'courses/1/inflect-ids', { ids: [{ inflectId: 8888, value: 1 }] })).body.fields).toHaveProperty(['ids.0.inflectId']);
    expect((await call('GET', 'courses/2/inflect-ids')).status).toBe(403);
    expect((await call('PUT', 'courses/2/inflect-positions', { positions: [] })).status).toBe(403);
  });
});

type Grid = { headers: string[]; cells: { inflectCellId: number; inflectId: number; row: number; column: number; active: boolean }[] };

describe('active inflect templates', () => {
  it('creates a template, activates cells of its table, renames it, lists and deletes it', async () => {
    const created = await call('POST', 'courses/1/active-inflect-templates', { name: 'Plural only', wordClass: 'verb' });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data.row).toMatchObject({ id, name: 'Plural only', wordClass: 'verb' });
    let grid = (await call('GET', `active-inflect-templates/${id}/active-inflects`)).body as Grid;
    expect(grid.headers).toEqual(['Singular', 'Plural']);
    expect(grid.cells).toHaveLength(6);
    expect(grid.cells.some((c) => c.active)).toBe(false);

    const plural = grid.cells.filter((c) => c.column === 1).map((c) => ({ inflectCellId: c.inflectCellId, active: true }));
    const items = await call('PUT', `active-inflect-templates/${id}/items`, { items: plural });
    expect(items.status).toBe(200);
    grid = (await call('GET', `active-inflect-templates/${id}/active-inflects`)).body as Grid;
    expect(
      grid.cells
        .filter((c) => c.active)
        .map((c) => c.inflectId)
        .sort(),
    ).toEqual([204, 205, 206]);

    const rec = (await call('GET', `active-inflect-templates/${id}`)).body;
    const renamed = await call('PUT', `active-inflect-templates/${id}`, {
      ...rec,
      name: 'Plural forms',
      cells: [{ inflectCellId: plural[0].inflectCellId, active: false }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.record.cells.filter((c: { active: boolean }) => c.active)).toHaveLength(2);
    const select = (await call('GET', 'courses/1/active-inflect-templates/select')).body as { value: number; label: string }[];
    expect(select).toContainEqual(expect.objectContaining({ value: id, label: 'Plural forms' }));
    expect(((await call('GET', 'courses/1/active-inflect-templates?text=plural')).body as { id: number }[]).map((r) => r.id)).toEqual([id]);

    expect((await call('DELETE', `active-inflect-templates/${id}`)).status).toBe(200);
    expect((await call('GET', `active-inflect-templates/${id}`)).status).toBe(404);
  });

  it('refuses an unknown word class, a change of class, cells of another table, unknown ids and another course', async () => {
    const noClass = await call('POST', 'courses/1/active-inflect-templates', { name: 'X', wordClass: 'adverb' });
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields).toHaveProperty('wordClass');
    expect((await call('POST', 'courses/1/active-inflect-templates', { name: '', wordClass: 'verb' })).body.fields).toHaveProperty('name');

    const [demo] = (await call('GET', 'courses/1/active-inflect-templates?text=singular')).body as { id: number }[];
    const rec = (await call('GET', `active-inflect-templates/${demo.id}`)).body;
    const changed = await call('PUT', `active-inflect-templates/${demo.id}`, { ...rec, wordClass: 'noun' });
    expect(changed.status).toBe(400);
    expect(changed.body.fields).toHaveProperty('wordClass');

    const noun = (await call('POST', 'courses/1/active-inflect-templates', { name: 'Nouns', wordClass: 'noun' })).body.data.id as number;
    const nounCell = ((await call('GET', `active-inflect-templates/${noun}/active-inflects`)).body as Grid).cells[0].inflectCellId;
    const foreign = await call('PUT', `active-inflect-templates/${demo.id}/items`, { items: [{ inflectCellId: nounCell, active: true }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toHaveProperty(['items.0.inflectCellId']);
    const bad = await call('PUT', `active-inflect-templates/${demo.id}/items`, { items: [{ inflectCellId: -3, active: 'yes' }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['items.0.inflectCellId', 'items.0.active']));
    await call('DELETE', `active-inflect-templates/${noun}`);

    expect((await call('GET', 'active-inflect-templates/99999999/active-inflects')).status).toBe(404);
    expect((await call('PUT', 'active-inflect-templates/99999999/items', { items: [] })).status).toBe(404);
    const [other] = (await call('GET', 'courses/2/active-inflect-templates', undefined, admin)).body as { id: number }[];
    expect((await call('GET', `active-inflect-templates/${other.id}/active-inflects`)).status).toBe(403);
    expect((await call('PUT', `active-inflect-templates/${other.id}/items`, { items: [] })).status).toBe(403);
    expect((await call('GET', 'courses/2/active-inflect-templates/select')).status).toBe(403);
  });
});
