import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { CHARTS, TABLE_LITERALS, TABLES } from './plugin';
import { CODE_MESSAGE, DUPLICATE_CODE } from './rules';
import { isUniqueViolation } from './server/shared';
import { courseTables, literalConjTemplates } from './server/tables';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Table Literals, Tables and Charts on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('tables@example.com', [
    [1, TABLE_LITERALS],
    [1, TABLES],
    [1, CHARTS],
  ]);
});
afterAll(() => t.close());

type Row = { id: number; name: string };
const rowsOf = async (path: string, cookie = editor) => (await t.call('GET', `/api/${path}`, { cookie })).body as Row[];

describe.each([
  { noun: 'table', label: 'Table', demo: 'Present tense -ar verbs', demoSearch: 'AR verbs', linkedBy: 'PRESENT_AR' },
  { noun: 'chart', label: 'Chart', demo: 'Vowel chart', demoSearch: 'vowel', linkedBy: 'ARTICLES' },
] as const)('$noun', ({ noun, demo, demoSearch, linkedBy }) => {
  const create = (body: unknown, cookie = editor, courseId = 1) => t.call('POST', `/api/courses/${courseId}/${noun}`, { cookie, body });
  const newId = async (name: string, cookie = editor, courseId = 1) => {
    const res = await create({ name }, cookie, courseId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };

  it('creates with a trimmed name, reads it back, and gives a blank record', async () => {
    const res = await create({ name: `  Possessive adjectives ${noun}  ` });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const rec = (await t.call('GET', `/api/${noun}/${res.body.data.id}`, { cookie: editor })).body;
    expect(rec).toEqual({ id: res.body.data.id, courseId: 1, name: `Possessive adjectives ${noun}`, version: 1, usedBy: [] });
    const blank = (await t.call('GET', `/api/${noun}/new?course=1`, { cookie: editor })).body;
    expect(blank).toEqual({ id: -1, courseId: 1, name: '', version: 0, usedBy: [] });
  });

  it('lists the course grid (id, name), searches by text over the name, and serves one grid row', async () => {
    const all = await rowsOf(`courses/1/${noun}`);
    expect(all.map((r) => r.name)).toContain(demo);
    expect(Object.keys(all[0]).sort()).toEqual(['id', 'name']);
    const found = await rowsOf(`courses/1/${noun}?text=${encodeURIComponent(demoSearch)}`);
    expect(found.map((r) => r.name)).toEqual([demo]);
    expect(await rowsOf(`courses/1/${noun}?text=${encodeURIComponent('%')}`)).toEqual([]); // wildcards are literal
    expect(await rowsOf(`courses/1/${noun}?text=nothing-like-this`)).toEqual([]);
    const row = (await t.call('GET', `/api/courses/1/${noun}/${found[0].id}`, { cookie: editor })).body;
    expect(row).toEqual({ id: found[0].id, name: demo });
    // a course-2 record is not a row of course 1
    const other = (await rowsOf(`courses/2/${noun}`, admin))[0];
    expect((await t.call('GET', `/api/courses/1/${noun}/${other.id}`, { cookie: editor })).status).toBe(404);
  });

  it('shows the literals that link to a record', async () => {
    const [row] = await rowsOf(`courses/1/${noun}?text=${encodeURIComponent(demo)}`);
    expect((await t.call('GET', `/api/${noun}/${row.id}`, { cookie: editor })).body.usedBy).toEqual([linkedBy]);
  });

  it('updates with the version, bumps it, and refuses a stale save with 409', async () => {
    const id = await newId(`Draft ${noun}`);
    const v1 = (await t.call('GET', `/api/${noun}/${id}`, { cookie: editor })).body;
    const saved = await t.call('PUT', `/api/${noun}/${id}`, { cookie: editor, body: { ...v1, name: `Final ${noun}` } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ id, name: `Final ${noun}`, version: 2 });
    const stale = await t.call('PUT', `/api/${noun}/${id}`, { cookie: admin, body: { ...v1, name: 'overwritten' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await t.call('GET', `/api/${noun}/${id}`, { cookie: editor })).body.name).toBe(`Final ${noun}`);
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const before = (await rowsOf(`courses/1/${noun}`)).length;
    expect(await create({})).toMatchObject({ status: 400, body: { fields: { name: 'Required' } } });
    expect(await create({ name: '   ' })).toMatchObject({ status: 400, body: { fields: { name: expect.any(String) } } });
    expect(await create({ name: 'x'.repeat(201) })).toMatchObject({ status: 400, body: { fields: { name: expect.stringMatching(/200/) } } });
    expect(await create({ name: 42 })).toMatchObject({ status: 400, body: { fields: { name: expect.any(String) } } });
    expect((await newId('y'.repeat(200))) > 0).toBe(true);
    expect((await rowsOf(`courses/1/${noun}`)).length).toBe(before + 1);
    const id = await newId(`Valid ${noun}`);
    const put = await t.call('PUT', `/api/${noun}/${id}`, { cookie: editor, body: { name: '' } });
    expect(put).toMatchObject({ status: 400, body: { fields: { name: expect.any(String), version: 'Required' } } });
  });

  it('keeps names unique per course, ignoring case and surrounding spaces', async () => {
    const message = `A ${noun} with this name already exists`;
    const dup = await create({ name: ` ${demo.toUpperCase()} ` });
    expect(dup).toMatchObject({ status: 400, body: { fields: { name: message } } });
    // the same name in another course is fine
    expect((await create({ name: `Unique ${noun}` }, admin, 2)).status).toBe(200);
    expect((await create({ name: `Unique ${noun}` })).status).toBe(200);
    // renaming onto another record's name is refused; changing only the case of its own name is not
    const id = await newId(`Rename me ${noun}`);
    const rec = (await t.call('GET', `/api/${noun}/${id}`, { cookie: editor })).body;
    expect(await t.call('PUT', `/api/${noun}/${id}`, { cookie: editor, body: { ...rec, name: demo } })).toMatchObject({
      status: 400,
      body: { fields: { name: message } },
    });
    expect((await t.call('GET', `/api/${noun}/${id}`, { cookie: editor })).body).toMatchObject({ name: `Rename me ${noun}`, version: 1 });
    expect((await t.call('PUT', `/api/${noun}/${id}`, { cookie: editor, body: { ...rec, name: `RENAME ME ${noun}` } })).status).toBe(200);
  });

  it('deletes, after which the record is 404; an unknown id is 404', async () => {
    const id = await newId(`Temporary ${noun}`);
    expect((await t.call('DELETE', `/api/${noun}/${id}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/${noun}/${id}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('PUT', `/api/${noun}/${id}`, { cookie: editor, body: { name: 'x', version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/${noun}/${id}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/${noun}/999999`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/courses/1/${noun}/999999`, { cookie: editor })).status).toBe(404);
  });

  it(`refuses to delete a ${noun} a literal links to, with 409 naming the literal`, async () => {
    const [row] = await rowsOf(`courses/1/${noun}?text=${encodeURIComponent(demo)}`);
    const res = await t.call('DELETE', `/api/${noun}/${row.id}`, { cookie: editor });
    expect(res).toEqual({ status: 409, body: { error: `This ${noun} is used by literal ${linkedBy}` } });
    expect((await t.call('GET', `/api/${noun}/${row.id}`, { cookie: editor })).status).toBe(200);
  });

  it("refuses another course's records with 403, by course and by id", async () => {
    const other = (await rowsOf(`courses/2/${noun}`, admin))[0];
    expect((await t.call('GET', `/api/courses/2/${noun}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/courses/2/${noun}/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/${noun}/new?course=2`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/${noun}/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('PUT', `/api/${noun}/${other.id}`, { cookie: editor, body: { name: 'x', version: 1 } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/${noun}/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await create({ name: 'x' }, editor, 2)).status).toBe(403);
    expect((await t.call('GET', `/api/${noun}/${other.id}`, { cookie: admin })).status).toBe(200);
  });
});

describe('table literals', () => {
  const create = (body: unknown, cookie = editor, courseId = 1) => t.call('POST', `/api/courses/${courseId}/literals`, { cookie, body });
  const get = async (id: number, cookie = editor) => (await t.call('GET', `/api/literals/${id}`, { cookie })).body;
  const newRecord = async (noun: 'table' | 'chart', name: string, courseId = 1, cookie = editor) =>
    (await t.call('POST', `/api/courses/${courseId}/${noun}`, { cookie, body: { name } })).body.data.id as number;

  let tableA: number;
  let tableB: number;
  let chartA: number;
  let foreignTable: number;
  let foreignChart: number;
  beforeAll(async () => {
    tableA = await newRecord('table', 'Imperfect tense -ar verbs');
    tableB = await newRecord('table', 'Demonstratives');
    chartA = await newRecord('chart', 'Consonant chart');
    foreignTable = await newRecord('table', 'Course 2 table', 2, admin);
    foreignChart = await newRecord('chart', 'Course 2 chart', 2, admin);
  });

  it('has the demo literals, with their links and sources', async () => {
    const [row] = (await t.call('GET', '/api/courses/1/literals?text=PRESENT_AR', { cookie: editor })).body;
    expect(row).toEqual({
      id: expect.any(Number),
      code: 'PRESENT_AR',
      tables: 'Present tense -ar verbs',
      charts: '',
      source: 'Present tense of regular -ar verbs',
    });
    const lit = await get(row.id);
    expect(lit.tables).toEqual([{ id: expect.any(Number), name: 'Present tense -ar verbs' }]);
    expect(lit.sources.map((s: { dialectCode: string; text: string }) => [s.dialectCode, s.text])).toEqual([
      ['en-US', 'Present tense of regular -ar verbs'],
      ['en-GB', 'Present tense of regular -ar verbs'],
    ]);
  });

  it('creates with code, linked tables and charts and sources, and reads it back', async () => {
    const res = await create({
      code: ' IMPERFECT.ar-1 ',
      tables: [{ id: tableB, name: 'ignored' }, tableA, tableA],
      charts: [chartA],
      sources: [{ dialectId: 3, text: 'Imperfect tense of -ar verbs' }],
    });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const lit = await get(res.body.data.id);
    expect(lit).toEqual({
      id: res.body.data.id,
      courseId: 1,
      code: 'IMPERFECT.ar-1',
      version: 1,
      tables: [
        { id: tableB, name: 'Demonstratives' },
        { id: tableA, name: 'Imperfect tense -ar verbs' },
      ],
      charts: [{ id: chartA, name: 'Consonant chart' }],
      conjTemplates: [],
      sources: [
        { dialectId: 3, dialectCode: 'en-US', text: 'Imperfect tense of -ar verbs', status: 2 },
        { dialectId: 1, dialectCode: 'en-GB', text: '', status: 0 },
      ],
    });
  });

  it('gives a blank record with id -1 and the course source dialects', async () => {
    const blank = (await t.call('GET', '/api/literals/new?course=1', { cookie: editor })).body;
    expect(blank).toMatchObject({ id: -1, courseId: 1, code: '', version: 0, tables: [], charts: [], conjTemplates: [] });
    expect(blank.sources.map((s: { dialectCode: string }) => s.dialectCode)).toEqual(['en-US', 'en-GB']);
  });

  it('lists the grid and searches by code, by source text and by linked table name; serves one grid row', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ code: 'SEARCH_ME', tables: [tableA], sources: [{ dialectId: 1, text: 'Zebra crossing' }] });
    const codes = async (text: string) =>
      ((await t.call('GET', `/api/courses/1/literals?text=${encodeURIComponent(text)}`, { cookie: editor })).body as { code: string }[]).map((r) => r.code);
    expect(await codes('search_')).toEqual(['SEARCH_ME']);
    expect(await codes('zebra')).toEqual(['SEARCH_ME']);
    expect(await codes('imperfect tense -AR')).toEqual(['IMPERFECT.ar-1', 'SEARCH_ME']);
    expect(await codes('consonant CHART')).toEqual(['IMPERFECT.ar-1']);
    expect(await codes('regular -ar')).toEqual(['PRESENT_AR']);
    expect(await codes('%')).toEqual([]);
    const all = await codes('');
    expect(all).toEqual(expect.arrayContaining(['ARTICLES', 'PRESENT_AR', 'SEARCH_ME']));
    const row = (await t.call('GET', `/api/courses/1/literals/${id}`, { cookie: editor })).body;
    // the source column shows the course's first source dialect (en-US), which this literal leaves empty
    expect(row).toEqual({ id, code: 'SEARCH_ME', tables: 'Imperfect tense -ar verbs', charts: '', source: '' });
  });

  it('updates links, code and sources with the version, and refuses a stale save with 409', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ code: 'TO_UPDATE', tables: [tableA], charts: [chartA] });
    const v1 = await get(id);
    const saved = await t.call('PUT', `/api/literals/${id}`, {
      cookie: editor,
      body: { ...v1, code: 'UPDATED', tables: [{ id: tableB, name: 'Demonstratives' }], charts: [], sources: [{ dialectId: 1, text: 'Updated' }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.record).toMatchObject({
      code: 'UPDATED',
      version: 2,
      tables: [{ id: tableB, name: 'Demonstratives' }],
      charts: [],
      sources: [
        { dialectId: 3, text: '' },
        { dialectId: 1, text: 'Updated', status: 2 },
      ],
    });
    const stale = await t.call('PUT', `/api/literals/${id}`, { cookie: admin, body: { ...v1, code: 'OVERWRITTEN' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await get(id)).code).toBe('UPDATED');
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const count = async () => (await t.call('GET', '/api/courses/1/literals', { cookie: editor })).body.length;
    const before = await count();
    expect(await create({})).toMatchObject({ status: 400, body: { fields: { code: 'Required' } } });
    expect(await create({ code: '  ' })).toMatchObject({ status: 400, body: { fields: { code: expect.any(String) } } });
    for (const code of ['two words', 'ÑANDU', 'a/b', 'x,y', 'a$']) {
      expect(await create({ code }), code).toMatchObject({ status: 400, body: { fields: { code: CODE_MESSAGE } } });
    }
    expect(await create({ code: 'c'.repeat(101) })).toMatchObject({ status: 400, body: { fields: { code: expect.stringMatching(/100/) } } });
    const badLinks = await create({ code: 'BAD_LINKS', tables: ['x'], charts: [-1], sources: [{ dialectId: 'x', text: 1 }] });
    expect(badLinks.status).toBe(400);
    expect(Object.keys(badLinks.body.fields)).toEqual(expect.arrayContaining(['tables.0', 'charts.0', 'sources.0.dialectId', 'sources.0.text']));
    const wrongDialect = await create({ code: 'WRONG_DIALECT', sources: [{ dialectId: 5, text: 'Bonjour' }] });
    expect(wrongDialect).toMatchObject({ status: 400, body: { fields: { 'sources.0.dialectId': 'Not a source dialect of this course' } } });
    expect(await count()).toBe(before);
  });

  it('keeps codes unique per course, ignoring case', async () => {
    expect(await create({ code: 'present_ar' })).toMatchObject({ status: 400, body: { fields: { code: DUPLICATE_CODE } } });
    // course 2 also has a PRESENT_AR (demo); a new code there is fine, and the same code in two courses is fine
    expect((await create({ code: 'ONLY_HERE' }, admin, 2)).status).toBe(200);
    expect((await create({ code: 'ONLY_HERE' })).status).toBe(200);
    const {
      body: {
        data: { id },
      },
    } = await create({ code: 'RENAMED_LATER' });
    const rec = await get(id);
    expect(await t.call('PUT', `/api/literals/${id}`, { cookie: editor, body: { ...rec, code: 'ARTICLES' } })).toMatchObject({
      status: 400,
      body: { fields: { code: DUPLICATE_CODE } },
    });
    expect((await t.call('PUT', `/api/literals/${id}`, { cookie: editor, body: { ...rec, code: 'renamed_later' } })).status).toBe(200);
  });

  it("refuses links to another course's (or unknown) tables and charts with 400 naming each", async () => {
    const tables = await create({ code: 'CROSS_TABLE', tables: [tableA, foreignTable] });
    expect(tables).toMatchObject({ status: 400, body: { fields: { 'tables.1': 'Belongs to another course' } } });
    expect(tables.body.fields).not.toHaveProperty('tables.0');
    const charts = await create({ code: 'CROSS_CHART', charts: [{ id: foreignChart, name: 'theirs' }] });
    expect(charts).toMatchObject({ status: 400, body: { fields: { 'charts.0.id': 'Belongs to another course' } } });
    expect(await create({ code: 'UNKNOWN_TABLE', tables: [999999] })).toMatchObject({ status: 400, body: { fields: { 'tables.0': 'No such record' } } });
    const {
      body: {
        data: { id },
      },
    } = await create({ code: 'CROSS_ON_UPDATE', tables: [tableA] });
    const rec = await get(id);
    const put = await t.call('PUT', `/api/literals/${id}`, { cookie: editor, body: { ...rec, tables: [foreignTable], charts: [foreignChart] } });
    expect(put).toMatchObject({ status: 400, body: { fields: { 'tables.0': 'Belongs to another course', 'charts.0': 'Belongs to another course' } } });
    expect(await get(id)).toMatchObject({ version: 1, tables: [{ id: tableA }] });
    const codes = (await t.call('GET', '/api/courses/1/literals', { cookie: editor })).body.map((r: { code: string }) => r.code);
    expect(codes).not.toEqual(expect.arrayContaining(['CROSS_TABLE']));
  });

  it('shows conjugation templates read-only: a save leaves them as the Conjugation module set them', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ code: 'WITH_TEMPLATES' });
    await t.server.database.db.insert(literalConjTemplates).values([
      { literalId: id, templateId: 12 },
      { literalId: id, templateId: 7 },
    ]);
    const rec = await get(id);
    expect(rec.conjTemplates).toEqual([{ id: 7 }, { id: 12 }]);
    const saved = await t.call('PUT', `/api/literals/${id}`, { cookie: editor, body: { ...rec, conjTemplates: [] } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record.conjTemplates).toEqual([{ id: 7 }, { id: 12 }]);
  });

  it('deletes with its links and sources; the tables it linked can then be deleted', async () => {
    const table = await newRecord('table', 'Linked then freed');
    const chart = await newRecord('chart', 'Linked chart then freed');
    const {
      body: {
        data: { id },
      },
    } = await create({ code: 'SHORT_LIVED', tables: [table], charts: [chart], sources: [{ dialectId: 3, text: 'Gone soon' }] });
    await t.server.database.db.insert(literalConjTemplates).values({ literalId: id, templateId: 3 });
    expect(await t.call('DELETE', `/api/table/${table}`, { cookie: editor })).toEqual({
      status: 409,
      body: { error: 'This table is used by literal SHORT_LIVED' },
    });
    expect(await t.call('DELETE', `/api/chart/${chart}`, { cookie: editor })).toEqual({
      status: 409,
      body: { error: 'This chart is used by literal SHORT_LIVED' },
    });
    expect((await t.call('DELETE', `/api/literals/${id}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/literals/${id}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('PUT', `/api/literals/${id}`, { cookie: editor, body: { code: 'X', version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/literals/${id}`, { cookie: editor })).status).toBe(404);
    const left = await t.server.database.db.execute(sql`select id from translations where ref = ${TABLE_LITERALS} and ref_id = ${id}`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await t.call('DELETE', `/api/table/${table}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('DELETE', `/api/chart/${chart}`, { cookie: editor })).status).toBe(200);
  });

  it('names every literal when several use a table', async () => {
    const table = await newRecord('table', 'Shared table');
    await create({ code: 'SHARED_B', tables: [table] });
    await create({ code: 'SHARED_A', tables: [table] });
    expect(await t.call('DELETE', `/api/table/${table}`, { cookie: editor })).toEqual({
      status: 409,
      body: { error: 'This table is used by literal SHARED_A (and 1 more)' },
    });
    expect((await t.call('GET', `/api/table/${table}`, { cookie: editor })).body.usedBy).toEqual(['SHARED_A', 'SHARED_B']);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call('GET', '/api/literals/999999', { cookie: editor })).status).toBe(404);
    expect((await t.call('PUT', '/api/literals/999999', { cookie: editor, body: { code: 'X', version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/literals/999999', { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', '/api/courses/1/literals/999999', { cookie: editor })).status).toBe(404);
  });

  it("refuses another course's literals with 403, by course and by id", async () => {
    const other = (await t.call('GET', '/api/courses/2/literals', { cookie: admin })).body[0];
    expect(other).toBeDefined();
    expect((await t.call('GET', '/api/courses/2/literals', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/courses/2/literals/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', '/api/literals/new?course=2', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/literals/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('PUT', `/api/literals/${other.id}`, { cookie: editor, body: { code: 'X', version: 1 } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/literals/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await create({ code: 'X' }, editor, 2)).status).toBe(403);
    expect((await t.call('GET', `/api/courses/1/literals/${other.id}`, { cookie: editor })).status).toBe(404);
    expect((await get(other.id, admin)).code).toBe(other.code);
  });
});

describe('the unique indexes behind the checks', () => {
  it('refuse a duplicate that races past the check, and the error is recognised as a unique violation', async () => {
    const { db } = t.server.database;
    const e = await db
      .insert(courseTables)
      .values({ courseId: 1, name: 'present TENSE -ar verbs' })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(e).toBeDefined();
    expect(isUniqueViolation(e)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
