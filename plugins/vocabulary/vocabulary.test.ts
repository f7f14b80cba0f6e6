import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { VOC_CATEGORIES, VOCS_COURSE, VOCS_MAIN } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // Vocabulary (22) on course 1 only
let mainEditor: string; // Vocabulary (main) (21) only
let categoryEditor: string; // Vocabulary Categories (6) only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('voc@example.com', [[1, VOCS_COURSE]]);
  mainEditor = await t.signIn('main@example.com', [[0, VOCS_MAIN]]);
  categoryEditor = await t.signIn('cats@example.com', [[0, VOC_CATEGORIES]]);
});
afterAll(() => t.close());

const db = () => t.server.database.db;
const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;

const ES_ES = 2;
const ES_MX = 4;
const EN_US = 3;
const EN_GB = 1;

let classes: { id: number; name: string; courseId: number | null; inflectAs: number | null }[];
let categoryOptions: { id: number; name: string; fullPath: string }[];
const classId = (name: string) => classes.find((c) => c.name === name)!.id;
const categoryId = (fullPath: string) => categoryOptions.find((c) => c.fullPath === fullPath)!.id;

beforeAll(async () => {
  classes = (await t.call('GET', '/api/courses/1/word-classes', { cookie: editor })).body;
  categoryOptions = (await t.call('GET', `/api/voc-categories/dialects/${EN_US}`, { cookie: editor })).body;
});

const create = (body: Record<string, unknown>, cookie = editor, courseId = 1) => t.call('POST', `/api/vocs?course=${courseId}`, { cookie, body });
async function createEntry(word: string, extra: Record<string, unknown> = {}, english = ''): Promise<number> {
  const res = await create({
    title: word,
    wordClassId: classId('noun'),
    dialects: [
      { dialectId: ES_ES, text: word, gender: 'f' },
      { dialectId: EN_US, text: english },
    ],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}
const get = async (id: number, cookie = editor) => (await t.call('GET', `/api/vocs/${id}`, { cookie })).body;
const search = async (text: string, dialect = ES_ES) =>
  t.call('GET', `/api/courses/1/vocs?dialect=${dialect}&text=${encodeURIComponent(text)}`, { cookie: editor });

describe('word classes', () => {
  it("answers the common classes and the course's own, never id 0 nor 'other'", async () => {
    await db().execute(sql`insert into word_classes (id, course_id, name) overriding system value values (0, null, 'none')`);
    await db().execute(sql`insert into word_classes (course_id, name) values (1, 'Other')`);
    const all = (await t.call('GET', '/api/courses/1/word-classes', { cookie: editor })).body as typeof classes;
    const names = all.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['noun', 'verb', 'adjective', 'adverb', 'pronoun', 'preposition', 'conjunction', 'reflexive verb']));
    expect(names.filter((n) => n.toLowerCase() === 'other')).toEqual([]);
    expect(all.some((c) => c.id === 0)).toBe(false);
    // Another course's own classes are not offered.
    expect(names).not.toContain('separable verb');
  });

  it('common=1 keeps the classes without a course; final=1 drops those that inflect as another', async () => {
    const common = (await t.call('GET', '/api/courses/1/word-classes?common=1', { cookie: editor })).body as typeof classes;
    expect(common.every((c) => c.courseId === null)).toBe(true);
    expect(common.map((c) => c.name)).not.toContain('reflexive verb');
    const final = (await t.call('GET', '/api/courses/1/word-classes?final=1', { cookie: editor })).body as typeof classes;
    expect(final.every((c) => c.inflectAs === null)).toBe(true);
    expect(final.map((c) => c.name)).toEqual(expect.arrayContaining(['noun', 'verb']));
    expect(final.map((c) => c.name)).not.toContain('reflexive verb');
    const main = (await t.call('GET', '/api/courses/0/word-classes', { cookie: mainEditor })).body as typeof classes;
    expect(main.every((c) => c.courseId === null)).toBe(true);
    expect(main.map((c) => c.name)).toEqual(expect.arrayContaining(['noun', 'verb']));
    // Course 0 is served to those with a grant there, and only to them.
    expect((await t.call('GET', '/api/courses/0/word-classes', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', '/api/courses/1/word-classes', { cookie: mainEditor })).status).toBe(403);
    expect((await t.call('GET', '/api/courses/1/word-classes?final=yes', { cookie: editor })).status).toBe(400);
  });
});

describe('category options', () => {
  it('list only leaf categories, sorted by full path, named in the dialect', async () => {
    const paths = categoryOptions.map((c) => c.fullPath);
    expect(paths).toContain('Food > Fruit');
    expect(paths).toContain('Numbers');
    expect(paths).not.toContain('Food');
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
    const spanish = (await t.call('GET', `/api/voc-categories/dialects/${ES_ES}`, { cookie: editor })).body as typeof categoryOptions;
    expect(spanish.find((c) => c.id === categoryId('Food > Fruit'))).toMatchObject({ name: 'Fruta', fullPath: 'Comida > Fruta' });
  });

  it('a leaf that gets a subcategory is no longer offered, and a category cannot go inside itself', async () => {
    const clothing = categoryId('Clothing');
    const sub = await t.call('POST', '/api/Voc-Categories', {
      cookie: categoryEditor,
      body: { name: 'Shoes', parent: clothing, description: 'Footwear', sources: [{ dialectId: ES_ES, text: 'Calzado' }] },
    });
    expect(sub.status).toBe(200);
    const after = (await t.call('GET', `/api/voc-categories/dialects/${EN_US}`, { cookie: editor })).body as typeof categoryOptions;
    expect(after.map((c) => c.fullPath)).toEqual(expect.arrayContaining(['Clothing > Shoes']));
    expect(after.map((c) => c.fullPath)).not.toContain('Clothing');

    const cat = (await t.call('GET', `/api/Voc-Categories/${clothing}`, { cookie: categoryEditor })).body;
    const loop = await t.call('PUT', `/api/Voc-Categories/${clothing}`, { cookie: categoryEditor, body: { ...cat, parent: sub.body.data.id } });
    expect(loop).toMatchObject({ status: 400, body: { fields: { parent: expect.stringMatching(/inside itself/) } } });
    const gone = await t.call('PUT', `/api/Voc-Categories/${clothing}`, { cookie: categoryEditor, body: { ...cat, parent: 999999 } });
    expect(gone.body.fields).toEqual({ parent: 'No such record' });
    // A category with subcategories, or with entries, stays.
    expect((await t.call('DELETE', `/api/Voc-Categories/${clothing}`, { cookie: categoryEditor })).status).toBe(409);
    expect((await t.call('DELETE', `/api/Voc-Categories/${sub.body.data.id}`, { cookie: categoryEditor })).status).toBe(200);
    expect((await t.call('DELETE', `/api/Voc-Categories/${categoryId('Food > Fruit')}`, { cookie: categoryEditor })).status).toBe(409);
  });

  it('a new category starts under ROOT (parent 0), and one created there is a top-level leaf', async () => {
    const blank = (await t.call('GET', '/api/Voc-Categories/new', { cookie: categoryEditor })).body;
    expect(blank).toMatchObject({ id: -1, version: 0, name: '', parent: 0, fullPath: '' });
    const res = await t.call('POST', '/api/Voc-Categories', { cookie: categoryEditor, body: { name: 'Weather', parent: 0, description: 'Sky and seasons' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    expect((await t.call('GET', `/api/Voc-Categories/${id}`, { cookie: categoryEditor })).body).toMatchObject({
      id,
      name: 'Weather',
      parent: 0,
      fullPath: 'Weather',
    });
    expect((await t.call('GET', `/api/Voc-Categories/grid/${id}`, { cookie: categoryEditor })).body).toMatchObject({
      id,
      parent: 0,
      fullPath: 'Weather',
      leaf: true,
      nVocs: 0,
    });
    // Without a parent it goes under ROOT too; a leaf, it is offered for entries.
    const bare = await t.call('POST', '/api/Voc-Categories', { cookie: categoryEditor, body: { name: 'Zodiac' } });
    expect((await t.call('GET', `/api/Voc-Categories/${bare.body.data.id}`, { cookie: categoryEditor })).body.parent).toBe(0);
    const options = (await t.call('GET', `/api/voc-categories/dialects/${EN_US}`, { cookie: editor })).body as typeof categoryOptions;
    expect(options.map((c) => c.fullPath)).toEqual(expect.arrayContaining(['Weather', 'Zodiac']));
    expect((await t.call('DELETE', `/api/Voc-Categories/${bare.body.data.id}`, { cookie: categoryEditor })).status).toBe(200);
  });

  it('the category grid, record with its translations, and its vocabulary across courses', async () => {
    const fruit = categoryId('Food > Fruit');
    const grid = (await t.call('GET', '/api/Voc-Categories?text=fruit', { cookie: categoryEditor })).body;
    expect(grid).toEqual([expect.objectContaining({ id: fruit, fullPath: 'Food > Fruit', leaf: true, nVocs: expect.any(Number) })]);
    const rec = (await t.call('GET', `/api/Voc-Categories/${fruit}`, { cookie: categoryEditor })).body;
    expect(rec).toMatchObject({ name: 'Fruit', parent: categoryId('Food > Vegetables') && rec.parent, fullPath: 'Food > Fruit' });
    expect(rec.sources.find((s: { dialectCode: string }) => s.dialectCode === 'de-DE').text).toBe('Obst');
    const vocs = (await t.call('GET', `/api/Voc-Categories/${fruit}/vocs`, { cookie: categoryEditor })).body as {
      courseId: number;
      word: string;
      courseCode: string;
    }[];
    expect(vocs.some((v) => v.courseId === 0 && v.word === 'manzana' && v.courseCode === 'Main')).toBe(true);
    expect(vocs.some((v) => v.courseId === 5 && v.word === 'Apfel')).toBe(true);
    expect((await t.call('GET', `/api/Voc-Categories/${fruit}/vocs`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', '/api/Voc-Categories/999999/vocs', { cookie: categoryEditor })).status).toBe(404);
  });
});

describe('vocabulary entries', () => {
  it('creates an entry with its dialects, forms and categories, and stores the words as translations in target and source dialects', async () => {
    const res = await create({
      title: 'mango',
      level: 13,
      wordClassId: classId('noun'),
      vocCategories: [categoryId('Food > Fruit')],
      dialects: [
        {
          dialectId: ES_ES,
          text: '  mango ',
          gender: 'm',
          inflects: [
            { inflectId: 101, word: 'mango' },
            { inflectId: 102, word: ' mangos ', conjState: 1 },
            { inflectId: 103, word: ' ' },
          ],
        },
        { dialectId: ES_MX, text: 'mango', gender: 'm', targetEnabled: false },
        { dialectId: EN_US, text: 'mango' },
        // Decomposed (o + U+0301): stored composed (NFC).
        { dialectId: EN_GB, text: 'mango\u0301' },
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { result: 'OK', ok: true, data: { id: expect.any(Number) } } });
    const v = await get(res.body.data.id);
    expect(v).toMatchObject({ title: 'mango', level: 13, version: 1, courseId: 1, categoriesInherited: false, vocCategories: [categoryId('Food > Fruit')] });
    expect(v.categories).toEqual([{ id: categoryId('Food > Fruit'), fullPath: 'Food > Fruit' }]);
    expect(v.dialects.map((d: { dialectCode: string; kind: string }) => `${d.dialectCode}:${d.kind}`)).toEqual([
      'es-ES:target',
      'es-MX:target',
      'en-US:source',
      'en-GB:source',
    ]);
    expect(v.dialects[0]).toMatchObject({
      text: 'mango',
      gender: 'm',
      targetEnabled: true,
      targetCanBeDisabled: false,
      nInflects: 2,
      status: 2,
      inflects: [
        { inflectId: 101, word: 'mango', conjState: 1 },
        { inflectId: 102, word: 'mangos', conjState: 1 },
      ],
    });
    expect(v.dialects[1]).toMatchObject({ targetEnabled: false, targetCanBeDisabled: true });
    expect(v.dialects[2]).toMatchObject({ kind: 'source', text: 'mango', gender: '', inflects: [] });
    expect(v.dialects[3].text).toBe('mang\u00f3');

    const stored = await rowsOf<{ dialect_id: number; text: string; course_id: number }>(sql`select tt.dialect_id, tt.text, t.course_id from translations t
      join translation_texts tt on tt.translation_id = t.id where t.ref = ${VOCS_COURSE} and t.ref_id = ${v.id} and t.field = 'word' order by tt.dialect_id`);
    expect(stored).toEqual([
      { dialect_id: EN_GB, text: 'mang\u00f3', course_id: 1 },
      { dialect_id: ES_ES, text: 'mango', course_id: 1 },
      { dialect_id: EN_US, text: 'mango', course_id: 1 },
      { dialect_id: ES_MX, text: 'mango', course_id: 1 },
    ]);
  });

  it('gives a blank entry (id -1) with the dialect rows of the course, default target first', async () => {
    const blank = (await t.call('GET', '/api/vocs/new?course=1', { cookie: editor })).body;
    expect(blank).toMatchObject({ id: -1, version: 0, title: '', level: null, vocCategories: [], tree: { children: [], synonyms: [] } });
    expect(blank.dialects.map((d: { dialectCode: string }) => d.dialectCode)).toEqual(['es-ES', 'es-MX', 'en-US', 'en-GB']);
  });

  it('lists the grid in a dialect (default: the default target), and serves one grid row', async () => {
    const rows = (await t.call('GET', '/api/courses/1/vocs', { cookie: editor })).body as { id: number; word: string; title: string; levelName: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.map((r) => r.word)).toEqual(expect.arrayContaining(['manzana', 'coche', 'ser']));
    const mango = rows.find((r) => r.title === 'mango')!;
    expect(mango).toMatchObject({
      word: 'mango',
      gender: 'm',
      wordClass: 'noun',
      level: 13,
      levelName: 'A1.3',
      nInflects: 2,
      categories: 'Fruit',
      image: false,
    });
    const mexican = (await t.call('GET', '/api/courses/1/vocs?dialect=4', { cookie: editor })).body as { word: string }[];
    expect(mexican.map((r) => r.word)).toContain('carro');
    const english = (await t.call('GET', `/api/courses/1/vocs?dialect=${EN_US}`, { cookie: editor })).body as { word: string }[];
    expect(english.map((r) => r.word)).toContain('apple');
    expect(await t.call('GET', '/api/courses/1/vocs?dialect=9', { cookie: editor })).toMatchObject({
      status: 400,
      body: { fields: { dialect: 'Not a dialect of this vocabulary' } },
    });
    const row = (await t.call('GET', `/api/courses/vocs/${mango.id}?dialect=${EN_US}`, { cookie: editor })).body;
    expect(row).toMatchObject({ id: mango.id, word: 'mango', title: 'mango' });
    const byCategory = (await t.call('GET', `/api/courses/1/vocs?category=${categoryId('Food > Fruit')}`, { cookie: editor })).body as { word: string }[];
    expect(byCategory.map((r) => r.word)).toEqual(expect.arrayContaining(['manzana', 'mango']));
    expect(byCategory.map((r) => r.word)).not.toContain('coche');
  });

  it('updates with the version, and refuses a save based on an old version with 409', async () => {
    const id = await createEntry('sandía');
    const v1 = await get(id);
    const saved = await t.call('PUT', `/api/vocs/${id}`, { cookie: editor, body: { ...v1, level: 21, dialects: [{ dialectId: EN_US, text: 'watermelon' }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.record).toMatchObject({ version: 2, level: 21 });
    expect(saved.body.data.record.dialects.find((d: { dialectId: number }) => d.dialectId === EN_US).text).toBe('watermelon');
    expect(saved.body.data.record.dialects.find((d: { dialectId: number }) => d.dialectId === ES_ES).text).toBe('sandía');
    const stale = await t.call('PUT', `/api/vocs/${id}`, { cookie: admin, body: { ...v1, title: 'overwritten' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    expect((await get(id)).title).toBe('sandía');
  });

  it('a save is checked against the categories and word classes as they are at that moment', async () => {
    const id = await createEntry('granizo');
    const save = async (extra: Record<string, unknown>) => {
      const v = await get(id);
      return t.call('PUT', `/api/vocs/${id}`, { cookie: editor, body: { ...v, ...extra } });
    };
    const leaf = (await t.call('POST', '/api/Voc-Categories', { cookie: admin, body: { name: 'Storms' } })).body.data.id;
    expect((await save({ vocCategories: [leaf] })).status).toBe(200);
    const sub = (await t.call('POST', '/api/Voc-Categories', { cookie: admin, body: { name: 'Hail', parent: leaf } })).body.data.id;
    expect((await save({ vocCategories: [leaf] })).body.fields).toEqual({ 'vocCategories.0': expect.stringMatching(/^Only a leaf category/) });
    expect((await save({ vocCategories: [sub] })).status).toBe(200);

    const [own] = await rowsOf<{ id: number }>(sql`insert into word_classes (course_id, name) values (1, 'weather word') returning id`);
    expect((await save({ wordClassId: own.id })).status).toBe(200);
    await save({ wordClassId: null });
    await db().execute(sql`delete from word_classes where id = ${own.id}`);
    expect((await save({ wordClassId: own.id })).body.fields).toEqual({ wordClassId: 'No such record' });
  });

  it('a save replaces the forms and categories with the ones sent: changed, removed, added and kept', async () => {
    const fruit = categoryId('Food > Fruit');
    const id = await createEntry('pera', {
      vocCategories: [fruit],
      dialects: [
        {
          dialectId: ES_ES,
          text: 'pera',
          gender: 'f',
          inflects: [
            { inflectId: 101, word: 'pera' },
            { inflectId: 102, word: 'peras' },
            { inflectId: 103, word: 'perita' },
          ],
        },
      ],
    });
    const v = await get(id);
    const other = categoryOptions.find((c) => c.id !== fruit)!.id;
    const es = {
      dialectId: ES_ES,
      text: 'pera',
      gender: 'm',
      inflects: [
        { inflectId: 101, word: 'pera' },
        { inflectId: 102, word: 'perazas', conjState: 2 },
        { inflectId: 104, word: 'perón' },
      ],
    };
    const res = await t.call('PUT', `/api/vocs/${id}`, { cookie: editor, body: { ...v, vocCategories: [other, other], dialects: [es] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data.record;
    expect(saved.vocCategories).toEqual([other]);
    expect(saved.dialects.find((d: { dialectId: number }) => d.dialectId === ES_ES)).toMatchObject({
      gender: 'm',
      inflects: [
        { inflectId: 101, word: 'pera', conjState: 1 },
        { inflectId: 102, word: 'perazas', conjState: 2 },
        { inflectId: 104, word: 'perón', conjState: 1 },
      ],
    });
    expect(await get(id)).toEqual(saved);
    const none = await t.call('PUT', `/api/vocs/${id}`, { cookie: editor, body: { ...saved, vocCategories: [], dialects: [{ ...es, inflects: [] }] } });
    expect(none.body.data.record.vocCategories).toEqual([]);
    expect(none.body.data.record.dialects.find((d: { dialectId: number }) => d.dialectId === ES_ES).inflects).toEqual([]);
  });

  it('sets one dialect through PUT vocs/{id}/dialects/{d}, bumping the version', async () => {
    const id = await createEntry('melón');
    const res = await t.call('PUT', `/api/vocs/${id}/dialects/${ES_ES}`, {
      cookie: editor,
      body: { text: 'melón', gender: 'm', inflects: [{ inflectId: 102, word: 'melones' }], version: 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ version: 2, dialect: { dialectCode: 'es-ES', gender: 'm', nInflects: 1 } });
    expect((await t.call('PUT', `/api/vocs/${id}/dialects/${ES_ES}`, { cookie: editor, body: { text: 'x', version: 1 } })).status).toBe(409);
    expect((await t.call('PUT', `/api/vocs/${id}/dialects/${EN_US}`, { cookie: editor, body: { text: 'melon', gender: 'm' } })).body).toMatchObject({
      fields: { gender: 'A source text has no gender' },
    });
    expect((await t.call('PUT', `/api/vocs/${id}/dialects/9`, { cookie: editor, body: { text: 'x' } })).body).toMatchObject({
      fields: { dialectId: 'Not a dialect of this vocabulary' },
    });
    expect((await t.call('GET', `/api/vocs/${id}/dialects`, { cookie: editor })).body).toHaveLength(4);
  });

  it('answers 400 naming the failing fields, and keeps nothing', async () => {
    const before = (await t.call('GET', '/api/courses/1/vocs', { cookie: editor })).body.length;
    const missing = await create({ level: 16, dialects: [{ dialectId: 'x' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ title: 'Required', level: expect.stringMatching(/A1\.1-A1\.5/), 'dialects.0.dialectId': expect.any(String) });
    for (const level of [10, 16, 20, 26, 36, 0]) {
      expect((await create({ title: 'x', level })).body.fields).toHaveProperty('level');
    }
    // The word class and categories named are checked by the host, before the rest.
    const unknown = await create({
      title: 'x',
      wordClassId: classes.find((c) => c.name === 'reflexive verb')!.id + 1000,
      vocCategories: [categoryId('Food > Fruit'), 999999],
    });
    expect(unknown.body.fields).toEqual({ wordClassId: 'No such record', 'vocCategories.1': 'No such record' });
    const [otherClass] = await rowsOf<{ id: number }>(sql`insert into word_classes (course_id, name) values (2, 'course 2 word') returning id`);
    expect((await create({ title: 'x', wordClassId: otherClass.id })).body.fields).toEqual({ wordClassId: 'Belongs to another course' });
    await db().execute(sql`delete from word_classes where id = ${otherClass.id}`);
    const wrong = await create({
      title: 'x',
      dialects: [
        { dialectId: ES_ES, text: 'x', gender: 'n', targetEnabled: false },
        { dialectId: 9, text: 'x' },
        { dialectId: EN_US, text: 'x', inflects: [{ inflectId: 1, word: 'x' }] },
      ],
    });
    expect(wrong).toMatchObject({ status: 400 });
    expect(wrong.body.fields).toEqual({
      'dialects.0.gender': 'Gender must be m, f, mf or none',
      'dialects.0.targetEnabled': 'The default target dialect cannot be disabled',
      'dialects.1.dialectId': 'Not a dialect of this vocabulary',
      'dialects.2.inflects': 'Only target dialects have inflected forms',
    });
    const food = (await t.call('GET', '/api/Voc-Categories?text=food', { cookie: admin })).body.find((c: { fullPath: string }) => c.fullPath === 'Food').id;
    expect((await create({ title: 'x', vocCategories: [food] })).body.fields['vocCategories.0']).toMatch(/Only a leaf category/);
    const twice = await create({
      title: 'x',
      dialects: [
        {
          dialectId: ES_ES,
          text: 'x',
          inflects: [
            { inflectId: 5, word: 'a' },
            { inflectId: 5, word: 'b' },
          ],
        },
      ],
    });
    expect(twice.body.fields).toEqual({ 'dialects.0.inflects.1.inflectId': 'This form is given twice' });
    expect((await t.call('GET', '/api/courses/1/vocs', { cookie: editor })).body.length).toBe(before);
  });

  it('answers 404 for an unknown entry, and for an entry of the other vocabulary', async () => {
    expect((await t.call('GET', '/api/vocs/999999', { cookie: editor })).status).toBe(404);
    expect((await t.call('PUT', '/api/vocs/999999', { cookie: editor, body: { title: 'x', version: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/vocs/999999', { cookie: editor })).status).toBe(404);
    expect((await t.call('GET', '/api/courses/vocs/999999', { cookie: editor })).status).toBe(404);
    const [mainRow] = (await t.call('GET', '/api/courses/0/vocs', { cookie: admin })).body;
    expect((await t.call('GET', `/api/vocs/${mainRow.id}`, { cookie: admin })).status).toBe(404);
    const [courseRow] = (await t.call('GET', '/api/courses/1/vocs', { cookie: admin })).body;
    expect((await t.call('GET', `/api/courses/0/vocs/${courseRow.id}`, { cookie: admin })).status).toBe(404);
    // A save through the other vocabulary's route changes nothing, its version neither.
    const before = (await t.call('GET', `/api/vocs/${courseRow.id}`, { cookie: admin })).body;
    const put = await t.call('PUT', `/api/courses/0/vocs/${courseRow.id}`, { cookie: admin, body: { ...before, title: 'elsewhere' } });
    expect(put.status).toBe(404);
    expect((await t.call('GET', `/api/vocs/${courseRow.id}`, { cookie: admin })).body).toMatchObject({ title: before.title, version: before.version });
  });

  it("refuses another course's entries with 403, by course and by id", async () => {
    const [other] = (await t.call('GET', '/api/courses/2/vocs', { cookie: admin })).body;
    expect((await t.call('GET', '/api/courses/2/vocs', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/vocs/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/courses/vocs/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('PUT', `/api/vocs/${other.id}`, { cookie: editor, body: { title: 'x', version: 1 } })).status).toBe(403);
    expect((await t.call('PUT', `/api/vocs/${other.id}/parent`, { cookie: editor, body: { parent: null } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/vocs/${other.id}`, { cookie: editor })).status).toBe(403);
    expect((await create({ title: 'x' }, editor, 2)).status).toBe(403);
    expect((await t.call('GET', '/api/vocs/new?course=2', { cookie: editor })).status).toBe(403);
    // The main vocabulary is another module.
    expect((await t.call('GET', '/api/courses/0/vocs', { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/vocs/${other.id}`, { cookie: admin })).status).toBe(200);
  });

  it('deletes an entry and its texts; one with children stays (409)', async () => {
    const parent = await createEntry('cítrico');
    const child = await createEntry('pomelo');
    expect((await t.call('PUT', `/api/vocs/${child}/parent`, { cookie: editor, body: { parent } })).status).toBe(200);
    const refused = await t.call('DELETE', `/api/vocs/${parent}`, { cookie: editor });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/1 child entry/);
    expect((await t.call('DELETE', `/api/vocs/${child}`, { cookie: editor })).status).toBe(200);
    expect((await t.call('GET', `/api/vocs/${child}`, { cookie: editor })).status).toBe(404);
    const left = await rowsOf(sql`select 1 from translations where ref = ${VOCS_COURSE} and ref_id = ${child}`);
    expect(left).toEqual([]);
    expect((await get(parent)).tree.children).toEqual([]);
  });

  it('lists no uses yet', async () => {
    const id = await createEntry('uva pasa');
    // Each module that can use an entry (compounds…) lists its kind, with no records yet.
    const { body } = await t.call('GET', `/api/vocs/${id}/uses`, { cookie: editor });
    expect(body.id).toBe(id);
    expect(body.uses.filter((u: { items: unknown[] }) => u.items.length)).toEqual([]);
  });
});

describe('the vocabulary search syntax on the grid', () => {
  let ids: Record<string, number>;
  /** The entries this block builds: the searches are checked on them, whatever else the course holds (demo data). */
  const built = new Set<number>();
  const ours = async (text: string, dialect = ES_ES) => {
    const res = await search(text, dialect);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { id: number; word: string }[]).filter((r) => built.has(r.id)).map((r) => r.word);
  };
  beforeAll(async () => {
    ids = {
      cafeConLeche: await createEntry('café con leche', { vocCategories: [categoryId('Food > Drinks')] }, 'coffee with milk'),
      cafetal: await createEntry('cafetal', { level: 31 }, 'coffee plantation'),
      cosa: await createEntry('cosa', {
        dialects: [
          {
            dialectId: ES_ES,
            text: 'cosa',
            gender: 'f',
            inflects: [
              { inflectId: 101, word: 'cosa' },
              { inflectId: 102, word: 'cosas' },
            ],
          },
        ],
        vocCategories: [categoryId('Home > Household objects'), categoryId('Descriptions > Qualities')],
      }),
      pensar: await createEntry('pensar', {
        wordClassId: classId('verb'),
        dialects: [
          {
            dialectId: ES_ES,
            text: 'pensar',
            gender: '',
            inflects: [
              { inflectId: 201, word: 'pienso', conjState: 2 },
              { inflectId: 204, word: 'pensamos', conjState: 1 },
            ],
          },
        ],
      }),
      lavarse: await createEntry('ducharse', {
        wordClassId: classId('reflexive verb'),
        dialects: [{ dialectId: ES_ES, text: 'ducharse', gender: '', inflects: [{ inflectId: 201, word: 'me ducho', conjState: 1 }] }],
      }),
      casa: await createEntry('casa'),
      ser: await createEntry('ser', {
        wordClassId: classId('verb'),
        dialects: [
          {
            dialectId: ES_ES,
            text: 'ser',
            gender: '',
            inflects: [
              { inflectId: 201, word: 'soy', conjState: 3 },
              { inflectId: 204, word: 'somos', conjState: 3 },
            ],
          },
        ],
      }),
    };
    for (const id of Object.values(ids)) built.add(id);
    await db().execute(sql`update vocs set image = 'vocs/cosa.jpg', image_ai_score = 8 where id = ${ids.cosa}`);
    await db().execute(sql`update vocs set image = 'vocs/cafetal.jpg', image_ai_score = 3 where id = ${ids.cafetal}`);
  });

  it('is accent-sensitive and finds text anywhere, or the whole text with * and placeholders', async () => {
    expect(await ours('cafe')).toEqual(['cafetal']);
    expect(await ours('café')).toContain('café con leche');
    expect(await ours('café')).not.toContain('cafetal');
    expect(await ours('CAFÉ CON')).toEqual(['café con leche']);
    expect(await ours('*tal')).toEqual(['cafetal']);
    expect(await ours('c[V]sa')).toEqual(['casa', 'cosa']);
    expect(await ours('c[C]sa')).toEqual([]);
    expect(await ours('coffee w*', EN_US)).toEqual(['coffee with milk']);
  });

  it('finds a text saved decomposed (NFD) by its accented word typed composed or decomposed, and not without the accent', async () => {
    const nfd = 'cafe\u0301 solo';
    expect(nfd).not.toBe(nfd.normalize('NFC'));
    // Saved through the Translations editor (the SDK's writeTranslation), not the vocabulary editor.
    const id = await createEntry('cortado');
    built.add(id);
    const [{ tid }] = await rowsOf<{ tid: number }>(sql`select id as tid from translations where ref = ${VOCS_COURSE} and ref_id = ${id} and field = 'word'`);
    const put = await t.call('PUT', `/api/translations/${tid}/refs/${VOCS_COURSE}/dialects/${ES_ES}`, { cookie: admin, body: { text: nfd } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const [stored] = await rowsOf<{ text: string }>(sql`select text from translation_texts where translation_id = ${tid} and dialect_id = ${ES_ES}`);
    expect(stored.text).toBe('caf\u00e9 solo');

    expect(await ours('caf\u00e9 solo')).toEqual(['caf\u00e9 solo']);
    expect(await ours('cafe\u0301 solo')).toEqual(['caf\u00e9 solo']);
    expect(await ours('caf\u00e9')).toContain('caf\u00e9 solo');
    expect(await ours('cafe\u0301*')).toContain('caf\u00e9 solo');
    // Accent-sensitive: without the accent it is another word.
    expect(await ours('cafe solo')).toEqual([]);
    expect(await ours('cafe')).toEqual(['cafetal']);
  });

  it('T: word class (any of several, ! for none of), G: gender, IMG, IMG_AI_S and CATS', async () => {
    expect(await ours('T:"reflexive verb"')).toEqual(['ducharse']);
    expect(await ours('T:verb pensar')).toEqual(['pensar']);
    expect(await ours('T:verb T:"reflexive verb" *ar*')).toEqual(expect.arrayContaining(['pensar', 'ducharse']));
    expect(await ours('!T:noun cosa')).toEqual([]);
    expect(await ours('G:f cosa')).toEqual(['cosa']);
    expect(await ours('!G:f cosa')).toEqual([]);
    expect(await ours('G:- pensar')).toEqual(['pensar']);
    expect(await ours('IMG:1 c*')).toEqual(expect.arrayContaining(['cosa', 'cafetal']));
    expect(await ours('IMG:0 c*')).not.toContain('cosa');
    expect(await ours('IMG_AI_S>5 c*')).toContain('cosa');
    expect(await ours('IMG_AI_S>5 c*')).not.toContain('cafetal');
    expect(await ours('IMG_AI_S<4 cafetal')).toEqual(['cafetal']);
    expect(await ours('IMG_AI_S<4 cosa')).toEqual([]);
    expect(await ours('IMG_AI_S:8 cosa')).toEqual(['cosa']);
    expect(await ours('CATS:2 cosa')).toEqual(['cosa']);
    expect(await ours('CATS>1 cosa')).toEqual(['cosa']);
    expect(await ours('CATS<2 cosa')).toEqual([]);
    expect(await ours('CATS:0 cafetal')).toEqual(['cafetal']);
    expect(await ours('CATS:0 café con')).toEqual([]);
  });

  it('IID: an inflect id; ICT: the conjugation type, negatable', async () => {
    expect(await ours('IID:102 cosa')).toEqual(['cosa']);
    expect(await ours('IID:102 pensar')).toEqual([]);
    expect(await ours('ICT:CHANGE pensar')).toEqual(['pensar']);
    expect(await ours('ICT:REG ducharse')).toEqual(['ducharse']);
    expect(await ours('!ICT:REG ducharse')).toEqual([]);
    expect(await ours('ICT:NO_CONJUGATION cafetal')).toEqual(['cafetal']);
    const irregular = await ours('T:verb ICT:IRREG');
    expect(irregular).toContain('ser');
    expect(irregular).not.toContain('pensar');
    expect(await ours('T:verb !ICT:IRREG')).not.toContain('ser');
  });

  it('a syntax mistake is a 400 saying what and where, in fields.text', async () => {
    const res = await search('cosa IMG:2');
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: "Invalid search: IMG takes 1 (has an image) or 0 (has none), not '2' (at position 10)",
        fields: { text: "IMG takes 1 (has an image) or 0 (has none), not '2' (at position 10)" },
      },
    });
    expect((await search('!cosa')).body.fields.text).toMatch(/! negates only/);
    expect((await search('T:adjectiv')).body.fields.text).toMatch(/^Unknown word class 'adjectiv' in T: \(at position 1\); known: .*adjective/);
  });

  it('bounds the pattern: at most 500 characters and ten * (a run counts as one), else a 400 naming text', async () => {
    expect((await search('x'.repeat(501))).body).toEqual({ error: expect.any(String), fields: { text: expect.any(String) } });
    expect((await search('a*'.repeat(11))).body.fields).toEqual({ text: expect.stringMatching(/^At most 10 \* in a search/) });
    const widest = `${'[C][V]*'.repeat(10)}${'[V]'.repeat(143)}a`; // 500 characters, 10 *
    expect(widest).toHaveLength(500);
    expect(await search(widest)).toEqual({ status: 200, body: [] });
    expect((await search(`casa${'*'.repeat(496)}`)).status).toBe(200);
  });
});

describe('parents, synonyms and inherited categories', () => {
  it('links a parent; refuses loops, itself and entries of another course', async () => {
    const a = await createEntry('ave');
    const b = await createEntry('gallina');
    const c = await createEntry('pollito');
    expect((await t.call('PUT', `/api/vocs/${b}/parent`, { cookie: editor, body: { parent: a } })).status).toBe(200);
    const res = await t.call('PUT', `/api/vocs/${c}/parent`, { cookie: editor, body: { parent: b } });
    expect(res.body.data.tree.parent).toMatchObject({ id: b, title: 'gallina', word: 'gallina' });
    expect((await get(a)).tree.children).toEqual([{ id: b, title: 'gallina', word: 'gallina' }]);
    const loop = await t.call('PUT', `/api/vocs/${a}/parent`, { cookie: editor, body: { parent: c } });
    expect(loop).toMatchObject({ status: 400, body: { error: expect.stringMatching(/loop/), fields: { parent: expect.stringMatching(/loop/) } } });
    expect((await t.call('PUT', `/api/vocs/${a}/parent`, { cookie: editor, body: { parent: a } })).body.error).toBe('An entry cannot be its own parent');
    const [other] = (await t.call('GET', '/api/courses/2/vocs', { cookie: admin })).body;
    expect((await t.call('PUT', `/api/vocs/${a}/parent`, { cookie: editor, body: { parent: other.id } })).body.fields).toEqual({
      parent: 'Belongs to another course',
    });
    expect((await t.call('PUT', `/api/vocs/${c}/parent`, { cookie: editor, body: { parent: 0 } })).body.data.parent).toBeNull();
  });

  it('links a synonym only when the entry has no parent, no children and no synonyms; parent/child links stay off for a synonym child', async () => {
    const root = await createEntry('auto', { vocCategories: [categoryId('Travel > Transport')] });
    const syn = await createEntry('automóvil', { vocCategories: [categoryId('Home > Furniture')] });
    const withChild = await createEntry('vehículo');
    const child = await createEntry('camioneta');
    await t.call('PUT', `/api/vocs/${child}/parent`, { cookie: editor, body: { parent: withChild } });

    const refused = await t.call('PUT', `/api/vocs/${withChild}/parent-synonym`, { cookie: editor, body: { parentSynonym: root } });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: 'Link to synonym is allowed only when the entry has no parent, no children and no synonyms',
        fields: { parentSynonym: expect.any(String) },
      },
    });
    expect((await t.call('PUT', `/api/vocs/${child}/parent-synonym`, { cookie: editor, body: { parentSynonym: root } })).status).toBe(400);

    const linked = await t.call('PUT', `/api/vocs/${syn}/parent-synonym`, { cookie: editor, body: { parentSynonym: root } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data).toMatchObject({
      parentSynonym: root,
      categoriesInherited: true,
      vocCategories: [categoryId('Travel > Transport')],
      tree: { parentSynonym: { id: root, title: 'auto' } },
    });
    expect((await get(root)).tree.synonyms).toEqual([{ id: syn, title: 'automóvil', word: 'automóvil' }]);
    // The root now has a synonym: it cannot become one; a synonym child has no parent link; chains go to the root.
    expect((await t.call('PUT', `/api/vocs/${root}/parent-synonym`, { cookie: editor, body: { parentSynonym: withChild } })).status).toBe(400);
    const noParent = await t.call('PUT', `/api/vocs/${syn}/parent`, { cookie: editor, body: { parent: withChild } });
    expect(noParent.body.error).toMatch(/A synonym child has no parent or children/);
    const other = await createEntry('carro');
    expect((await t.call('PUT', `/api/vocs/${other}/parent-synonym`, { cookie: editor, body: { parentSynonym: syn } })).body.error).toBe(
      `#${syn} is itself a synonym of #${root}: link to #${root} instead`,
    );
    expect((await t.call('PUT', `/api/vocs/${withChild}/parent`, { cookie: editor, body: { parent: syn } })).body.error).toBe(
      `#${syn} is a synonym of #${root}: link to #${root} instead`,
    );
    // The grid shows the link and the inherited category.
    const row = (await t.call('GET', `/api/courses/vocs/${syn}`, { cookie: editor })).body;
    expect(row).toMatchObject({ tree: `synonym of #${root}`, categories: 'Transport' });
  });

  it("a synonym child shows its parent synonym's categories and cannot edit them; unlinking keeps a copy", async () => {
    const root = await createEntry('bonito', { vocCategories: [categoryId('Descriptions > Qualities')] });
    const syn = await createEntry('lindo');
    await t.call('PUT', `/api/vocs/${syn}/parent-synonym`, { cookie: editor, body: { parentSynonym: root } });
    const v = await get(syn);
    expect(v).toMatchObject({ categoriesInherited: true, vocCategories: [categoryId('Descriptions > Qualities')] });

    const edited = await t.call('PUT', `/api/vocs/${syn}`, { cookie: editor, body: { ...v, vocCategories: [categoryId('Food > Fruit')] } });
    expect(edited).toMatchObject({ status: 400, body: { fields: { vocCategories: 'Categories are inherited from parent synonym and cannot be edited' } } });
    const assigned = await t.call('POST', `/api/vocs/${syn}/assign-categories`, { cookie: editor, body: { vocCategories: [categoryId('Food > Fruit')] } });
    expect(assigned.body.fields).toEqual({ vocCategories: 'Categories are inherited from parent synonym and cannot be edited' });
    // Saving the rest with the inherited categories as they are is fine.
    expect((await t.call('PUT', `/api/vocs/${syn}`, { cookie: editor, body: { ...v, level: 12 } })).status).toBe(200);

    // The parent's categories change: the synonym follows.
    const set = await t.call('POST', `/api/vocs/${root}/assign-categories`, {
      cookie: editor,
      body: { vocCategories: [categoryId('Descriptions > Feelings')] },
    });
    expect(set.status).toBe(200);
    expect((await get(syn)).vocCategories).toEqual([categoryId('Descriptions > Feelings')]);

    const unlinked = await t.call('PUT', `/api/vocs/${syn}/parent-synonym`, { cookie: editor, body: { parentSynonym: null } });
    expect(unlinked.body.data).toMatchObject({ parentSynonym: null, categoriesInherited: false, vocCategories: [categoryId('Descriptions > Feelings')] });
    expect((await t.call('POST', `/api/vocs/${syn}/assign-categories`, { cookie: editor, body: { vocCategories: [categoryId('Food > Fruit')] } })).status).toBe(
      200,
    );
    expect((await get(root)).vocCategories).toEqual([categoryId('Descriptions > Feelings')]);
  });
});

describe('the main vocabulary (course 0)', () => {
  it('lists every concept with a word in every language; English is the source', async () => {
    const rows = (await t.call('GET', '/api/courses/0/vocs', { cookie: mainEditor })).body as { id: number; title: string; word: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(150);
    const apple = rows.find((r) => r.title === 'apple')!;
    expect(apple.word).toBe('manzana');
    const v = (await t.call('GET', `/api/courses/0/vocs/${apple.id}`, { cookie: mainEditor })).body;
    const by = (code: string) => v.dialects.find((d: { dialectCode: string }) => d.dialectCode === code);
    expect(by('de-DE')).toMatchObject({
      kind: 'target',
      text: 'Apfel',
      gender: 'm',
      inflects: [
        { inflectId: 101, word: 'Apfel' },
        { inflectId: 102, word: 'Äpfel', conjState: 2 },
      ],
    });
    expect(by('zh-TW')).toMatchObject({ kind: 'target', text: '蘋果' });
    expect(by('ru-RU')).toMatchObject({ text: 'яблоко', gender: 'n' });
    expect(by('en-US')).toMatchObject({ kind: 'source', text: 'apple' });
    expect(v.tree.parent).toMatchObject({ title: 'fruit', word: 'fruta' });
    const german = (await t.call('GET', '/api/courses/0/vocs?dialect=7&text=T:verb%20ICT:IRREG', { cookie: mainEditor })).body as { word: string }[];
    expect(german.map((r) => r.word)).toEqual(expect.arrayContaining(['sein', 'wollen']));
  });

  it('creates, updates and deletes main entries under courses/0/vocs', async () => {
    const blank = (await t.call('GET', '/api/courses/0/vocs/new', { cookie: mainEditor })).body;
    expect(blank.dialects[0]).toMatchObject({ dialectCode: 'es-ES', kind: 'target' });
    expect(blank.dialects.filter((d: { kind: string }) => d.kind === 'source').map((d: { dialectCode: string }) => d.dialectCode)).toEqual(['en-US', 'en-GB']);
    const created = await t.call('POST', '/api/courses/0/vocs', {
      cookie: mainEditor,
      body: {
        title: 'watermelon',
        level: 22,
        dialects: [
          { dialectId: ES_ES, text: 'sandía', gender: 'f' },
          { dialectId: 7, text: 'Wassermelone', gender: 'f' },
          { dialectId: EN_US, text: 'watermelon' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    const v = (await t.call('GET', `/api/courses/0/vocs/${id}`, { cookie: mainEditor })).body;
    expect(v).toMatchObject({ courseId: 0, title: 'watermelon' });
    const stored = await rowsOf<{ n: number }>(sql`select count(*)::int as n from translations t join translation_texts tt on tt.translation_id = t.id
      where t.ref = ${VOCS_MAIN} and t.ref_id = ${id} and t.course_id = 0 and tt.text <> ''`);
    expect(stored[0].n).toBe(3);
    const row = (await t.call('GET', `/api/courses/0/vocs/${id}/grid-row?dialect=7`, { cookie: mainEditor })).body;
    expect(row).toMatchObject({ id, word: 'Wassermelone', levelName: 'A2.2' });
    expect((await t.call('PUT', `/api/courses/0/vocs/${id}`, { cookie: mainEditor, body: { ...v, title: 'water melon' } })).status).toBe(200);
    expect((await t.call('GET', `/api/courses/0/vocs/${id}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('DELETE', `/api/courses/0/vocs/${id}`, { cookie: mainEditor })).status).toBe(200);
    expect((await t.call('GET', `/api/courses/0/vocs/${id}`, { cookie: mainEditor })).status).toBe(404);
  });
});
