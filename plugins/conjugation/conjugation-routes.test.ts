import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // Conjugation on course 1 only
beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('conj@example.com', [[1, MODULE.conjugation]]);
}, 300_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });

describe('conjugation routes', () => {
  it("lists the course's demo rules and root changes", async () => {
    const rules = (await call('GET', 'courses/1/conj-rules')).body as {
      wordClass: string;
      endingToApply: string;
      endings: { inflectId: number; ending: string }[];
    }[];
    expect(rules.find((r) => r.wordClass === 'verb' && r.endingToApply === 'ar')?.endings).toEqual([
      { inflectId: 201, ending: 'o' },
      { inflectId: 202, ending: 'as' },
      { inflectId: 203, ending: 'a' },
      { inflectId: 204, ending: 'amos' },
      { inflectId: 205, ending: 'áis' },
      { inflectId: 206, ending: 'an' },
    ]);
    expect((await call('GET', 'courses/1/conjugation-root-changes')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ wordClass: 'noun', fromText: 'ión', toText: 'ion', contextNextEndingStartsWith: 'e' })]),
    );
  });

  it('creates, edits and deletes a rule with its endings', async () => {
    const created = await call('POST', 'courses/1/conj-rules', {
      name: 'verb -ger',
      wordClass: 'verb',
      endingToApply: 'ger',
      endingToRemove: 'ger',
      endings: [
        { inflectId: 201, ending: 'jo' },
        { inflectId: 202, ending: 'ges' },
      ],
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      name: 'verb -ger',
      endings: [
        { inflectId: 201, ending: 'jo' },
        { inflectId: 202, ending: 'ges' },
      ],
    });
    // Each write answers the course's rules as the Rules tab lists them.
    expect(created.body.data.rules).toEqual((await call('GET', 'courses/1/conj-rules')).body);
    expect(created.body.data.rules.map((r: { id: number }) => r.id)).toContain(id);

    const endings = await call('PUT', `conj-rules/${id}/endings`, {
      endings: [
        { inflectId: 201, ending: 'jo' },
        { inflectId: 203, ending: 'ge' },
      ],
    });
    expect(endings.body.data.endings).toEqual([
      { inflectId: 201, ending: 'jo' },
      { inflectId: 203, ending: 'ge' },
    ]);
    expect((await call('GET', `conj-rules/${id}/endings`)).body).toEqual([
      { inflectId: 201, ending: 'jo' },
      { inflectId: 203, ending: 'ge' },
    ]);
    const edited = await call('PUT', `conj-rules/${id}`, { name: 'verb -ger (coger)', wordClass: 'verb', endingToApply: 'ger', endingToRemove: 'ger' });
    expect(edited.body.data).toMatchObject({
      name: 'verb -ger (coger)',
      endings: [
        { inflectId: 201, ending: 'jo' },
        { inflectId: 203, ending: 'ge' },
      ],
    });
    expect(edited.body.data.rules.find((r: { id: number }) => r.id === id)).toMatchObject({ name: 'verb -ger (coger)' });

    const deleted = await call('DELETE', `conj-rules/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.rules.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(deleted.body.data.rules).toEqual((await call('GET', 'courses/1/conj-rules')).body);
    expect((await call('GET', `conj-rules/${id}`)).status).toBe(404);
  });

  it('creates, edits and deletes a root change', async () => {
    const created = await call('POST', 'courses/1/conjugation-root-changes', {
      wordClass: 'verb',
      fromText: 'g',
      toText: 'j',
      contextNextEndingStartsWith: 'o',
    });
    expect(created.body.data).toMatchObject({ wordClass: 'verb', fromText: 'g', toText: 'j', contextNextEndingStartsWith: 'o', priority: 0 });
    const id = created.body.data.id;
    expect((await call('PUT', `conjugation-root-changes/${id}`, { wordClass: 'verb', fromText: 'g', toText: 'j', priority: 3 })).body.data).toMatchObject({
      contextNextEndingStartsWith: '',
      priority: 3,
    });
    expect((await call('DELETE', `conjugation-root-changes/${id}`)).status).toBe(200);
    expect((await call('GET', `conjugation-root-changes/${id}`)).status).toBe(404);
  });

  it('refuses bad input with its fields, unknown ids and another course', async () => {
    const bad = await call('POST', 'courses/1/conj-rules', { name: '', wordClass: 'verb', order: 1.5, endings: [{ inflectId: 'x', ending: 'o' }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'order', 'endings.0.inflectId']));
    const mismatch = await call('POST', 'courses/1/conj-rules', { name: 'x', wordClass: 'verb', endingToApply: 'ar', endingToRemove: 'er' });
    expect(mismatch).toMatchObject({ status: 400, body: { fields: { endingToRemove: expect.any(String) } } });
    const twice = await call('POST', 'courses/1/conj-rules', {
      name: 'x',
      wordClass: 'verb',
      endings: [
        { inflectId: 201, ending: 'o' },
        { inflectId: 201, ending: 'a' },
      ],
    });
    expect(twice).toMatchObject({ status: 400, body: { fields: { 'endings.1.inflectId': expect.any(String) } } });
    expect((await call('POST', 'courses/1/conjugation-root-changes', { wordClass: 'verb', fromText: '' })).body.fields).toHaveProperty('fromText');
    expect((await call('GET', 'courses/1/conj-rules')).body.some((r: { name: string }) => r.name === 'x')).toBe(false);

    expect((await call('GET', 'conj-rules/99999999', undefined, admin)).status).toBe(404);
    expect((await call('PUT', 'conjugation-root-changes/99999999', { wordClass: 'verb', fromText: 'a' }, admin)).status).toBe(404);
    const otherRule = (await call('GET', 'courses/2/conj-rules', undefined, admin)).body[0].id;
    expect((await call('GET', 'courses/2/conj-rules')).status).toBe(403);
    expect((await call('GET', `conj-rules/${otherRule}`)).status).toBe(403);
    expect((await call('PUT', `conj-rules/${otherRule}/endings`, { endings: [] })).status).toBe(403);
    expect((await call('GET', `conj-rules/${otherRule}`, undefined, admin)).body.endings.length).toBeGreaterThan(0);
  });
});
