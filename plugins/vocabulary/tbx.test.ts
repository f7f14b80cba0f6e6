import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainst } from '../../tests/support/schemas/validate';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { VOCS_COURSE } from './public';

const ES_ES = 2;
const EN_US = 3;

let t: LoggedInServer;
let editor: string;
beforeAll(async () => {
  t = await loggedInServer();
  editor = await t.signIn('tbx-editor@example.com', [[1, VOCS_COURSE]]);
});
afterAll(() => t.close());

const get = (path: string, cookie = editor) => t.server.app.inject({ method: 'GET', url: `/api/${path}`, headers: { cookie } });

describe('TBX export', () => {
  it("writes the course's vocabulary for a dialect pair as TBX-Basic that validates against TBX's core structure", async () => {
    const res = await get(`courses/1/vocs/tbx?from=${ES_ES}&to=${EN_US}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-es-ES-en-US\.tbx"$/);
    const xml = res.body;
    expect(xml).toContain('<martif type="TBX-Basic" xml:lang="es-ES">');
    const entries = xml.match(/<termEntry /g)?.length ?? 0;
    expect(entries).toBeGreaterThan(100);
    expect(xml).toMatch(
      /<langSet xml:lang="es-ES"><tig><term>[^<]+<\/term><termNote type="partOfSpeech">(noun|verb|adjective|adverb|properNoun|other)<\/termNote>/,
    );
    expect(xml).toContain('<termNote type="grammaticalGender">feminine</termNote>');
    const check = await validateAgainst('tbx', xml);
    expect(check.errors).toEqual([]);
    expect(check.valid).toBe(true);
  });

  it('refuses the same dialect twice, and another course', async () => {
    expect(JSON.parse((await get(`courses/1/vocs/tbx?from=${ES_ES}&to=${ES_ES}`)).body)).toMatchObject({ fields: { to: 'The two dialects must differ' } });
    expect((await get(`courses/2/vocs/tbx?from=${ES_ES}&to=${EN_US}`)).statusCode).toBe(403);
  });
});
