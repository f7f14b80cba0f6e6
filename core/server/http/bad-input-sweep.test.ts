import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, TEST_ADMIN, type LoggedInServer } from '../../../tests/support/server';

/**
 * The bad-input sweep: every operation of the OpenAPI document (so routes added later are swept
 * too) is called as the administrator with bad path ids, NUL characters and lone surrogates in
 * every string field, and out-of-range numbers in every integer field. No answer may be a 5xx or
 * carry SQL, query parameters, a stack or a password hash.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
  format?: string;
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema?: Schema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Case {
  name: string;
  method: string;
  url: string;
  body?: unknown;
}

const LEAKS = /Failed query|(^|\\n)params:|\$argon2|\n\s+at |\bselect\b[^"]*\bfrom\b|\binsert into\b|\bdelete from\b|node_modules/i;
const BAD_IDS = ['2147483648', '-1', 'abc', '1.5'];
const BAD_STRINGS = { nul: 'a\u0000b', 'lone surrogate': 'a\uD800b' };
const BAD_INTEGERS = { '2^31': 2 ** 31, '2^53+1': 2 ** 53 + 1, '-2^31-1': -(2 ** 31) - 1 };

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);
const variantOf = (s: Schema) => s.anyOf?.find((v) => typeOf(v) !== 'null') ?? s.oneOf?.[0] ?? s.allOf?.[0];

/** A small value the schema accepts: the first enum value, a short string, the smallest number… */
function valid(s: Schema | undefined): unknown {
  if (!s) return undefined;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const variant = variantOf(s);
  if (variant) return valid(variant);
  switch (typeOf(s)) {
    case 'string':
      return s.format === 'date-time' ? new Date().toISOString() : 'x'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => valid(s.items));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, valid(s.properties?.[k])]));
    default:
      return s.default ?? null;
  }
}

/** Every leaf of the schema that takes a string or an integer, as a path of keys and array indexes. */
function leaves(s: Schema | undefined, path: (string | number)[] = [], out: { path: (string | number)[]; kind: 'string' | 'integer' }[] = []) {
  if (!s || path.length > 4) return out;
  const variant = variantOf(s);
  if (variant) return leaves(variant, path, out);
  const type = typeOf(s);
  if (type === 'string' && !s.enum && s.const === undefined) out.push({ path, kind: 'string' });
  if (type === 'integer' || type === 'number') out.push({ path, kind: 'integer' });
  if (type === 'array') leaves(s.items, [...path, 0], out);
  if (type === 'object') for (const [k, p] of Object.entries(s.properties ?? {})) leaves(p, [...path, k], out);
  return out;
}

/** The valid body with one leaf replaced (arrays on the way get one element). */
function withLeaf(s: Schema, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const variant = variantOf(s);
  if (variant) return withLeaf(variant, path, value);
  const [head, ...rest] = path;
  if (typeof head === 'number') return [withLeaf(s.items ?? {}, rest, value)];
  const base = (valid(s) ?? {}) as Record<string, unknown>;
  return { ...base, [head]: withLeaf(s.properties?.[head] ?? {}, rest, value) };
}

function casesOf(method: string, path: string, op: Operation): Case[] {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const url = (params: Record<string, string>, query: Record<string, string> = {}) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(params[p] ?? '1'));
    const validQuery = Object.fromEntries(queryParams.filter((q) => q.required).map((q) => [q.name, String(valid(q.schema))]));
    const qs = new URLSearchParams({ ...validQuery, ...query }).toString();
    return qs ? `${filled}?${qs}` : filled;
  };
  const body = method === 'GET' || method === 'DELETE' ? undefined : (valid(bodySchema) ?? {});
  const label = `${method} ${path}`;
  const cases: Case[] = [];
  for (const p of pathParams) for (const bad of BAD_IDS) cases.push({ name: `${label} ${p}=${bad}`, method, url: url({ [p]: bad }), body });
  // A DELETE with a good id would delete the record: its only input is the path.
  if (method === 'DELETE') return cases;
  for (const q of queryParams) {
    for (const [kind, bad] of Object.entries(BAD_STRINGS)) cases.push({ name: `${label} ?${q.name} ${kind}`, method, url: url({}, { [q.name]: bad }), body });
  }
  for (const leaf of leaves(bodySchema)) {
    const bads = leaf.kind === 'string' ? BAD_STRINGS : BAD_INTEGERS;
    for (const [kind, bad] of Object.entries(bads)) {
      cases.push({ name: `${label} body.${leaf.path.join('.')} ${kind}`, method, url: url({}), body: withLeaf(bodySchema!, leaf.path, bad) });
    }
  }
  return cases;
}

let t: LoggedInServer;
let cookie: string;
const cases: Case[] = [];
beforeAll(async () => {
  t = await loggedInServer();
  cookie = t.admin;
  const doc = (await t.call('GET', '/api/docs/json', { cookie })).body as { paths: Record<string, Record<string, Operation>> };
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (path === '/api/logout') continue; // it would end the sweep's session
    for (const [method, op] of Object.entries(ops)) cases.push(...casesOf(method.toUpperCase(), path, op));
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('bad input on every route of the OpenAPI document', () => {
  it('covers the whole API', () => {
    const routes = new Set(cases.map((c) => c.name.split(' ').slice(0, 2).join(' ')));
    expect(routes.size).toBeGreaterThan(150);
    expect(cases.some((c) => c.name.includes('body.') && c.name.endsWith('nul'))).toBe(true);
    expect(cases.some((c) => c.name.endsWith('2^31'))).toBe(true);
  });

  it('answers no 5xx and leaks nothing', async () => {
    const failures: string[] = [];
    for (const c of cases) {
      let res = await t.call(c.method as never, c.url, { cookie, body: c.body });
      if (res.status === 401 && (res.body as { logged?: boolean })?.logged === false) {
        // A case that ended the session (none should): log in again and say so.
        failures.push(`${c.name}: ended the session`);
        cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
        res = await t.call(c.method as never, c.url, { cookie, body: c.body });
      }
      const text = JSON.stringify(res.body ?? '');
      if (res.status >= 500) failures.push(`${c.name}: ${res.status} ${text.slice(0, 200)}`);
      else if (LEAKS.test(text)) failures.push(`${c.name}: leaks ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a NUL in a body string with a 400 naming the field', async () => {
    const res = await t.call('POST', '/api/courses/1/glossaries', { cookie, body: { title: 'a\u0000b' } });
    expect(res).toEqual({ status: 400, body: { error: expect.any(String), fields: { title: expect.any(String) } } });
  });

  it('refuses an out-of-range version with a 400 naming the field', async () => {
    const [g] = (await t.call('GET', '/api/courses/1/glossaries', { cookie })).body as { id: number }[];
    const res = await t.call('PUT', `/api/glossaries/${g.id}`, { cookie, body: { title: 'x', version: 2 ** 31 } });
    expect(res).toEqual({ status: 400, body: { error: expect.any(String), fields: { version: expect.any(String) } } });
  });

  it('refuses a search longer than 200 characters with a 400 naming text, on every list', async () => {
    for (const list of ['groups/1/sentences', 'groups/1/items', 'groups/1/panels', 'courses/1/glossaries', 'users']) {
      const res = await t.call('GET', `/api/${list}?text=${'x'.repeat(15_000)}`, { cookie });
      expect(res, list).toEqual({ status: 400, body: { error: expect.any(String), fields: { text: 'At most 200 characters' } } });
    }
  });

  it('refuses a path id that is not a positive int4 with a 400', async () => {
    for (const bad of BAD_IDS) {
      const res = await t.call('GET', `/api/glossaries/${bad}`, { cookie });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ fields: { id: expect.any(String) } });
    }
  });
});

describe('login without a session', () => {
  it.each([
    ['NUL', 'ad\u0000min'],
    ['1,000,000 characters', 'a'.repeat(1_000_000)],
  ])('answers 400 to a login with %s', async (_, login) => {
    const res = await t.call('POST', '/api/login', { body: { login, password: 'x' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(LEAKS);
  });
});
