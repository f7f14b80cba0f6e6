import { MODULE } from '../../sdk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { HEADINGS } from './plugin';
import { registerUsages } from '../../sdk/server';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Headings (global)
let courseUser: string; // granted only K-lines on course 1: no Headings

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('headings@example.com', [[0, HEADINGS]]);
  courseUser = await t.signIn('klines-only@example.com', [[1, 7]]);
});
afterAll(() => t.close());

const create = (body: unknown, cookie = editor) => t.call('POST', '/api/headings', { cookie, body });
const get = (id: number, cookie = editor) => t.call('GET', `/api/headings/${id}`, { cookie });
type Text = { dialectId: number; dialectCode: string; text: string; status: number };
const textOf = (h: { translations: Text[] }, code: string) => h.translations.find((x) => x.dialectCode === code);

describe('headings', () => {
  it('lists the demo headings by title, with id and title only', async () => {
    const rows = (await t.call('GET', '/api/headings', { cookie: editor })).body as { id: number; title: string }[];
    expect(rows.map((r) => r.title)).toEqual(expect.arrayContaining(['Greetings', 'At the restaurant', 'Travel', 'Numbers']));
    expect(Object.keys(rows[0]).sort()).toEqual(['id', 'title']);
    const titles = rows.map((r) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const greetings = (await get(rows.find((r) => r.title === 'Greetings')!.id)).body;
    expect(textOf(greetings, 'es-ES')).toMatchObject({ text: 'Saludos', status: 2 });
  });

  it('creates a heading with translations stored per dialect with their status, and reads it back', async () => {
    const res = await create({
      title: '  Food and drink ',
      translations: [
        { dialectId: 2, text: 'Comida y bebida' },
        { dialectId: 5, text: 'Nourriture et boissons', status: 0 },
        { dialectId: 7, text: '' },
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const h = (await get(res.body.data.id)).body;
    expect(h).toMatchObject({ id: res.body.data.id, title: 'Food and drink', version: 1 });
    expect(h.translations).toHaveLength(11); // every dialect
    expect(textOf(h, 'es-ES')).toEqual({ dialectId: 2, dialectCode: 'es-ES', text: 'Comida y bebida', status: 2 });
    expect(textOf(h, 'fr-FR')).toEqual({ dialectId: 5, dialectCode: 'fr-FR', text: 'Nourriture et boissons', status: 0 });
    expect(textOf(h, 'de-DE')).toMatchObject({ text: '', status: 0 });
    expect(textOf(h, 'it-IT')).toMatchObject({ text: '', status: 0 });
  });

  it('gives a blank heading with id -1 and an empty text in every dialect', async () => {
    const blank = (await t.call('GET', '/api/headings/new', { cookie: editor })).body;
    expect(blank).toMatchObject({ id: -1, title: '', version: 0 });
    expect(blank.translations).toHaveLength(11);
    expect(blank.translations.every((x: Text) => x.text === '' && x.status === 0)).toBe(true);
  });

  it('searches titles (and ids) and serves one grid row', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'Hobbies 100% fun' });
    const found = (await t.call('GET', '/api/headings?text=HOBBIES', { cookie: editor })).body;
    expect(found).toEqual([{ id, title: 'Hobbies 100% fun' }]);
    expect((await t.call('GET', '/api/headings?text=0%25%20f', { cookie: editor })).body).toEqual([{ id, title: 'Hobbies 100% fun' }]);
    expect((await t.call('GET', '/api/headings?text=_', { cookie: editor })).body).toEqual([]);
    expect((await t.call('GET', `/api/headings?text=${id}`, { cookie: editor })).body).toContainEqual({ id, title: 'Hobbies 100% fun' });
    expect((await t.call('GET', `/api/headings/${id}/grid-row`, { cookie: editor })).body).toEqual({ id, title: 'Hobbies 100% fun' });
  });

  it('answers headings/select with { id, title } to any logged-in user, so other modules can offer headings', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'Animals' });
    for (const cookie of [editor, courseUser]) {
      const res = await t.call('GET', '/api/headings/select', { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toContainEqual({ id, title: 'Animals' });
      expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'title']);
    }
    expect((await t.call('GET', '/api/headings/select')).status).toBe(401);
  });

  it('updates with the version, bumps it, and refuses a stale save with 409', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'Weathr', translations: [{ dialectId: 2, text: 'El tiempo' }] });
    const v1 = (await get(id)).body;
    const saved = await t.call('PUT', `/api/headings/${id}`, {
      cookie: editor,
      body: {
        ...v1,
        title: 'Weather',
        translations: [
          { dialectId: 2, text: 'El tiempo', status: 0 },
          { dialectId: 4, text: 'El clima' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id, record: { id, title: 'Weather', version: 2 }, row: { id, title: 'Weather' } });
    expect(textOf(saved.body.data.record, 'es-ES')).toMatchObject({ text: 'El tiempo', status: 0 });
    expect(textOf(saved.body.data.record, 'es-MX')).toMatchObject({ text: 'El clima', status: 2 });
    const stale = await t.call('PUT', `/api/headings/${id}`, { cookie: admin, body: { ...v1, title: 'Overwritten' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await get(id)).body.title).toBe('Weather');
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const before = (await t.call('GET', '/api/headings', { cookie: editor })).body.length;
    const missing = await create({ translations: [{ dialectId: 'x', text: 3 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ title: 'Required', 'translations.0.dialectId': expect.any(String), 'translations.0.text': expect.any(String) });
    expect((await create({ title: '   ' })).body.fields).toMatchObject({ title: expect.any(String) });
    const unknownDialect = await create({ title: 'x', translations: [{ dialectId: 99, text: 'y' }] });
    expect(unknownDialect).toMatchObject({ status: 400, body: { fields: { 'translations.0.dialectId': 'No such dialect' } } });
    const badStatus = await create({ title: 'x', translations: [{ dialectId: 2, text: 'y', status: 9 }] });
    expect(badStatus.body.fields).toMatchObject({ 'translations.0.status': expect.any(String) });
    const noVersion = await t.call('PUT', '/api/headings/1', { cookie: editor, body: { title: 'x' } });
    expect(noVersion).toMatchObject({ status: 400, body: { fields: { version: 'Required' } } });
    expect((await t.call('GET', '/api/headings', { cookie: editor })).body.length).toBe(before);
  });

  it('answers 404 for an unknown heading on every route reaching it by id', async () => {
    const unknown = 2_147_000_001;
    expect((await get(unknown)).status).toBe(404);
    expect((await t.call('GET', `/api/headings/${unknown}/grid-row`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/headings/${unknown}/uses`, { cookie: editor })).status).toBe(404);
    expect((await t.call('PUT', `/api/headings/${unknown}`, { cookie: editor, body: { title: 'x', version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/headings/${unknown}`, { cookie: editor })).status).toBe(404);
  });

  it('is refused to users without the Headings module (403) and to callers without a session (401)', async () => {
    expect((await t.call('GET', '/api/headings', { cookie: courseUser })).status).toBe(403);
    expect((await get(1, courseUser)).status).toBe(403);
    expect((await t.call('GET', '/api/headings/1/uses', { cookie: courseUser })).status).toBe(403);
    expect((await create({ title: 'x' }, courseUser)).status).toBe(403);
    expect((await t.call('DELETE', '/api/headings/1', { cookie: courseUser })).status).toBe(403);
    expect((await t.call('GET', '/api/headings')).status).toBe(401);
  });

  it('answers the uses row with the four lists and their counts (all empty while no module provides uses)', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'Unused' });
    const res = await t.call('GET', `/api/headings/${id}/uses`, { cookie: editor });
    expect(res).toEqual({
      status: 200,
      body: {
        uses: {
          id,
          segmentIds: [],
          readingIds: [],
          trainerIds: [],
          exerciseIds: [],
          dialogIds: [],
          segmentCount: 0,
          readingCount: 0,
          trainerCount: 0,
          exerciseCount: 0,
          dialogCount: 0,
          courses: { segments: [], readings: [], trainers: [], exercises: [], dialogs: [] },
        },
      },
    });
  });

  describe('with modules providing uses', () => {
    let headingId: number;
    let remove: (() => void)[] = [];
    beforeAll(async () => {
      headingId = (await create({ title: 'In use', translations: [{ dialectId: 2, text: 'En uso' }] })).body.data.id;
      const only = (rows: { id: number; courseId: number }[]) => async (_db: unknown, id: number) => (id === headingId ? rows : []);
      remove = [
        registerUsages([
          {
            of: HEADINGS,
            kind: 'segments',
            module: MODULE.segment,
            find: only([
              { id: 12, courseId: 1 },
              { id: 5, courseId: 1 },
              { id: 40, courseId: 4 },
            ]),
          },
          { of: HEADINGS, kind: 'trainers', module: MODULE.trainer, find: only([{ id: 7, courseId: 2 }]) },
          { of: HEADINGS, kind: 'exercises', module: 8, find: only([{ id: 3, courseId: 1 }]) },
          // Another module's records are not headings' business.
          { of: 99, kind: 'segments', module: MODULE.segment, find: async () => [{ id: 1000, courseId: 1 }] },
        ]),
      ];
    });
    afterAll(() => remove.forEach((r) => r()));

    it('gathers ids, counts and courses per list', async () => {
      const {
        body: { uses },
      } = await t.call('GET', `/api/headings/${headingId}/uses`, { cookie: editor });
      expect(uses).toMatchObject({
        id: headingId,
        segmentIds: [5, 12, 40],
        readingIds: [],
        trainerIds: [7],
        exerciseIds: [3],
        segmentCount: 3,
        readingCount: 0,
        trainerCount: 1,
        exerciseCount: 1,
      });
      expect(uses.courses.segments).toEqual([
        { courseId: 1, code: 'ES-EN', ids: [5, 12], count: 2 },
        { courseId: 4, code: 'FR-EN', ids: [40], count: 1 },
      ]);
      expect(uses.courses.trainers).toEqual([{ courseId: 2, code: 'ES-FR', ids: [7], count: 1 }]);
    });

    it('refuses to delete a heading in use with 409, and the heading stays', async () => {
      const res = await t.call('DELETE', `/api/headings/${headingId}`, { cookie: editor });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('This heading is in use (3 segments, 1 trainer segment, 1 exercise) and cannot be deleted. Remove those uses first.');
      const still = (await get(headingId)).body;
      expect(still.title).toBe('In use');
      expect(textOf(still, 'es-ES')?.text).toBe('En uso');
    });
  });

  it("counts a dialog's heading as a use, and refuses to delete the heading while the dialog keeps it", async () => {
    const id = (await create({ title: 'Of a dialog' })).body.data.id;
    const dialog = (await t.call('GET', '/api/dialogs/1', { cookie: admin })).body;
    expect((await t.call('PUT', '/api/dialogs/1', { cookie: admin, body: { ...dialog, headingId: id } })).status).toBe(200);
    const { uses } = (await t.call('GET', `/api/headings/${id}/uses`, { cookie: editor })).body;
    expect(uses).toMatchObject({ dialogIds: [1], dialogCount: 1 });
    expect(uses.courses.dialogs).toEqual([{ courseId: 1, code: 'ES-EN', ids: [1], count: 1 }]);
    const res = await t.call('DELETE', `/api/headings/${id}`, { cookie: editor });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This heading is in use (1 dialog) and cannot be deleted. Remove those uses first.');
    expect((await t.call('GET', '/api/dialogs/1', { cookie: admin })).body.headingId).toBe(id);
  });

  it('deletes an unused heading with its translations, after which it is 404', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ title: 'To delete', translations: [{ dialectId: 2, text: 'Borrar' }] });
    expect((await t.call('DELETE', `/api/headings/${id}`, { cookie: editor })).status).toBe(200);
    expect((await get(id)).status).toBe(404);
    const { rows } = (await t.server.database.db.execute(
      `select count(*)::int as n from translations where ref = ${HEADINGS} and ref_id = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(0);
  });
});
