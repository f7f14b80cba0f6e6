import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import { resourceRows } from '../../sdk/server';
import { NEEDS_SAVED_COMPOUND } from './shared/types';

let t: LoggedInServer;
let admin: string;
let editor: string; // Compounds and the Concept Linker on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('compounds@example.com', [
    [1, MODULE.compounds],
    [1, MODULE.conceptLinker],
  ]);
}, 300_000);
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });
const VOC = MODULE.vocsCourse;
const UNKNOWN = 2_147_000_001;
type Member = { ref: number; refId: number; order: number; title: string };

/** A vocabulary entry of the course by its word, through the member picker. */
async function entry(word: string, courseId = 1, cookie = editor): Promise<number> {
  const found = (await call('GET', `courses/${courseId}/compound-member-options?ref=${VOC}&text=${encodeURIComponent(word)}`, undefined, cookie)).body as {
    id: number;
    title: string;
  }[];
  const hit = found.find((f) => f.title === word);
  if (!hit) throw new Error(`no entry ${word} in course ${courseId}`);
  return hit.id;
}

describe('compounds demo', () => {
  it('gives every demo course compounds of its own vocabulary, two members in order, with their types', async () => {
    for (let course = 1; course <= 8; course++) {
      const rows = (await call('GET', `groups/${course}/compounds`, undefined, admin)).body as {
        id: number;
        title: string;
        nItems: number;
        compoundTypeName: string;
      }[];
      expect(rows.length, `course ${course}`).toBeGreaterThanOrEqual(2);
      expect(
        rows.every((r) => r.nItems === 2 && r.compoundTypeName !== ''),
        `course ${course}`,
      ).toBe(true);
    }
    const rows = (await call('GET', 'groups/1/compounds?text=leche')).body;
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        title: 'café con leche',
        compoundType: expect.any(Number),
        compoundTypeName: 'Noun + con + noun',
        form: 'café con leche',
        nInflects: 0,
        nItems: 2,
      },
    ]);
    const c = (await call('GET', `compounds/${rows[0].id}`)).body;
    expect(c.items.map((m: Member) => [m.ref, m.title, m.order])).toEqual([
      [VOC, 'café', 1],
      [VOC, 'leche', 2],
    ]);
    // nInflects: the forms in the default target dialect, in the list's one query; per dialect in the record.
    const zumo = (await call('GET', 'groups/1/compounds?text=naranja')).body[0];
    expect(zumo).toMatchObject({ title: 'zumo de naranja', nInflects: 2 });
    const zumoInflects = (await call('GET', `compounds/${zumo.id}`)).body.inflects as { dialectCode: string; nInflects: number }[];
    expect(zumoInflects.map((x) => [x.dialectCode, x.nInflects])).toEqual([
      ['es-ES', 2],
      ['es-MX', 2],
    ]);
    const forms = (await call('GET', `refs/${MODULE.compounds}/ref-ids/${zumo.id}/dialects/4/inflects`, undefined, admin)).body.forms;
    expect(forms).toEqual([
      { inflectId: 101, word: 'jugo de naranja', conjState: 1 },
      { inflectId: 102, word: 'jugos de naranja', conjState: 3 },
    ]);
    expect(c.inflects).toEqual([
      { dialectId: 2, dialectCode: 'es-ES', inflectWord: 'café con leche', splitType: 0, preselected: true, nInflects: 0 },
      { dialectId: 4, dialectCode: 'es-MX', inflectWord: 'café con leche', splitType: 0, preselected: true, nInflects: 0 },
    ]);
  });
});

describe('compound types', () => {
  it('creates, lists, renames, and deletes a type; a used type is not deleted', async () => {
    const created = await call('POST', 'courses/1/compound-types', { name: 'Verb + noun' });
    expect(created).toMatchObject({
      status: 200,
      body: { ok: true, data: { record: { name: 'Verb + noun', version: 1 }, row: { name: 'Verb + noun', nCompounds: 0 } } },
    });
    const id = created.body.data.id;
    expect((await call('GET', 'compound-types/new?course=1')).body).toEqual({ id: -1, courseId: 1, name: '', version: 0 });
    const renamed = await call('PUT', `compound-types/${id}`, { name: 'Verbo + sustantivo', version: 1 });
    expect(renamed.body.data.record).toMatchObject({ name: 'Verbo + sustantivo', version: 2 });
    expect((await call('GET', 'courses/1/compound-types?text=verbo')).body.map((r: { id: number }) => r.id)).toEqual([id]);
    const used = (await call('GET', 'courses/1/compound-types?text=con')).body[0];
    expect(used.nCompounds).toBeGreaterThan(0);
    expect((await call('DELETE', `compound-types/${used.id}`)).status).toBe(409);
    expect((await call('DELETE', `compound-types/${id}`)).status).toBe(200);
    expect((await call('GET', `compound-types/${id}`)).status).toBe(404);
  });

  it('answers 400 naming the name, 404 for an unknown id, 403 for another course', async () => {
    expect(await call('POST', 'courses/1/compound-types', { name: '  ' })).toMatchObject({ status: 400, body: { fields: { name: 'Required' } } });
    expect((await call('GET', `compound-types/${UNKNOWN}`)).status).toBe(404);
    expect((await call('PUT', `compound-types/${UNKNOWN}`, { name: 'x', version: 1 })).status).toBe(404);
    const other = (await call('GET', 'courses/2/compound-types', undefined, admin)).body[0];
    expect((await call('GET', 'courses/2/compound-types')).status).toBe(403);
    expect((await call('GET', `compound-types/${other.id}`)).status).toBe(403);
    expect((await call('DELETE', `compound-types/${other.id}`)).status).toBe(403);
  });
});

describe('compounds', () => {
  it('creates a compound without members, then adds two, reorders them and reads them back', async () => {
    const blank = (await call('GET', 'compounds/new?course=1')).body;
    expect(blank).toMatchObject({ id: -1, title: '', items: [], compoundType: null, overwriteInflect: false });
    expect(blank.inflects.map((x: { dialectCode: string }) => x.dialectCode)).toEqual(['es-ES', 'es-MX']);
    expect((await call('GET', 'courses/1/compound-targets/new')).body).toEqual(blank.inflects);

    // Adding members needs a saved compound (spec 2 §5).
    const [casa, mesa] = [await entry('casa'), await entry('perro')];
    const early = await call('POST', 'groups/1/compounds', { title: 'perro de casa', items: [{ ref: VOC, refId: casa }] });
    expect(early).toMatchObject({ status: 400, body: { fields: { items: NEEDS_SAVED_COMPOUND } } });

    const types = (await call('GET', 'courses/1/compound-types')).body;
    const created = await call('POST', 'groups/1/compounds', {
      title: 'perro de casa',
      compoundType: types[0].id,
      overwriteInflect: true,
      inflects: [{ dialectId: 2, inflectWord: 'perro de casa', splitType: 1, preselected: true }],
    });
    expect(created.status).toBe(200);
    const { id, record } = created.body.data;
    expect(record).toMatchObject({ title: 'perro de casa', compoundType: types[0].id, overwriteInflect: true, version: 1, items: [] });
    expect(record.inflects[0]).toEqual({ dialectId: 2, dialectCode: 'es-ES', inflectWord: 'perro de casa', splitType: 1, preselected: true, nInflects: 0 });
    expect(created.body.data.row).toMatchObject({ id, title: 'perro de casa', form: 'perro de casa', nItems: 0 });

    const withMembers = await call('PUT', `compounds/${id}`, {
      ...record,
      items: [
        { ref: VOC, refId: casa },
        { ref: VOC, refId: mesa },
      ],
    });
    expect(withMembers.body.data.record.items).toEqual([
      { ref: VOC, refId: casa, order: 1, title: 'casa' },
      { ref: VOC, refId: mesa, order: 2, title: 'perro' },
    ]);
    expect(withMembers.body.data.row.nItems).toBe(2);
    const moved = await call('PUT', `compounds/${id}`, {
      ...withMembers.body.data.record,
      items: [
        { ref: VOC, refId: mesa },
        { ref: VOC, refId: casa },
      ],
    });
    expect(moved.body.data.record.version).toBe(3);
    const read = (await call('GET', `compounds/${id}`)).body;
    expect(read.items.map((m: Member) => [m.title, m.order])).toEqual([
      ['perro', 1],
      ['casa', 2],
    ]);
    expect((await call('GET', `compounds/${id}/targets`)).body).toEqual(read.inflects);
    // The card of the concept is the compound itself (GET compounds/{id}).
    expect((await call('GET', `tooltips-compound?compounds=${id}`)).body).toEqual([
      {
        id,
        title: 'perro de casa',
        items: [
          { ref: VOC, refId: mesa, order: 1, title: 'perro' },
          { ref: VOC, refId: casa, order: 2, title: 'casa' },
        ],
      },
    ]);
    // The members list the compound among their uses (the vocabulary shows them, and refuses their delete).
    expect((await call('GET', `vocs/${casa}`, undefined, admin)).body.compounds).toEqual(expect.arrayContaining([{ id, courseId: 1 }]));
    expect((await call('DELETE', `vocs/${casa}`, undefined, admin)).status).toBe(409);
    // A stale save is refused and keeps the order.
    expect((await call('PUT', `compounds/${id}`, { ...record, items: [] })).status).toBe(409);
    expect((await call('GET', `compounds/${id}`)).body.items.length).toBe(2);
  });

  it('sets the inflect settings of one target dialect', async () => {
    const [c] = (await call('GET', 'groups/1/compounds?text=mantequilla')).body;
    const res = await call('PUT', `compounds/${c.id}/target-dialects/4`, { inflectWord: 'pan y mantequilla', splitType: 2, preselected: false, nInflects: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data.record.inflects[1]).toEqual({
      dialectId: 4,
      dialectCode: 'es-MX',
      inflectWord: 'pan y mantequilla',
      splitType: 2,
      preselected: false,
      nInflects: 0,
    });
    expect(await call('PUT', `compounds/${c.id}/target-dialects/3`, { inflectWord: 'x' })).toMatchObject({
      status: 400,
      body: { fields: { dialectId: expect.any(String) } },
    });
    expect(await call('PUT', `compounds/${c.id}/target-dialects/2`, { splitType: 3 })).toMatchObject({
      status: 400,
      body: { fields: { splitType: expect.any(String) } },
    });
  });

  it('filters the grid by compound type and by text, and serves one grid row', async () => {
    const type = (await call('GET', 'courses/1/compound-types?text=de')).body.find((r: { name: string }) => r.name === 'Noun + de + noun');
    const rows = (await call('GET', `groups/1/compounds?compoundType=${type.id}`)).body as { title: string; id: number }[];
    expect(rows.map((r) => r.title)).toEqual(['zumo de naranja']);
    expect((await call('GET', `groups/1/compounds/${rows[0].id}?compoundType=${type.id}`)).body).toMatchObject({ id: rows[0].id });
    expect((await call('GET', 'groups/1/compounds?compoundType=abc')).status).toBe(400);
  });

  it('answers 400 naming the fields for bad members, types, dialects and values, and writes nothing', async () => {
    const [c] = (await call('GET', 'groups/1/compounds?text=leche')).body;
    const rec = (await call('GET', `compounds/${c.id}`)).body;
    const otherCourseVoc = await entry('house', 3, admin);
    const otherType = (await call('GET', 'courses/2/compound-types', undefined, admin)).body[0].id;
    const casa = await entry('casa');
    // The type and members of another course, or none, are refused by the host before the rest is checked.
    const foreign = await call('PUT', `compounds/${c.id}`, {
      ...rec,
      compoundType: otherType,
      wordClass: UNKNOWN,
      items: [
        { ref: VOC, refId: otherCourseVoc },
        { ref: VOC, refId: UNKNOWN },
        { ref: VOC, refId: casa },
      ],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({
      compoundType: 'Belongs to another course',
      wordClass: 'No such record',
      'items.0.refId': 'Belongs to another course',
      'items.1.refId': 'No such record',
    });
    const sentence = (await resourceRows(t.server.database.db, MODULE.sentences, 1))[0].id;
    const res = await call('PUT', `compounds/${c.id}`, {
      ...rec,
      inflects: [{ dialectId: 3, inflectWord: 'x' }],
      items: [
        { ref: MODULE.sentences, refId: sentence },
        { ref: VOC, refId: casa },
        { ref: VOC, refId: casa },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'inflects.0.dialectId': 'Not a target dialect of this course',
      'items.0.ref': 'Not a vocabulary entry or a panel',
      'items.2.refId': 'Already a member',
    });
    const shape = await call('PUT', `compounds/${c.id}`, { version: 'x', title: '', items: [{ ref: 0, refId: 'a' }], wordClass: 1.5 });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.fields)).toEqual(expect.arrayContaining(['title', 'items.0.ref', 'items.0.refId', 'wordClass', 'version']));
    expect((await call('GET', `compounds/${c.id}`)).body).toEqual(rec);
    expect((await call('GET', `courses/1/compound-member-options?ref=${MODULE.sentences}`)).status).toBe(400);
  });

  it('answers 404 for an unknown compound and 403 for another course', async () => {
    for (const [m, u] of [
      ['GET', `compounds/${UNKNOWN}`],
      ['PUT', `compounds/${UNKNOWN}`],
      ['DELETE', `compounds/${UNKNOWN}`],
      ['GET', `compounds/${UNKNOWN}/targets`],
    ] as const) {
      expect((await call(m, u, m === 'PUT' ? { title: 'x', version: 1 } : undefined)).status, `${m} ${u}`).toBe(404);
    }
    const other = (await call('GET', 'groups/2/compounds', undefined, admin)).body[0];
    const mine = (await call('GET', 'groups/1/compounds')).body[0];
    expect((await call('GET', 'groups/2/compounds')).status).toBe(403);
    expect((await call('POST', 'groups/2/compounds', { title: 'x' })).status).toBe(403);
    expect((await call('GET', `compounds/${other.id}`)).status).toBe(403);
    expect((await call('PUT', `compounds/${other.id}/target-dialects/2`, { inflectWord: 'x' })).status).toBe(403);
    expect((await call('DELETE', `compounds/${other.id}`)).status).toBe(403);
    // The spec calls it without a course: the first compound's course, whose grant it needs; another course's listed after it are left out.
    expect((await call('GET', `tooltips-compound?compounds=${other.id}`)).status).toBe(403);
    expect((await call('GET', `tooltips-compound?compounds=${mine.id},${other.id}`)).body.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect((await call('GET', 'tooltips-compound?compounds=')).body).toEqual([]);
  });

  it('deletes a compound with its members', async () => {
    const {
      body: {
        data: { id },
      },
    } = await call('POST', 'groups/1/compounds', { title: 'to delete' });
    expect((await call('DELETE', `compounds/${id}`)).status).toBe(200);
    expect((await call('GET', `compounds/${id}`)).status).toBe(404);
  });
});

describe('the linker and compounds', () => {
  it('guesses a compound and a cultural item in a demo sentence, and offers both types to the validator', async () => {
    const phrase = encodeURIComponent('Café con leche después de la siesta.');
    const g = (await call('GET', `concepts-linker/ref/${MODULE.sentences}/refId/1/target-dialect/2/guess?phrase=${phrase}&fromScratch=true`, undefined, admin))
      .body;
    const [compound] = (await call('GET', 'groups/1/compounds?text=leche')).body;
    const [siesta] = (await call('GET', 'courses/1/culturalvocs?text=siesta', undefined, admin)).body;
    expect(g.concepts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ref: MODULE.compounds, refId: compound.id, positions: [0, 1, 2], preselected: true }),
        expect.objectContaining({ ref: MODULE.cultural, refId: siesta.id, positions: [6], preselected: true }),
      ]),
    );
    // The parts of the compound stay possible concepts.
    expect(g.possibleConcepts.some((c: { ref: number; positions: number[] }) => c.ref === VOC && c.positions.join() === '0')).toBe(true);
    const types = (await call('GET', 'concept-linker-validator/concept-types', undefined, admin)).body as { ref: number; name: string; searchable: boolean }[];
    expect(types).toEqual(
      expect.arrayContaining([
        { ref: MODULE.compounds, name: 'Compound', searchable: true },
        { ref: MODULE.cultural, name: 'Cultural Vocabulary', searchable: true },
      ]),
    );
  });
});
