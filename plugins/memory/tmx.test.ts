import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDialects, courses, dialects, languages, rowsOf, writeTranslation, type FileStore } from '../../sdk/server';
import { partKey, runTmxExport } from './server/formats/tmx-export';
import { memoryTransfers } from './server/tables';
import { exportTtlHours, sweepExports } from './server/formats/tmx-sweep';
import { validateAgainst } from '../../tests/support/schemas/validate';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { postForm } from '../../tests/support/upload';
import { MEMORY } from './plugin';
import type { TmxImportReport, TmxTransfer } from './public';

const ES_ES = 2;
const EN_US = 3;
const COURSE = 1;
/** A record ref of no module's data: the test's own memory texts. */
const REF = 10;

let t: LoggedInServer;
const filesDir = mkdtempSync(join(tmpdir(), 'cm-tmx-files-'));
let user: string;
const db = () => t.server.database.db;

const SOURCES = [
  ['Un café con <b>leche</b>, por favor.', 'A <b>white</b> coffee, please.'],
  ['Hola, {name}: tienes %d mensajes.', 'Hello, {name}: you have %d messages.'],
  ['Completa: <span data-gap="1">vamos</span> a la playa.', 'Complete: we <span data-gap="1">go</span> to the beach.'],
  ['Línea uno<br>línea dos & "tres" < cuatro', 'Line one<br>line two & "three" < four'],
  ['¿Dónde está la estación de tren?', 'Where is the train station?'],
];

beforeAll(async () => {
  t = await loggedInServer({ filesDir });
  user = await t.signIn('tmx@example.com', [[0, MEMORY]]);
  for (const [i, [es, en]] of SOURCES.entries())
    await writeTranslation(db(), { courseId: COURSE, ref: REF, refId: 97001 + i, field: 'tooltip' }, [
      { dialectId: ES_ES, text: es },
      { dialectId: EN_US, text: en },
    ]);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, cookie = user) => t.call(method, `/api/${path}`, { cookie, body });

async function exported(body: { courseId: number; fromDialectId?: number; toDialectId?: number }): Promise<{ transfer: TmxTransfer; file: string }> {
  const started = await call('POST', 'memory/tmx/exports', body);
  expect(started.status).toBe(200);
  let transfer = started.body.data as TmxTransfer;
  for (let i = 0; i < 600 && transfer.status !== 'done' && transfer.status !== 'failed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    transfer = (await call('GET', `memory/tmx/exports/${transfer.id}`)).body;
  }
  expect(transfer).toMatchObject({ status: 'done' });
  const res = await t.server.app.inject({ method: 'GET', url: `/api/memory/tmx/exports/${transfer.id}/file`, headers: { cookie: user } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.tmx"/);
  return { transfer, file: res.body };
}

const importFile = (file: string, courseId: number, server = t, cookie = user) =>
  postForm(server, 'memory/tmx/imports', { files: { file: { name: 'memory.tmx', data: file, type: 'application/x-tmx+xml' } }, fields: { courseId } }, cookie);

async function memoryCount(courseId: number, database = db()) {
  const [row] = rowsOf<{ n: number }>(await database.execute(sql`select count(*)::int as n from translations where course_id = ${courseId}`));
  return row.n;
}

describe('TMX export', () => {
  it("writes a dialect pair of the course's memory as TMX 1.4b that validates, codes as <bpt>/<ept>/<ph>, with its progress", async () => {
    const { transfer, file } = await exported({ courseId: COURSE, fromDialectId: ES_ES, toDialectId: EN_US });
    expect(transfer.done).toBe(transfer.total);
    expect(transfer.total).toBeGreaterThanOrEqual(SOURCES.length);
    expect(file).toContain('srclang="es-ES"');
    expect(file).toContain('<tuv xml:lang="es-ES"');
    expect(file).toContain('<bpt i="1" type="bold">&lt;b&gt;</bpt>leche<ept i="1">&lt;/b&gt;</ept>');
    expect(file).toContain('<ph x="1" type="x-placeholder">{name}</ph>');
    expect(file).toContain('<bpt i="1" type="x-gap">&lt;span data-gap="1"&gt;</bpt>');
    expect(file).toContain('línea dos &amp; "tres" &lt; cuatro');
    const check = await validateAgainst('tmx-1.4', file);
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
  });

  it('deletes the files of exports older than EXPORT_TTL_HOURS (default 24): the export says expired, its download 410', async () => {
    const { transfer } = await exported({ courseId: COURSE, fromDialectId: ES_ES, toDialectId: EN_US });
    const deleted: string[] = [];
    const files: FileStore = {
      put: async () => undefined,
      get: async () => null,
      open: async () => null,
      openRange: async () => null,
      delete: async (key) => void deleted.push(key),
    };
    const created = new Date(transfer.createdAt);
    // Younger than the age: kept.
    expect(await sweepExports(db(), files, 24, new Date(created.getTime() + 23 * 3_600_000))).toBe(0);
    expect(deleted).toEqual([]);
    expect(await sweepExports(db(), files, 24, new Date(created.getTime() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(deleted).toContain(partKey(transfer.id, 1));
    expect((await call('GET', `memory/tmx/exports/${transfer.id}`)).body).toMatchObject({ status: 'expired' });
    const res = await t.server.app.inject({ method: 'GET', url: `/api/memory/tmx/exports/${transfer.id}/file`, headers: { cookie: user } });
    expect(res.statusCode).toBe(410);
    expect(exportTtlHours({})).toBe(24);
    expect(exportTtlHours({ EXPORT_TTL_HOURS: '2' })).toBe(2);
    expect(exportTtlHours({ EXPORT_TTL_HOURS: 'soon' })).toBe(24);
  });

  it('deletes what it wrote when it fails', async () => {
    const [transfer] = await db().insert(memoryTransfers).values({ kind: 'export', courseId: COURSE, fromDialectId: ES_ES, toDialectId: EN_US }).returning();
    // A store that fails once it has written some of the file (a disk full).
    const stored = new Map<string, Buffer>();
    const files: FileStore = {
      put: async (key, data) => {
        if (Buffer.isBuffer(data)) throw new Error('The export is written as a stream');
        for await (const chunk of data) {
          stored.set(key, chunk as Buffer);
          throw new Error('No space left on device');
        }
      },
      get: async (key) => stored.get(key) ?? null,
      open: async () => null,
      openRange: async () => null,
      delete: async (key) => void stored.delete(key),
    };
    await expect(runTmxExport({ transferId: transfer.id }, { db: db(), files })).rejects.toThrow('No space left on device');
    expect([...stored.keys()]).toEqual([]);
  });

  it('answers a byte range of the file (206), one past its end 416, like every stored file', async () => {
    const { transfer, file } = await exported({ courseId: COURSE, fromDialectId: ES_ES, toDialectId: EN_US });
    const bytes = Buffer.from(file);
    const get = (range: string) => t.server.app.inject({ method: 'GET', url: `/api/memory/tmx/exports/${transfer.id}/file`, headers: { cookie: user, range } });
    const part = await get('bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers['content-disposition']).toMatch(/attachment; filename=".+\.tmx"/);
    expect(part.rawPayload).toEqual(bytes.subarray(100, 200));
    const end = await get(`bytes=${bytes.length - 50}-`);
    expect(end.statusCode).toBe(206);
    expect(end.rawPayload).toEqual(bytes.subarray(bytes.length - 50));
    const past = await get(`bytes=${bytes.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('still answers an export stored in parts before exports were written whole, joined', async () => {
    const [transfer] = await db()
      .insert(memoryTransfers)
      .values({ kind: 'export', courseId: COURSE, fromDialectId: ES_ES, toDialectId: EN_US, status: 'done', parts: 2, fileName: 'old.tmx' })
      .returning();
    for (const [part, text] of [
      [1, '<tmx>first '],
      [2, 'second</tmx>'],
    ] as const) {
      mkdirSync(dirname(join(filesDir, partKey(transfer.id, part))), { recursive: true });
      writeFileSync(join(filesDir, partKey(transfer.id, part)), text);
    }
    const res = await t.server.app.inject({ method: 'GET', url: `/api/memory/tmx/exports/${transfer.id}/file`, headers: { cookie: user } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<tmx>first second</tmx>');
  });

  it('exports the whole course (every dialect, srclang *all*) and refuses half a pair', async () => {
    const { file } = await exported({ courseId: COURSE });
    expect(file).toContain('srclang="*all*"');
    expect((await validateAgainst('tmx-1.4', file)).valid).toBe(true);
    expect((await call('POST', 'memory/tmx/exports', { courseId: COURSE, fromDialectId: ES_ES })).body.fields).toHaveProperty('toDialectId');
    expect((await call('POST', 'memory/tmx/exports', { courseId: 2147000001 })).status).toBe(404);
  });

  it('needs the Memory grant', async () => {
    const other = await t.signIn('tmx-other@example.com', [[COURSE, 36]]);
    expect((await call('POST', 'memory/tmx/exports', { courseId: COURSE }, other)).status).toBe(403);
  });
});

describe('TMX import', () => {
  const tmx = (units: string, srclang = 'es-ES') =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n<header creationtool="x" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="${srclang}" datatype="plaintext"/>\n<body>\n${units}</body>\n</tmx>\n`;
  const tu = (es: string, en: string) => `<tu><tuv xml:lang="es-ES"><seg>${es}</seg></tuv><tuv xml:lang="en-US"><seg>${en}</seg></tuv></tu>\n`;

  it('adds new units, leaves out duplicates (of the memory and of the file), imports and reports conflicts', async () => {
    const before = await memoryCount(COURSE);
    await writeTranslation(db(), { courseId: COURSE, ref: REF, refId: 97101, field: 'tooltip' }, [
      { dialectId: ES_ES, text: 'Buenos días.' },
      { dialectId: EN_US, text: 'Good morning.' },
    ]);
    const file = tmx(
      tu('Buenos días.', 'Good morning.') + // in the memory already
        tu('Buenas noches.', 'Good night.') +
        tu('Buenas noches.', 'Good night.') + // twice in the file
        tu('Buenos días.', 'Good day.') + // another translation of a source the memory has
        tu('Gracias <bpt i="1">&lt;b&gt;</bpt>mil<ept i="1">&lt;/b&gt;</ept>.', 'Thanks a <bpt i="1">&lt;b&gt;</bpt>lot<ept i="1">&lt;/b&gt;</ept>.') +
        '<tu><tuv xml:lang="ja"><seg>ありがとう</seg></tuv><tuv xml:lang="en-US"><seg>Thank you</seg></tuv></tu>\n',
    );
    const res = await importFile(file, COURSE);
    expect(res.status).toBe(200);
    const report = res.body.data as TmxImportReport;
    expect(report).toMatchObject({ units: 6, imported: 3, duplicates: 2, conflicts: 1, skipped: 1 });
    expect(report.conflictSamples).toEqual([{ line: 8, source: 'Buenos días.', target: 'Good day.' }]);
    expect(report.languages).toEqual(
      expect.arrayContaining([
        { lang: 'ja', dialectCode: null },
        { lang: 'es-ES', dialectCode: 'es-ES' },
      ]),
    );
    expect(await memoryCount(COURSE)).toBe(before + 1 + 3);
    const hits = await t.server.memory.suggest({ text: 'Gracias <b>mil</b>.', fromDialectId: ES_ES, toDialectId: EN_US, limit: 1 });
    expect(hits[0]).toMatchObject({ text: 'Thanks a <b>lot</b>.', similarity: 101, ref: MEMORY, refId: report.transferId });
    // The same file again: nothing new.
    expect((await importFile(file, COURSE)).body.data).toMatchObject({ units: 6, imported: 0, duplicates: 5, conflicts: 0 });
  });

  it('refuses a malformed file with a 400 naming its line, and keeps nothing of it (one transaction)', async () => {
    const before = await memoryCount(COURSE);
    const units = Array.from({ length: 2500 }, (_, i) => tu(`Frase número ${i}.`, `Sentence number ${i}.`)).join('');
    const res = await importFile(tmx(`${units}<tu><tuv xml:lang="es-ES"><seg>Rota</tuv></tu>\n`), COURSE);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Line 2505: unexpected close tag.', fields: { file: 'Line 2505: unexpected close tag.' } });
    expect(await memoryCount(COURSE)).toBe(before);
    expect((await importFile('<html><body>no</body></html>', COURSE)).body.error).toBe('Line 1: not a TMX file (its root element is <html>, not <tmx>)');
    expect((await importFile(tmx('<tu><tuv><seg>x</seg></tuv></tu>\n'), COURSE)).body.error).toBe('Line 5: <tuv> without xml:lang');
  });

  it('reads the upload as it arrives: a second file after a whole one is refused before anything is written', async () => {
    const before = await memoryCount(COURSE);
    const units = Array.from({ length: 1500 }, (_, i) => tu(`Otra frase ${i}.`, `Another sentence ${i}.`)).join('');
    const res = await postForm(
      t,
      'memory/tmx/imports',
      {
        files: { file: { name: 'a.tmx', data: tmx(units) }, more: { name: 'b.tmx', data: tmx(units) } },
        fields: { courseId: COURSE },
      },
      user,
    );
    expect(res).toMatchObject({ status: 400, body: { error: 'Send one TMX file' } });
    expect(await memoryCount(COURSE)).toBe(before);
    // The course is a field sent before the file.
    const late = await postForm(t, 'memory/tmx/imports', { files: { file: { name: 'a.tmx', data: tmx(units) } } }, user);
    expect(late).toMatchObject({ status: 400, body: { fields: { courseId: 'Expected a course id' } } });
    expect(await memoryCount(COURSE)).toBe(before);
  });
});

describe('TMX round trip', () => {
  let empty: LoggedInServer;
  beforeAll(async () => {
    empty = await loggedInServer({ demoData: false });
  });
  afterAll(() => empty.close());

  it('a memory exported and imported into an empty database gives the same lookups', async () => {
    const { file } = await exported({ courseId: COURSE, fromDialectId: ES_ES, toDialectId: EN_US });
    {
      const edb = empty.server.database.db;
      // Other ids than the demo's: the import maps languages by code.
      const [en] = await edb.insert(languages).values({ code: 'en', name: 'English' }).returning();
      const [es] = await edb.insert(languages).values({ code: 'es', name: 'Spanish' }).returning();
      const [enUs] = await edb.insert(dialects).values({ id: 31, languageId: en.id, code: 'en-US', name: 'American English' }).returning();
      const [esEs] = await edb.insert(dialects).values({ id: 32, languageId: es.id, code: 'es-ES', name: 'Spanish (Spain)' }).returning();
      const [course] = await edb.insert(courses).values({ languageId: es.id, code: 'ES', name: 'Spanish' }).returning();
      await edb.insert(courseDialects).values([
        { courseId: course.id, dialectId: esEs.id, kind: 'target' },
        { courseId: course.id, dialectId: enUs.id, kind: 'source' },
      ]);
      const res = await importFile(file, course.id, empty, empty.admin);
      expect(res.status).toBe(200);
      const units = (file.match(/<tu[ >]/g) ?? []).length;
      // The demo's memory repeats a few pairs: the import keeps one of each.
      expect(res.body.data).toMatchObject({ units, imported: units - res.body.data.duplicates, skipped: 0 });
      expect(res.body.data.duplicates).toBeLessThan(10);
      // The lookups of course 1's memory (the memory here holds every course's), down to a fair match.
      const distinct = (hits: { courseId: number; fromText: string; text: string; similarity: number }[], courseId: number) => [
        ...new Set(hits.filter((s) => s.courseId === courseId && s.similarity >= 50).map((s) => JSON.stringify([s.fromText, s.text, s.similarity]))),
      ];
      const queries = [...SOURCES.map(([es]) => es), 'Un café con leche por favor', '¿Dónde está la estación?'];
      for (const text of queries) {
        const here = distinct(await t.server.memory.suggest({ text, fromDialectId: ES_ES, toDialectId: EN_US, limit: 60 }), COURSE);
        const there = distinct(await empty.server.memory.suggest({ text, fromDialectId: esEs.id, toDialectId: enUs.id, limit: 60 }), course.id);
        expect(here.length).toBeGreaterThan(0);
        expect(there).toEqual(here);
      }
      expect(await memoryCount(course.id, edb)).toBe(res.body.data.imported);
      expect((await edb.select().from(courses).where(eq(courses.id, course.id))).length).toBe(1);
    }
  });
});
