import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../../tests/support/server';
import { readSpecCalls, shapeOf } from '../../../tests/support/spec-calls';

/**
 * Every call the four specification documents name (`docs/spec`, section 7 of each) is in the
 * OpenAPI document, with the spec's method and path (a parameter's name aside: `{id}` and
 * `:courseId` are one shape), so that a change cannot drop one unseen.
 */

const SPEC = fileURLToPath(new URL('../../../docs/spec', import.meta.url));

function matches(call: string, served: string): boolean {
  const a = call.split(/[ /]/);
  const b = served.split(/[ /]/);
  return a.length === b.length && a.every((s, i) => s === b[i] || (s === '{}' && /^\d+$/.test(b[i])));
}

describe('the calls of the specification', () => {
  const reading = readSpecCalls(SPEC);
  let t: LoggedInServer;
  let served: string[];
  beforeAll(async () => {
    t = await loggedInServer();
    const res = await t.call('GET', '/api/docs/json', { cookie: t.admin });
    expect(res.status).toBe(200);
    const paths: Record<string, Record<string, unknown>> = res.body.paths;
    served = Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${shapeOf(path)}`));
  });
  /** Served: the same shape, or a literal number where the spec has a parameter (`audio/2201/{}/…` serves `audio/{ref}/{refId}/…` for that ref). */
  const isServed = (call: string) => served.some((s) => matches(call, s));
  afterAll(() => t?.close());

  it('reads every clause of section 7 that names a method or a path', () => {
    expect(reading.unread).toEqual([]);
    expect(reading.unused).toEqual([]);
    expect(new Set(reading.calls.map((c) => `${c.method} ${c.path}`)).size).toBeGreaterThan(540);
  });

  it('serves every one of them as the spec spells it', () => {
    const missing = [...new Set(reading.calls.map((c) => `${c.method} ${shapeOf(c.path)}`))].filter((call) => !isServed(call));
    expect(missing).toEqual([]);
  });
});
