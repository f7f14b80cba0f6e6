import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { BOOKS } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Books on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('books@example.com', [[1, BOOKS]]);
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method as 'GET', `/api/${url}`, { cookie, body });
const titles = (rows: { title: string }[]) => rows.map((r) => r.title);

async function newBook(title = 'El libro') {
  const res = await call('POST', 'courses/1/books', { title, author: 'Ana' });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

describe('books', () => {
  it('creates, reads, lists, updates and deletes a book', async () => {
    const blank = (await call('GET', 'books/new?course=1')).body;
    expect(blank).toMatchObject({ id: -1, title: '', author: '', version: 0 });
    const res = await call('POST', 'courses/1/books', { title: 'Cuentos', author: 'Ana Ruiz' });
    const { id } = res.body.data;
    expect(res.body.data).toMatchObject({ record: { id, title: 'Cuentos', author: 'Ana Ruiz', version: 1 }, row: { id, title: 'Cuentos', chapters: 0 } });
    const list = (await call('GET', 'courses/1/books?text=ruiz')).body;
    expect(titles(list)).toEqual(expect.arrayContaining(['Cuentos', 'Un día en el mercado']));
    const saved = await call('PUT', `books/${id}`, { title: 'Cuentos cortos', author: 'Ana Ruiz', version: 1 });
    expect(saved.body.data.record).toMatchObject({ title: 'Cuentos cortos', version: 2 });
    expect((await call('PUT', `books/${id}`, { title: 'x', version: 1 })).status).toBe(409);
    expect((await call('PUT', `books/${id}/flag`, { flag: 3 })).body.data.row.flag).toBe(3);
    // The delete answers the blank book the editor shows next.
    const deleted = await call('DELETE', `books/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id, blank: blank });
    expect((await call('GET', `books/${id}`)).status).toBe(404);
  });

  it('refuses a book without a title (400 naming the field) and keeps nothing', async () => {
    const before = (await call('GET', 'courses/1/books')).body.length;
    const res = await call('POST', 'courses/1/books', { title: '  ', author: 'x' });
    expect(res).toMatchObject({ status: 400, body: { fields: { title: expect.any(String) } } });
    expect((await call('GET', 'courses/1/books')).body.length).toBe(before);
  });

  it('adds chapters at the end, edits and moves them, and deletes a chapter with its texts', async () => {
    const id = await newBook();
    const a = await call('POST', `books/${id}/chapters/new`, { title: 'Uno', lessonPos: 2 });
    expect(a.body.data.chapters).toMatchObject([{ title: 'Uno', lessonPos: 2, position: 1, nWords: 0 }]);
    await call('POST', `books/${id}/chapters/new`, { title: 'Dos' });
    const c = (await call('POST', `books/${id}/chapters/new`, { title: 'Tres' })).body.data;
    expect(c.chapters.map((x: { position: number }) => x.position)).toEqual([1, 2, 3]);

    const moved = await call('PUT', `books/chapters/${c.id}/move`, { destinationPos: 1 });
    expect(titles(moved.body.data.chapters)).toEqual(['Tres', 'Uno', 'Dos']);
    expect(moved.body.data.chapters.map((x: { position: number }) => x.position)).toEqual([1, 2, 3]);
    const last = await call('PUT', `books/chapters/${c.id}/move`, { destinationPos: 3 });
    expect(titles(last.body.data.chapters)).toEqual(['Uno', 'Dos', 'Tres']);
    expect((await call('PUT', `books/chapters/${c.id}/move`, { destinationPos: 4 })).body.fields).toEqual({
      destinationPos: 'At most 3, the number of chapters',
    });
    expect((await call('PUT', `books/chapters/${c.id}/move`, { destinationPos: 0 })).body.fields).toHaveProperty('destinationPos');

    const edited = await call('PUT', `books/chapters/${a.body.data.id}`, { title: 'Primero', lessonPos: 4 });
    expect(edited.body.data).toMatchObject({ title: 'Primero', lessonPos: 4, texts: [] });
    expect((await call('PUT', `books/chapters/${a.body.data.id}`, { title: '', lessonPos: 4 })).body.fields).toHaveProperty('title');

    const text = (await call('POST', `books/chapters/${c.id}/texts/new`, { title: 'T' })).body.data.id;
    await call('PUT', `books/chapters/texts/${text}/target-dialect/2`, { html: '<p>Pan con queso</p>' });
    const deleted = await call('DELETE', `books/chapters/${c.id}`);
    expect(titles(deleted.body.data.chapters)).toEqual(['Primero', 'Dos']);
    expect(deleted.body.data.chapters.map((x: { position: number }) => x.position)).toEqual([1, 2]);
    expect((await call('GET', `books/chapters/texts/${text}`)).status).toBe(404);
    expect((await call('GET', `books/chapters/${c.id}`)).status).toBe(404);
  });

  it('writes chapter texts per target dialect (sanitized), counts words, moves and deletes texts', async () => {
    const id = await newBook();
    const ch = (await call('POST', `books/${id}/chapters/new`, { title: 'Uno' })).body.data.id;
    const t1 = (await call('POST', `books/chapters/${ch}/texts/new`, { title: 'A' })).body.data.id;
    const t2 = (await call('POST', `books/chapters/${ch}/texts/new`, { title: 'B' })).body.data;
    expect(titles(t2.texts)).toEqual(['A', 'B']);

    const targets = await call('PUT', `books/chapters/texts/${t1}/target-dialect/2`, {
      html: '<p>Mi madre bebe <span data-gap="1">café</span></p><script>x()</script>',
    });
    expect(targets.body.data).toEqual([
      { dialectId: 2, dialectCode: 'es-ES', html: '<p>Mi madre bebe <span data-gap="1">café</span></p>' },
      { dialectId: 4, dialectCode: 'es-MX', html: '' },
    ]);
    await call('PUT', `books/chapters/texts/${t1}/target-dialect/4`, { html: '<p>Mi mamá toma café</p>' });
    await call('PUT', `books/chapters/texts/${t2.id}/target-dialect/2`, { html: '<p>Pan y queso</p>' });
    const got = (await call('GET', `books/chapters/texts/${t1}`)).body;
    expect(got.targets.map((x: { html: string }) => x.html)).toEqual(['<p>Mi madre bebe <span data-gap="1">café</span></p>', '<p>Mi mamá toma café</p>']);
    expect((await call('GET', `books/chapters/texts/${t1}/targets`)).body).toHaveLength(2);
    // Words are counted in the course's first target dialect (es-ES): 4 + 3.
    expect((await call('GET', `books/${id}/chapters`)).body[0].nWords).toBe(7);
    const bad = await call('PUT', `books/chapters/texts/${t1}/target-dialect/5`, { html: '<p>x</p>' });
    expect(bad).toMatchObject({ status: 400, body: { fields: { dialectId: expect.any(String) } } });

    expect((await call('PUT', `books/chapters/texts/${t1}`, { title: 'A2' })).body.data.title).toBe('A2');
    const moved = await call('PUT', `books/chapters/texts/${t2.id}/move`, { destinationPos: 1 });
    expect(titles(moved.body.data.texts)).toEqual(['B', 'A2']);
    const chapter = (await call('GET', `books/chapters/${ch}`)).body;
    expect(titles(chapter.texts)).toEqual(['B', 'A2']);
    expect(titles((await call('GET', `books/chapters/${ch}/texts`)).body)).toEqual(['B', 'A2']);
    const left = await call('DELETE', `books/chapters/texts/${t2.id}`);
    expect(left.body.data.texts).toMatchObject([{ title: 'A2', position: 1 }]);
  });

  it('saves a chapter text in one request (title and targets), answering the text and its chapter with the new word count', async () => {
    const id = await newBook();
    const ch = (await call('POST', `books/${id}/chapters/new`, { title: 'Uno' })).body.data.id;
    const other = (await call('POST', `books/chapters/${ch}/texts/new`, { title: 'Otro' })).body.data.id;
    await call('PUT', `books/chapters/texts/${other}/target-dialect/2`, { html: '<p>Pan y queso</p>' });
    const text = (await call('POST', `books/chapters/${ch}/texts/new`, { title: 'A' })).body.data.id;

    const saved = await call('PUT', `books/chapters/texts/${text}`, {
      title: 'A2',
      targets: [
        { dialectId: 2, html: '<p>Mi madre bebe café</p><script>x()</script>' },
        { dialectId: 4, html: '<p>Mi mamá</p>' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      id: text,
      title: 'A2',
      nWords: 4,
      targets: [
        { dialectId: 2, html: '<p>Mi madre bebe café</p>' },
        { dialectId: 4, html: '<p>Mi mamá</p>' },
      ],
      chapter: {
        id: ch,
        nWords: 7,
        texts: [
          { id: other, nWords: 3 },
          { id: text, title: 'A2', nWords: 4 },
        ],
      },
    });
    // A dialect not of the course's targets: 400 naming it, and nothing written.
    const bad = await call('PUT', `books/chapters/texts/${text}`, { title: 'A3', targets: [{ dialectId: 5, html: '<p>x</p>' }] });
    expect(bad).toMatchObject({ status: 400, body: { fields: { 'targets.0.dialectId': expect.any(String) } } });
    expect((await call('GET', `books/chapters/texts/${text}`)).body).toMatchObject({ title: 'A2', nWords: 4 });
  });

  it("refuses another course's book, chapter and text", async () => {
    const other = (await call('GET', 'courses/2/books', undefined, admin)).body[0].id;
    const ch = (await call('GET', `books/${other}/chapters`, undefined, admin)).body[0].id;
    const text = (await call('GET', `books/chapters/${ch}/texts`, undefined, admin)).body[0].id;
    expect((await call('GET', `books/${other}/chapters`)).status).toBe(403);
    expect((await call('POST', `books/${other}/chapters/new`, { title: 'x' })).status).toBe(403);
    expect((await call('PUT', `books/chapters/${ch}/move`, { destinationPos: 1 })).status).toBe(403);
    expect((await call('DELETE', `books/chapters/${ch}`)).status).toBe(403);
    expect((await call('PUT', `books/chapters/texts/${text}/target-dialect/2`, { html: 'x' })).status).toBe(403);
    expect((await call('GET', `books/chapters/${ch}`, undefined, admin)).status).toBe(200);
    expect((await call('GET', 'books/chapters/999999')).status).toBe(404);
  });
});
