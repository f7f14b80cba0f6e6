import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { TRAINERS } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Trainers on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('trainers@example.com', [[1, TRAINERS]]);
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method as 'GET', `/api/${url}`, { cookie, body });
const titles = (rows: { title: string }[]) => rows.map((r) => r.title);

describe('trainers', () => {
  it('creates a trainer with its title in the source dialects, updates, flags and deletes it', async () => {
    expect((await call('GET', 'trainers/new?course=1')).body).toMatchObject({ id: -1, title: '', version: 0 });
    const res = await call('POST', 'courses/1/trainers', { title: 'Colores', sources: [{ dialectId: 3, text: 'Colours' }] });
    const { id } = res.body.data;
    expect(res.body.data).toMatchObject({ record: { title: 'Colores', version: 1 }, row: { id, title: 'Colores', segments: 0, error: 'No segments' } });
    expect(res.body.data.record.sources[0]).toMatchObject({ dialectId: 3, text: 'Colours' });
    const bad = await call('POST', 'courses/1/trainers', { title: '', sources: [{ dialectId: 2, text: 'x' }] });
    expect(bad).toMatchObject({ status: 400, body: { fields: { title: expect.any(String) } } });
    const wrongDialect = await call('POST', 'courses/1/trainers', { title: 'x', sources: [{ dialectId: 9, text: 'x' }] });
    expect(wrongDialect.body.fields).toHaveProperty(['sources.0.dialectId']);
    expect((await call('PUT', `trainers/${id}`, { title: 'Los colores', version: 1 })).body.data.record.title).toBe('Los colores');
    expect((await call('PUT', `trainers/${id}`, { title: 'x', version: 1 })).status).toBe(409);
    expect((await call('PUT', `trainers/${id}/flag`, { flag: 2 })).body.data.row.flag).toBe(2);
    expect((await call('DELETE', `trainers/${id}`)).status).toBe(200);
    expect((await call('GET', `trainers/${id}`)).status).toBe(404);
  });

  it('adds, edits, writes, checks, moves and deletes segments', async () => {
    const id = (await call('POST', 'courses/1/trainers', { title: 'Desayuno' })).body.data.id;
    const a = (await call('POST', `trainers/${id}/segments/new`, { title: 'A', exerciseType: 1 })).body.data;
    const b = (await call('POST', `trainers/${id}/segments/new`, { title: 'B', exerciseType: 3 })).body.data;
    expect(b.segments).toMatchObject([
      { title: 'A', position: 1, error: 'No text in es-ES, es-MX' },
      { title: 'B', position: 2 },
    ]);
    expect((await call('POST', `trainers/${id}/segments/new`, { exerciseType: 9 })).body.fields).toHaveProperty('exerciseType');

    await call('PUT', `trainers/segments/${a.id}/target-dialect/2`, { html: '<p>Bebo <span data-gap="1">café</span></p>' });
    const noGap = await call('PUT', `trainers/segments/${a.id}/target-dialect/4`, { html: '<p>Tomo café</p><img src=x onerror=alert(1)>' });
    expect(noGap.body.data).toMatchObject({ error: 'No gap in es-MX' });
    expect(noGap.body.data.targets[1].html).toBe('<p>Tomo café</p>');
    await call('PUT', `trainers/segments/${a.id}/target-dialect/4`, { html: '<p>Tomo <span data-gap="1">café</span></p>' });
    for (const d of [2, 4]) await call('PUT', `trainers/segments/${b.id}/target-dialect/${d}`, { html: '<ul><li><p>pan</p></li></ul>' });
    expect((await call('GET', `trainers/segments/${a.id}`)).body).toMatchObject({ title: 'A', error: '' });
    expect((await call('GET', `trainers/segments/${a.id}/targets`)).body.map((x: { dialectCode: string }) => x.dialectCode)).toEqual(['es-ES', 'es-MX']);
    const check = (await call('GET', 'courses/1/trainers/check')).body as { id: number; error: string }[];
    expect(check.find((c) => c.id === id)).toEqual({ id, error: '' });

    const edited = await call('PUT', `trainers/segments/${b.id}`, { title: 'B2', exerciseType: 1, aiReview: 2 });
    expect(edited.body.data).toMatchObject({ title: 'B2', exerciseType: 1, aiReview: 2, error: 'No gap in es-ES, es-MX' });
    expect((await call('GET', 'courses/1/trainers/check')).body.find((c: { id: number }) => c.id === id).error).toBe('Segment 2: No gap in es-ES, es-MX');
    expect((await call('GET', `courses/1/trainers/${id}`)).body.error).toBe('Segment 2: No gap in es-ES, es-MX');

    const moved = await call('PUT', `trainers/segments/${b.id}/move`, { destinationPos: 1 });
    expect(titles(moved.body.data.segments)).toEqual(['B2', 'A']);
    expect(titles((await call('GET', `trainers/${id}/segments`)).body)).toEqual(['B2', 'A']);
    const left = await call('DELETE', `trainers/segments/${b.id}`);
    expect(left.body.data.segments).toMatchObject([{ title: 'A', position: 1 }]);
  });

  it("refuses another course's trainer and segment", async () => {
    const other = (await call('GET', 'courses/2/trainers', undefined, admin)).body[0].id;
    const seg = (await call('GET', `trainers/${other}/segments`, undefined, admin)).body[0].id;
    expect((await call('GET', `trainers/${other}/segments`)).status).toBe(403);
    expect((await call('PUT', `trainers/segments/${seg}/move`, { destinationPos: 1 })).status).toBe(403);
    expect((await call('DELETE', `trainers/segments/${seg}`)).status).toBe(403);
    expect((await call('GET', 'courses/2/trainers/check')).status).toBe(403);
    expect((await call('GET', 'trainers/segments/999999')).status).toBe(404);
  });
});
