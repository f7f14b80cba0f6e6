import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { resourceRows } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { PANELS, PANEL_INTROS } from './plugin';
import type { PanelStructure } from './shared/types';

let t: LoggedInServer;
let admin: string;
let editor: string; // Panels and Panel Intros on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('panels@example.com', [
    [1, PANELS],
    [1, PANEL_INTROS],
  ]);
  const ids = async (module: number) => (await resourceRows(t.server.database.db, module, 1)).map((r) => r.id);
  [k1, k2] = await ids(MODULE.klines);
  [c1] = await ids(MODULE.vocsCourse);
  [s1, s2] = await ids(MODULE.sentences);
  [seg1] = await ids(MODULE.segment);
  [cmp1] = await ids(MODULE.compounds);
  [item1, item2] = await ids(MODULE.items);
  [tpl1] = await ids(MODULE.section);
  [table1] = await ids(MODULE.table);
  [foreignTable] = (await resourceRows(t.server.database.db, MODULE.table, 2)).map((r) => r.id);
  [foreignSentence] = (await resourceRows(t.server.database.db, MODULE.sentences, 2)).map((r) => r.id);
  [lesson1] = (await call('GET', 'groups/1/panels-lessons')).body.map((l: { id: number }) => l.id);
  [foreignLesson] = (await call('GET', 'groups/2/panels-lessons', undefined, admin)).body.map((l: { id: number }) => l.id);
});
/** Records of course 1 the panels name (a panel's references must be of its course), and some of course 2. */
let k1: number,
  k2: number,
  c1: number,
  s1: number,
  s2: number,
  seg1: number,
  cmp1: number,
  item1: number,
  item2: number,
  tpl1: number,
  table1: number,
  lesson1: number;
let foreignTable: number, foreignSentence: number, foreignLesson: number;
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });
const create = async (body: Record<string, unknown>) => {
  const res = await call('POST', 'groups/1/panels', { title: 'Panel', ...body });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const structure = async (id: number) => (await call('GET', `panels/${id}/estructure`)).body as PanelStructure;
const names = (s: PanelStructure) => s.blocks.map((b) => `${b.name}:${b.elements.map((e) => e.data.quoteSentence ?? e.ref).join(',')}`);

describe('panels', () => {
  it('creates a panel with every Edit-tab field and per-target titles, reads it back, lists its row', async () => {
    const res = await call('POST', 'groups/1/panels', {
      title: 'Estar: el presente',
      kLines: [k1, k2],
      concept: c1,
      sentences: [s1, s2],
      segments: [seg1],
      compounds: [cmp1],
      level: 3,
      wordClass: 'verb',
      item: item1,
      inflectWord: 'estar',
      activeInflectTemplate: tpl1,
      inflectStopPanel: 1,
      lessonId: lesson1,
      titles: [{ dialectId: 2, text: 'Estar' }],
    });
    expect(res.status).toBe(200);
    const { id, record, row } = res.body.data;
    expect(record).toMatchObject({ id, version: 1, kLines: [k1, k2], concept: c1, sentences: [s1, s2], level: 3, inflectWord: 'estar', inflectStopPanel: 1 });
    expect(record.titles).toEqual(expect.arrayContaining([expect.objectContaining({ dialectId: 2, text: 'Estar' })]));
    expect(row).toMatchObject({ id, title: 'Estar: el presente', level: 3, kLines: [k1, k2] });
    expect((await call('GET', `panels/${id}/targets`)).body).toEqual(expect.arrayContaining([expect.objectContaining({ dialectId: 2, text: 'Estar' })]));
  });

  it('filters the list by k-line (-1 all, 0 none), by text (title, per-target title, id) and by lesson', async () => {
    const a = await create({ title: 'kline seven', kLines: [k2] });
    const none = await create({ title: 'no kline' });
    const byK = (await call('GET', `groups/1/panels?kLine=${k2}`)).body.map((r: { id: number }) => r.id);
    expect(byK).toContain(a);
    expect(byK).not.toContain(none);
    const noK = (await call('GET', 'groups/1/panels?kLine=0')).body.map((r: { id: number }) => r.id);
    expect(noK).toContain(none);
    expect(noK).not.toContain(a);
    expect((await call('GET', 'groups/1/panels?kLine=-1')).body.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', 'groups/1/panels?text=KLINE%20sev')).body.map((r: { id: number }) => r.id)).toEqual([a]);
    expect((await call('GET', `groups/1/panels?text=${a}`)).body.map((r: { id: number }) => r.id)).toEqual([a]);
    // The demo puts a panel in lesson 1 of course 1.
    const lesson1 = (await call('GET', 'groups/1/panels?lesson=1')).body;
    expect(lesson1.length).toBeGreaterThan(0);
    expect(lesson1.every((r: { lesson: number }) => r.lesson === 1)).toBe(true);
    expect((await call('GET', 'groups/1/panels?lesson=0')).body.map((r: { id: number }) => r.id)).toContain(none);
    expect((await call('GET', 'groups/1/panels?kLine=x')).status).toBe(400);
    // A save under a k-line (the Panels Factory's) answers the row while the panel is in it, none once it left it.
    const { id: _, ...fields } = (await call('GET', `panels/${a}`)).body;
    const kept = await call('PUT', `panels/${a}?kLine=${k2}`, { ...fields, title: 'kline seven bis' });
    expect(kept.body.data.row).toMatchObject({ id: a, title: 'kline seven bis' });
    const left = await call('PUT', `panels/${a}?kLine=${k2}`, { ...fields, title: 'kline seven bis', kLines: [], version: kept.body.data.record.version });
    expect(left.body.data).toMatchObject({ id: a, row: null, record: { kLines: [] } });
  });

  it('refuses bad input with 400 naming the fields, and saves nothing', async () => {
    const before = (await call('GET', 'groups/1/panels')).body.length;
    const bad = await call('POST', 'groups/1/panels', { title: ' ', level: 6, kLines: [0], concept: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ title: expect.any(String), level: 'From 1 to 5', 'kLines.0': expect.any(String), concept: expect.any(String) });
    const lesson = await call('POST', 'groups/1/panels', { title: 'x', lessonId: 2_000_000, activeInflectTemplate: 2_000_000 });
    expect(lesson).toMatchObject({ status: 400, body: { fields: { lessonId: 'No such record', activeInflectTemplate: 'No such record' } } });
    const foreign = await call('POST', 'groups/1/panels', { title: 'x', lessonId: foreignLesson });
    expect(foreign).toMatchObject({ status: 400, body: { fields: { lessonId: 'Belongs to another course' } } });
    expect((await call('GET', 'groups/1/panels')).body.length).toBe(before);
  });

  it('updates with the version (409 when stale), deletes (then 404)', async () => {
    const id = await create({ title: 'to edit' });
    const v1 = (await call('GET', `panels/${id}`)).body;
    const saved = await call('PUT', `panels/${id}`, { ...v1, title: 'edited', level: 5 });
    expect(saved.body.data).toMatchObject({ record: { title: 'edited', level: 5, version: 2 }, row: { title: 'edited' } });
    expect((await call('PUT', `panels/${id}`, { ...v1, title: 'stale' })).status).toBe(409);
    expect((await call('DELETE', `panels/${id}`)).status).toBe(200);
    expect((await call('GET', `panels/${id}`)).status).toBe(404);
    expect((await call('GET', `panels/${id}/estructure`)).status).toBe(404);
    expect((await call('GET', 'panels/new?course=1')).body).toMatchObject({ id: -1, version: 0, level: 1, kLines: [] });
  });

  it('builds a structure: add blocks and elements, edit a block, move blocks and elements across blocks, delete', async () => {
    const id = await create({ title: 'structure' });
    let s = (await call('POST', `panels/${id}/block/new`, { name: 'A' })).body.data as PanelStructure;
    s = (await call('POST', `panels/${id}/block/new`, { name: 'B' })).body.data;
    const [a, b] = s.blocks;
    for (const q of ['one', 'two', 'three']) {
      s = (await call('PUT', `panelBlock/block/${a.id}/add-element`, { kind: 'quote_sentence', data: { quoteSentence: q } })).body.data;
    }
    expect(names(s)).toEqual(['A:one,two,three', 'B:']);
    const [one, two, three] = s.blocks[0].elements.map((e) => e.elementId);
    s = (await call('PUT', `panelBlock/element/${two}/move`, { destinationBlockId: b.id, destinationPos: 1 })).body.data;
    expect(names(s)).toEqual(['A:one,three', 'B:two']);
    s = (await call('PUT', `panelBlock/element/${three}/move`, { destinationBlockId: a.id, destinationPos: 1 })).body.data;
    expect(names(s)).toEqual(['A:three,one', 'B:two']);
    s = (await call('PUT', `panelBlock/element/${one}/move`, { destinationBlockId: b.id, destinationPos: 99 })).body.data;
    expect(names(s)).toEqual(['A:three', 'B:two,one']);
    s = (await call('PUT', `panelBlock/block/${b.id}/move`, { destinationPos: 1 })).body.data;
    expect(names(s)).toEqual(['B:two,one', 'A:three']);
    expect(s.blocks.map((x) => x.block)).toEqual([1, 2]);
    s = (await call('POST', `panelBlock/block/${b.id}`, { block: 'Bee', note: true })).body.data;
    expect(s.blocks[0]).toMatchObject({ name: 'Bee', note: true });
    s = (
      await call('PUT', `panelBlock/element/${one}`, {
        data: { sources: [{ dialectId: 3, text: '<p onclick="x()">Hi <script>bad()</script><b>there</b></p>' }] },
      })
    ).body.data;
    const para = s.blocks[0].elements.find((e) => e.elementId === one)!;
    expect(para.data.sources![0].text).not.toMatch(/script|onclick/);
    expect(para.data.sources![0].text).toContain('<b>there</b>');
    s = (await call('PUT', `panelBlock/element/${one}/dialect`, { dialect: 3 })).body.data;
    expect(s.blocks[0].elements[1].dialect).toBe(3);
    s = (await call('DELETE', `panelBlock/block/element/${two}`)).body.data;
    expect(names(s)).toEqual(['Bee:quote_sentence', 'A:three']); // its data changed, not its kind
    s = (await call('DELETE', `panelBlock/block/${b.id}`)).body.data;
    expect(names(s)).toEqual(['A:three']);
    expect(names(await structure(id))).toEqual(['A:three']);
  });

  it('refuses structure moves to another panel, unknown kinds and dialects, and unknown ids', async () => {
    const p1 = await create({ title: 'p1' });
    const p2 = await create({ title: 'p2' });
    const s1 = (await call('POST', `panels/${p1}/block/new`, {})).body.data as PanelStructure;
    const s2 = (await call('POST', `panels/${p2}/block/new`, {})).body.data as PanelStructure;
    const withEl = (await call('PUT', `panelBlock/block/${s1.blocks[0].id}/add-element`, { kind: 'items' })).body.data as PanelStructure;
    const el = withEl.blocks[0].elements[0].elementId;
    const across = await call('PUT', `panelBlock/element/${el}/move`, { destinationBlockId: s2.blocks[0].id, destinationPos: 1 });
    expect(across).toMatchObject({ status: 400, body: { fields: { destinationBlockId: 'Not a block of this panel' } } });
    expect((await call('PUT', `panelBlock/block/${s1.blocks[0].id}/add-element`, { kind: 'video' })).body.fields).toHaveProperty('kind');
    expect((await call('PUT', `panelBlock/element/${el}/dialect`, { dialect: 2 })).body.fields).toEqual({ dialect: 'Not a source dialect of this course' });
    expect((await call('PUT', `panelBlock/block/${s1.blocks[0].id}/move`, { destinationPos: 0 })).body.fields).toHaveProperty('destinationPos');
    // What an element's data names is the course's: its sentences, and the table of a table element.
    const addTo = (body: unknown) => call('PUT', `panelBlock/block/${s1.blocks[0].id}/add-element`, body);
    expect((await addTo({ kind: 'sentences', data: { sentences: [{ sentenceId: foreignSentence, text: 'x' }] } })).body.fields).toEqual({
      'data.sentences.0.sentenceId': 'Belongs to another course',
    });
    expect((await addTo({ kind: 'table', data: { tableId: foreignTable } })).body.fields).toEqual({ 'data.tableId': 'Belongs to another course' });
    expect((await addTo({ kind: 'chart', data: { tableId: 2_000_000_000 } })).body.fields).toEqual({ 'data.tableId': 'No such record' });
    expect((await addTo({ kind: 'table', data: { tableId: table1 } })).status).toBe(200);
    expect((await call('PUT', `panelBlock/element/${el}`, { data: { ref: PANELS, id: 2_000_000_000 } })).body.fields).toEqual({ 'data.id': 'No such record' });
    expect((await call('PUT', 'panelBlock/element/2000000000/move', { destinationBlockId: 1, destinationPos: 1 })).status).toBe(404);
    expect((await call('DELETE', 'panelBlock/block/2000000000')).status).toBe(404);
    expect(names(await structure(p1))).toEqual([':items,table']);
  });

  it('clones a panel (title, concept, item, inflect word new; the rest and the structure copied)', async () => {
    const id = await create({ title: 'original', kLines: [k2], sentences: [s1, s2], level: 4, concept: c1, titles: [{ dialectId: 2, text: 'Título' }] });
    const s = (await call('POST', `panels/${id}/block/new`, { name: 'Only' })).body.data as PanelStructure;
    await call('PUT', `panelBlock/block/${s.blocks[0].id}/add-element`, { kind: 'sentences', data: { sentences: [{ text: 'Hola.' }] } });
    const [one, two] = await Promise.all(
      ['clone one', 'clone two'].map((title, i) =>
        call('POST', 'groups/1/panels-clone', { id, title, concept: null, item: [item1, item2][i], inflectWord: `w${i}` }),
      ),
    );
    expect([one.status, two.status]).toEqual([200, 200]);
    const clone = (await call('GET', `panels/${one.body.data.id}`)).body;
    expect(clone).toMatchObject({ title: 'clone one', kLines: [k2], sentences: [s1, s2], level: 4, concept: null, item: item1, inflectWord: 'w0' });
    expect(clone.titles.find((x: { dialectId: number }) => x.dialectId === 2).text).toBe('Título');
    expect(one.body.data.row).toMatchObject({ title: 'clone one' });
    expect(names(await structure(one.body.data.id))).toEqual(['Only:sentences']);
    expect((await call('POST', 'groups/1/panels-clone', { id, title: '' })).body.fields).toHaveProperty('title');
    const other = (await call('GET', 'groups/2/panels', undefined, admin)).body[0].id;
    expect((await call('POST', 'groups/1/panels-clone', { id: other, title: 'x' })).body.fields).toEqual({ id: 'Belongs to another course' });
    expect((await call('POST', 'groups/1/panels-clone', { id: 2_000_000_000, title: 'x' })).body.fields).toEqual({ id: 'No such record' });
  });

  it('copies a panel to another course, with or without sentence elements; needs Panels there', async () => {
    const id = await create({ title: 'to copy', kLines: [k2], sentences: [s1], concept: c1 });
    const s = (await call('POST', `panels/${id}/block/new`, { name: 'B' })).body.data as PanelStructure;
    await call('PUT', `panelBlock/block/${s.blocks[0].id}/add-element`, { kind: 'sentences', data: { sentences: [{ text: 'Hola.' }] } });
    await call('PUT', `panelBlock/block/${s.blocks[0].id}/add-element`, { kind: 'grid_words', data: { gridWords: ['hola'] } });
    expect((await call('POST', 'groups/1/panels-copy', { panel: id, toCourseId: 2, copySentences: true })).status).toBe(403);
    expect((await call('POST', 'groups/1/panels-copy', { panel: id, toCourseId: 1 }, admin)).body.fields).toEqual({ toCourseId: 'Choose another course' });
    expect((await call('POST', 'groups/1/panels-copy', { panel: id, toCourseId: 999 }, admin)).body.fields).toEqual({ toCourseId: 'No such record' });
    const withS = (await call('POST', 'groups/1/panels-copy', { panel: id, toCourseId: 2, copySentences: true }, admin)).body.data.id;
    const without = (await call('POST', 'groups/1/panels-copy', { panel: id, toCourseId: 2, copySentences: false }, admin)).body.data.id;
    const copied = (await call('GET', `panels/${withS}`, undefined, admin)).body;
    expect(copied).toMatchObject({ courseId: 2, title: 'to copy', kLines: [], sentences: [], concept: null });
    expect(names((await call('GET', `panels/${withS}/estructure`, undefined, admin)).body)).toEqual(['B:sentences,grid_words']);
    expect(names((await call('GET', `panels/${without}/estructure`, undefined, admin)).body)).toEqual(['B:grid_words']);
  });

  it("refuses another course's panels, blocks and elements with 403", async () => {
    const other = (await call('GET', 'groups/2/panels', undefined, admin)).body[0].id;
    const s = (await call('GET', `panels/${other}/estructure`, undefined, admin)).body as PanelStructure;
    expect(s.blocks.length).toBeGreaterThan(0);
    expect((await call('GET', 'groups/2/panels')).status).toBe(403);
    expect((await call('GET', `panels/${other}`)).status).toBe(403);
    expect((await call('GET', `panels/${other}/estructure`)).status).toBe(403);
    expect((await call('POST', `panels/${other}/block/new`, {})).status).toBe(403);
    expect((await call('PUT', `panelBlock/block/${s.blocks[0].id}/move`, { destinationPos: 1 })).status).toBe(403);
    expect((await call('DELETE', `panelBlock/block/element/${s.blocks[0].elements[0].elementId}`)).status).toBe(403);
    expect((await call('POST', 'groups/2/panels-clone', { id: other, title: 'x' })).status).toBe(403);
  });

  it('serves the Panels Factory grid under its own grant', async () => {
    expect((await call('GET', 'groups/1/panels-factory')).status).toBe(403);
    const rows = (await call('GET', 'groups/1/panels-factory?kLine=-1&text=ser', undefined, admin)).body;
    expect(rows.length).toBeGreaterThan(0);
    expect((await call('GET', `groups/1/panels-factory/${rows[0].id}`, undefined, admin)).body).toEqual(rows[0]);
  });

  it('panel intros: create with sources (tags other than target and glossary removed), list, refuse', async () => {
    const res = await call('POST', 'groups/1/panels-intro', { title: 'Intro', sources: [{ dialectId: 3, text: '<b>Meet</b>\n<target>ser</target>' }] });
    expect(res.status).toBe(200);
    const intro = (await call('GET', `panels-intro/${res.body.data.id}`)).body;
    expect(intro.sources.find((x: { dialectId: number }) => x.dialectId === 3).text).toBe('Meet <target>ser</target>');
    expect((await call('GET', 'groups/1/panels-intro?text=meet')).body.map((r: { id: number }) => r.id)).toEqual([res.body.data.id]);
    expect((await call('POST', 'groups/1/panels-intro', { title: 'x', sources: [{ dialectId: 2, text: 'y' }] })).body.fields).toEqual({
      'sources.0.dialectId': 'Not a source dialect of this course',
    });
    expect((await call('GET', 'panels-intro/new?course=1')).body).toMatchObject({ id: -1, title: '' });
    // The grid shows each intro's text in the course's first source dialect (3), the demo's and the new one's.
    const rows = (await call('GET', 'groups/1/panels-intro')).body as { id: number; source: string }[];
    expect(rows.find((r) => r.id === res.body.data.id)?.source).toBe('Meet <target>ser</target>');
    for (const row of rows) {
      const sources = (await call('GET', `panels-intro/${row.id}`)).body.sources as { dialectId: number; text: string }[];
      expect(row.source).toBe(sources.find((x) => x.dialectId === 3)?.text ?? '');
    }
    expect(rows.filter((r) => r.source).length).toBe(rows.length);
  });

  it("lists the course's k-lines (the klines plugin's contribution) and lessons for the editor; the demo panels use them", async () => {
    const kLines = (await call('GET', 'groups/1/panels-k-lines')).body as { id: number; title: string }[];
    expect(kLines.map((k) => k.title)).toContain('Ser and estar');
    const lessons = (await call('GET', 'groups/1/panels-lessons')).body as { id: number; position: number }[];
    expect(lessons[0]).toMatchObject({ position: 1 });
    const demo = (await call('GET', 'groups/1/panels?text=Ser%3A')).body[0];
    expect(demo).toMatchObject({ title: 'Ser: el presente', lesson: 1, kLines: [kLines[0].id] });
    expect(names(await structure(demo.id))).toEqual(['Words:vocs,grid_words', 'In use:sentences,Yo soy de México.', 'Note:paragraph,panel_img']);
    expect((await call('GET', 'groups/2/panels-lessons')).status).toBe(403);
  });

  it('declares its uses: a k-line used by a panel is refused deletion (409) by the klines plugin', async () => {
    const kLine = (await call('POST', 'groups/1/k-lines', { title: 'Used by a panel' }, admin)).body.data.id;
    const id = await create({ title: 'uses a k-line', kLines: [kLine] });
    const refused = await call('DELETE', `k-lines/${kLine}`, undefined, admin);
    expect(refused).toEqual({ status: 409, body: { error: 'This k-line is in use (1 panels) and cannot be deleted. Remove those uses first.' } });
    await call('PUT', `panels/${id}`, { ...(await call('GET', `panels/${id}`)).body, kLines: [] });
    expect((await call('DELETE', `k-lines/${kLine}`, undefined, admin)).status).toBe(200);
  });

  it('is a concept type: card and tooltip of a panel', async () => {
    const id = await create({ title: 'carded', kLines: [k2], concept: c1, inflectWord: 'hola', titles: [{ dialectId: 2, text: 'Hola' }] });
    const kLine = { id: k2, name: expect.any(String), visible: true };
    const card = (await call('GET', `panels/${id}/card`, undefined, admin)).body;
    expect(card).toMatchObject({ id, title: 'carded', kLines: [kLine], concept: c1 });
    expect(card.kLines[0].name).not.toBe('');
    // Spec 1 §3 Tooltip data, panel: kLines (name, visible), title, concept.
    expect((await call('GET', `courses/1/tooltips-panel?text=${id}&dialect=2`, undefined, admin)).body).toEqual([
      { id, title: 'carded', level: 1, concept: c1, kLines: [{ ...kLine, name: card.kLines[0].name }], target: 'Hola' },
    ]);
  });
});
