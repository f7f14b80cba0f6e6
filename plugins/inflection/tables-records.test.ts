import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { contributionsTo, MODULE, type InflectForm } from '../../sdk/shared';
import { inflectOwners } from './public';

let t: LoggedInServer;
let admin: string;
let editor: string; // the course vocabulary and inflection on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('tables@example.com', [
    [1, MODULE.vocsCourse],
    [1, MODULE.section],
  ]);
}, 300_000);
afterAll(() => t.close());

const VOC = MODULE.vocsCourse;
const ES = 2; // es-ES
const MX = 4; // es-MX: its own verb table, without the 2nd plural
const get = (url: string, cookie = editor) => t.call('GET', `/api/${url}`, { cookie });
const put = (url: string, body: unknown, cookie = editor) => t.call('PUT', `/api/${url}`, { cookie, body });
const ids = (cells: { inflectId: number }[]) => cells.map((c) => c.inflectId).sort((a, b) => a - b);
const words = (forms: InflectForm[]) => Object.fromEntries(forms.map((f) => [f.inflectId, f.word]));

async function entry(courseId: number, title: string): Promise<number> {
  const rows = (await get(`courses/${courseId}/vocs?text=${encodeURIComponent(title)}`, admin)).body as { id: number; title: string }[];
  const hit = rows.find((r) => r.title === title);
  expect(hit, title).toBeTruthy();
  return hit!.id;
}

describe('inflect tables per dialect', () => {
  it("lists a dialect's own table beside the course's; headers and cells per course or per dialect", async () => {
    const tables = (await get('inflect-tables/courses/1')).body as { wordClass: string; dialectCode: string | null }[];
    expect(tables.map((x) => `${x.wordClass}:${x.dialectCode}`)).toEqual(['adjective:null', 'noun:null', 'verb:null', 'verb:es-MX']);

    expect((await get('inflect-table-headers/courses/1')).body).toEqual([
      { wordClass: 'adjective', dialectId: null, headers: ['Singular', 'Plural'] },
      { wordClass: 'noun', dialectId: null, headers: ['Singular', 'Plural'] },
      { wordClass: 'verb', dialectId: null, headers: ['Singular', 'Plural'] },
    ]);
    const mxHeaders = (await get(`inflect-table-headers/dialects/${MX}?course=1`)).body as { wordClass: string; dialectId: number | null }[];
    expect(mxHeaders.map((h) => [h.wordClass, h.dialectId])).toEqual([
      ['adjective', null],
      ['noun', null],
      ['verb', MX],
    ]);
    expect((await get(`inflect-table-headers/dialects/${ES}?course=1`)).body.every((h: { dialectId: number | null }) => h.dialectId === null)).toBe(true);

    const mx = (await get(`inflect-table-cells/dialects/${MX}/word-classes/verb?course=1`)).body;
    expect(mx.tableDialectId).toBe(MX);
    expect(ids(mx.cells)).toEqual([201, 202, 203, 204, 206]);
    expect(mx.cells.find((c: { inflectId: number }) => c.inflectId === 206).label).toBe('3rd plural (ustedes)');
    const es = (await get(`inflect-table-cells/dialects/${ES}/word-classes/verb?course=1`)).body;
    expect([es.tableDialectId, ids(es.cells)]).toEqual([null, [201, 202, 203, 204, 205, 206]]);
    // A dialect without its own table of a class uses the course's.
    expect(ids((await get(`inflect-table-cells/dialects/${MX}/word-classes/noun?course=1`)).body.cells)).toEqual([101, 102]);
  });

  it("shows a record's viewer in its dialect's table, and auto-inflects only that table's cells", async () => {
    const abrir = await entry(1, 'abrir');
    const view = (await get(`refs/${VOC}/ref-ids/${abrir}/dialects/${MX}/inflects`)).body;
    expect(view).toMatchObject({ dialectId: MX, word: 'abrir', wordClass: 'verb', tableDialectId: MX });
    expect(ids(view.cells)).toEqual([201, 202, 203, 204, 206]);
    const auto = await put(`refs/${VOC}/ref-ids/${abrir}/dialects/${MX}/auto-inflect`, { inflects: [] });
    expect(words(auto.body.data.forms)).toEqual({ 201: 'abro', 202: 'abres', 203: 'abre', 204: 'abrimos', 206: 'abren' });
    const spain = await put(`refs/${VOC}/ref-ids/${abrir}/dialects/${ES}/auto-inflect`, { inflects: [] });
    expect(words(spain.body.data.forms)).toMatchObject({ 205: 'abrís' });
  });

  it('refuses a dialect that is not a target of the course, bad names, and another course', async () => {
    const bad = await get('inflect-table-cells/dialects/1/word-classes/verb?course=1');
    expect(bad).toMatchObject({ status: 400, body: { fields: { dialectId: expect.any(String) } } });
    expect((await get('inflect-table-headers/dialects/1?course=1')).status).toBe(400);
    expect((await get(`inflect-table-headers/dialects/${MX}?course=x`)).body.fields).toHaveProperty('courseId');
    expect((await get(`inflect-table-headers/dialects/${ES}?course=2`)).status).toBe(403);
    expect((await get('inflect-table-headers/courses/2')).status).toBe(403);
  });
});

describe("a record's word class and active inflects", () => {
  it('answers the word class its forms follow, and whether the course has its table', async () => {
    const abrir = await entry(1, 'abrir');
    expect((await get(`refs/${VOC}/ref-ids/${abrir}/inflects-wordClass`)).body).toEqual({ ref: VOC, refId: abrir, wordClass: 'verb', hasTable: true });
    const compound = (await get('groups/1/compounds', admin)).body[0] as { id: number };
    expect((await get(`refs/${MODULE.compounds}/ref-ids/${compound.id}/inflects-wordClass`, admin)).body).toEqual({
      ref: MODULE.compounds,
      refId: compound.id,
      wordClass: null,
      hasTable: false,
    });
  });

  it("answers every cell active without a template, and the template's cells when the record names one", async () => {
    const abrir = await entry(1, 'abrir');
    const all = (await get(`refs/${VOC}/ref-ids/${abrir}/active-inflects`)).body;
    expect(all).toMatchObject({ ref: VOC, refId: abrir, wordClass: 'verb', template: null, headers: ['Singular', 'Plural'] });
    expect(all.cells).toHaveLength(6);
    expect(all.cells.every((c: { active: boolean }) => c.active)).toBe(true);

    // A record naming an active inflect template (a panel does): its template's cells are active.
    const [singular] = ((await get('courses/1/active-inflect-templates/select')).body as { value: number; label: string }[]).filter(
      (x) => x.label === 'Verbs: singular',
    );
    const [other] = (await get('courses/2/active-inflect-templates/select', admin)).body as { value: number }[];
    const owner = contributionsTo(inflectOwners).find((o) => o.ref === VOC)!;
    let named = singular.value;
    owner.activeTemplate = async () => named;
    try {
      const some = (await get(`refs/${VOC}/ref-ids/${abrir}/active-inflects`)).body;
      expect(some.template).toEqual({ id: singular.value, name: 'Verbs: singular' });
      expect(
        some.cells
          .filter((c: { active: boolean }) => c.active)
          .map((c: { inflectId: number }) => c.inflectId)
          .sort(),
      ).toEqual([201, 202, 203]);
      named = other.value; // another course's template is not this record's
      expect((await get(`refs/${VOC}/ref-ids/${abrir}/active-inflects`)).body).toMatchObject({
        template: null,
        cells: expect.arrayContaining([expect.objectContaining({ inflectId: 205, active: true })]),
      });
    } finally {
      delete owner.activeTemplate;
    }
  });

  it('refuses unknown records, bad ids and another course', async () => {
    expect((await get(`refs/${VOC}/ref-ids/2147000001/active-inflects`)).status).toBe(404);
    expect((await get(`refs/${VOC}/ref-ids/2147000001/inflects-wordClass`)).status).toBe(404);
    expect((await get(`refs/${VOC}/ref-ids/0/active-inflects`)).body.fields).toHaveProperty('refId');
    const theirs = await entry(2, 'abrir');
    expect((await get(`refs/${VOC}/ref-ids/${theirs}/active-inflects`)).status).toBe(403);
    expect((await get(`refs/${VOC}/ref-ids/${theirs}/inflects-wordClass`)).status).toBe(403);
  });
});
