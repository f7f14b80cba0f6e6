import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTranslation } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { TRANSLATIONS } from './plugin';
import { translations } from '../../sdk/server';
import { translationProjectItems, translationProjects } from './server/tables';

const ES_ES = 2;
const EN_US = 3;
const ES_MX = 4;
const EN_GB = 1;
const FR_FR = 5;
const GLOSSARIES = 10;
const KLINES = 7;

let t: LoggedInServer;
let admin: string;
let translator: string; // module 36 on course 1 only
let other: string; // module 36 on course 2 only
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  translator = await t.signIn('translator@example.com', [[1, TRANSLATIONS]]);
  other = await t.signIn('translator2@example.com', [[2, TRANSLATIONS]]);
});
afterAll(() => t.close());

type Texts = { dialectId: number; text: string; status?: number }[];
/** A translatable text of a glossary of course 1 (or another record), written as the system writes it (any status); answers its translation id. */
async function text(refId: number, texts: Texts, { ref = GLOSSARIES, courseId = 1, field = 'tooltip' } = {}): Promise<number> {
  await writeTranslation(db(), { courseId, ref, refId, field }, texts, { system: true });
  const [row] = await db()
    .select({ id: translations.id })
    .from(translations)
    .where(and(eq(translations.ref, ref), eq(translations.refId, refId), eq(translations.field, field)));
  return row.id;
}
const get = (path: string, cookie = translator) => t.call('GET', `/api/${path}`, { cookie });
const put = (path: string, body: unknown = {}, cookie = translator) => t.call('PUT', `/api/${path}`, { cookie, body });
type Dialect = { dialectId: number; dialectCode: string; kind: string; text: string; status: number };
const dialectOf = (rec: { dialects: Dialect[] }, id: number) => rec.dialects.find((d) => d.dialectId === id)!;

describe('search', () => {
  let id: number;
  beforeAll(async () => {
    id = await text(90001, [
      { dialectId: ES_ES, text: 'La sobremesa dura horas.' },
      { dialectId: EN_US, text: 'The after-meal talk lasts hours.', status: 0 },
    ]);
  });

  it('offers the course dialects (targets, then sources) and the modules that have translations, with their titles', async () => {
    const res = await get('courses/1/translations-search-options');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ courseId: 1, defaultTargetDialectId: ES_ES, defaultSourceDialectId: EN_US });
    expect(res.body.dialects).toEqual([
      { dialectId: ES_ES, dialectCode: 'es-ES', kind: 'target' },
      { dialectId: ES_MX, dialectCode: 'es-MX', kind: 'target' },
      { dialectId: EN_US, dialectCode: 'en-US', kind: 'source' },
      { dialectId: EN_GB, dialectCode: 'en-GB', kind: 'source' },
    ]);
    expect(res.body.refs).toEqual(
      expect.arrayContaining([
        { ref: KLINES, title: 'K-Lines', count: 3 },
        { ref: GLOSSARIES, title: 'Glossaries', count: expect.any(Number) },
        { ref: TRANSLATIONS, title: 'Translation Projects', count: expect.any(Number) },
      ]),
    );
  });

  it('lists the rows with the text and status of the chosen dialect (the default source dialect by default)', async () => {
    const rows = (await get('courses/1/translations')).body;
    expect(rows.find((r: { id: number }) => r.id === id)).toEqual({
      id,
      ref: GLOSSARIES,
      refName: 'Glossaries',
      refId: 90001,
      field: 'tooltip',
      dialectId: EN_US,
      text: 'The after-meal talk lasts hours.',
      status: 0,
      statusLabel: 'Pending',
      error: null,
    });
    const es = (await get(`courses/1/translations?dialect=${ES_ES}&ref=${GLOSSARIES}`)).body;
    expect(es.find((r: { id: number }) => r.id === id)).toMatchObject({ dialectId: ES_ES, text: 'La sobremesa dura horas.', status: 2, statusLabel: 'Done' });
    const gb = (await get(`courses/1/translations?dialect=${EN_GB}&ref=${GLOSSARIES}`)).body;
    expect(gb.find((r: { id: number }) => r.id === id)).toMatchObject({ text: '', status: 0 });
  });

  it('filters by module, by text in any dialect (literally, ignoring case) and by id', async () => {
    const klines = (await get(`courses/1/translations?ref=${KLINES}`)).body as { ref: number; refName: string }[];
    expect(klines).toHaveLength(3);
    expect(klines.every((r) => r.ref === KLINES && r.refName === 'K-Lines')).toBe(true);
    const found = (await get(`courses/1/translations?dialect=${EN_US}&text=SOBREMESA`)).body;
    expect(found.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(found[0].text).toBe('The after-meal talk lasts hours.');
    expect((await get('courses/1/translations?text=%25')).body).toEqual([]);
    expect((await get(`courses/1/translations?text=${id}`)).body.map((r: { id: number }) => r.id)).toContain(id);
    expect((await get('courses/1/translations?text=90001')).body.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await get('courses/2/translations?text=sobremesa', admin)).body).toEqual([]);
  });

  it('Check all answers the counts and, given the grid, its rows after the check (one request for the Texts tab)', async () => {
    const counts = (await get('translations/check?course=1')).body;
    expect(counts).toEqual({ checked: expect.any(Number), withError: expect.any(Number) });
    const searched = (await get(`translations/check?course=1&dialect=${EN_US}&text=SOBREMESA`)).body;
    expect(searched.rows).toEqual((await get(`courses/1/translations?dialect=${EN_US}&text=SOBREMESA`)).body);
    const errors = (await get(`translations/check?course=1&dialect=${EN_US}&withError=1`)).body;
    expect(errors.rows).toEqual((await get(`translations/with-error?course=1&dialect=${EN_US}`)).body);
    expect(errors.rows).toHaveLength(errors.withError);
  });

  it('serves one grid row and the translation with every course dialect and the links to its record', async () => {
    expect((await get(`translations/${id}/grid-row?dialect=${ES_ES}`)).body).toMatchObject({ id, text: 'La sobremesa dura horas.', status: 2 });
    const rec = (await get(`translations/${id}`)).body;
    expect(rec).toMatchObject({
      id,
      courseId: 1,
      ref: GLOSSARIES,
      refId: 90001,
      field: 'tooltip',
      refName: 'Glossaries',
      openRef: GLOSSARIES,
      openItemId: 90001,
      openRefName: 'Glossaries',
      defaultTargetDialectId: ES_ES,
      defaultSourceDialectId: EN_US,
      error: null,
    });
    expect(rec.dialects).toEqual([
      { dialectId: ES_ES, dialectCode: 'es-ES', kind: 'target', text: 'La sobremesa dura horas.', status: 2 },
      { dialectId: ES_MX, dialectCode: 'es-MX', kind: 'target', text: '', status: 0 },
      { dialectId: EN_US, dialectCode: 'en-US', kind: 'source', text: 'The after-meal talk lasts hours.', status: 0 },
      { dialectId: EN_GB, dialectCode: 'en-GB', kind: 'source', text: '', status: 0 },
    ]);
    expect((await get(`translations/${id}/dialects`)).body).toEqual(rec.dialects);
  });
});

describe('editing a dialect', () => {
  const path = (id: number, d: number, ref = GLOSSARIES) => `translations/${id}/refs/${ref}/dialects/${d}`;

  it('sets the text and a status a user may choose, and answers the translation', async () => {
    const id = await text(90002, [{ dialectId: ES_ES, text: 'Buenos días' }]);
    const res = await put(path(id, EN_US), { text: 'Good morning', status: 2 });
    expect(res.status).toBe(200);
    expect(dialectOf(res.body.data, EN_US)).toMatchObject({ text: 'Good morning', status: 2 });
    const pending = await put(path(id, EN_GB), { text: 'Good morning', status: 0 });
    expect(dialectOf(pending.body.data, EN_GB)).toMatchObject({ text: 'Good morning', status: 0 });
    // Without a status: done when the text changes and is not empty.
    expect(dialectOf((await put(path(id, EN_GB), { text: 'Morning!' })).body.data, EN_GB)).toMatchObject({ text: 'Morning!', status: 2 });
  });

  it('refuses doing, from target and legacy with 400, and the change of a status the system set', async () => {
    const id = await text(90003, [
      { dialectId: ES_ES, text: 'Hasta luego' },
      { dialectId: EN_US, text: 'See you', status: 1 },
    ]);
    for (const status of [1, 3, 4]) {
      const res = await put(path(id, EN_GB), { text: 'See you later', status });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'A user cannot set the status doing, from target or legacy', fields: { status: expect.any(String) } });
    }
    const leave = await put(path(id, EN_US), { text: 'See you', status: 2 });
    expect(leave).toMatchObject({ status: 400, body: { error: 'The status doing is set by the system and cannot be changed here' } });
    // Its text may change; the status it has stays, sent again or not.
    expect(dialectOf((await put(path(id, EN_US), { text: 'See you later', status: 1 })).body.data, EN_US)).toMatchObject({ text: 'See you later', status: 1 });
    expect(dialectOf((await put(path(id, EN_US), { text: 'Bye for now' })).body.data, EN_US)).toMatchObject({ text: 'Bye for now', status: 1 });
    expect(dialectOf((await get(`translations/${id}`)).body, EN_GB)).toMatchObject({ text: '', status: 0 });
    expect((await put(path(id, EN_US), { text: 'x', status: 9 })).body.fields).toMatchObject({ status: expect.any(String) });
    expect((await put(path(id, EN_US), {})).body.fields).toMatchObject({ text: 'Required' });
  });

  it('answers 404 when the ref is not the translation’s and 400 for a dialect outside the course', async () => {
    const id = await text(90004, [{ dialectId: ES_ES, text: 'Gracias' }]);
    expect((await put(path(id, EN_US, KLINES), { text: 'Thanks' })).status).toBe(404);
    expect(await put(path(id, FR_FR), { text: 'Merci' })).toMatchObject({ status: 400, body: { fields: { d: 'Not a dialect of this course' } } });
  });

  it('keeps only target and glossary tags, without newlines, in k-line texts (spec 2 §5), and leaves other texts alone', async () => {
    const kline = await text(90005, [{ dialectId: EN_US, text: 'Old' }], { ref: KLINES, field: 'source' });
    const saved = await put(path(kline, EN_GB, KLINES), { text: '<p>Say <b>hello</b>:</p>\n<target>hola</target> <glossary id="3">ser</glossary>', status: 2 });
    expect(dialectOf(saved.body.data, EN_GB).text).toBe('Say hello:<target>hola</target> <glossary id="3">ser</glossary>');
    const glossary = await text(90006, [{ dialectId: EN_US, text: 'Old' }]);
    expect(dialectOf((await put(path(glossary, EN_GB), { text: 'A <b>bold</b>\nline' })).body.data, EN_GB).text).toBe('A <b>bold</b>\nline');
  });
});

describe('checks', () => {
  it('finds different target and glossary tags, outer spaces, empty done texts and unclosed tags; stores and shows the result', async () => {
    const id = await text(90010, [
      { dialectId: ES_ES, text: 'Usa <target>ser</target> con <glossary id="3">profesiones</glossary>.' },
      { dialectId: ES_MX, text: '', status: 2 },
      { dialectId: EN_US, text: 'Use <target>ser</target> with professions.' },
      { dialectId: EN_GB, text: 'Use <glossary id="3">professions</glossary> with <target>ser</target>. ' },
    ]);
    const res = await put(`translations/${id}/check?dialect=${EN_US}`);
    expect(res.status).toBe(200);
    // The answer has the grid row in the grid's dialect, with the check's result.
    expect(res.body.data.row).toEqual((await get(`translations/${id}/grid-row?dialect=${EN_US}`)).body);
    expect(res.body.data.row.error).toBe(res.body.data.error);
    expect(res.body.data.error).toBe(
      ['es-MX: done but empty', 'en-US: tags differ from es-ES (missing <glossary id="3">)', 'en-GB: leading or trailing spaces'].join('; '),
    );
    expect((await get(`translations/${id}`)).body).toMatchObject({ error: res.body.data.error, checkedAt: expect.any(String) });
    expect((await get(`translations/with-error?course=1`)).body.map((r: { id: number }) => r.id)).toContain(id);
    expect((await get(`courses/1/translations?text=90010`)).body[0].error).toBe(res.body.data.error);

    // Each save checks again.
    const path = (d: number) => `translations/${id}/refs/${GLOSSARIES}/dialects/${d}`;
    await put(path(EN_US), { text: 'Use <target>ser</target> with <glossary id="3">professions</glossary>.', status: 2 });
    await put(path(EN_GB), { text: 'Use <glossary id="3">professions</glossary> with <target>ser</target>.', status: 2 });
    const last = await put(path(ES_MX), { text: 'Usa <target>ser</target> con <glossary  id="3">profesiones</glossary>', status: 2 });
    expect(last.body.data.error).toBeNull();
    expect((await get(`translations/with-error?course=1`)).body.map((r: { id: number }) => r.id)).not.toContain(id);
    const broken = await put(path(ES_MX), { text: 'Usa <target>ser con <glossary id="3">profesiones</glossary>', status: 2 });
    expect(broken.body.data.error).toBe('es-MX: unclosed or stray tag');
  });

  it('compares with the default source text when the translation has no default target text', async () => {
    const id = await text(
      90011,
      [
        { dialectId: EN_US, text: 'Ask: <target>¿Dónde?</target>' },
        { dialectId: EN_GB, text: 'Ask: where?' },
      ],
      { ref: KLINES, field: 'source' },
    );
    expect((await put(`translations/${id}/check`)).body.data.error).toBe('en-GB: tags differ from en-US (missing <target>)');
  });

  it('checks a whole course with GET /translations/check?course= and lists the failing ones', async () => {
    const bad = await text(90012, [{ dialectId: ES_ES, text: ' Hola' }]);
    const res = await get('translations/check?course=1');
    expect(res.status).toBe(200);
    expect(res.body.checked).toBeGreaterThan(10);
    expect(res.body.withError).toBeGreaterThanOrEqual(1);
    const failing = (await get(`translations/with-error?course=1&dialect=${ES_ES}`)).body;
    expect(failing).toContainEqual(expect.objectContaining({ id: bad, text: ' Hola', error: 'es-ES: leading or trailing spaces' }));
    expect(failing).toHaveLength(res.body.withError);
  });
});

describe('invalidate', () => {
  it('sets one dialect back to pending, keeping its text; the memory no longer offers it', async () => {
    const id = await text(90020, [
      { dialectId: ES_ES, text: 'El tren sale a las nueve en punto.' },
      { dialectId: EN_US, text: 'The train leaves at nine o’clock sharp.' },
    ]);
    const probe = await text(90021, [{ dialectId: ES_ES, text: 'El tren sale a las nueve en punto.' }]);
    const suggested = async () => (await get(`translations/${probe}/dialects/${EN_US}/memory-guest`)).body.memory.map((m: { id: number }) => m.id);
    expect(await suggested()).toContain(id);
    const res = await put(`translations/${id}/dialects/${EN_US}/invalidate?dialect=${EN_US}`);
    expect(res.status).toBe(200);
    expect(res.body.data.row).toMatchObject({ id, dialectId: EN_US, text: 'The train leaves at nine o’clock sharp.', status: 0 });
    expect(dialectOf(res.body.data, EN_US)).toMatchObject({ text: 'The train leaves at nine o’clock sharp.', status: 0 });
    expect(dialectOf(res.body.data, ES_ES)).toMatchObject({ status: 2 });
    expect(await suggested()).not.toContain(id);
    expect((await put(`translations/${id}/dialects/${FR_FR}/invalidate`)).status).toBe(400);
  });
});

describe('memory suggestions', () => {
  let probe: number;
  beforeAll(async () => {
    await text(90030, [
      { dialectId: ES_ES, text: 'Quiero reservar una mesa para dos personas.' },
      { dialectId: EN_US, text: 'I want to book a table for two people.' },
    ]);
    await text(90031, [
      { dialectId: ES_ES, text: 'Quiero reservar una mesa para cuatro personas.' },
      { dialectId: EN_US, text: 'I want to book a table for four people.' },
    ]);
    // Another course's done texts are memory too.
    await text(
      90032,
      [
        { dialectId: ES_ES, text: 'Quiero reservar una habitación para dos personas.' },
        { dialectId: EN_US, text: 'I want to book a room for two people.' },
      ],
      { courseId: 3 },
    );
    // Not done: not memory.
    await text(90033, [
      { dialectId: ES_ES, text: 'Quiero reservar una mesa para tres personas.' },
      { dialectId: EN_US, text: 'I want a table for three.', status: 0 },
    ]);
    probe = await text(90034, [
      { dialectId: ES_ES, text: 'Quiero reservar una mesa para dos personas.' },
      { dialectId: EN_US, text: 'Book a table for two?', status: 0 },
    ]);
  });

  it('answers done texts similar to the default target text, best first, 101 for an identical one', async () => {
    const res = await get(`translations/${probe}/dialects/${EN_US}/memory-guest`);
    expect(res.status).toBe(200);
    expect(res.body.query).toEqual({ dialectId: ES_ES, dialectCode: 'es-ES', text: 'Quiero reservar una mesa para dos personas.' });
    const memory = res.body.memory as { id: number; fromText: string; text: string; similarity: number; course: { id: number; name: string } }[];
    expect(memory[0]).toMatchObject({
      fromText: 'Quiero reservar una mesa para dos personas.',
      text: 'I want to book a table for two people.',
      similarity: 101,
      course: { id: 1, name: 'Spanish for English speakers' },
      ref: GLOSSARIES,
      refName: 'Glossaries',
      refId: 90030,
    });
    expect(memory.map((m) => m.text)).toEqual(expect.arrayContaining(['I want to book a table for four people.', 'I want to book a room for two people.']));
    expect(memory.find((m) => m.text === 'I want to book a room for two people.')!.course).toEqual({ id: 3, name: 'English for Spanish speakers' });
    expect(memory.map((m) => m.text)).not.toContain('I want a table for three.');
    expect(memory.map((m) => m.id)).not.toContain(probe);
    const sims = memory.map((m) => m.similarity);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
    expect(sims[1]).toBeLessThan(100);
    expect(sims.every((s) => s >= 50)).toBe(true);
  });

  it('asks with the text being typed (?text=) in place of the stored one', async () => {
    const res = await get(`translations/${probe}/dialects/${EN_US}/memory-guest?text=${encodeURIComponent('Quiero reservar una mesa para cuatro personas.')}`);
    expect(res.body.query).toEqual({ dialectId: ES_ES, dialectCode: 'es-ES', text: 'Quiero reservar una mesa para cuatro personas.' });
    expect(res.body.memory[0]).toMatchObject({ text: 'I want to book a table for four people.', similarity: 101 });
  });

  it('asks with the default source text when the dialect asked for is the default target, and 400 outside the course', async () => {
    const res = await get(`translations/${probe}/dialects/${ES_ES}/memory-guest`);
    expect(res.body.query).toMatchObject({ dialectId: EN_US, text: 'Book a table for two?' });
    expect((await get(`translations/${probe}/dialects/${FR_FR}/memory-guest`)).status).toBe(400);
    const empty = await text(90035, [{ dialectId: EN_GB, text: 'Only British' }]);
    expect((await get(`translations/${empty}/dialects/${EN_GB}/memory-guest`)).body).toEqual({ query: null, memory: [] });
  });
});

describe('translation projects', () => {
  type Row = { id: number; fromText: string; currentText: string; translationId: number; status: number; similarity: number; fromMemoryText: string };
  it('lists the demo project of the course, with its ten texts to translate', async () => {
    // Beside it, the project of the course's own texts (demo-project.test.ts).
    const projects = (await get('translations/projects?course=1')).body.filter((p: { name: string }) => p.name.startsWith('Demo'));
    expect(projects).toEqual([
      expect.objectContaining({
        courseId: 1,
        name: 'Demo: es-ES into en-US',
        fromDialectId: ES_ES,
        fromDialectCode: 'es-ES',
        toDialectId: EN_US,
        toDialectCode: 'en-US',
        freelanceId: expect.any(Number),
        freelanceName: 'freelance@example.com',
        priority: 1,
        items: 10,
        done: 0,
      }),
    ]);
    expect((await get(`translations/projects/${projects[0].id}`)).body).toEqual(projects[0]);
    const rows = (await get(`translations/projects/${projects[0].id}/translations`)).body as Row[];
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.fromText !== '' && r.currentText === '')).toBe(true);
    // Partly pre-translated: the text identical to a memory text is filled from it, as doing; the others wait.
    expect(rows[0]).toMatchObject({
      projectTranslationId: rows[0].id,
      toDialect: 'en-US',
      status: 1,
      similarity: 101,
      fromMemoryText: 'Una mesa para dos personas.',
      toText: 'A table for two people.',
      aiConfidence: null,
    });
    expect(rows.slice(1).every((r) => r.status === 0 && r.similarity === 0 && r.fromMemoryText === '')).toBe(true);
    expect((await get(`translations/projects/translations/${rows[0].id}`)).body).toEqual(rows[0]);
    expect((await get('translations/projects?course=2', other)).body[0]).toMatchObject({ name: 'Demo: es-ES into fr-FR', items: 10 });
  });

  it("answers memory suggestions for a row's source text into the project's dialect", async () => {
    const [project] = (await get('translations/projects?course=1')).body;
    const rows = (await get(`translations/projects/${project.id}/translations`)).body as Row[];
    const memoryOf = async (fromText: string) => {
      const row = rows.find((r) => r.fromText === fromText)!;
      const res = await get(`translations/projects/translations/${row.id}/memory-guest`);
      expect(res.status).toBe(200);
      return res.body.memory as { id: number; fromText: string; text: string; similarity: number; course: { id: number } }[];
    };
    const exact = await memoryOf('Una mesa para dos personas.');
    expect(exact[0]).toMatchObject({ fromText: 'Una mesa para dos personas.', text: 'A table for two people.', similarity: 101, course: { id: 1 } });
    expect((await memoryOf('una mesa para dos personas'))[0]).toMatchObject({ text: 'A table for two people.', similarity: 100 });
    const near = (await memoryOf('Una mesa para tres personas.'))[0];
    expect(near.text).toBe('A table for two people.');
    expect(near.similarity).toBeGreaterThanOrEqual(50);
    expect(near.similarity).toBeLessThan(100);
  });

  it('answers 404 for unknown projects and rows', async () => {
    expect((await get('translations/projects/2147000001')).status).toBe(404);
    expect((await get('translations/projects/2147000001/translations')).status).toBe(404);
    expect((await get('translations/projects/translations/2147000001')).status).toBe(404);
    expect((await get('translations/projects/translations/2147000001/memory-guest')).status).toBe(404);
  });

  it('drops a project row with its translation', async () => {
    const [project] = await db().insert(translationProjects).values({ courseId: 1, name: 'Temp', fromDialectId: ES_ES, toDialectId: EN_GB }).returning();
    const id = await text(90040, [{ dialectId: ES_ES, text: 'Temporal' }]);
    await db().insert(translationProjectItems).values({ projectId: project.id, translationId: id });
    expect((await get(`translations/projects/${project.id}/translations`)).body).toHaveLength(1);
    await db().delete(translations).where(eq(translations.id, id));
    expect((await get(`translations/projects/${project.id}/translations`)).body).toEqual([]);
  });
});

describe('authorization', () => {
  it("refuses another course's translations and projects with 403, by course and by id", async () => {
    const id = await text(90050, [{ dialectId: ES_ES, text: 'Secreto' }]);
    const project = (await get('translations/projects?course=1')).body.find((p: { name: string }) => p.name.startsWith('Demo'));
    const [row] = (await get(`translations/projects/${project.id}/translations`)).body;
    for (const path of [
      'courses/1/translations',
      'courses/1/translations-search-options',
      'translations/check?course=1',
      'translations/with-error?course=1',
      `translations/${id}`,
      `translations/${id}/grid-row`,
      `translations/${id}/dialects`,
      `translations/${id}/dialects/${EN_US}/memory-guest`,
      'translations/projects?course=1',
      `translations/projects/${project.id}`,
      `translations/projects/${project.id}/translations`,
      `translations/projects/translations/${row.id}`,
      `translations/projects/translations/${row.id}/memory-guest`,
    ]) {
      const res = await get(path, other);
      expect(res.status, path).toBe(403);
    }
    for (const path of [
      `translations/${id}/refs/${GLOSSARIES}/dialects/${EN_US}`,
      `translations/${id}/check`,
      `translations/${id}/dialects/${EN_US}/invalidate`,
    ]) {
      expect((await put(path, { text: 'Leaked', status: 2 }, other)).status, path).toBe(403);
    }
    expect(dialectOf((await get(`translations/${id}`)).body, EN_US).text).toBe('');
    expect((await t.call('GET', `/api/translations/${id}`)).status).toBe(401);
  });

  it('answers 404 for an unknown translation and for one of a global record (course 0)', async () => {
    expect((await get('translations/2147000001')).status).toBe(404);
    const heading = await text(90051, [{ dialectId: ES_ES, text: 'Saludos' }], { ref: 4, courseId: 0, field: 'title' });
    expect((await get(`translations/${heading}`, admin)).status).toBe(404);
  });
});
