import { MODULE } from '../../sdk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { registerUsages } from '../../sdk/server';
import { SENTENCES, SOURCE_ADAPTATION } from './plugin';
import { GENDER_CODES, readByOptions } from './rules';
import { noAudio } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // Sentences and Source Adaptation on course 1 only
let writer: string; // Sentences on course 1, no Source Adaptation

// Course 1 (ES-EN): targets es-ES (2) and es-MX (4); sources en-US (3) and en-GB (1).
const ES = 2,
  MX = 4,
  US = 3,
  GB = 1;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('sentences@example.com', [
    [1, SENTENCES],
    [1, SOURCE_ADAPTATION],
  ]);
  writer = await t.signIn('writer@example.com', [[1, SENTENCES]]);
});
afterAll(() => t.close());

const query = async (text: string) => ((await t.server.database.db.execute(text)) as unknown as { rows: any[] }).rows;
const create = (body: unknown, cookie = editor, courseId = 1) => t.call('POST', `/api/groups/${courseId}/sentences`, { cookie, body });
const get = (id: number, cookie = editor) => t.call('GET', `/api/sentences/${id}`, { cookie });
const list = async (params = '', courseId = 1, cookie = editor) => (await t.call('GET', `/api/groups/${courseId}/sentences${params}`, { cookie })).body;
const newSentence = async (body: Record<string, unknown> = {}) => {
  const res = await create({ targets: [{ dialectId: ES, text: 'Leo un libro.' }], sources: [{ dialectId: US, text: 'I read a book.' }], ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
};

describe('the readby rule', () => {
  it('lets the marked speaker read, and either voice otherwise', () => {
    const table = Object.fromEntries(GENDER_CODES.map((c) => [c, readByOptions(c).join('')]));
    expect(table).toEqual({
      '-': 'mf',
      m: 'm',
      f: 'f',
      '- / -': 'mf',
      'm / -': 'm',
      '- / m': 'mf',
      'f / -': 'f',
      '- / f': 'mf',
      'm / f': 'm',
      'f / m': 'f',
      'm / m': 'm',
      'f / f': 'f',
      '>2': 'mf',
    });
  });
});

describe('sentences', () => {
  it('lists the demo sentences: texts in the default dialects, gender code, reader, illustration flag', async () => {
    const rows = await list();
    expect(rows.length).toBe(80);
    expect(Object.keys(rows[0]).sort()).toEqual(['genderCode', 'hasIllustration', 'id', 'readBy', 'source', 'target', 'texts']);
    const codes = new Set(rows.map((r: { genderCode: string }) => r.genderCode));
    for (const c of ['-', 'm', 'f', '- / -', '>2']) expect(codes).toContain(c);
    for (const r of rows) expect(readByOptions(r.genderCode)).toContain(r.readBy);
    const nice = rows.find((r: { source: string }) => r.source === 'Nice to meet you.');
    expect(nice).toMatchObject({ target: 'Encantado.', genderCode: 'm', readBy: 'm' });
    const bill = rows.find((r: { source: string }) => r.source === 'The check, please.');
    expect(bill.texts[String(GB)]).toBe('The bill, please.');
  });

  it('creates a sentence with gender, reader, note and texts (one translation), and reads it back with its uses', async () => {
    const res = await create({
      genderCode: 'f / m',
      readBy: 'f',
      sourceAdaptationNote: '  Source keeps the formal tone. ',
      targets: [
        { dialectId: ES, text: 'Estoy cansada. ¿Tú también estás cansado?' },
        { dialectId: MX, text: 'Estoy cansada. ¿Tú también estás cansado?' },
      ],
      sources: [{ dialectId: US, text: 'I am tired. Are you tired too?' }],
    });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const id = res.body.data.id;
    expect((await get(id)).body).toEqual({
      id,
      courseId: 1,
      genderCode: 'f / m',
      readBy: 'f',
      sourceAdaptationNote: 'Source keeps the formal tone.',
      hasSvg: false,
      hasPng: false,
      version: 1,
      // Each target with its audio state (none yet: sdk/server/audio.test.ts covers the rest).
      targets: [
        { dialectId: ES, dialectCode: 'es-ES', text: 'Estoy cansada. ¿Tú también estás cansado?', status: 2, audio: noAudio(SENTENCES, id, ES) },
        { dialectId: MX, dialectCode: 'es-MX', text: 'Estoy cansada. ¿Tú también estás cansado?', status: 2, audio: noAudio(SENTENCES, id, MX) },
      ],
      sources: [
        { dialectId: US, dialectCode: 'en-US', text: 'I am tired. Are you tired too?', status: 2 },
        { dialectId: GB, dialectCode: 'en-GB', text: '', status: 0 },
      ],
      usedIn: [],
    });
    expect(
      await query(`select t.field, count(tt.*)::int as n from translations t join translation_texts tt on tt.translation_id = t.id
      where t.ref = ${SENTENCES} and t.ref_id = ${id} group by t.id`),
    ).toEqual([{ field: 'text', n: 3 }]);
  });

  it('gives a blank sentence, blank target texts, and the targets of a sentence', async () => {
    const blank = (await t.call('GET', '/api/sentences/new?course=1', { cookie: editor })).body;
    expect(blank).toMatchObject({
      id: -1,
      courseId: 1,
      genderCode: '-',
      readBy: 'm',
      sourceAdaptationNote: '',
      hasSvg: false,
      hasPng: false,
      version: 0,
      usedIn: [],
    });
    expect(blank.targets.map((x: { dialectCode: string }) => x.dialectCode)).toEqual(['es-ES', 'es-MX']);
    expect(blank.sources.map((x: { dialectCode: string }) => x.dialectCode)).toEqual(['en-US', 'en-GB']);
    expect((await t.call('GET', '/api/courses/1/sentences-target/new', { cookie: editor })).body).toEqual(blank.targets);
    const id = await newSentence();
    expect((await t.call('GET', `/api/sentences/${id}/targets`, { cookie: editor })).body.map((x: { text: string }) => x.text)).toEqual(['Leo un libro.', '']);
  });

  it('defaults the reader from the gender code and refuses a reader the code does not allow (400 fields.readBy)', async () => {
    const m = await newSentence({ genderCode: 'm' });
    expect((await get(m)).body.readBy).toBe('m');
    const f = await newSentence({ genderCode: 'f / -' });
    expect((await get(f)).body.readBy).toBe('f');
    const refused = await create({ genderCode: 'm / f', readBy: 'f' });
    expect(refused).toMatchObject({ status: 400, body: { fields: { readBy: 'Gender m / f is read by male voice only' } } });
    expect((await create({ genderCode: 'f', readBy: 'm' })).body.fields).toEqual({ readBy: 'Gender f is read by female voice only' });
    expect((await create({ genderCode: '- / f', readBy: 'm' })).status).toBe(200);
    expect((await create({ genderCode: '>2', readBy: 'f' })).status).toBe(200);
    const v1 = (await get(m)).body;
    const put = await t.call('PUT', `/api/sentences/${m}`, { cookie: editor, body: { ...v1, readBy: 'f' } });
    expect(put).toMatchObject({ status: 400, body: { fields: { readBy: expect.any(String) } } });
    expect((await get(m)).body).toMatchObject({ readBy: 'm', version: 1 });
    const changed = await t.call('PUT', `/api/sentences/${m}`, { cookie: editor, body: { ...v1, genderCode: 'f', readBy: 'f' } });
    expect(changed.body.data.record).toMatchObject({ genderCode: 'f', readBy: 'f', version: 2 });
  });

  it('answers 400 naming the failing fields (gender code, reader, note, texts), and keeps nothing', async () => {
    const before = (await list()).length;
    const bad = await create({ genderCode: 'x / y', readBy: 'n', sourceAdaptationNote: 'x'.repeat(4001), targets: [{ dialectId: US, text: 'x' }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['genderCode', 'readBy', 'sourceAdaptationNote']);
    expect((await create({ targets: [{ dialectId: US, text: 'x' }] })).body.fields).toEqual({ 'targets.0.dialectId': 'Not a target dialect of this course' });
    expect((await create({ sources: [{ dialectId: ES }] })).body.fields).toEqual({ 'sources.0.text': 'Required' });
    expect((await list()).length).toBe(before);
  });

  it('searches texts and notes literally, finds an id, and serves one grid row', async () => {
    const id = await newSentence({ targets: [{ dialectId: ES, text: 'Bebo un café con 100% leche.' }], sourceAdaptationNote: 'Milk_note' });
    expect((await list('?text=CAFÉ%20CON%20100%25&dialect=2')).map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await list('?text=milk_note')).map((r: { id: number }) => r.id)).toEqual([id]);
    expect(await list('?text=caf_%20con')).toEqual([]);
    expect((await list(`?text=${id}`)).map((r: { id: number }) => r.id)).toContain(id);
    expect((await t.call('GET', `/api/groups/1/sentences/${id}`, { cookie: editor })).body).toMatchObject({
      id,
      target: 'Bebo un café con 100% leche.',
      source: 'I read a book.',
      genderCode: '-',
      hasIllustration: false,
    });
  });

  it('updates, bumping the version; a stale save gets 409; PUT …/target-dialect/{d} sets one target', async () => {
    const id = await newSentence();
    const v1 = (await get(id)).body;
    const saved = await t.call('PUT', `/api/sentences/${id}`, { cookie: editor, body: { ...v1, sources: [{ dialectId: GB, text: 'I read a book.' }] } });
    expect(saved.body.data.record).toMatchObject({ version: 2, sources: [{ text: 'I read a book.' }, { text: 'I read a book.' }] });
    const stale = await t.call('PUT', `/api/sentences/${id}`, { cookie: admin, body: { ...v1, genderCode: 'm' } });
    expect(stale.status).toBe(409);
    const one = await t.call('PUT', `/api/sentences/${id}/target-dialect/${MX}`, { cookie: editor, body: { text: 'Leo un libro.', version: 2 } });
    expect(one.body.data).toMatchObject({ version: 3, targets: [{ text: 'Leo un libro.' }, { dialectCode: 'es-MX', text: 'Leo un libro.' }] });
    expect((await t.call('PUT', `/api/sentences/${id}/target-dialect/${MX}`, { cookie: editor, body: { text: 'x', version: 2 } })).status).toBe(409);
    expect((await t.call('PUT', `/api/sentences/${id}/target-dialect/${US}`, { cookie: editor, body: { text: 'x' } })).body.fields).toEqual({
      dialectId: 'Not a target dialect of this course',
    });
  });

  it('lists the panels that use a sentence (usages extension point) and refuses to delete it then (409)', async () => {
    const id = await newSentence();
    const remove = registerUsages([
      {
        of: SENTENCES,
        kind: 'panels',
        module: MODULE.panels,
        find: async (_db, s) =>
          s === id
            ? [
                { id: 9, courseId: 1 },
                { id: 4, courseId: 1 },
              ]
            : [],
      },
    ]);
    try {
      expect((await get(id)).body.usedIn).toEqual([
        { id: 4, courseId: 1, kind: 'panels', module: MODULE.panels },
        { id: 9, courseId: 1, kind: 'panels', module: MODULE.panels },
      ]);
      const res = await t.call('DELETE', `/api/sentences/${id}`, { cookie: editor });
      expect(res).toEqual({ status: 409, body: { error: 'This sentence is in use (2 panels) and cannot be deleted. Remove those uses first.' } });
    } finally {
      remove();
    }
    expect((await get(id)).body.usedIn).toEqual([]);
  });

  it('deletes a sentence with its texts; unknown is 404; another course is 403', async () => {
    const id = await newSentence();
    expect((await t.call('DELETE', `/api/sentences/${id}`, { cookie: editor })).status).toBe(200);
    expect((await get(id)).status).toBe(404);
    expect(await query(`select 1 from translations where ref = ${SENTENCES} and ref_id = ${id}`)).toEqual([]);
    const unknown = 2_147_000_001;
    expect((await t.call('PUT', `/api/sentences/${unknown}`, { cookie: editor, body: { version: 1 } })).status).toBe(404);
    expect((await t.call('GET', `/api/sentences/${unknown}/targets`, { cookie: editor })).status).toBe(404);
    const other = (await list('', 2, admin))[0];
    expect((await t.call('GET', '/api/groups/2/sentences', { cookie: editor })).status).toBe(403);
    expect((await get(other.id)).status).toBe(403);
    expect((await t.call('PUT', `/api/sentences/${other.id}`, { cookie: editor, body: { version: 1 } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/sentences/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await create({}, editor, 2)).status).toBe(403);
    expect((await t.call('GET', `/api/groups/1/sentences/${other.id}`, { cookie: editor })).status).toBe(404);
  });
});

describe('source adaptation', () => {
  const rows = async (params = '', courseId = 1, cookie = editor) =>
    (await t.call('GET', `/api/groups/${courseId}/source-adaptation${params}`, { cookie })).body;

  it('lists only the sentences with a note: id, texts and the note', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThan(0);
    for (const r of all) expect(r.sourceAdaptationNote).not.toBe('');
    expect(all.map((r: { source: string }) => r.source)).toContain('The check, please.');
    expect(Object.keys(all[0]).sort()).toEqual(['id', 'source', 'sourceAdaptationNote', 'target']);
    const id = await newSentence();
    expect((await rows()).map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await t.call('GET', `/api/groups/1/source-adaptation/${id}`, { cookie: editor })).status).toBe(404);
  });

  it('edits the note and the sources of a sentence, sharing its version with the Sentences editor', async () => {
    const id = await newSentence({ sourceAdaptationNote: 'Formal you in the source.' });
    const rec = (await t.call('GET', `/api/source-adaptation/${id}`, { cookie: editor })).body;
    expect(rec).toMatchObject({
      id,
      courseId: 1,
      version: 1,
      sourceAdaptationNote: 'Formal you in the source.',
      targets: [{ text: 'Leo un libro.' }, { text: '' }],
    });
    const saved = await t.call('PUT', `/api/source-adaptation/${id}`, {
      cookie: editor,
      body: { version: 1, sourceAdaptationNote: 'Adapted: informal you.', sources: [{ dialectId: US, text: 'I am reading a book.' }] },
    });
    expect(saved.body.data).toMatchObject({
      version: 2,
      sourceAdaptationNote: 'Adapted: informal you.',
      sources: [{ text: 'I am reading a book.' }, { text: '' }],
    });
    // The answer carries the grid row too (one request per save).
    expect(saved.body.data.row).toEqual({ id, target: 'Leo un libro.', source: 'I am reading a book.', sourceAdaptationNote: 'Adapted: informal you.' });
    expect((await get(id)).body).toMatchObject({
      version: 2,
      sourceAdaptationNote: 'Adapted: informal you.',
      sources: [{ text: 'I am reading a book.' }, { text: '' }],
    });
    expect((await t.call('GET', `/api/groups/1/source-adaptation/${id}`, { cookie: editor })).body).toEqual({
      id,
      target: 'Leo un libro.',
      source: 'I am reading a book.',
      sourceAdaptationNote: 'Adapted: informal you.',
    });
    // The Sentences editor holding version 1 is now stale, and so is this screen with it.
    expect((await t.call('PUT', `/api/sentences/${id}`, { cookie: editor, body: { ...rec, version: 1 } })).status).toBe(409);
    expect((await t.call('PUT', `/api/source-adaptation/${id}`, { cookie: editor, body: { ...rec, version: 1 } })).status).toBe(409);
    // An empty note takes it off the list.
    await t.call('PUT', `/api/source-adaptation/${id}`, { cookie: editor, body: { version: 2, sourceAdaptationNote: ' ', sources: [] } });
    expect((await rows()).map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('answers 400 for bad input, 404 for an unknown sentence, 403 without the module or for another course', async () => {
    const id = await newSentence({ sourceAdaptationNote: 'n' });
    const bad = await t.call('PUT', `/api/source-adaptation/${id}`, {
      cookie: editor,
      body: { sources: [{ dialectId: ES, text: 'x' }], sourceAdaptationNote: 'n', version: 1 },
    });
    expect(bad.body.fields).toEqual({ 'sources.0.dialectId': 'Not a source dialect of this course' });
    expect((await t.call('PUT', `/api/source-adaptation/${id}`, { cookie: editor, body: {} })).body.fields).toEqual({
      sourceAdaptationNote: 'Required',
      version: 'Required',
    });
    expect((await t.call('GET', '/api/source-adaptation/2147000001', { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', '/api/groups/1/source-adaptation', { cookie: writer })).status).toBe(403);
    expect((await t.call('GET', `/api/source-adaptation/${id}`, { cookie: writer })).status).toBe(403);
    const other = (await rows('', 2, admin))[0];
    expect((await t.call('GET', '/api/groups/2/source-adaptation', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/source-adaptation/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('PUT', `/api/source-adaptation/${other.id}`, { cookie: editor, body: { version: 1, sourceAdaptationNote: 'x' } })).status).toBe(403);
  });
});
