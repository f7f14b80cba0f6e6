import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';
import { resourceRows } from '../../sdk/server';

let t: LoggedInServer;
let admin: string;
let editor: string; // Conjugation on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('conjtpl@example.com', [[1, MODULE.conjugation]]);
}, 300_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });

describe('conjugation templates', () => {
  it("lists the course's demo templates, searches them, and renders one for a word", async () => {
    const rows = (await call('GET', 'courses/1/conj-template')).body as {
      id: number;
      name: string;
      wordClass: string;
      dialectCode: string;
      showToUser: boolean;
    }[];
    expect(rows.map((r) => [r.name, r.wordClass, r.dialectCode, r.showToUser])).toEqual([
      ['Singular and plural', 'noun', '', false],
      ['Present tense', 'verb', '', true],
    ]);
    expect((await call('GET', 'courses/1/conj-template?text=present')).body.map((r: { name: string }) => r.name)).toEqual(['Present tense']);
    const present = rows.find((r) => r.name === 'Present tense')!;
    const rendered = (await call('GET', `conj-template/${present.id}/render?word=hablar`)).body;
    expect(rendered.html).toBe(
      '<p><strong>hablar</strong></p><ul><li>yo hablo</li><li>tú hablas</li><li>él / ella habla</li><li>nosotros hablamos</li><li>vosotros habláis</li><li>ellos / ellas hablan</li></ul>',
    );
    expect((await call('GET', `conj-template/${present.id}/render?word=`)).body.fields).toHaveProperty('word');
  });

  it('creates, edits and deletes a template; the HTML is sanitized', async () => {
    expect((await call('GET', 'conj-template/new?course=1')).body).toMatchObject({
      id: -1,
      name: '',
      wordClass: 'verb',
      showToUser: true,
      dialectId: null,
      literal: null,
    });
    const [literal] = (await resourceRows(t.server.database.db, MODULE.tableLiterals, 1)).map((r) => r.id);
    const created = await call('POST', 'courses/1/conj-template', {
      name: 'Presente (México)',
      wordClass: 'verb',
      order: 3,
      showToUser: false,
      dialectId: 4,
      literal,
      html: '<p onclick="x()">{word}: {201}, {206}</p><script>alert(1)</script>',
    });
    expect(created.status).toBe(200);
    const { id, record, row } = created.body.data;
    expect(record).toMatchObject({
      name: 'Presente (México)',
      order: 3,
      showToUser: false,
      dialectId: 4,
      literal,
      html: '<p>{word}: {201}, {206}</p>',
      version: 1,
    });
    expect(row).toMatchObject({ id, dialectCode: 'es-MX', order: 3 });
    expect((await call('GET', `conj-template/${id}/render?word=abrir`)).body.html).toBe('<p>abrir: abro, abren</p>');

    const edited = await call('PUT', `conj-template/${id}`, { ...record, name: 'Presente', dialectId: null, version: 1 });
    expect(edited.body.data.record).toMatchObject({ name: 'Presente', dialectId: null, version: 2 });
    expect(edited.body.data.row.dialectCode).toBe('');
    expect((await call('DELETE', `conj-template/${id}`)).status).toBe(200);
    expect((await call('GET', `conj-template/${id}`)).status).toBe(404);
  });

  it('refuses bad input naming the fields, keeps nothing of it, and refuses another course', async () => {
    const bad = await call('POST', 'courses/1/conj-template', { name: '', wordClass: 'verb', order: 1.5, showToUser: 'yes', literal: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'order', 'showToUser', 'literal']));
    const [foreignLiteral] = await resourceRows(t.server.database.db, MODULE.tableLiterals, 2);
    expect((await call('POST', 'courses/1/conj-template', { name: 'x', wordClass: 'verb', literal: foreignLiteral.id })).body.fields).toEqual({
      literal: 'Belongs to another course',
    });
    const dialect = await call('POST', 'courses/1/conj-template', { name: 'x', wordClass: 'verb', dialectId: 1 });
    expect(dialect).toMatchObject({ status: 400, body: { fields: { dialectId: expect.any(String) } } });
    expect((await call('GET', 'courses/1/conj-template?text=x')).body).toEqual([]);
    expect((await call('GET', 'conj-template/2147000001')).status).toBe(404);

    const [theirs] = (await call('GET', 'courses/2/conj-template', undefined, admin)).body as { id: number }[];
    expect((await call('GET', 'courses/2/conj-template')).status).toBe(403);
    expect((await call('GET', `conj-template/${theirs.id}`)).status).toBe(403);
    expect((await call('GET', `conj-template/${theirs.id}/render?word=hablar`)).status).toBe(403);
    expect((await call('PUT', `conj-template/${theirs.id}`, { name: 'mine', wordClass: 'verb', version: 1 })).status).toBe(403);
  });
});
