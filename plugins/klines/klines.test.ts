import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { KLINES } from './plugin';
import { cleanTranslationText } from './server/clean-text';
import { registerUsages, resourceRows } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted K-lines on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('klines@example.com', [[1, KLINES]]);
  const intros = (await resourceRows(t.server.database.db, MODULE.panelIntro, 1)).map((r) => r.id);
  [intro1, intro2 = intro1] = intros;
  [foreignIntro] = (await resourceRows(t.server.database.db, MODULE.panelIntro, 2)).map((r) => r.id);
});
/** Panel intros of course 1 (a k-line's must be of its course), and one of course 2. */
let intro1: number, intro2: number, foreignIntro: number;
afterAll(() => t.close());

const create = (body: unknown, cookie = editor, courseId = 1) => t.call('POST', `/api/groups/${courseId}/k-lines`, { cookie, body });
const get = (id: number, cookie = editor) => t.call('GET', `/api/k-lines/${id}`, { cookie });
const list = (courseId = 1, cookie = editor, text?: string) =>
  t.call('GET', `/api/groups/${courseId}/k-lines${text ? `?text=${encodeURIComponent(text)}` : ''}`, { cookie });

describe('the source text rule (spec 2 §5)', () => {
  it('keeps only target and glossary tags and removes newlines', () => {
    expect(cleanTranslationText('<p>Regular <b>verbs</b>:</p>\n<p><target>hablo</target></p>')).toBe('Regular verbs:<target>hablo</target>');
    expect(cleanTranslationText('<glossary id="3" title="a>b">ser</glossary><br/>\r\nand <span style="x">estar</span>')).toBe(
      '<glossary id="3" title="a>b">ser</glossary>and estar',
    );
    expect(cleanTranslationText('<TARGET>X</TARGET> <targets>no</targets> <!-- note -->1 < 2 &amp; 3 > 2')).toBe('<TARGET>X</TARGET> no 1 < 2 &amp; 3 > 2');
  });
});

describe('k-lines', () => {
  it('lists the demo k-lines of the course with id, title and panel intro', async () => {
    const rows = (await list()).body as { id: number; title: string; panelIntroId: number | null }[];
    expect(rows.map((r) => r.title)).toEqual(['Asking for directions', 'Ser and estar', 'Verbs: present tense']);
    expect(rows[0]).toEqual({ id: expect.any(Number), title: 'Asking for directions', panelIntroId: null });
    const demo = (await get(rows[2].id)).body;
    expect(demo.sources[0]).toMatchObject({ dialectCode: 'en-US', text: expect.stringContaining('<target>hablo'), status: 2 });
    expect((await list(2, admin)).body.map((r: { title: string }) => r.title)).toContain('Verbs: present tense');
  });

  it('creates a k-line with sources per source dialect, cleaned and with their status, and reads it back', async () => {
    const res = await create({
      title: ' Food: ordering ',
      panelIntroId: intro1,
      sources: [
        { dialectId: 3, text: '<p>Ordering food:</p>\n<p><target>Quisiera…</target> <glossary id="7">la cuenta</glossary></p>' },
        { dialectId: 1, text: 'Ordering <i>food</i>', status: 0 },
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const k = (await get(res.body.data.id)).body;
    expect(k).toMatchObject({ id: res.body.data.id, courseId: 1, title: 'Food: ordering', panelIntroId: intro1, version: 1 });
    expect(k.sources).toEqual([
      { dialectId: 3, dialectCode: 'en-US', text: 'Ordering food:<target>Quisiera…</target> <glossary id="7">la cuenta</glossary>', status: 2 },
      { dialectId: 1, dialectCode: 'en-GB', text: 'Ordering food', status: 0 },
    ]);
  });

  it('gives a blank k-line with id -1 and the course source dialects', async () => {
    const blank = (await t.call('GET', '/api/k-lines/new?course=1', { cookie: editor })).body;
    expect(blank).toEqual({
      id: -1,
      courseId: 1,
      title: '',
      panelIntroId: null,
      version: 0,
      sources: [
        { dialectId: 3, dialectCode: 'en-US', text: '', status: 0 },
        { dialectId: 1, dialectCode: 'en-GB', text: '', status: 0 },
      ],
    });
  });

  it('searches titles and serves one grid row', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'Numbers 1_10' });
    expect((await list(1, editor, 'numbers 1_')).body).toEqual([{ id, title: 'Numbers 1_10', panelIntroId: null }]);
    expect((await list(1, editor, 'numbers 1%')).body).toEqual([]);
    expect((await t.call('GET', `/api/groups/1/k-lines/${id}`, { cookie: editor })).body).toEqual({ id, title: 'Numbers 1_10', panelIntroId: null });
  });

  it('updates the panel intro (an id, then none) and the sources, bumping the version; a stale save gets 409', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'Greetings', sources: [{ dialectId: 3, text: 'Hello' }] });
    const v1 = (await get(id)).body;
    const saved = await t.call('PUT', `/api/k-lines/${id}`, {
      cookie: editor,
      body: {
        ...v1,
        panelIntroId: intro2,
        sources: [
          { dialectId: 3, text: 'Saying <b>hello</b>\n' },
          { dialectId: 1, text: 'Saying hello' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ panelIntroId: intro2, version: 2 });
    expect(saved.body.data.record.sources.map((s: { text: string }) => s.text)).toEqual(['Saying hello', 'Saying hello']);
    const none = await t.call('PUT', `/api/k-lines/${id}`, { cookie: editor, body: { ...saved.body.data.record, panelIntroId: null } });
    expect(none.body.data.record).toMatchObject({ panelIntroId: null, version: 3 });
    const again = await t.call('PUT', `/api/k-lines/${id}`, { cookie: editor, body: { ...none.body.data.record, panelIntroId: intro2 } });
    expect(
      (await t.call('PUT', `/api/k-lines/${id}`, { cookie: editor, body: { ...again.body.data.record, panelIntroId: 0 } })).body.data.record.panelIntroId,
    ).toBeNull();

    const stale = await t.call('PUT', `/api/k-lines/${id}`, { cookie: admin, body: { ...v1, title: 'Overwritten' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await get(id)).body.title).toBe('Greetings');
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const before = (await list()).body.length;
    const missing = await create({ panelIntroId: 'x', sources: [{ dialectId: 3 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ title: 'Required', panelIntroId: expect.any(String), 'sources.0.text': 'Required' });
    for (const panelIntroId of [-1, 1.5, 2 ** 31]) {
      expect((await create({ title: 'x', panelIntroId })).body.fields).toMatchObject({ panelIntroId: expect.any(String) });
    }
    expect((await create({ title: 'x', panelIntroId: foreignIntro })).body.fields).toEqual({ panelIntroId: 'Belongs to another course' });
    expect((await create({ title: 'x', panelIntroId: 2_000_000_000 })).body.fields).toEqual({ panelIntroId: 'No such record' });
    const wrongDialect = await create({ title: 'x', sources: [{ dialectId: 5, text: 'Bonjour' }] });
    expect(wrongDialect).toMatchObject({ status: 400, body: { fields: { 'sources.0.dialectId': 'Not a source dialect of this course' } } });
    expect((await list()).body.length).toBe(before);
  });

  it('answers 404 for an unknown k-line', async () => {
    const unknown = 2_147_000_001;
    expect((await get(unknown)).status).toBe(404);
    expect((await t.call('PUT', `/api/k-lines/${unknown}`, { cookie: editor, body: { title: 'x', version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/k-lines/${unknown}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/groups/1/k-lines/${unknown}`, { cookie: editor })).status).toBe(404);
  });

  it("refuses another course's k-lines with 403, by course and by id", async () => {
    const other = (await list(2, admin)).body[0];
    expect((await list(2)).status).toBe(403);
    expect((await get(other.id)).status).toBe(403);
    expect((await t.call('PUT', `/api/k-lines/${other.id}`, { cookie: editor, body: { title: 'x', version: 1 } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/k-lines/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await create({ title: 'x' }, editor, 2)).status).toBe(403);
    expect((await t.call('GET', '/api/k-lines/new?course=2', { cookie: editor })).status).toBe(403);
    // A course-2 k-line is not served as a course-1 grid row either.
    expect((await t.call('GET', `/api/groups/1/k-lines/${other.id}`, { cookie: editor })).status).toBe(404);
    expect((await get(other.id, admin)).status).toBe(200);
  });

  it('deletes a k-line with its sources, after which it is 404', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'To delete', sources: [{ dialectId: 3, text: 'gone' }] });
    expect((await t.call('DELETE', `/api/k-lines/${id}`, { cookie: editor })).status).toBe(200);
    expect((await get(id)).status).toBe(404);
    const { rows } = (await t.server.database.db.execute(
      `select count(*)::int as n from translations where ref = ${KLINES} and ref_id = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(0);
  });

  it('refuses to delete a k-line in use with 409, and it stays', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'Used by panels' });
    const remove = registerUsages([
      {
        of: KLINES,
        kind: 'panels',
        module: 12,
        find: async (_db, k) =>
          k === id
            ? [
                { id: 4, courseId: 1 },
                { id: 9, courseId: 1 },
              ]
            : [],
      },
    ]);
    try {
      const res = await t.call('DELETE', `/api/k-lines/${id}`, { cookie: editor });
      expect(res).toEqual({ status: 409, body: { error: 'This k-line is in use (2 panels) and cannot be deleted. Remove those uses first.' } });
      expect((await get(id)).status).toBe(200);
    } finally {
      remove();
    }
  });
});
