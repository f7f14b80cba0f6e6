import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';

/** The glossary grid's search: % and _ typed in the search box are characters, not wildcards. */
let t: LoggedInServer;
let admin: string;

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
});
afterAll(() => t.close());

const create = async (title: string, forms = '') => {
  const res = await t.call('POST', '/api/courses/1/glossaries', { cookie: admin, body: { title, sources: forms ? [{ dialectId: 3, forms }] : [] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
};
const search = async (text: string) => {
  const res = await t.call('GET', `/api/courses/1/glossaries?text=${encodeURIComponent(text)}`, { cookie: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: number }[]).map((g) => g.id).sort((a, b) => a - b);
};

describe('glossary search with % and _', () => {
  it('finds them literally, in titles and in forms', async () => {
    const all = await search('');
    const percent = await create('cien por ciento', '100%,one hundred percent');
    const underscore = await create('guion_bajo', 'underscore');
    await create('plain', 'plain');
    expect((await search('')).length).toBe(all.length + 3);
    expect(await search('%')).toEqual([percent]);
    expect(await search('0%')).toEqual([percent]);
    expect(await search('_')).toEqual([underscore]);
    expect(await search('guion_')).toEqual([underscore]);
    expect(await search('g_ion')).toEqual([]);
    expect(await search('\\')).toEqual([]);
  });
});
