import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTranslation, writeTranslation } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { COURSES } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Courses only
let outsider: string; // granted Languages only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('courses@example.com', [[0, COURSES]]);
  outsider = await t.signIn('outsider@example.com', [
    [0, 3],
    [1, 10],
  ]);
});
afterAll(() => t.close());

const codes = (list: { dialectCode: string }[]) => list.map((d) => d.dialectCode);
const create = (body: Record<string, unknown>, cookie = editor) => t.call('POST', '/api/courses', { cookie, body });
const newCourse = (over: Record<string, unknown> = {}) => ({
  languageId: 4,
  code: `DE-${Math.random().toString(36).slice(2, 6)}`,
  name: 'German for Spanish speakers',
  targets: [7],
  sources: [2, 4],
  ...over,
});
const get = async (id: number) => (await t.call('GET', `/api/courses/${id}`, { cookie: editor })).body;

describe('courses', () => {
  it('creates a course with its target and source dialects and reads it back', async () => {
    const res = await create(newCourse({ code: 'DE-ES', publishLessonPosition: 12, splitExercises: true }));
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const c = await get(res.body.data.id);
    expect(c).toMatchObject({
      id: res.body.data.id,
      languageId: 4,
      language: 'German',
      code: 'DE-ES',
      name: 'German for Spanish speakers',
      conceptLinker: false,
      splitExercises: true,
      hasVocabulary: true,
      playAudioSegmentWhenSolved: false,
      glossaryUppercase: false,
      publishLessonPosition: 12,
      clLessonPosition: 0,
      aiReviewPos: 0,
      targetDialectDefaultId: 7,
      sourceDialectDefaultId: 2,
      version: 1,
    });
    expect(codes(c.targets)).toEqual(['de-DE']);
    expect(codes(c.sources)).toEqual(['es-ES', 'es-MX']);
    expect(c.targetAvailableIds).not.toContain(7);
    expect(c.sourceAvailableIds).toEqual(expect.arrayContaining([1, 3, 7]));
    expect(c.sourceAvailableIds).not.toContain(2);
    // the host sees the new course at once: its config, and the admin's permission tree
    const configs = (await t.call('GET', '/api/courses/config', { cookie: admin })).body as { id: number; targetDialects: unknown[] }[];
    expect(configs.find((x) => x.id === c.id)).toMatchObject({ targetDialectDefaultId: 7, sourceDialectDefaultId: 2 });
  });

  it('serves the grid with search, one grid row, a blank course, the dialects and the languages for the selects', async () => {
    const all = (await t.call('GET', '/api/courses', { cookie: editor })).body;
    expect(all[0]).toEqual({ id: 1, language: 'Spanish', languageCode: 'es', code: 'ES-EN', name: 'Spanish for English speakers' });
    const found = (await t.call('GET', '/api/courses?text=french', { cookie: editor })).body.map((c: { code: string }) => c.code);
    expect(found).toEqual(['ES-FR', 'FR-EN']); // by name and by language
    expect((await t.call('GET', '/api/courses/4/grid-row', { cookie: editor })).body).toEqual(all.find((c: { id: number }) => c.id === 4));
    const blank = (await t.call('GET', '/api/courses/new', { cookie: editor })).body;
    expect(blank).toMatchObject({ id: -1, languageId: null, code: '', targets: [], sources: [], version: 0 });
    expect(blank.targetAvailableIds).toHaveLength(11);
    const dialects = (await t.call('GET', '/api/dialects', { cookie: editor })).body;
    expect(dialects).toContainEqual({ id: 6, code: 'fr-CA', name: 'French (Canada)', languageId: 3 });
    const languages = (await t.call('GET', '/api/languages/select', { cookie: editor })).body;
    expect(languages).toContainEqual({ id: 4, code: 'de', name: 'German' });
    // core's courses/config is still core's
    expect(Array.isArray((await t.call('GET', '/api/courses/config', { cookie: editor })).body)).toBe(true);
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const before = (await t.call('GET', '/api/courses', { cookie: editor })).body.length;
    const bad = await create({ code: '', name: 'x', aiReviewPos: -1, clLessonPosition: 1.5, conceptLinker: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      languageId: 'Required',
      code: 'Required',
      aiReviewPos: expect.any(String),
      clLessonPosition: expect.any(String),
      conceptLinker: expect.any(String),
    });
    const noDialects = await create(newCourse({ targets: [], sources: undefined }));
    expect(noDialects.body.fields).toEqual({ targets: 'Choose at least one target dialect', sources: 'Choose at least one source dialect' });
    expect((await create(newCourse({ targets: [7, 99], sources: [2, 2] }))).body.fields).toEqual({
      'targets.1': 'Unknown dialect',
      'sources.1': 'Listed twice',
    });
    expect((await create(newCourse({ languageId: 99 }))).body.fields).toEqual({ languageId: 'No such record' });
    expect((await create(newCourse({ code: 'es-en' }))).body.fields).toEqual({ code: 'Already used' });
    expect((await create(newCourse({ sourceDialectDefaultId: 3 }))).body.fields).toEqual({ sourceDialectDefaultId: 'Not a source dialect of this course' });
    expect((await t.call('GET', '/api/courses', { cookie: editor })).body.length).toBe(before);
  });

  it('updates with the version and refuses a stale save with 409; the language of a course cannot change', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create(newCourse());
    const v1 = await get(id);
    const saved = await t.call('PUT', `/api/courses/${id}`, {
      cookie: editor,
      body: { ...v1, name: 'Deutsch', glossaryUppercase: true, aiReviewPos: 3, sourceDialectDefaultId: 4 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ name: 'Deutsch', glossaryUppercase: true, aiReviewPos: 3, sourceDialectDefaultId: 4, version: 2 });
    expect((await t.call('GET', `/api/courses/${id}/grid-row`, { cookie: editor })).body).toMatchObject({ name: 'Deutsch', language: 'German' });

    const stale = await t.call('PUT', `/api/courses/${id}`, { cookie: admin, body: { ...v1, name: 'overwritten' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);

    const v2 = saved.body.data.record;
    const language = await t.call('PUT', `/api/courses/${id}`, { cookie: editor, body: { ...v2, languageId: 3 } });
    expect(language).toMatchObject({ status: 400, body: { fields: { languageId: 'The language of an existing course cannot change' } } });
    const notOwn = await t.call('PUT', `/api/courses/${id}`, { cookie: editor, body: { ...v2, targetDialectDefaultId: 2 } });
    expect(notOwn.body.fields).toEqual({ targetDialectDefaultId: 'Not a target dialect of this course' });
    // the lists change only through add-*-dialect: an update ignores them
    await t.call('PUT', `/api/courses/${id}`, { cookie: editor, body: { ...v2, targets: [8], sources: [] } });
    const after = await get(id);
    expect(after).toMatchObject({ languageId: 4, version: 3 });
    expect(codes(after.targets)).toEqual(['de-DE']);
    expect(codes(after.sources)).toEqual(['es-ES', 'es-MX']);
  });

  it('answers 404 for an unknown course and has no way to delete one', async () => {
    const unknown = 2_147_000_001;
    expect((await t.call('GET', `/api/courses/${unknown}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/courses/${unknown}/grid-row`, { cookie: editor })).status).toBe(404);
    expect((await t.call('PUT', `/api/courses/${unknown}`, { cookie: editor, body: { ...newCourse(), version: 1 } })).status).toBe(404);
    expect((await t.call('PUT', `/api/courses/${unknown}/add-target-dialect`, { cookie: editor, body: { dialectId: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/courses/2', { cookie: editor })).status).toBe(404); // courses are never deleted: there is no such route
    expect((await get(2)).id).toBe(2);
  });

  it('refuses a user without the Courses module with 403', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/courses'],
      ['GET', '/api/courses/new'],
      ['GET', '/api/courses/1'],
      ['GET', '/api/courses/1/grid-row'],
      ['GET', '/api/dialects'],
      ['GET', '/api/languages/select'],
      ['POST', '/api/courses', newCourse()],
      ['PUT', '/api/courses/1', { ...newCourse(), version: 1 }],
      ['PUT', '/api/courses/1/add-source-dialect', { dialectId: 6 }],
      ['PUT', '/api/courses/1/add-target-dialect', { dialectId: 6 }],
    ] as const) {
      expect((await t.call(method, url, { cookie: outsider, body })).status, `${method} ${url}`).toBe(403);
    }
  });

  it("add-source-dialect appends the dialect and copies the course's texts from the chosen dialect where the new one has none", async () => {
    const { db } = t.server.database;
    const {
      body: {
        data: { id },
      },
    } = await create(newCourse({ targets: [2], sources: [3] }));
    // a record of the new course with texts in en-US (3) and some already in fr-CA (6); one of course 1
    const key = (refId: number, courseId = id) => ({ ref: 10, refId, field: 'tooltip', courseId });
    await writeTranslation(db, key(900_001), [
      { dialectId: 3, text: 'The small hours' },
      { dialectId: 6, text: 'Les petites heures' },
    ]);
    await writeTranslation(db, key(900_002), [{ dialectId: 3, text: 'After-meal talk', status: 1 }], { system: true });
    await writeTranslation(db, key(900_003), [
      { dialectId: 3, text: 'Empty elsewhere' },
      { dialectId: 6, text: '' },
    ]);
    await writeTranslation(db, key(900_004), [{ dialectId: 3, text: '' }]);
    await writeTranslation(db, key(900_005, 1), [{ dialectId: 3, text: 'Another course' }]);

    const res = await t.call('PUT', `/api/courses/${id}/add-source-dialect`, { cookie: editor, body: { dialectId: 6, copyDialectId: 3 } });
    expect(res).toMatchObject({ status: 200, body: { ok: true, data: { id, copied: 2 } } });
    expect(codes(res.body.data.sources)).toEqual(['en-US', 'fr-CA']);
    expect(res.body.data.sourceAvailableIds).not.toContain(6);

    const read = async (refId: number) => (await readTranslation(db, { ref: 10, refId, field: 'tooltip' }, [{ dialectId: 6, dialectCode: 'fr-CA' }]))[0];
    expect((await read(900_001)).text).toBe('Les petites heures'); // kept: it had a text
    // A copy is no translation: pending, whatever its original's status, so the memory does not suggest it.
    expect(await read(900_002)).toMatchObject({ text: 'After-meal talk', status: 0 });
    expect(await read(900_003)).toMatchObject({ text: 'Empty elsewhere', status: 0 }); // an empty text counts as none
    expect(await t.server.memory.search({ text: 'Empty elsewhere', dialectId: 6, minSimilarity: 100 })).toEqual([]);
    expect((await read(900_004)).text).toBe(''); // nothing to copy
    expect((await read(900_005)).text).toBe(''); // another course's texts are not touched
    // the course config follows
    const config = ((await t.call('GET', '/api/courses/config', { cookie: admin })).body as { id: number; sourceDialects: { dialectCode: string }[] }[]).find(
      (c) => c.id === id,
    )!;
    expect(codes(config.sourceDialects)).toEqual(['en-US', 'fr-CA']);
  });

  it('add-target-dialect appends without copying; a dialect already present or a copy from outside the course is refused', async () => {
    const res = await t.call('PUT', '/api/courses/2/add-target-dialect', { cookie: editor, body: { dialectId: 4 } });
    expect(res.body.data).toMatchObject({ copied: 0 });
    expect(codes(res.body.data.targets)).toEqual(['es-ES', 'es-MX']);
    const again = await t.call('PUT', '/api/courses/2/add-target-dialect', { cookie: editor, body: { dialectId: 4 } });
    expect(again).toMatchObject({ status: 400, body: { fields: { dialectId: 'Already a target dialect of this course' } } });
    const present = await t.call('PUT', '/api/courses/1/add-source-dialect', { cookie: editor, body: { dialectId: 3 } });
    expect(present.body.fields).toEqual({ dialectId: 'Already a source dialect of this course' });
    const foreign = await t.call('PUT', '/api/courses/2/add-source-dialect', { cookie: editor, body: { dialectId: 1, copyDialectId: 3 } });
    expect(foreign).toMatchObject({ status: 400, body: { fields: { copyDialectId: 'Not a dialect of this course' } } });
    expect((await t.call('PUT', '/api/courses/2/add-source-dialect', { cookie: editor, body: { dialectId: 99 } })).body.fields).toEqual({
      dialectId: 'Unknown dialect',
    });
    expect((await t.call('PUT', '/api/courses/2/add-source-dialect', { cookie: editor, body: {} })).body.fields).toEqual({ dialectId: 'Required' });
    expect(codes((await get(2)).sources)).toEqual(['fr-FR']);
  });
});

describe('a code taken at the same moment', () => {
  it('20 parallel creates with one code (any case) make one course; the others are refused naming the code', async () => {
    const code = `RACE-${Math.random().toString(36).slice(2, 6)}`;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create(newCourse({ code: i % 2 ? code : code.toLowerCase() }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(r.status);
      expect(Object.keys(r.body.fields)).toEqual(['code']);
    }
    const listed = (await t.call('GET', `/api/courses?text=${code}`, { cookie: editor })).body as { code: string }[];
    expect(listed.filter((c) => c.code.toLowerCase() === code.toLowerCase())).toHaveLength(1);
  });
});
