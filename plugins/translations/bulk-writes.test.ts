import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncTasks, translations, translationTexts, writeTranslation } from '../../sdk/server';
import { MODULE, TranslationStatus } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { postForm } from '../../tests/support/upload';
import { TRANSLATIONS } from './plugin';
import type { CatRow, TextVersion, XliffReport } from './public';
import { translationProjectItems, translationProjects } from './server/tables';

/**
 * Issue 43: who wrote, and the term warnings, for the writes outside the translations editor's
 * own saves: another plugin's editor, XLIFF and TMX imports, a queued pre-translation, search and replace.
 */
const ES_ES = 2;
const EN_US = 3;
const GLOSSARIES = MODULE.glossaries;

let t: LoggedInServer;
let carla: string;
let dario: string;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await loggedInServer();
  carla = await t.signIn('bulk-carla@example.com', [
    [1, TRANSLATIONS],
    [1, GLOSSARIES],
    [0, MODULE.memory],
  ]);
  dario = await t.signIn('bulk-dario@example.com', [
    [1, TRANSLATIONS],
    [1, GLOSSARIES],
  ]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, cookie = carla) => t.call(method, `/api/${path}`, { cookie, body });
const history = async (id: number, dialect = EN_US) => (await call('GET', `translations/${id}/dialects/${dialect}/history`)).body as TextVersion[];
const whoWrote = async (id: number) => (await history(id)).map((v) => [v.text, v.userName]);

async function translationOf(refId: number, field: string): Promise<number> {
  const [row] = await db()
    .select({ id: translations.id })
    .from(translations)
    .where(and(eq(translations.ref, GLOSSARIES), eq(translations.refId, refId), eq(translations.field, field)));
  return row.id;
}

let refId = 97000;
/** A project of course 1 from es-ES into en-US over new glossary titles with these sources: its id and its rows. */
async function newProject(sources: string[]): Promise<{ id: number; rows: CatRow[] }> {
  const ids: number[] = [];
  for (const text of sources) {
    refId++;
    await writeTranslation(db(), { courseId: 1, ref: GLOSSARIES, refId, field: 'title' }, [{ dialectId: ES_ES, text }]);
    ids.push(await translationOf(refId, 'title'));
  }
  const [p] = await db()
    .insert(translationProjects)
    .values({ courseId: 1, name: `Bulk ${refId}`, fromDialectId: ES_ES, toDialectId: EN_US })
    .returning();
  await db()
    .insert(translationProjectItems)
    .values(ids.map((translationId) => ({ projectId: p.id, translationId })));
  return { id: p.id, rows: await rowsOf(p.id) };
}

const rowsOf = async (projectId: number) => {
  const rows = (await call('GET', `translations/projects/${projectId}/translations`)).body as CatRow[];
  return rows.sort((a, b) => a.id - b.id);
};

async function waitForPretranslation(projectId: number) {
  for (;;) {
    const p = (await call('GET', `translations/projects/${projectId}`)).body;
    if (!p.async.processing) return p;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exportXliff = async (projectId: number) =>
  (await t.server.app.inject({ method: 'GET', url: `/api/translations/projects/${projectId}/xliff?version=1.2`, headers: { cookie: carla } })).body;
const importXliff = (projectId: number, xml: string, cookie = carla) =>
  postForm(t, `translations/projects/${projectId}/xliff`, { files: { file: { name: 'project.xlf', data: xml, type: 'application/xliff+xml' } } }, cookie);
const tmx = (units: [string, string][]) => `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header creationtool="x" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="es-ES" datatype="html"/><body>
${units.map(([es, en]) => `<tu><tuv xml:lang="es-ES"><seg>${es}</seg></tuv><tuv xml:lang="en-US"><seg>${en}</seg></tuv></tu>`).join('\n')}
</body></tmx>`;
/** A unit's 1.2 target set as another tool would, with its state. */
const withTarget = (xml: string, rowId: number, text: string, state: string) => {
  const unit = new RegExp(`(<trans-unit id="${rowId}"[^\\n]*?<target) state="[^"]*">.*?</target>`);
  expect(xml).toMatch(unit);
  return xml.replace(unit, `$1 state="${state}">${text}</target>`);
};

describe("the segment history's user, for every write of a request or a task", () => {
  it("names the user of a save through another plugin's editor (a glossary's tooltip), and no one for the system's write after it", async () => {
    const created = await call('POST', 'courses/1/glossaries', { title: 'sobremesa-bulk', tooltips: [{ dialectId: EN_US, text: 'Talk after a meal' }] }, dario);
    expect(created.status).toBe(200);
    const glossaryId = created.body.data.id as number;
    const id = await translationOf(glossaryId, 'tooltip');
    const opened = (await call('GET', `glossaries/${glossaryId}`)).body;
    const saved = await call('PUT', `glossaries/${glossaryId}`, { ...opened, tooltips: [{ dialectId: EN_US, text: 'The talk after a meal' }] });
    expect(saved.status).toBe(200);
    // The system's own write right after, on the same database: it does not inherit the last request's user.
    await writeTranslation(db(), { courseId: 1, ref: GLOSSARIES, refId: glossaryId, field: 'tooltip' }, [{ dialectId: EN_US, text: 'Table talk' }]);
    expect(await whoWrote(id)).toEqual([
      ['Table talk', null],
      ['The talk after a meal', 'bulk-carla@example.com'],
      ['Talk after a meal', 'bulk-dario@example.com'],
    ]);
  });

  it('names the importer of an XLIFF file on the texts it writes, and on the rows it saves', async () => {
    const project = await newProject(['Buenas noches.']);
    const [row] = project.rows;
    const xml = withTarget(await exportXliff(project.id), row.id, 'Good night.', 'final');
    const report = (await importXliff(project.id, xml, dario)).body.data as XliffReport;
    expect(report.changed).toEqual([{ id: row.id, before: '', after: 'Good night.', status: TranslationStatus.DONE }]);
    expect(await whoWrote(row.translationId)).toEqual([['Good night.', 'bulk-dario@example.com']]);
    // The row says who saved it: a stale save meets Dario's.
    const stale = await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'Goodnight.', version: row.version });
    expect(stale.status).toBe(409);
    expect(stale.body.fields).toMatchObject({ toText: 'Good night.', savedBy: 'bulk-dario@example.com' });
  });

  it("names the importer of a TMX file on the memory's new texts", async () => {
    const res = await postForm(
      t,
      'memory/tmx/imports',
      { files: { file: { name: 'memory.tmx', data: tmx([['Un vaso de agua fría.', 'A glass of cold water.']]) } }, fields: { courseId: 1 } },
      carla,
    );
    expect(res.status).toBe(200);
    const [imported] = await db()
      .select({ id: translationTexts.translationId })
      .from(translationTexts)
      .where(and(eq(translationTexts.dialectId, EN_US), eq(translationTexts.text, 'A glass of cold water.')));
    expect(await whoWrote(imported.id)).toEqual([['A glass of cold water.', 'bulk-carla@example.com']]);
  });

  it('runs a queued pre-translation for the user who queued it: the task and the rows it fills name them', async () => {
    const project = await newProject(['Hasta mañana.', 'Hasta luego.']);
    const started = await call('PUT', `translations/projects/${project.id}/pre-translate`, { mode: 'copy' }, dario);
    expect(started.status).toBe(200);
    const done = await waitForPretranslation(project.id);
    const [task] = await db().select().from(asyncTasks).where(eq(asyncTasks.id, done.async.taskId));
    expect(task.userId).toBe(await t.userId('bulk-dario@example.com'));
    const [row] = await rowsOf(project.id);
    expect(row).toMatchObject({ toText: 'Hasta mañana.', status: TranslationStatus.DOING });
    const stale = await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'See you tomorrow.', version: project.rows[0].version });
    expect(stale.status).toBe(409);
    expect(stale.body.fields).toMatchObject({ toText: 'Hasta mañana.', savedBy: 'bulk-dario@example.com' });
    // The row's done save then writes the text as Carla's.
    expect((await call('PUT', `translations/projects/translations/${row.id}`, { toText: 'See you tomorrow.', status: TranslationStatus.DONE })).status).toBe(
      200,
    );
    expect(await whoWrote(row.translationId)).toEqual([['See you tomorrow.', 'bulk-carla@example.com']]);
  });
});

describe('term warnings after bulk writes', () => {
  // Other terms of the sources (Una: a…) may warn too: the table's warning is the one each test moves.
  const TABLE = 'Term missing: table (mesa)';
  const tableMissing = async (projectId: number) => (await rowsOf(projectId)).map((r) => r.warnings.includes(TABLE));

  it('search and replace checks the rows it changes again, and so does its undo', async () => {
    const project = await newProject(['Una mesa roja.', 'Una mesa verde.']);
    for (const [i, text] of ['A red desk.', 'A green desk.'].entries()) {
      const saved = await call('PUT', `translations/projects/translations/${project.rows[i].id}`, { toText: text });
      expect(saved.body.data.warnings).toContain(TABLE);
    }
    const applied = (await call('PUT', `translations/projects/${project.id}/search-replace`, { search: 'desk', replace: 'table', apply: true })).body.data;
    expect(applied.projectRows.filter((r: CatRow) => r.warnings.includes(TABLE))).toEqual([]);
    expect(await tableMissing(project.id)).toEqual([false, false]);
    await call('PUT', `translations/projects/${project.id}/search-replace/${applied.replaceId}/undo`);
    expect(await tableMissing(project.id)).toEqual([true, true]);
  });

  it('an XLIFF import checks the rows it saves again', async () => {
    const project = await newProject(['Una mesa baja.', 'Una mesa alta.']);
    await call('PUT', `translations/projects/translations/${project.rows[0].id}`, { toText: 'A low desk.' });
    let xml = await exportXliff(project.id);
    xml = withTarget(xml, project.rows[0].id, 'A low table.', 'translated');
    xml = withTarget(xml, project.rows[1].id, 'A tall desk.', 'translated');
    expect((await importXliff(project.id, xml)).body.data.changed).toHaveLength(2);
    expect(await tableMissing(project.id)).toEqual([false, true]);
  });

  it('a TMX pre-translation checks the rows it fills again', async () => {
    const project = await newProject(['Una mesa azul.', 'Una mesa negra.']);
    const res = await postForm(
      t,
      `translations/projects/${project.id}/tmx`,
      {
        files: {
          file: {
            name: 'memory.tmx',
            data: tmx([
              ['Una mesa azul.', 'A blue desk.'],
              ['Una mesa negra.', 'A black table.'],
            ]),
          },
        },
      },
      carla,
    );
    expect(res.body.data).toMatchObject({ filled: 2 });
    expect(await tableMissing(project.id)).toEqual([true, false]);
  });

  it('a queued pre-translation checks each batch of rows it fills', async () => {
    // Copied sources leave the term untranslated: each filled row warns at once, without a check.
    const project = await newProject(['Una mesa blanca.', 'Sin término aquí.']);
    expect((await rowsOf(project.id)).map((r) => r.warnings)).toEqual([[], []]);
    await call('PUT', `translations/projects/${project.id}/pre-translate`, { mode: 'copy' });
    await waitForPretranslation(project.id);
    expect(await tableMissing(project.id)).toEqual([true, false]);
  });
});
