import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { VOCS_COURSE, VOCS_MAIN } from './public';

const EN_US = 3;

let t: LoggedInServer;
let editor: string;
beforeAll(async () => {
  t = await loggedInServer();
  editor = await t.signIn('csv-editor@example.com', [
    [1, VOCS_COURSE],
    [0, VOCS_MAIN],
  ]);
});
afterAll(() => t.close());

const get = (path: string, cookie = editor) => t.server.app.inject({ method: 'GET', url: `/api/${path}`, headers: { cookie } });
const json = (path: string) => t.call('GET', `/api/${path}`, { cookie: editor });

/** The CSV's records (fields unquoted), the byte order mark left out. */
const records = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => [...l.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));

describe('vocabulary CSV export (server, the paged grid whole)', () => {
  it("streams every row the grid's filters give, in its order, with the grid's columns", async () => {
    const res = await get(`courses/1/vocs/csv?dialect=${EN_US}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vocabulary-1.csv"');
    const [head, ...rows] = records(res.body);
    expect(head).toEqual(['Id', 'Word', 'Title', 'G', 'Class', 'Level', 'Forms', 'Categories', 'Tree', 'Img']);
    // All of them, past the first page of the export (1,000) and the grid's (100).
    const all = (await json(`courses/1/vocs?dialect=${EN_US}`)).body as { id: number; word: string }[];
    expect(all.length).toBeGreaterThan(100);
    expect(rows.map((r) => Number(r[0]))).toEqual(all.map((r) => r.id));
    expect(rows.map((r) => r[1])).toEqual(all.map((r) => r.word));
  });

  it('takes the search and category of the grid; a mistake in the search is a 400 before any of the file', async () => {
    const all = (await json(`courses/1/vocs?dialect=${EN_US}`)).body as { id: number; word: string }[];
    const word = all.find((r) => r.word.length > 3)!.word;
    const searched = (await json(`courses/1/vocs?dialect=${EN_US}&text=${encodeURIComponent(word)}`)).body as { id: number }[];
    const res = await get(`courses/1/vocs/csv?dialect=${EN_US}&text=${encodeURIComponent(word)}`);
    expect(
      records(res.body)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(searched.map((r) => r.id));
    expect(searched.length).toBeLessThan(all.length);
    const bad = await get(`courses/1/vocs/csv?dialect=${EN_US}&text=${encodeURIComponent('T:nosuchclass')}`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).fields).toHaveProperty('text');
  });

  it('exports the main vocabulary too, and refuses a course without the grant', async () => {
    const main = await get('courses/0/vocs/csv');
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-disposition']).toBe('attachment; filename="vocabulary-main.csv"');
    expect(records(main.body)[0][0]).toBe('Id');
    expect((await get('courses/2/vocs/csv')).statusCode).toBe(403);
  });
});
