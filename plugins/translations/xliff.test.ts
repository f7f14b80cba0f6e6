import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes, translations, writeTranslation } from '../../sdk/server';
import { MODULE } from '../../sdk/shared';
import { validateAgainst } from '../../tests/support/schemas/validate';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { postForm } from '../../tests/support/upload';
import { TRANSLATIONS } from './plugin';
import type { XliffReport, XliffVersion } from './public';
import { translationProjectItems, translationProjects } from './server/tables';

const ES_ES = 2;
const EN_US = 3;
const GLOSSARIES = MODULE.glossaries;

let t: LoggedInServer;
let translator: string;
const db = () => t.server.database.db;

const SOURCES = [
  'Un café con <b>leche</b>.',
  'Hola, {name}.',
  'Completa: <span data-gap="1">vamos</span> a la playa.',
  'Línea uno<br>línea dos.',
  '¿Dónde está la estación?',
];

beforeAll(async () => {
  t = await loggedInServer();
  translator = await t.signIn('xliff-translator@example.com', [[1, TRANSLATIONS]]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', path: string, body?: unknown) => t.call(method, `/api/${path}`, { cookie: translator, body });

let refId = 98000;
/** A project of course 1 from es-ES into en-US over new glossary texts: answers its id and its rows' ids, in the order of SOURCES. */
async function newProject(): Promise<{ id: number; rows: number[] }> {
  const ids: number[] = [];
  for (const text of SOURCES) {
    refId++;
    await writeTranslation(db(), { courseId: 1, ref: GLOSSARIES, refId, field: 'title' }, [{ dialectId: ES_ES, text }]);
    const [tr] = await db()
      .select({ id: translations.id })
      .from(translations)
      .where(and(eq(translations.ref, GLOSSARIES), eq(translations.refId, refId), eq(translations.field, 'title')));
    ids.push(tr.id);
  }
  const [p] = await db()
    .insert(translationProjects)
    .values({ courseId: 1, name: `XLIFF ${refId}`, fromDialectId: ES_ES, toDialectId: EN_US })
    .returning();
  const items = await db()
    .insert(translationProjectItems)
    .values(ids.map((translationId) => ({ projectId: p.id, translationId })))
    .returning({ id: translationProjectItems.id });
  return { id: p.id, rows: items.map((i) => i.id) };
}

async function exportFile(projectId: number, version: XliffVersion) {
  const res = await t.server.app.inject({
    method: 'GET',
    url: `/api/translations/projects/${projectId}/xliff?version=${version}`,
    headers: { cookie: translator },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.(xlf|xliff)"$/);
  return res.body;
}

const importFile = (projectId: number, xml: string, confirm?: number[]) =>
  postForm(
    t,
    `translations/projects/${projectId}/xliff${confirm ? `?confirm=${confirm.join(',')}` : ''}`,
    { files: { file: { name: 'project.xlf', data: xml, type: 'application/xliff+xml' } } },
    translator,
  );

/** What another tool does: the unit's target replaced (its inline codes as the tool writes them), and its state. */
function setTarget(version: XliffVersion, xml: string, id: number, inner: string, state: string) {
  const unit =
    version === '1.2'
      ? new RegExp(`(<trans-unit id="${id}"[^\\n]*?<target) state="[^"]*">.*?</target>`)
      : new RegExp(`(<unit id="${id}"[^\\n]*?<segment) state="[^"]*">(.*?<target>).*?</target>`);
  expect(xml).toMatch(unit);
  return version === '1.2' ? xml.replace(unit, `$1 state="${state}">${inner}</target>`) : xml.replace(unit, `$1 state="${state}">$2${inner}</target>`);
}

const rowsOf = async (projectId: number) =>
  (await call('GET', `translations/projects/${projectId}/translations`)).body as { id: number; toText: string; status: number }[];

/** The targets another tool writes, per version: a bold tag moved, a placeholder kept, a gap's tags dropped (broken). */
const EDITS: Record<XliffVersion, { bold: string; name: string; broken: string }> = {
  '1.2': {
    bold: 'A coffee with <bpt id="1" ctype="bold">&lt;b&gt;</bpt>milk<ept id="1">&lt;/b&gt;</ept>.',
    name: 'Hello, <ph id="1" ctype="x-placeholder">{name}</ph>.',
    broken: 'Complete: we go to the beach.',
  },
  '2.0': {
    bold: 'A coffee with <pc id="1" dataRefStart="d1" dataRefEnd="d2">milk</pc>.',
    name: 'Hello, <ph id="1" dataRef="d1"/>.',
    broken: 'Complete: <sc id="1" dataRef="d1"/>we go to the beach.',
  },
};

describe.each(['1.2', '2.0'] as const)('XLIFF %s', (version) => {
  it('exports the rows as a file that validates against the standard, inline codes protected, context and comments as notes', async () => {
    const project = await newProject();
    await call('PUT', `translations/projects/translations/${project.rows[4]}`, { toText: 'Where is the station?', status: 2 });
    // A comment on the station row's record (the CAT's side panel).
    await db()
      .insert(notes)
      .values({ ref: GLOSSARIES, refId, userId: await t.userId('xliff-translator@example.com'), note: 'Train, not bus.' });
    const xml = await exportFile(project.id, version);
    const check = await validateAgainst(version === '1.2' ? 'xliff-1.2' : 'xliff-2.0', xml);
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
    if (version === '1.2') {
      expect(xml).toContain('<source>Un café con <bpt id="1" ctype="bold">&lt;b&gt;</bpt>leche<ept id="1">&lt;/b&gt;</ept>.</source>');
      expect(xml).toContain('<bpt id="1" ctype="x-gap">&lt;span data-gap="1"&gt;</bpt>');
      expect(xml).toContain('<ph id="1" ctype="lb">&lt;br&gt;</ph>');
      expect(xml).toMatch(
        /<target state="final">Where is the station\?<\/target><note from="context">Glossaries[^<]*<\/note><note from="comment">xliff-translator@example.com: Train, not bus.<\/note>/,
      );
    } else {
      expect(xml).toContain('<originalData><data id="d1">&lt;b&gt;</data><data id="d2">&lt;/b&gt;</data></originalData>');
      expect(xml).toContain('<source>Un café con <sc id="1" dataRef="d1"/>leche<ec startRef="1" dataRef="d2"/>.</source>');
      expect(xml).toContain('<segment state="final"><source>¿Dónde está la estación?</source><target>Where is the station?</target>');
      expect(xml).toContain('<note category="context">Glossaries');
      expect(xml).toContain('<note category="comment">xliff-translator@example.com: Train, not bus.</note>');
    }
  });

  it('round trip: the units another tool changed are changed, exactly; broken tags refused; a conflict waits for its confirmation', async () => {
    const project = await newProject();
    const [bold, name, gap, , station] = project.rows;
    await call('PUT', `translations/projects/translations/${station}`, { toText: 'Where is the station?', status: 1 });
    let xml = await exportFile(project.id, version);
    xml = setTarget(version, xml, bold, EDITS[version].bold, 'translated');
    xml = setTarget(version, xml, name, EDITS[version].name, 'final');
    xml = setTarget(version, xml, gap, EDITS[version].broken, 'translated');
    const before = await rowsOf(project.id);
    const res = await importFile(project.id, xml);
    expect(res.status).toBe(200);
    const report = res.body.data as XliffReport;
    expect(report.changed).toEqual([
      { id: bold, before: '', after: 'A coffee with <b>milk</b>.', status: 1 },
      { id: name, before: '', after: 'Hello, {name}.', status: 2 },
    ]);
    expect(report.refused).toEqual([{ id: String(gap), reason: expect.stringMatching(/^Tags broken/) }]);
    expect(report.conflicting).toEqual([]);
    expect(report.unchanged.sort()).toEqual(project.rows.filter((id) => ![bold, name, gap].includes(id)).sort());
    const after = await rowsOf(project.id);
    const changedRows = after.filter((r) => before.find((b) => b.id === r.id)?.toText !== r.toText || before.find((b) => b.id === r.id)?.status !== r.status);
    expect(changedRows.map((r) => r.id).sort()).toEqual([bold, name].sort());
    expect(after.find((r) => r.id === name)).toMatchObject({ toText: 'Hello, {name}.', status: 2 });

    // The station's row changes here after the export: the file's change of it is a conflict.
    let again = await exportFile(project.id, version);
    await call('PUT', `translations/projects/translations/${station}`, { toText: 'Where is the train station?', status: 1 });
    again = setTarget(version, again, station, 'Where is the stop?', 'translated');
    const conflict = (await importFile(project.id, again)).body.data as XliffReport;
    expect(conflict.conflicting).toEqual([{ id: station, here: 'Where is the train station?', file: 'Where is the stop?', status: 1, confirmed: false }]);
    expect(conflict.changed).toEqual([]);
    expect((await rowsOf(project.id)).find((r) => r.id === station)?.toText).toBe('Where is the train station?');
    const confirmed = (await importFile(project.id, again, [station])).body.data as XliffReport;
    expect(confirmed.conflicting).toEqual([{ id: station, here: 'Where is the train station?', file: 'Where is the stop?', status: 1, confirmed: true }]);
    expect((await rowsOf(project.id)).find((r) => r.id === station)?.toText).toBe('Where is the stop?');
  });
});

describe('XLIFF import refusals', () => {
  it('a malformed file is a 400 naming its line; another project is refused', async () => {
    const project = await newProject();
    const xml = await exportFile(project.id, '1.2');
    const res = await importFile(project.id, xml.replace('</source>', '</sorce>'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Line 5: /);
    expect((await importFile(project.id, '<tmx version="1.4"/>')).body.error).toBe('Line 1: not an XLIFF file (its root element is <tmx>, not <xliff>)');
    const other = await t.signIn('xliff-other@example.com', [[2, TRANSLATIONS]]);
    expect((await postForm(t, `translations/projects/${project.id}/xliff`, { files: { file: { name: 'a.xlf', data: xml } } }, other)).status).toBe(403);
  });
});

describe('TMX as pre-translation', () => {
  it("fills the empty pending rows whose source is a unit's, set to doing, and keeps the others", async () => {
    const project = await newProject();
    await call('PUT', `translations/projects/translations/${project.rows[4]}`, { toText: 'Mine.', status: 1 });
    const tmx = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header creationtool="x" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" srclang="es-ES" datatype="html"/><body>
<tu><tuv xml:lang="es-ES"><seg>Hola, <ph x="1">{name}</ph>.</seg></tuv><tuv xml:lang="en-US"><seg>Hi, <ph x="1">{name}</ph>.</seg></tuv></tu>
<tu><tuv xml:lang="es-ES"><seg>¿Dónde está la estación?</seg></tuv><tuv xml:lang="en-US"><seg>Where is the station?</seg></tuv></tu>
<tu><tuv xml:lang="es-ES"><seg>Otra cosa.</seg></tuv><tuv xml:lang="en-US"><seg>Something else.</seg></tuv></tu>
</body></tmx>`;
    const res = await postForm(t, `translations/projects/${project.id}/tmx`, { files: { file: { name: 'memory.tmx', data: tmx } } }, translator);
    expect(res.body.data).toEqual({ units: 3, filled: 1, unmatched: 2 });
    const rows = await rowsOf(project.id);
    expect(rows.find((r) => r.id === project.rows[1])).toMatchObject({ toText: 'Hi, {name}.', status: 1 });
    expect(rows.find((r) => r.id === project.rows[4])).toMatchObject({ toText: 'Mine.', status: 1 });
  });
});
