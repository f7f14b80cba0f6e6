import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, notes, type LoggedInServer } from '../../tests/support/server';
import { GLOSSARIES } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Glossaries on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('editor@example.com', [[1, GLOSSARIES]]);
});
afterAll(() => t.close());

const create = (body: unknown, cookie = editor, courseId = 1) => t.call('POST', `/api/courses/${courseId}/glossaries`, { cookie, body });

describe('glossaries', () => {
  it('creates an entry with forms per source dialect and a tooltip, and reads it back', async () => {
    const res = await create({
      title: 'madrugada',
      sources: [
        { dialectId: 3, forms: 'early morning,small hours' },
        { dialectId: 1, forms: 'small hours' },
      ],
      tooltips: [{ dialectId: 3, text: 'The hours after midnight' }],
    });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const { id } = res.body.data;
    expect(res.body.data).toMatchObject({
      record: { id, title: 'madrugada', version: 1 },
      row: { id, title: 'madrugada', forms: 'early morning, small hours' },
    });
    const g = (await t.call('GET', `/api/glossaries/${res.body.data.id}`, { cookie: editor })).body;
    expect(g).toMatchObject({ title: 'madrugada', flag: 1, version: 1 });
    expect(g.sources).toEqual([
      { dialectId: 3, dialectCode: 'en-US', forms: 'early morning,small hours' },
      { dialectId: 1, dialectCode: 'en-GB', forms: 'small hours' },
    ]);
    expect(g.tooltips).toEqual([
      { dialectId: 3, dialectCode: 'en-US', text: 'The hours after midnight', status: 2 },
      { dialectId: 1, dialectCode: 'en-GB', text: '', status: 0 },
    ]);
  });

  it('lists the course grid with search over titles and forms, and serves one grid row', async () => {
    const all = (await t.call('GET', '/api/courses/1/glossaries', { cookie: editor })).body as { id: number; title: string }[];
    expect(all.map((r) => r.title)).toEqual(expect.arrayContaining(['ser', 'tener', 'madrugada']));
    const byForm = (await t.call('GET', '/api/courses/1/glossaries?text=SMALL%20hours', { cookie: editor })).body;
    expect(byForm.map((r: { title: string }) => r.title)).toEqual(['madrugada']);
    const row = (await t.call('GET', `/api/courses/1/glossaries/${byForm[0].id}`, { cookie: editor })).body;
    expect(row).toEqual({ id: byForm[0].id, title: 'madrugada', flag: 1, forms: 'early morning, small hours' });
    const otherCourse = await t.call('GET', `/api/courses/2/glossaries/${byForm[0].id}`, { cookie: admin });
    expect(otherCourse.status).toBe(404);
  });

  it('gives a blank record with id -1 and the course source dialects', async () => {
    const blank = (await t.call('GET', '/api/glossaries/new?course=1', { cookie: editor })).body;
    expect(blank).toMatchObject({ id: -1, title: '', version: 0 });
    expect(blank.sources.map((s: { dialectCode: string }) => s.dialectCode)).toEqual(['en-US', 'en-GB']);
  });

  it('updates with the version, bumps it, and refuses a save based on an old version with 409', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'sobremesa2' });
    const v1 = (await t.call('GET', `/api/glossaries/${id}`, { cookie: editor })).body;
    const saved = await t.call('PUT', `/api/glossaries/${id}`, {
      cookie: editor,
      body: { ...v1, title: 'sobremesa', sources: [{ dialectId: 3, forms: 'table talk' }] },
    });
    expect(saved.status).toBe(200);
    // One request per save: the answer is the record with its new version and its grid row.
    expect(saved.body.data).toMatchObject({ id, record: { title: 'sobremesa', version: 2 }, row: { id, title: 'sobremesa', forms: 'table talk' } });
    expect(saved.body.data.record.sources[0].forms).toBe('table talk');
    const stale = await t.call('PUT', `/api/glossaries/${id}`, { cookie: admin, body: { ...v1, title: 'overwritten' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await t.call('GET', `/api/glossaries/${id}`, { cookie: editor })).body.title).toBe('sobremesa');
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const before = (await t.call('GET', '/api/courses/1/glossaries', { cookie: editor })).body.length;
    const missing = await create({ sources: [{ dialectId: 'x' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ title: 'Required', 'sources.0.dialectId': expect.any(String), 'sources.0.forms': 'Required' });
    const wrongDialect = await create({ title: 'x', sources: [{ dialectId: 9, forms: 'a' }] });
    expect(wrongDialect).toMatchObject({ status: 400, body: { fields: { 'sources.0.dialectId': 'Not a source dialect of this course' } } });
    const badFlag = await t.call('PUT', '/api/glossaries/1/flag', { cookie: editor, body: { flag: 6 } });
    expect(badFlag.status).toBe(400);
    expect((await t.call('GET', '/api/courses/1/glossaries', { cookie: editor })).body.length).toBe(before);
  });

  it('sets the flag', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'flagged' });
    expect((await t.call('PUT', `/api/glossaries/${id}/flag`, { cookie: editor, body: { flag: 4 } })).status).toBe(200);
    expect((await t.call('GET', `/api/glossaries/${id}`, { cookie: editor })).body.flag).toBe(4);
  });

  it('a form save does not undo a flag set meanwhile from the grid (the flag has its own route)', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'flag kept' });
    const opened = (await t.call('GET', `/api/glossaries/${id}`, { cookie: editor })).body;
    await t.call('PUT', `/api/glossaries/${id}/flag`, { cookie: editor, body: { flag: 3 } });
    const saved = await t.call('PUT', `/api/glossaries/${id}`, { cookie: editor, body: { ...opened, title: 'flag kept, renamed' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ record: { title: 'flag kept, renamed', flag: 3 }, row: { title: 'flag kept, renamed', flag: 3 } });
  });

  it('deletes, after which the record is 404', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'to delete', tooltips: [{ dialectId: 3, text: 'gone' }] });
    await t.call('POST', `/api/ref/${GLOSSARIES}/refId/${id}/notes`, { cookie: editor, body: { note: 'goes with it' } });
    expect((await t.call('DELETE', `/api/glossaries/${id}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/glossaries/${id}`, { cookie: editor })).status).toBe(404);
    const left = await t.server.database.db
      .select()
      .from(notes)
      .where(and(eq(notes.ref, GLOSSARIES), eq(notes.refId, id)));
    expect(left).toEqual([]);
    expect((await t.call('PUT', `/api/glossaries/${id}`, { cookie: editor, body: { title: 'x', version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/glossaries/${id}`, { cookie: editor })).status).toBe(404);
  });

  it("refuses another course's records with 403, by course and by id", async () => {
    const other = (await t.call('GET', '/api/courses/2/glossaries', { cookie: admin })).body[0];
    expect((await t.call('GET', '/api/courses/2/glossaries', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/glossaries/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('PUT', `/api/glossaries/${other.id}`, { cookie: editor, body: { title: 'x', version: 1 } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/glossaries/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await create({ title: 'x' }, editor, 2)).status).toBe(403);
    expect((await t.call('GET', `/api/glossaries/${other.id}`, { cookie: admin })).status).toBe(200);
  });

  it('keeps notes on an entry: add, close, then delete', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'noted' });
    const path = `/api/ref/${GLOSSARIES}/refId/${id}/notes`;
    expect((await t.call('POST', path, { cookie: editor, body: { note: '  ' } })).status).toBe(400);
    const added = await t.call('POST', path, { cookie: editor, body: { note: 'Check the plural' } });
    const noteId = added.body.data.id;
    // Each write answers the record's notes after it, as the panel shows them.
    const note = { id: noteId, user: 'editor@example.com', time: expect.any(String), note: 'Check the plural' };
    expect(added.body.data.notes).toEqual([{ ...note, status: 'OPENED' }]);
    expect((await t.call('DELETE', `/api/note/${noteId}`, { cookie: editor })).status).toBe(409);
    const closed = await t.call('PUT', `/api/note/${noteId}`, { cookie: editor, body: { status: 'CLOSED' } });
    expect(closed).toMatchObject({ status: 200, body: { data: { id: noteId, notes: [{ ...note, status: 'CLOSED' }] } } });
    expect((await t.call('GET', path, { cookie: editor })).body).toEqual([{ ...note, status: 'CLOSED' }]);
    const deleted = await t.call('DELETE', `/api/note/${noteId}`, { cookie: editor });
    expect(deleted).toMatchObject({ status: 200, body: { data: { id: noteId, notes: [] } } });
    expect((await t.call('GET', path, { cookie: editor })).body).toEqual([]);
  });
});
