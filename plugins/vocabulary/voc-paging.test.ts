import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';

let t: LoggedInServer;
let admin: string;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
});
afterAll(() => t.close());

const ES_ES = 2;
const EN_US = 3;
const get = (path: string) => t.call('GET', `/api/${path}`, { cookie: admin });
const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
type Row = { id: number; word: string };
type Page = { rows: Row[]; total: number };

/** Every page of a list, limit rows at a time, and the totals they answered. */
async function allPages(query: string, limit: number, course = 1): Promise<{ rows: Row[]; totals: number[] }> {
  const rows: Row[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const res = await get(`courses/${course}/vocs?${query}&offset=${offset}&limit=${limit}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as Page;
    totals.push(page.total);
    rows.push(...page.rows);
    if (page.rows.length < limit) return { rows, totals };
  }
}

describe('paged vocabulary list', () => {
  it('answers the whole list page by page, in the same order, with the total on every page', async () => {
    const whole = (await get(`courses/1/vocs?dialect=${ES_ES}`)).body as Row[];
    expect(Array.isArray(whole)).toBe(true); // without limit: all rows, as before
    expect(whole.length).toBeGreaterThan(10);
    const { rows, totals } = await allPages(`dialect=${ES_ES}`, 7);
    expect(rows.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(rows).toEqual(whole);
    expect(new Set(totals)).toEqual(new Set([whole.length]));
  });

  it('pages a search as the grid sends it', async () => {
    const text = 'T:noun';
    const whole = (await get(`courses/1/vocs?dialect=${ES_ES}&text=${encodeURIComponent(text)}`)).body as Row[];
    expect(whole.length).toBeGreaterThan(3);
    const all = (await get(`courses/1/vocs?dialect=${ES_ES}`)).body as Row[];
    expect(whole.length).toBeLessThan(all.length);
    const { rows, totals } = await allPages(`dialect=${ES_ES}&text=${encodeURIComponent(text)}`, 3);
    expect(rows.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(totals.every((n) => n === whole.length)).toBe(true);

    const first = (await get(`courses/1/vocs?dialect=${ES_ES}&text=${encodeURIComponent(whole[0].word)}&limit=50`)).body as Page;
    expect(first.rows.map((r) => r.id)).toContain(whole[0].id);
    expect(first.total).toBe(first.rows.length);
  });

  it('pages every form of the search syntax as the whole list answers it', async () => {
    const all = (await get(`courses/1/vocs?dialect=${ES_ES}`)).body as Row[];
    const withWord = all.find((r) => r.word)!;
    const queries = [
      'T:noun',
      '!T:noun',
      'G:f',
      'G:-',
      '!G:m',
      'IMG:0',
      'CATS:0',
      'CATS>0',
      'IID:102',
      'ICT:REG',
      '!ICT:REG',
      '*',
      'm*',
      '[C][V]*',
      'a',
      String(withWord.id),
      String(all.at(-1)!.id),
      `${withWord.word} T:noun`,
      'nosuchwordatall',
    ];
    for (const text of queries) {
      for (const dialect of [ES_ES, EN_US]) {
        const q = `dialect=${dialect}&text=${encodeURIComponent(text)}`;
        const whole = (await get(`courses/1/vocs?${q}`)).body as Row[];
        const { rows, totals } = await allPages(q, Math.max(3, Math.ceil(whole.length / 5)));
        expect(rows, `${text} in ${dialect}`).toEqual(whole);
        expect(new Set(totals), `${text} in ${dialect}`).toEqual(new Set([whole.length]));
      }
    }
  }, 120_000);

  it('answers no rows and the true total past the end', async () => {
    const all = (await get(`courses/1/vocs?dialect=${ES_ES}`)).body as Row[];
    const res = await get(`courses/1/vocs?dialect=${ES_ES}&offset=${all.length + 100}&limit=10`);
    expect(res).toMatchObject({ status: 200, body: { rows: [], total: all.length } });
    const last = (await get(`courses/1/vocs?dialect=${ES_ES}&offset=${all.length - 1}&limit=10`)).body as Page;
    expect(last.rows.map((r) => r.id)).toEqual([all.at(-1)!.id]);
  });

  it('refuses bad bounds with a 400 naming the field', async () => {
    for (const [q, field] of [
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1&limit=10', 'offset'],
      ['offset=3000000000&limit=10', 'offset'],
      ['offset=x&limit=10', 'offset'],
    ]) {
      const res = await get(`courses/1/vocs?dialect=${ES_ES}&${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), q).toContain(field);
    }
    // A page of a search with a mistake is refused as the whole list is.
    expect((await get(`courses/1/vocs?dialect=${ES_ES}&text=T:nosuchclass&limit=10`)).status).toBe(400);
    expect((await get('courses/1/vocs?dialect=9&limit=10')).status).toBe(400);
  });

  it("a create or delete given the grid's view answers that page after it, as the list then answers it", async () => {
    const view = `dialect=${ES_ES}&text=${encodeURIComponent('Aaab')}&offset=0&limit=100`;
    const created = await t.call('POST', `/api/vocs?course=1&${view}`, {
      cookie: admin,
      body: { title: 'orden Aaab', dialects: [{ dialectId: ES_ES, text: 'Aaab primero' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    // The row is the record's whatever the search; the page is the search's, with the new entry in its place.
    expect(created.body.data.row).toMatchObject({ id, word: 'Aaab primero' });
    const listed = (await get(`courses/1/vocs?${view}`)).body as Page;
    expect(created.body.data.page).toEqual(listed);
    expect(listed.rows.map((r) => r.id)).toContain(id);

    const whole = `dialect=${ES_ES}&offset=0&limit=5`;
    const deleted = await t.call('DELETE', `/api/vocs/${id}?${whole}`, { cookie: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data.page).toEqual((await get(`courses/1/vocs?${whole}`)).body);
    expect(deleted.body.data.page.rows.map((r: Row) => r.id)).not.toContain(id);
    // Without a view, the writes answer as before: no page.
    const plain = await t.call('POST', '/api/vocs?course=1', { cookie: admin, body: { title: 'sin vista', dialects: [] } });
    expect(plain.body.data).not.toHaveProperty('page');
    expect((await t.call('DELETE', `/api/vocs/${plain.body.data.id}`, { cookie: admin })).body.data).not.toHaveProperty('page');
  });

  it('pages the main vocabulary (course 0) too', async () => {
    const whole = (await get('courses/0/vocs')).body as Row[];
    const page = (await get('courses/0/vocs?limit=2&offset=1')).body as Page;
    expect(page.total).toBe(whole.length);
    expect(page.rows.map((r) => r.id)).toEqual(whole.slice(1, 3).map((r) => r.id));
  });
});

/**
 * The grid's order computed from the translations themselves (what the grid sorted by before
 * voc_words kept a copy): entries with a word in the dialect by lower(word), then the others, by id.
 */
const orderFromTranslations = (course: number, dialect: number) =>
  rowsOf<{ id: number; word: string }>(sql`
  select v.id, coalesce(tt.text, '') as word from vocs v
    left join translations t on t.ref = ${course === 0 ? 21 : 22} and t.ref_id = v.id and t.field = 'word'
    left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialect}
   where v.course_id = ${course}
   order by coalesce(tt.text, '') = '', lower(coalesce(tt.text, '')), v.id`);

/** Every page of the vocabulary's grid comes in the order of its translations, with its true total. */
async function expectPagesInOrder(course: number, dialect: number) {
  const expected = await orderFromTranslations(course, dialect);
  const { rows, totals } = await allPages(`dialect=${dialect}`, 50, course);
  expect(rows.map((r) => [r.id, r.word])).toEqual(expected.map((r) => [r.id, r.word]));
  expect(new Set(totals)).toEqual(new Set([expected.length]));
  return rows;
}

describe('the sort key kept on write (voc_words)', () => {
  const write = (method: string, path: string, body?: unknown) => t.call(method, `/api/${path}`, { cookie: admin, body });

  it('keeps pages in order with a stable total after inserts, renames and deletes, whoever writes the word', async () => {
    const before = await expectPagesInOrder(1, ES_ES);

    // Insert: a word sorting before every other, one after, and one with no word in the dialect (the end).
    const created: number[] = [];
    for (const text of ['Aaaa primero', 'zzzz último', '']) {
      const res = await write('POST', 'vocs?course=1', { title: `orden ${text}`, dialects: [{ dialectId: ES_ES, text }] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      created.push(res.body.data.id);
    }
    const at = (rows: Row[], id: number) => rows.findIndex((r) => r.id === id);
    let rows = await expectPagesInOrder(1, ES_ES);
    expect(rows.length).toBe(before.length + 3);
    expect(at(rows, created[0])).toBeLessThan(at(rows, created[1]));
    expect(at(rows, created[2])).toBe(rows.length - 1);

    // Rename through the editor: 'Aaaa' becomes 'zzzzz', the wordless one gets a word, 'zzzz' loses its word.
    expect((await write('PUT', `vocs/${created[0]}/dialects/${ES_ES}`, { text: 'zzzzz después' })).status).toBe(200);
    expect((await write('PUT', `vocs/${created[2]}/dialects/${ES_ES}`, { text: 'AAAA ahora primero' })).status).toBe(200);
    expect((await write('PUT', `vocs/${created[1]}/dialects/${ES_ES}`, { text: '' })).status).toBe(200);
    rows = await expectPagesInOrder(1, ES_ES);
    expect(at(rows, created[2])).toBeLessThan(at(rows, created[0]));
    expect(at(rows, created[1])).toBe(rows.length - 1);

    // A write by another module (the CAT, a pattern change) goes to the translations alone.
    await t.server.database.db.execute(sql`update translation_texts tt set text = 'aaa desde el CAT' from translations t
      where t.id = tt.translation_id and t.ref = 22 and t.ref_id = ${created[0]} and t.field = 'word' and tt.dialect_id = ${ES_ES}`);
    rows = await expectPagesInOrder(1, ES_ES);
    expect(rows[at(rows, created[0])].word).toBe('aaa desde el CAT');
    expect(at(rows, created[0])).toBeLessThan(at(rows, created[2]));

    // Delete: the entries leave their place and the total.
    for (const id of created) expect((await write('DELETE', `vocs/${id}`)).status).toBe(200);
    rows = await expectPagesInOrder(1, ES_ES);
    expect(rows).toEqual(before);
    // The other dialects and the main vocabulary are in order too.
    await expectPagesInOrder(1, EN_US);
    await expectPagesInOrder(0, ES_ES);
  });

  it("the migration's backfill rebuilds the words and counts of existing entries", async () => {
    const migration = readFileSync(new URL('./server/migrations/0001_voc_words.sql', import.meta.url), 'utf8');
    const statement = (comment: string) => migration.split('--> statement-breakpoint').find((s) => s.trim().startsWith(comment))!;
    const db = t.server.database.db;
    await db.execute(sql`truncate voc_words, voc_counts`);
    await db.execute(sql.raw(statement('-- Backfill')));
    await db.execute(sql`truncate voc_counts`); // the insert above was counted by the trigger: count from scratch
    await db.execute(sql.raw(statement('-- voc_counts:')));
    await expectPagesInOrder(1, ES_ES);
    await expectPagesInOrder(0, ES_ES);
    const counts = await rowsOf<{ course_id: number; dialect_id: number; n: number; actual: number }>(sql`
      select c.course_id, c.dialect_id, c.n, (case when c.dialect_id = 0 then (select count(*) from vocs v where v.course_id = c.course_id)
        else (select count(*) from voc_words w where w.course_id = c.course_id and w.dialect_id = c.dialect_id) end)::int as actual from voc_counts c`);
    expect(counts.length).toBeGreaterThan(3);
    expect(counts.filter((c) => c.n !== c.actual)).toEqual([]);
  });
});
