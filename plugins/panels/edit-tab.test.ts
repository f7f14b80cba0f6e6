import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { resourceRows } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { PANELS } from './plugin';
import type { PanelInflectConfig, PanelStructure, PanelUse } from './shared/types';

let t: LoggedInServer;
let editor: string; // Panels on course 1 only
let admin: string;

beforeAll(async () => {
  t = await loggedInServer();
  editor = await t.signIn('panel-inflects@example.com', [[1, PANELS]]);
  admin = t.admin;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => t.call(method, `/api/${url}`, { cookie: editor, body });

describe('panel inflects', () => {
  it('gives a blank config per target dialect, sets a word per dialect, and the Inflect viewer reads and saves the forms', async () => {
    const blank = (await call('GET', 'courses/1/inflects-config/new')).body as PanelInflectConfig[];
    expect(blank.length).toBeGreaterThan(0);
    expect(blank.every((c) => c.inflectWord === '' && c.nInflects === 0 && c.dialectCode)).toBe(true);
    const d = blank[0].dialectId;

    const id = (await call('POST', 'groups/1/panels', { title: 'Tener', wordClass: 'verb', inflectWord: 'tener' })).body.data.id as number;
    // No own word yet: the viewer inflects the panel's inflect word.
    expect((await call('GET', `refs/${PANELS}/ref-ids/${id}/dialects/${d}/inflects`)).body).toMatchObject({ word: 'tener', wordClass: 'verb', forms: [] });

    const put = await call('PUT', `panels/${id}/target-dialects/${d}/inflects-config`, { inflectWord: '  tener   se ' });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ dialectId: d, inflectWord: 'tener se', nInflects: 0 });
    expect((await call('GET', `refs/${PANELS}/ref-ids/${id}/dialects/${d}/inflects`)).body.word).toBe('tener se');

    const saved = await call('PUT', `refs/${PANELS}/ref-ids/${id}/dialects/${d}/inflects`, {
      inflects: [
        { inflectId: 1, word: 'tengo', conjState: 3 },
        { inflectId: 2, word: 'tienes', conjState: 3 },
        { inflectId: 3, word: ' ', conjState: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.forms).toEqual([
      { inflectId: 1, word: 'tengo', conjState: 3 },
      { inflectId: 2, word: 'tienes', conjState: 3 },
    ]);
    const configs = (await call('GET', `panels/${id}/inflects-config`)).body as PanelInflectConfig[];
    expect(configs.find((c) => c.dialectId === d)).toMatchObject({ inflectWord: 'tener se', nInflects: 2 });
    expect(configs.filter((c) => c.dialectId !== d).every((c) => c.nInflects === 0)).toBe(true);
  });

  it("answers the panel's active inflect cells as its active inflect template says", async () => {
    const templates = (await t.call('GET', '/api/courses/1/active-inflect-templates/select', { cookie: admin })).body as { value: number; label: string }[];
    const singular = templates.find((x) => x.label === 'Verbs: singular')!;
    const id = (await call('POST', 'groups/1/panels', { title: 'Abrir', wordClass: 'verb', inflectWord: 'abrir' })).body.data.id as number;
    const all = (await t.call('GET', `/api/refs/${PANELS}/ref-ids/${id}/active-inflects`, { cookie: admin })).body;
    expect(all.template).toBeNull();
    expect(all.cells.every((c: { active: boolean }) => c.active)).toBe(true);

    const panel = (await call('GET', `panels/${id}`)).body;
    expect((await call('PUT', `panels/${id}`, { ...panel, activeInflectTemplate: singular.value })).status).toBe(200);
    const some = (await t.call('GET', `/api/refs/${PANELS}/ref-ids/${id}/active-inflects`, { cookie: admin })).body;
    expect(some.template).toEqual({ id: singular.value, name: 'Verbs: singular' });
    expect(some.cells.filter((c: { active: boolean }) => c.active).length).toBeLessThan(all.cells.length);
  });

  it('refuses a dialect that is not a target of the course, bad input, and another course', async () => {
    const id = (await call('POST', 'groups/1/panels', { title: 'Ir' })).body.data.id as number;
    const sources = (await t.call('GET', '/api/courses/1/dialects-source', { cookie: editor })).body as { dialectId: number }[];
    const targets = (await call('GET', 'courses/1/inflects-config/new')).body as PanelInflectConfig[];
    const notTarget = sources.map((s) => s.dialectId).find((x) => !targets.some((c) => c.dialectId === x)) ?? 2_000_000;
    const bad = await call('PUT', `panels/${id}/target-dialects/${notTarget}/inflects-config`, { inflectWord: 'ir' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('dialectId');
    const noWord = await call('PUT', `panels/${id}/target-dialects/${targets[0].dialectId}/inflects-config`, { inflectWord: 5 });
    expect(noWord.status).toBe(400);
    expect(noWord.body.fields).toHaveProperty('inflectWord');
    expect((await call('GET', 'panels/2147483000/inflects-config')).status).toBe(404);
    expect((await call('GET', 'courses/2/inflects-config/new')).status).toBe(403);
  });
});

describe('panel inflects in clones and copies', () => {
  const forms = async (id: number, d: number, cookie = editor) =>
    (await t.call('GET', `/api/refs/${PANELS}/ref-ids/${id}/dialects/${d}/inflects`, { cookie })).body as { word: string; forms: { word: string }[] };
  const words = (r: { word: string; forms: { word: string }[] }) => `${r.word}: ${r.forms.map((f) => f.word).join(',')}`;

  it('carries the per-dialect words and forms to a clone; forms of a changed inflect word stay behind', async () => {
    // Course 1 has the target dialects es-ES and es-MX: es-ES inflects the panel's word, es-MX its own.
    const [es, mx] = ((await call('GET', 'courses/1/inflects-config/new')).body as PanelInflectConfig[]).map((c) => c.dialectId);
    const id = (await call('POST', 'groups/1/panels', { title: 'Tener', wordClass: 'verb', inflectWord: 'tener' })).body.data.id as number;
    expect((await call('PUT', `panels/${id}/target-dialects/${mx}/inflects-config`, { inflectWord: 'tener que' })).status).toBe(200);
    for (const [d, ws] of [
      [es, ['tengo', 'tienes']],
      [mx, ['tengo que', 'tienes que']],
    ] as const) {
      const put = await call('PUT', `refs/${PANELS}/ref-ids/${id}/dialects/${d}/inflects`, {
        inflects: ws.map((word, i) => ({ inflectId: i + 1, word, conjState: 3 })),
      });
      expect(put.status).toBe(200);
    }

    const same = (await call('POST', 'groups/1/panels-clone', { id, title: 'Tener 2', concept: null, item: null, inflectWord: 'tener' })).body.data
      .id as number;
    expect(words(await forms(same, es))).toBe('tener: tengo,tienes');
    expect(words(await forms(same, mx))).toBe('tener que: tengo que,tienes que');
    expect((await call('GET', `panels/${same}/inflects-config`)).body).toEqual((await call('GET', `panels/${id}/inflects-config`)).body);

    const other = (await call('POST', 'groups/1/panels-clone', { id, title: 'Poner', concept: null, item: null, inflectWord: 'poner' })).body.data.id as number;
    expect(words(await forms(other, es))).toBe('poner: ');
    expect(words(await forms(other, mx))).toBe('tener que: tengo que,tienes que');
    // The original keeps its own.
    expect(words(await forms(id, es))).toBe('tener: tengo,tienes');
  });

  it('carries them to a copy in the target dialects both courses have', async () => {
    const [es, mx] = ((await call('GET', 'courses/1/inflects-config/new')).body as PanelInflectConfig[]).map((c) => c.dialectId);
    const id = (await call('POST', 'groups/1/panels', { title: 'Ser', wordClass: 'verb', inflectWord: 'ser' })).body.data.id as number;
    await call('PUT', `panels/${id}/target-dialects/${es}/inflects-config`, { inflectWord: 'ser bueno' });
    await call('PUT', `panels/${id}/target-dialects/${mx}/inflects-config`, { inflectWord: 'ser chido' });
    await call('PUT', `refs/${PANELS}/ref-ids/${id}/dialects/${es}/inflects`, { inflects: [{ inflectId: 1, word: 'soy bueno', conjState: 3 }] });
    await call('PUT', `refs/${PANELS}/ref-ids/${id}/dialects/${mx}/inflects`, { inflects: [{ inflectId: 1, word: 'soy chido', conjState: 3 }] });

    // Course 2 teaches es-ES only.
    const toTargets = (await t.call('GET', '/api/courses/2/inflects-config/new', { cookie: admin })).body as PanelInflectConfig[];
    expect(toTargets.map((c) => c.dialectId)).toEqual([es]);
    const copy = await t.call('POST', '/api/groups/1/panels-copy', { cookie: admin, body: { panel: id, toCourseId: 2, copySentences: false } });
    expect(copy.status).toBe(200);
    const copied = copy.body.data.id as number;
    expect(words(await forms(copied, es, admin))).toBe('ser bueno: soy bueno');
    expect((await t.call('GET', `/api/panels/${copied}/inflects-config`, { cookie: admin })).body).toEqual([
      expect.objectContaining({ dialectId: es, inflectWord: 'ser bueno', nInflects: 1 }),
    ]);
    const stray = await t.call('GET', `/api/refs/${PANELS}/ref-ids/${copied}/dialects/${mx}/inflects`, { cookie: admin });
    expect(stray.status === 400 || (stray.body.forms ?? []).length === 0).toBe(true);
  });
});

describe('panel uses', () => {
  it('lists the lesson, the compounds having it as a member and the panels linking to it', async () => {
    const lessons = (await call('GET', 'groups/1/panels-lessons')).body as { id: number; position: number }[];
    const a = (await call('POST', 'groups/1/panels', { title: 'Used panel', lessonId: lessons[0].id })).body.data.id as number;
    const stop = (await call('POST', 'groups/1/panels', { title: 'Stops after it', inflectStopPanel: a })).body.data.id as number;
    const conj = (await call('POST', 'groups/1/panels', { title: 'Shows its forms' })).body.data.id as number;
    const s = (await call('POST', `panels/${conj}/block/new`, { name: 'B' })).body.data as PanelStructure;
    const [template] = await resourceRows(t.server.database.db, MODULE.conjugation, 1);
    expect(
      (await call('PUT', `panelBlock/block/${s.blocks[0].id}/add-element`, { kind: 'conjugation', data: { ref: PANELS, id: a, tableId: template.id } })).status,
    ).toBe(200);

    const blank = (await t.call('GET', '/api/compounds/new?course=1', { cookie: admin })).body;
    const made = await t.call('POST', '/api/groups/1/compounds', { cookie: admin, body: { ...blank, title: 'with the panel' } });
    expect(made.status).toBe(200);
    const c = made.body.data.record;
    const put = await t.call('PUT', `/api/compounds/${c.id}`, { cookie: admin, body: { ...c, items: [{ ref: PANELS, refId: a }] } });
    expect(put.status).toBe(200);

    const uses = (await call('GET', `panels/${a}/uses`)).body as PanelUse[];
    expect(uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'lesson', label: `Lesson ${lessons[0].position}` }),
        expect.objectContaining({ kind: 'compounds', id: c.id, courseId: 1, label: 'with the panel' }),
        expect.objectContaining({ kind: 'panels', module: PANELS, id: stop, label: 'Stops after it (stops linking after it)' }),
        expect.objectContaining({ kind: 'panels', module: PANELS, id: conj, label: 'Shows its forms (shows its conjugation)' }),
      ]),
    );
    expect((await call('GET', `panels/${stop}/uses`)).body).toEqual([]);
    expect((await call('GET', 'panels/2147483000/uses')).status).toBe(404);
  });
});

describe('Search Paragraph', () => {
  it("finds the course's paragraph elements by their text in any dialect", async () => {
    const p = (await call('POST', 'groups/1/panels', { title: 'With a paragraph' })).body.data.id as number;
    const s = (await call('POST', `panels/${p}/block/new`, { name: 'P' })).body.data as PanelStructure;
    const d = s.dialects[0].dialectId;
    const added = await call('PUT', `panelBlock/block/${s.blocks[0].id}/add-element`, {
      kind: 'paragraph',
      data: { sources: [{ dialectId: d, text: '<p>El <b>zorro</b> duerme</p>' }] },
    });
    expect(added.status).toBe(200);
    const found = (await call('GET', 'groups/1/panel-paragraphs?text=ZORRO')).body;
    expect(found).toEqual([
      expect.objectContaining({ panelId: p, panelTitle: 'With a paragraph', sources: [{ dialectId: d, text: expect.stringContaining('zorro') }] }),
    ]);
    expect((await call('GET', 'groups/1/panel-paragraphs?text=nadaparecido')).body).toEqual([]);
    expect((await call('GET', 'groups/2/panel-paragraphs?text=zorro')).status).toBe(403);
  });
});
