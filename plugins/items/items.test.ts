import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { ITEMS, TEXT_ITEMS } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Items and Text Items on course 1 only

// Course 1 (ES-EN): targets es-ES (2) and es-MX (4); sources en-US (3) and en-GB (1).
const ES = 2,
  MX = 4,
  US = 3,
  GB = 1,
  FR = 5;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('items@example.com', [
    [1, ITEMS],
    [1, TEXT_ITEMS],
  ]);
});
afterAll(() => t.close());

const query = async (text: string) => ((await t.server.database.db.execute(text)) as unknown as { rows: any[] }).rows;

describe('items', () => {
  const create = (body: unknown, cookie = editor, courseId = 1) => t.call('POST', `/api/groups/${courseId}/items`, { cookie, body });
  const get = (id: number, cookie = editor) => t.call('GET', `/api/items/${id}`, { cookie });
  const list = async (params = '', courseId = 1, cookie = editor) => (await t.call('GET', `/api/groups/${courseId}/items${params}`, { cookie })).body;
  const newItem = async (es: string, en: string) => {
    const res = await create({ targets: [{ dialectId: ES, text: es }], sources: [{ dialectId: US, text: en }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };

  it('lists the demo items of the course: id, the default target and source texts, the error flag and every dialect text', async () => {
    const rows = await list();
    expect(rows.length).toBe(40);
    const row = rows[0];
    expect(Object.keys(row).sort()).toEqual(['hasError', 'id', 'source', 'target', 'texts']);
    expect(row.target).toBe(row.texts[String(ES)]);
    expect(row.source).toBe(row.texts[String(US)]);
    expect(Object.keys(row.texts).sort()).toEqual(['1', '2', '3', '4'].filter((k) => row.texts[k] !== undefined));
    // The demo items are Spanish noun phrases with English sources.
    expect(rows.some((r: { target: string }) => /^(un|una|el|la|mi|este|esta) /.test(r.target))).toBe(true);
    expect(rows.some((r: { hasError: boolean }) => r.hasError) || rows.length > 0).toBe(true);
  });

  it('creates an item with its target and source texts in ONE translation, and reads it back', async () => {
    const res = await create({
      targets: [
        { dialectId: ES, text: 'el coche rojo' },
        { dialectId: MX, text: 'el carro rojo' },
      ],
      sources: [
        { dialectId: US, text: 'the red car' },
        { dialectId: GB, text: '', status: 0 },
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const id = res.body.data.id;
    const item = (await get(id)).body;
    expect(item).toEqual({
      id,
      courseId: 1,
      error: '',
      version: 1,
      targets: [
        { dialectId: ES, dialectCode: 'es-ES', text: 'el coche rojo', status: 2 },
        { dialectId: MX, dialectCode: 'es-MX', text: 'el carro rojo', status: 2 },
      ],
      sources: [
        { dialectId: US, dialectCode: 'en-US', text: 'the red car', status: 2 },
        { dialectId: GB, dialectCode: 'en-GB', text: '', status: 0 },
      ],
    });
    const rows = await query(`select t.field, t.course_id, count(tt.*)::int as n from translations t join translation_texts tt on tt.translation_id = t.id
      where t.ref = ${ITEMS} and t.ref_id = ${id} group by t.id`);
    expect(rows).toEqual([{ field: 'text', course_id: 1, n: 4 }]);
  });

  it('gives a blank item (id -1) and blank texts per target and per source dialect', async () => {
    const blank = (await t.call('GET', '/api/items/new?course=1', { cookie: editor })).body;
    expect(blank).toEqual({
      id: -1,
      courseId: 1,
      error: '',
      version: 0,
      targets: [
        { dialectId: ES, dialectCode: 'es-ES', text: '', status: 0 },
        { dialectId: MX, dialectCode: 'es-MX', text: '', status: 0 },
      ],
      sources: [
        { dialectId: US, dialectCode: 'en-US', text: '', status: 0 },
        { dialectId: GB, dialectCode: 'en-GB', text: '', status: 0 },
      ],
    });
    expect((await t.call('GET', '/api/courses/1/items-target/new', { cookie: editor })).body).toEqual(blank.targets);
    expect((await t.call('GET', '/api/courses/1/items-source/new', { cookie: editor })).body).toEqual(blank.sources);
  });

  it('searches any dialect text literally and without case, finds an id, accepts ?dialect, and serves one grid row', async () => {
    const id = await newItem('la bicicleta 50% azul', 'the 50% blue bicycle');
    expect((await list('?text=BICICLETA%2050%25')).map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await list('?text=blue%20bicycle&dialect=3')).map((r: { id: number }) => r.id)).toEqual([id]);
    expect(await list('?text=bicicleta%20_0')).toEqual([]); // _ is not a wildcard
    expect((await list(`?text=${id}`)).map((r: { id: number }) => r.id)).toContain(id);
    const row = (await t.call('GET', `/api/groups/1/items/${id}`, { cookie: editor })).body;
    expect(row).toEqual({
      id,
      target: 'la bicicleta 50% azul',
      source: 'the 50% blue bicycle',
      hasError: false,
      texts: { [ES]: 'la bicicleta 50% azul', [US]: 'the 50% blue bicycle' },
    });
  });

  it('updates the texts, bumping the version; a stale save gets 409; the error field is not editable', async () => {
    const id = await newItem('la mesa', 'the table');
    const v1 = (await get(id)).body;
    const saved = await t.call('PUT', `/api/items/${id}`, {
      cookie: editor,
      body: { ...v1, error: '<b>x</b>', targets: [{ dialectId: ES, text: 'la mesa grande' }], sources: [{ dialectId: GB, text: 'the big table' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ id, version: 2, error: '' });
    expect(saved.body.data.record.targets[0].text).toBe('la mesa grande');
    expect(saved.body.data.record.sources.map((s: { text: string }) => s.text)).toEqual(['the table', 'the big table']);
    const stale = await t.call('PUT', `/api/items/${id}`, { cookie: admin, body: { ...v1, targets: [{ dialectId: ES, text: 'otra' }] } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await get(id)).body.targets[0].text).toBe('la mesa grande');
  });

  it('shows the error field set by a checker', async () => {
    const id = await newItem('el vaso', 'the glass');
    await query(`update items set error = '<p>Missing source text in <b>en-GB</b>.</p>' where id = ${id}`);
    expect((await get(id)).body.error).toBe('<p>Missing source text in <b>en-GB</b>.</p>');
    expect((await t.call('GET', `/api/groups/1/items/${id}`, { cookie: editor })).body.hasError).toBe(true);
  });

  it('reads and writes one dialect: targets, sources, PUT …/target-dialect/{d} and …/source-dialect/{d}', async () => {
    const id = await newItem('la llave', 'the key');
    expect((await t.call('GET', `/api/items/${id}/targets`, { cookie: editor })).body.map((x: { text: string }) => x.text)).toEqual(['la llave', '']);
    expect((await t.call('GET', `/api/items/${id}/sources`, { cookie: editor })).body.map((x: { text: string }) => x.text)).toEqual(['the key', '']);
    const mx = await t.call('PUT', `/api/items/${id}/target-dialect/${MX}`, { cookie: editor, body: { text: 'la llave', version: 1 } });
    expect(mx.status).toBe(200);
    expect(mx.body.data.record).toMatchObject({ version: 2, targets: [{ text: 'la llave' }, { dialectCode: 'es-MX', text: 'la llave', status: 2 }] });
    // Doing is the system's status (spec 2 §4): refused, nothing written; pending is the user's.
    const doing = await t.call('PUT', `/api/items/${id}/source-dialect/${GB}`, { cookie: editor, body: { text: 'the key', status: 1 } });
    expect(doing).toMatchObject({ status: 400, body: { fields: { status: 'A user cannot set the status doing, from target or legacy' } } });
    const gb = await t.call('PUT', `/api/items/${id}/source-dialect/${GB}`, { cookie: editor, body: { text: 'the key', status: 0 } });
    expect(gb.body.data.record).toMatchObject({ version: 3, sources: [{ text: 'the key' }, { dialectCode: 'en-GB', text: 'the key', status: 0 }] });
    expect((await t.call('PUT', `/api/items/${id}/source-dialect/${GB}`, { cookie: editor, body: { text: 'x', version: 1 } })).status).toBe(409);
    const wrong = await t.call('PUT', `/api/items/${id}/target-dialect/${US}`, { cookie: editor, body: { text: 'x' } });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { dialectId: 'Not a target dialect of this course' } } });
    expect((await t.call('PUT', `/api/items/${id}/source-dialect/${GB}`, { cookie: editor, body: {} })).body.fields).toEqual({ text: 'Required' });
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const before = (await list()).length;
    const bad = await create({ targets: [{ dialectId: ES }], sources: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ 'targets.0.text': 'Required', sources: expect.any(String) });
    const crossed = await create({
      targets: [{ dialectId: US, text: 'x' }],
      sources: [
        { dialectId: ES, text: 'y' },
        { dialectId: FR, text: 'z' },
      ],
    });
    expect(crossed).toMatchObject({
      status: 400,
      body: {
        fields: {
          'targets.0.dialectId': 'Not a target dialect of this course',
          'sources.0.dialectId': 'Not a source dialect of this course',
          'sources.1.dialectId': 'Not a source dialect of this course',
        },
      },
    });
    expect((await create({ targets: [{ dialectId: ES, text: 'x'.repeat(20_001) }] })).body.fields).toMatchObject({ 'targets.0.text': expect.any(String) });
    expect((await list()).length).toBe(before);
  });

  it('answers 404 for an unknown item', async () => {
    const unknown = 2_147_000_001;
    expect((await get(unknown)).status).toBe(404);
    expect((await t.call('PUT', `/api/items/${unknown}`, { cookie: editor, body: { version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/items/${unknown}`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/items/${unknown}/targets`, { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', `/api/groups/1/items/${unknown}`, { cookie: editor })).status).toBe(404);
  });

  it("refuses another course's items with 403, by course and by id", async () => {
    const other = (await list('', 2, admin))[0];
    expect((await t.call('GET', '/api/groups/2/items', { cookie: editor })).status).toBe(403);
    expect((await get(other.id)).status).toBe(403);
    expect((await t.call('PUT', `/api/items/${other.id}`, { cookie: editor, body: { version: 1 } })).status).toBe(403);
    expect((await t.call('PUT', `/api/items/${other.id}/target-dialect/${ES}`, { cookie: editor, body: { text: 'x' } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/items/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await create({}, editor, 2)).status).toBe(403);
    expect((await t.call('GET', '/api/items/new?course=2', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', '/api/courses/2/items-target/new', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/groups/1/items/${other.id}`, { cookie: editor })).status).toBe(404);
    expect((await get(other.id, admin)).status).toBe(200);
  });

  it('deletes an item with its texts, after which it is 404', async () => {
    const id = await newItem('la taza', 'the cup');
    expect((await t.call('DELETE', `/api/items/${id}`, { cookie: editor })).status).toBe(200);
    expect((await get(id)).status).toBe(404);
    expect(await query(`select 1 from translations where ref = ${ITEMS} and ref_id = ${id}`)).toEqual([]);
  });
});

describe('text items', () => {
  const create = (body: unknown, cookie = editor, courseId = 1) => t.call('POST', `/api/groups/${courseId}/text-items`, { cookie, body });
  const get = (id: number, cookie = editor) => t.call('GET', `/api/text-items/${id}`, { cookie });
  const list = async (params = '', courseId = 1, cookie = editor) => (await t.call('GET', `/api/groups/${courseId}/text-items${params}`, { cookie })).body;

  it('lists the demo text items with name, a plain-text excerpt of the target HTML and the error flag', async () => {
    const rows = await list();
    expect(rows.map((r: { name: string }) => r.name)).toContain('Welcome');
    const welcome = rows.find((r: { name: string }) => r.name === 'Welcome');
    expect(welcome.target).toBe('¡Te damos la bienvenida! En este curso aprendes paso a paso: escuchas, lees y hablas.');
    expect(rows.find((r: { name: string }) => r.name === 'Review').hasError).toBe(true);
    const full = (await get(welcome.id)).body;
    expect(full.sources[0]).toMatchObject({ dialectCode: 'en-US', text: expect.stringContaining('<b>Welcome!</b>') });
  });

  it('creates with a trimmed name and HTML per dialect (field html of ref 41), searches names, updates with 409 on stale', async () => {
    const res = await create({
      name: '  Tip: accents ',
      targets: [{ dialectId: ES, text: '<p>Los <b>acentos</b> importan.</p>' }],
      sources: [{ dialectId: US, text: '<p><b>Accents</b> matter.</p>' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    const rec = (await get(id)).body;
    expect(rec).toMatchObject({ id, courseId: 1, name: 'Tip: accents', error: '', version: 1 });
    expect(rec.targets[0].text).toBe('<p>Los <b>acentos</b> importan.</p>');
    expect(await query(`select field from translations where ref = ${TEXT_ITEMS} and ref_id = ${id}`)).toEqual([{ field: 'html' }]);
    expect((await list('?text=tip:%20ACC')).map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await list('?text=acentos')).map((r: { id: number }) => r.id)).toEqual([id]);
    const saved = await t.call('PUT', `/api/text-items/${id}`, { cookie: editor, body: { ...rec, name: 'Tip: written accents' } });
    expect(saved.body.data.record).toMatchObject({ name: 'Tip: written accents', version: 2 });
    expect((await t.call('PUT', `/api/text-items/${id}`, { cookie: editor, body: rec })).status).toBe(409);
    expect((await t.call('GET', '/api/text-items/new?course=1', { cookie: editor })).body).toMatchObject({ id: -1, name: '', version: 0 });
  });

  it('answers 400 for a missing name or a wrong dialect, 404 for an unknown one, 403 for another course', async () => {
    expect((await create({ targets: [] })).body.fields).toEqual({ name: 'Required' });
    expect((await create({ name: '   ' })).body.fields).toEqual({ name: 'Required' });
    expect((await create({ name: 'x', sources: [{ dialectId: ES, text: 'x' }] })).body.fields).toEqual({
      'sources.0.dialectId': 'Not a source dialect of this course',
    });
    expect((await get(2_147_000_001)).status).toBe(404);
    const other = (await list('', 2, admin))[0];
    expect((await get(other.id)).status).toBe(403);
    expect((await t.call('DELETE', `/api/text-items/${other.id}`, { cookie: editor })).status).toBe(403);
  });

  it('deletes a text item with its texts', async () => {
    const {
      body: {
        data: { id },
      },
    } = await create({ name: 'Gone', targets: [{ dialectId: ES, text: '<p>x</p>' }] });
    expect((await t.call('DELETE', `/api/text-items/${id}`, { cookie: editor })).status).toBe(200);
    expect((await get(id)).status).toBe(404);
    expect(await query(`select 1 from translations where ref = ${TEXT_ITEMS} and ref_id = ${id}`)).toEqual([]);
  });
});
