import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { translations, writeTranslation } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { DIALOG_SEGMENTS } from '../dialogs/public';
import { memoryServer } from '../../tests/support/memory';
import type { LoggedInServer } from '../../tests/support/server';
import { MISSING_SEARCH } from './plugin';

const ES_ES = 2;
const EN_US = 3;
const EN_GB = 1;
const FR_FR = 5;

let t: LoggedInServer;
let admin: string;
let user: string; // granted Memory (global)
let courseUser: string; // granted Translations on course 1, not Memory
const db = () => t.server.database.db;
let coffee: number;

async function translationId(ref: number, refId: number, field: string): Promise<number> {
  const { rows } = (await db().execute(`select id from translations where ref = ${ref} and ref_id = ${refId} and field = '${field}'`)) as unknown as {
    rows: { id: number }[];
  };
  return rows[0].id;
}

beforeAll(async () => {
  ({ t, user } = await memoryServer('memory@example.com'));
  admin = t.admin;
  courseUser = await t.signIn('course@example.com', [[1, 36]]);
  await writeTranslation(
    db(),
    { courseId: 1, ref: 10, refId: 80001, field: 'tooltip' },
    [
      { dialectId: ES_ES, text: 'Un café con leche, por favor.' },
      { dialectId: EN_US, text: 'A white coffee, please.' },
      { dialectId: EN_GB, text: 'A white coffee, please', status: 1 },
    ],
    { system: true },
  );
  await writeTranslation(db(), { courseId: 3, ref: 10, refId: 80002, field: 'tooltip' }, [{ dialectId: EN_US, text: 'A black coffee, please.' }]);
  await writeTranslation(db(), { courseId: 1, ref: 10, refId: 80003, field: 'tooltip' }, [{ dialectId: EN_US, text: 'A white coffee, please!', status: 0 }]);
  coffee = await translationId(10, 80001, 'tooltip');
});
afterAll(() => t.close());

const search = (query: string, cookie = user) => t.call('GET', `/api/memory${query}`, { cookie });

describe('memory search', () => {
  it('needs both text and dialect: 400 naming what is missing', async () => {
    expect(await search('?dialect=3')).toEqual({ status: 400, body: { error: `${MISSING_SEARCH} (text)`, fields: { text: 'Required' } } });
    expect(await search('?text=coffee')).toEqual({ status: 400, body: { error: `${MISSING_SEARCH} (dialect)`, fields: { dialect: 'Required' } } });
    expect((await search('')).body.fields).toEqual({ text: 'Required', dialect: 'Required' });
    expect((await search('?text=%20%20&dialect=3')).body.fields).toEqual({ text: 'Required' });
    expect((await search('?text=coffee&dialect=en')).body.fields).toEqual({ dialect: 'Expected a dialect id' });
  });

  it('finds the done texts of the dialect in every course, best first, with course and module names', async () => {
    const res = await search(`?dialect=${EN_US}&text=${encodeURIComponent('A white coffee, please.')}`);
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      id: coffee,
      courseId: 1,
      courseName: 'Spanish for English speakers',
      ref: 10,
      refName: 'Glossaries',
      refId: 80001,
      text: 'A white coffee, please.',
      dialectId: EN_US,
      similarity: 101,
    });
    expect(res.body).toContainEqual(expect.objectContaining({ text: 'A black coffee, please.', courseId: 3, courseName: 'English for Spanish speakers' }));
    const texts = res.body.map((h: { text: string }) => h.text);
    expect(texts).not.toContain('A white coffee, please!'); // pending: not in the memory
    const sims = res.body.map((h: { similarity: number }) => h.similarity);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
    expect((await search(`?dialect=${FR_FR}&text=coffee`)).body.map((h: { text: string }) => h.text)).not.toContain('A white coffee, please.');
  });

  it('offers every dialect for the search', async () => {
    const res = await t.call('GET', '/api/memory/dialects', { cookie: user });
    expect(res.body).toHaveLength(11);
    expect(res.body[0]).toEqual({ dialectId: 1, dialectCode: 'en-GB' });
  });
});

describe('the translation popup', () => {
  it("says where a part text (a dialog's segment) opens: on its dialog with the segment selected, as the Texts search opens it", async () => {
    const [segment] = await db()
      .select({ id: translations.id, refId: translations.refId })
      .from(translations)
      .where(and(eq(translations.courseId, 1), eq(translations.ref, DIALOG_SEGMENTS)))
      .orderBy(asc(translations.id))
      .limit(1);
    const res = await t.call('GET', `/api/memory/translation/${segment.id}`, { cookie: user });
    expect(res.body).toMatchObject({ ref: DIALOG_SEGMENTS, refId: segment.refId, refName: 'Dialog segments' });
    expect(res.body.open).toMatchObject({ module: MODULE.dialog });
    // The Texts search's answer for the same translation opens it at the same place.
    const texts = await t.call('GET', `/api/translations/${segment.id}`, { cookie: t.admin });
    expect(res.body.open).toEqual(texts.body.open);
  });

  it('reads a translation with its text and status in every dialect of its course', async () => {
    const res = await t.call('GET', `/api/memory/translation/${coffee}`, { cookie: user });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: coffee,
      courseId: 1,
      courseName: 'Spanish for English speakers',
      ref: 10,
      refName: 'Glossaries',
      refId: 80001,
      field: 'tooltip',
      open: { module: 10, recordId: 80001, params: { search: '80001' } },
    });
    expect(res.body.dialects).toEqual([
      { dialectId: ES_ES, dialectCode: 'es-ES', text: 'Un café con leche, por favor.', status: 2 },
      { dialectId: 4, dialectCode: 'es-MX', text: '', status: 0 },
      { dialectId: EN_US, dialectCode: 'en-US', text: 'A white coffee, please.', status: 2 },
      { dialectId: EN_GB, dialectCode: 'en-GB', text: 'A white coffee, please', status: 1 },
    ]);
    expect((await t.call('GET', '/api/memory/translation/2147000001', { cookie: user })).status).toBe(404);
  });

  it('saves one dialect with the status rules of the Translations editor, and the search follows', async () => {
    const path = (d: number) => `/api/memory/translation/${coffee}/dialects/${d}`;
    const saved = await t.call('PUT', path(4), { cookie: user, body: { text: 'Un café con leche, por favor.', status: 2 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.dialects[1]).toEqual({ dialectId: 4, dialectCode: 'es-MX', text: 'Un café con leche, por favor.', status: 2 });
    expect((await search(`?dialect=4&text=${encodeURIComponent('café con leche')}`)).body[0]).toMatchObject({ id: coffee, dialectId: 4 });
    // With the popup's search, the save answers that search as it now stands: the screen shows it without searching again.
    const q = encodeURIComponent('café con leche y azúcar');
    const withSearch = await t.call('PUT', `${path(4)}?search=${q}&searchDialect=4`, {
      cookie: user,
      body: { text: 'Un café con leche y azúcar.', status: 2 },
    });
    expect(withSearch.body.data.hits).toEqual((await search(`?dialect=4&text=${q}`)).body);
    expect(withSearch.body.data.hits[0]).toMatchObject({ id: coffee, text: 'Un café con leche y azúcar.' });
    expect(saved.body.data.hits).toBeUndefined();

    expect(await t.call('PUT', path(EN_US), { cookie: user, body: { text: 'x', status: 3 } })).toMatchObject({
      status: 400,
      body: { fields: { status: expect.any(String) } },
    });
    expect((await t.call('PUT', path(EN_GB), { cookie: user, body: { text: 'A white coffee, please.', status: 2 } })).status).toBe(400);
    const kept = await t.call('PUT', path(EN_GB), { cookie: user, body: { text: 'A white coffee, please.' } });
    expect(kept.body.data.dialects[3]).toMatchObject({ text: 'A white coffee, please.', status: 1 });
    expect((await t.call('PUT', path(FR_FR), { cookie: user, body: { text: 'Un café au lait' } })).body.fields).toEqual({
      d: 'Not a dialect of this translation',
    });
    expect((await t.call('PUT', '/api/memory/translation/2147000001/dialects/3', { cookie: user, body: { text: 'x' } })).status).toBe(404);
  });

  it('shows a global record (course 0) in every dialect', async () => {
    await writeTranslation(db(), { courseId: 0, ref: 4, refId: 80004, field: 'title' }, [{ dialectId: ES_ES, text: 'Saludos' }]);
    const res = await t.call('GET', `/api/memory/translation/${await translationId(4, 80004, 'title')}`, { cookie: user });
    expect(res.body).toMatchObject({ courseId: 0, courseName: 'Global', refName: 'Headings' });
    expect(res.body.dialects).toHaveLength(11);
  });
});

describe('authorization', () => {
  it('needs the Memory module: 403 for a user granted only course modules, 401 without a session', async () => {
    expect((await search(`?dialect=3&text=coffee`, courseUser)).status).toBe(403);
    expect((await search(`?dialect=3`, courseUser)).status).toBe(403);
    expect((await t.call('GET', `/api/memory/translation/${coffee}`, { cookie: courseUser })).status).toBe(403);
    expect((await t.call('PUT', `/api/memory/translation/${coffee}/dialects/3`, { cookie: courseUser, body: { text: 'Leaked' } })).status).toBe(403);
    expect((await t.call('GET', '/api/memory?dialect=3&text=coffee')).status).toBe(401);
    expect((await search(`?dialect=3&text=coffee`, admin)).status).toBe(200);
  });
});
