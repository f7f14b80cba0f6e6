import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { SENTENCES } from './plugin';
import { ILLUSTRATION_MAX_BYTES } from './rules';
import { pngOf } from '../../tests/unit/fixtures/media';

let t: LoggedInServer;
let admin: string;
let editor: string; // Sentences on course 1 only
const filesDir = mkdtempSync(join(tmpdir(), 'cm-files-'));

beforeAll(async () => {
  t = await loggedInServer({ filesDir });
  admin = t.admin;
  editor = await t.signIn('illustrator@example.com', [[1, SENTENCES]]);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="250" height="190"><rect width="250" height="190" fill="#e33"/></svg>\n';
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Part = { data: string | Buffer; type?: string; name?: string };

/** Posts a multipart body the way the browser's FormData does. */
async function upload(path: string, parts: Record<string, Part>, cookie = editor) {
  const form = new FormData();
  for (const [field, p] of Object.entries(parts))
    form.append(
      field,
      new Blob([typeof p.data === 'string' ? p.data : new Uint8Array(p.data)], { type: p.type ?? 'application/octet-stream' }),
      p.name ?? `illustration.${field}`,
    );
  const encoded = new Response(form);
  const res = await t.server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': encoded.headers.get('content-type')! },
  });
  return { status: res.statusCode, body: res.json() };
}

const newSentence = async (courseId = 1, cookie = editor) => {
  const res = await t.call('POST', `/api/groups/${courseId}/sentences`, { cookie, body: { targets: [{ dialectId: 2, text: 'Hay un coche rojo.' }] } });
  return res.body.data.id as number;
};
const both = { svg: { data: SVG, type: 'image/svg+xml' }, png: { data: PNG, type: 'image/png' } };

describe('illustration upload', () => {
  it('stores both files, answers status 1, sets the flags without changing the version, and serves them back', async () => {
    const id = await newSentence();
    const res = await upload(`svg/${SENTENCES}/${id}`, both);
    expect(res).toEqual({ status: 200, body: { result: 'OK', ok: true, data: { status: 1, hasSvg: true, hasPng: true } } });
    expect(readFileSync(join(filesDir, `${SENTENCES}/${id}/illustration.svg`), 'utf8')).toBe(SVG);
    expect(readFileSync(join(filesDir, `${SENTENCES}/${id}/illustration.png`))).toEqual(PNG);
    expect((await t.call('GET', `/api/sentences/${id}`, { cookie: editor })).body).toMatchObject({ hasSvg: true, hasPng: true, version: 1 });
    expect((await t.call('GET', `/api/groups/1/sentences/${id}`, { cookie: editor })).body.hasIllustration).toBe(true);

    for (const bg of ['light', 'dark']) {
      const svg = await t.server.app.inject({ method: 'GET', url: `/api/svg/${SENTENCES}/${id}/${bg}.svg`, headers: { cookie: editor } });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.headers['content-security-policy']).toContain('sandbox');
      expect(svg.headers['x-content-type-options']).toBe('nosniff');
      expect(svg.body).toBe(SVG);
      const png = await t.server.app.inject({ method: 'GET', url: `/api/svg/${SENTENCES}/${id}/${bg}.png`, headers: { cookie: editor } });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload).toEqual(PNG);
    }
  });

  it('needs both files: 400 naming the missing one (svg, png), and keeps nothing', async () => {
    const id = await newSentence();
    expect(await upload(`svg/${SENTENCES}/${id}`, { svg: both.svg })).toEqual({
      status: 400,
      body: { error: 'The upload needs both an SVG and a PNG file (missing: png).', fields: { png: 'Required' } },
    });
    expect((await upload(`svg/${SENTENCES}/${id}`, { png: both.png, other: { data: 'x' } })).body.fields).toEqual({ other: 'Not expected' });
    expect((await upload(`svg/${SENTENCES}/${id}`, { svg: { data: '' }, png: both.png })).body.fields).toEqual({ svg: 'The file is empty' });
    const json = await t.call('POST', `/api/svg/${SENTENCES}/${id}`, { cookie: editor, body: {} });
    expect(json).toMatchObject({ status: 400, body: { fields: { svg: 'Required', png: 'Required' } } });
    expect(existsSync(join(filesDir, `${SENTENCES}/${id}`))).toBe(false);
    expect((await t.call('GET', `/api/sentences/${id}`, { cookie: editor })).body).toMatchObject({ hasSvg: false, hasPng: false });
  });

  it('refuses files with errors: 400 with the reason the screen shows after "File with errors:"', async () => {
    const id = await newSentence();
    const notSvg = await upload(`svg/${SENTENCES}/${id}`, { svg: { data: 'hello' }, png: both.png });
    expect(notSvg).toEqual({ status: 400, body: { error: 'The SVG file is not an SVG image.', fields: { svg: 'The SVG file is not an SVG image.' } } });
    const notPng = await upload(`svg/${SENTENCES}/${id}`, { svg: both.svg, png: { data: SVG } });
    expect(notPng.body).toEqual({ error: 'The PNG file is not a PNG image.', fields: { png: 'The PNG file is not a PNG image.' } });
    const scripted = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await upload(`svg/${SENTENCES}/${id}`, { svg: { data: scripted }, png: both.png })).body.fields.svg).toMatch(/scripts or event handlers/);
    const handler = '<svg xmlns="http://www.w3.org/2000/svg"><rect onclick="x()"/></svg>';
    expect((await upload(`svg/${SENTENCES}/${id}`, { svg: { data: handler }, png: both.png })).status).toBe(400);
    const entity = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>';
    expect((await upload(`svg/${SENTENCES}/${id}`, { svg: { data: entity }, png: both.png })).body.fields.svg).toMatch(/entities/);
    const big = Buffer.concat([PNG, Buffer.alloc(ILLUSTRATION_MAX_BYTES)]);
    expect((await upload(`svg/${SENTENCES}/${id}`, { svg: both.svg, png: { data: big } })).body).toEqual({
      error: 'The PNG file is larger than 2 MB.',
      fields: { png: 'The PNG file is larger than 2 MB.' },
    });
    const twoBad = await upload(`svg/${SENTENCES}/${id}`, { svg: { data: 'x' }, png: { data: 'y' } });
    expect(twoBad.body.error).toBe('The SVG file is not an SVG image. The PNG file is not a PNG image.');
    expect((await t.call('GET', `/api/sentences/${id}`, { cookie: editor })).body).toMatchObject({ hasSvg: false, hasPng: false });
  });

  it("decodes the PNG's header (8,000 px a side at most) and refuses an SVG that would fetch anything", async () => {
    const id = await newSentence();
    const huge = pngOf(60000, 60000);
    expect(huge.length).toBeLessThan(12 * 1024);
    const tooLarge = 'The PNG file is 60000 x 60000 pixels; at most 8,000 a side is taken.';
    expect(await upload(`svg/${SENTENCES}/${id}`, { svg: both.svg, png: { data: huge, type: 'image/png' } })).toEqual({
      status: 400,
      body: { error: tooLarge, fields: { png: tooLarge } },
    });
    const xslt =
      '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:text/xml;base64,PHg+"?><svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
    expect((await upload(`svg/${SENTENCES}/${id}`, { svg: { data: xslt }, png: both.png })).body.fields).toEqual({
      svg: 'The SVG file contains the processing instruction <?xml-stylesheet?>, which is not allowed.',
    });
    const fill = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/p.svg#a)"/></svg>';
    expect((await upload(`svg/${SENTENCES}/${id}`, { svg: { data: fill }, png: both.png })).body.fields.svg).toMatch(/links to other files/);
    expect((await t.call('GET', `/api/sentences/${id}`, { cookie: editor })).body).toMatchObject({ hasSvg: false, hasPng: false });
    expect((await upload(`svg/${SENTENCES}/${id}`, { svg: both.svg, png: { data: pngOf(250, 190), type: 'image/png' } })).status).toBe(200);
  });

  it('refuses any other file before reading it, so junk parts are never buffered', async () => {
    const id = await newSentence();
    const junk = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`junk${i}`, { data: Buffer.alloc(1024 * 1024, 1) }]));
    const res = await upload(`svg/${SENTENCES}/${id}`, { ...junk, ...both });
    expect(res).toEqual({ status: 400, body: { error: expect.stringContaining("Unexpected file 'junk0'"), fields: { junk0: 'Not expected' } } });
    expect(existsSync(join(filesDir, `${SENTENCES}/${id}/illustration.svg`))).toBe(false);
  });

  it('replaces an illustration, and DELETE removes the files and the flags', async () => {
    const id = await newSentence();
    await upload(`svg/${SENTENCES}/${id}`, both);
    const other = SVG.replace('#e33', '#3e3');
    expect((await upload(`svg/${SENTENCES}/${id}`, { ...both, svg: { data: other } })).status).toBe(200);
    expect(readFileSync(join(filesDir, `${SENTENCES}/${id}/illustration.svg`), 'utf8')).toBe(other);
    expect(await t.call('DELETE', `/api/svg/${SENTENCES}/${id}`, { cookie: editor })).toEqual({
      status: 200,
      body: { result: 'OK', ok: true, data: { status: 1, hasSvg: false, hasPng: false } },
    });
    expect(existsSync(join(filesDir, `${SENTENCES}/${id}/illustration.svg`))).toBe(false);
    expect((await t.call('GET', `/api/sentences/${id}`, { cookie: editor })).body).toMatchObject({ hasSvg: false, hasPng: false });
    expect((await t.call('GET', `/api/svg/${SENTENCES}/${id}/light.svg`, { cookie: editor })).status).toBe(404);
  });

  it("applies the record's access rules: 401 without a session, 403 for another course, 404 for unknown records", async () => {
    const theirs = await newSentence(2, admin);
    expect((await upload(`svg/${SENTENCES}/${theirs}`, both)).status).toBe(403);
    expect((await t.call('DELETE', `/api/svg/${SENTENCES}/${theirs}`, { cookie: editor })).status).toBe(403);
    expect((await t.call('GET', `/api/svg/${SENTENCES}/${theirs}/light.svg`, { cookie: editor })).status).toBe(403);
    expect((await upload(`svg/${SENTENCES}/${theirs}`, both, admin)).status).toBe(200);
    expect((await upload(`svg/${SENTENCES}/2147000001`, both)).status).toBe(404);
    expect((await t.call('GET', `/api/svg/${SENTENCES}/${theirs}/light.svg`, {})).status).toBe(401);
    const mine = await newSentence();
    expect((await t.call('GET', `/api/svg/${SENTENCES}/${mine}/light.svg`, { cookie: editor })).status).toBe(404); // none uploaded
    expect((await t.call('GET', `/api/svg/${SENTENCES}/${mine}/sepia.svg`, { cookie: editor })).body.fields).toEqual({
      file: 'Expected light or dark, .svg or .png',
    });
    // A module whose records have no illustrations.
    const [glossary] = (await t.call('GET', '/api/courses/1/glossaries', { cookie: admin })).body;
    expect(await upload(`svg/10/${glossary.id}`, both, admin)).toEqual({ status: 404, body: { error: 'Module 10 has no illustrations' } });
  });
});
