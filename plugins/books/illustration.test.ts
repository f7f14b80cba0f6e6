import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { BOOKS } from './plugin';

let t: LoggedInServer;
let editor: string; // granted Books on course 1 only
let admin: string;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('ill@example.com', [[1, BOOKS]]);
});
afterAll(() => t.close());

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="190"><rect width="250" height="190" fill="#e33"/></svg>';

async function upload(bookId: number, field: string, data: string, cookie = editor) {
  const form = new FormData();
  form.append(field, new Blob([data], { type: 'image/svg+xml' }), 'book.svg');
  const encoded = new Response(form);
  const res = await t.server.app.inject({
    method: 'POST',
    url: `/api/books/${bookId}/illustration`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': encoded.headers.get('content-type')! },
  });
  return { status: res.statusCode, body: res.json() };
}
const get = (id: number, cookie = editor) => t.server.app.inject({ method: 'GET', url: `/api/books/${id}/illustration.svg`, headers: { cookie } });

describe('book illustration', () => {
  it('stores an SVG, serves it sandboxed, and removes it', async () => {
    const id = (await t.call('POST', '/api/courses/1/books', { cookie: editor, body: { title: 'Ilustrado' } })).body.data.id;
    expect((await get(id)).statusCode).toBe(404);
    expect(await upload(id, 'svg', SVG)).toMatchObject({ status: 200, body: { data: { hasIllustration: true } } });
    const served = await get(id);
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(SVG);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await t.call('GET', `/api/books/${id}`, { cookie: editor })).body.hasIllustration).toBe(true);
    expect((await t.call('DELETE', `/api/books/${id}/illustration`, { cookie: editor })).body.data.hasIllustration).toBe(false);
    expect((await get(id)).statusCode).toBe(404);
  });

  it('refuses scripts, non-SVG files and other fields with 400 naming the field, and another course', async () => {
    const id = (await t.call('POST', '/api/courses/1/books', { cookie: editor, body: { title: 'Rechazado' } })).body.data.id;
    const script = await upload(id, 'svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(script).toMatchObject({ status: 400, body: { fields: { svg: expect.any(String) } } });
    expect((await upload(id, 'svg', 'not an image')).body.fields.svg).toMatch(/not an SVG/);
    expect((await upload(id, 'png', SVG)).body.fields).toHaveProperty('png');
    expect((await t.call('GET', `/api/books/${id}`, { cookie: editor })).body.hasIllustration).toBe(false);
    const other = (await t.call('GET', '/api/courses/2/books', { cookie: admin })).body[0].id;
    expect((await upload(other, 'svg', SVG)).status).toBe(403);
  });
});
