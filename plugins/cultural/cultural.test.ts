import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE } from '../../sdk/shared';

let t: LoggedInServer;
let admin: string;
let editor: string; // Cultural Vocabulary and the Concept Linker on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('cultural@example.com', [
    [1, MODULE.cultural],
    [1, MODULE.conceptLinker],
  ]);
}, 300_000);
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });
const UNKNOWN = 2_147_000_001;

describe('cultural vocabulary', () => {
  it('gives every demo course items of its language, with targets and sources per dialect', async () => {
    const titles: string[][] = [];
    for (let course = 1; course <= 8; course++) {
      const rows = (await call('GET', `courses/${course}/culturalvocs`, undefined, admin)).body as { title: string; target: string; source: string }[];
      expect(rows.length, `course ${course}`).toBeGreaterThanOrEqual(2);
      expect(
        rows.every((r) => r.target && r.source),
        `course ${course}`,
      ).toBe(true);
      titles.push(rows.map((r) => r.title));
    }
    expect(titles[0]).toContain('siesta');
    expect(titles[7]).toContain('春节');
    const [siesta] = (await call('GET', 'courses/1/culturalvocs?text=siesta')).body;
    expect(siesta).toEqual({ id: expect.any(Number), title: 'siesta', wordClass: 'noun', target: 'siesta', source: 'siesta (afternoon nap)' });
    const rec = (await call('GET', `culturalvocs/${siesta.id}`)).body;
    expect(rec.targets.map((x: { dialectCode: string; text: string }) => `${x.dialectCode}:${x.text}`)).toEqual(['es-ES:siesta', 'es-MX:siesta']);
    expect(rec.sources.map((x: { dialectCode: string }) => x.dialectCode)).toEqual(['en-US', 'en-GB']);
  });

  it('creates, updates with the version, sets one dialect, and deletes an item', async () => {
    const blank = (await call('GET', 'culturalvocs/new?course=1')).body;
    expect(blank).toMatchObject({ id: -1, title: '', version: 0 });
    const created = await call('POST', 'courses/1/culturalvocs', {
      title: 'churros',
      name: 'churros',
      gender: 'm',
      wordClassCode: 'noun',
      definition: 'Fried dough eaten with chocolate.',
      targets: [{ dialectId: 2, text: 'churros' }],
      sources: [{ dialectId: 3, text: 'churros (fried dough)' }],
    });
    expect(created.status).toBe(200);
    const { id, record, row } = created.body.data;
    expect(row).toEqual({ id, title: 'churros', wordClass: 'noun', target: 'churros', source: 'churros (fried dough)' });
    const updated = await call('PUT', `culturalvocs/${id}`, { ...record, definition: 'Fried dough.', targets: [{ dialectId: 4, text: 'churros' }] });
    expect(updated.body.data.record).toMatchObject({ definition: 'Fried dough.', version: 2 });
    expect((await call('PUT', `culturalvocs/${id}`, { ...record, title: 'stale' })).status).toBe(409);
    const one = await call('PUT', `culturalvocs/${id}/target-dialect/2`, { text: 'los churros' });
    expect(one.body.data.row.target).toBe('los churros');
    expect((await call('GET', `culturalvocs/${id}/targets`)).body.map((x: { text: string }) => x.text)).toEqual(['los churros', 'churros']);
    const plural = await call('PUT', `culturalvocs/${id}/target-dialects/4`, { text: 'unos churros', version: one.body.data.record.version });
    expect(plural.body.data.record.targets[1]).toMatchObject({ dialectId: 4, text: 'unos churros' });
    expect((await call('PUT', `culturalvocs/${id}/target-dialects/4`, { text: 'stale', version: 1 })).status).toBe(409);
    expect((await call('PUT', `culturalvocs/${id}/target-dialects/3`, { text: 'x' })).status).toBe(400);
    expect((await call('GET', 'courses/1/culturalvocs-source/new')).body.map((x: { dialectId: number }) => x.dialectId)).toEqual([3, 1]);
    expect((await call('DELETE', `culturalvocs/${id}`)).status).toBe(200);
    expect((await call('GET', `culturalvocs/${id}`)).status).toBe(404);
  });

  it('answers 400 naming the fields and writes nothing', async () => {
    const before = (await call('GET', 'courses/1/culturalvocs')).body.length;
    const res = await call('POST', 'courses/1/culturalvocs', { title: ' ', gender: 5, targets: [{ dialectId: 'x', text: 'a' }] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ title: 'Required', gender: expect.any(String), 'targets.0.dialectId': expect.any(String) });
    const [siesta] = (await call('GET', 'courses/1/culturalvocs?text=siesta')).body;
    expect((await call('PUT', `culturalvocs/${siesta.id}/target-dialect/3`, { text: 'x' })).status).toBe(400);
    expect((await call('GET', 'courses/1/culturalvocs')).body.length).toBe(before);
  });

  it('answers 404 for an unknown item and 403 for another course', async () => {
    expect((await call('GET', `culturalvocs/${UNKNOWN}`)).status).toBe(404);
    expect((await call('GET', `culturalvocs/${UNKNOWN}/card`)).status).toBe(404);
    expect((await call('PUT', `culturalvocs/${UNKNOWN}`, { title: 'x', version: 1 })).status).toBe(404);
    const other = (await call('GET', 'courses/2/culturalvocs', undefined, admin)).body[0];
    expect((await call('GET', 'courses/2/culturalvocs')).status).toBe(403);
    expect((await call('GET', `culturalvocs/${other.id}`)).status).toBe(403);
    expect((await call('GET', `culturalvocs/${other.id}/card`)).status).toBe(403);
    expect((await call('DELETE', `culturalvocs/${other.id}`)).status).toBe(403);
    // The spec calls it without a course: the first item's course, whose grant it needs.
    expect((await call('GET', `tooltips-cultural-voc?culturalVocs=${other.id}`)).status).toBe(403);
  });

  it('serves its card (an array) and tooltip data', async () => {
    const [siesta] = (await call('GET', 'courses/1/culturalvocs?text=siesta')).body;
    const card = (await call('GET', `culturalvocs/${siesta.id}/card`)).body;
    expect(card).toHaveLength(1);
    expect(card[0]).toMatchObject({ id: siesta.id, title: 'siesta', definition: expect.stringContaining('sleep') });
    expect((await call('GET', `tooltips-cultural-voc?culturalVocs=${siesta.id},abc`)).body).toEqual([
      { id: siesta.id, title: 'siesta', definition: 'A short sleep after lunch, a custom of Spain.', name: 'siesta', gender: 'f', wordClassCode: 'noun' },
    ]);
  });
});
