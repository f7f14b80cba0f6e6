import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { TRANSLATIONS } from './public';

/** The translations' calls as spec 2 and 3 spell them (translationsSpecApi); the test server checks each answer against its schema. */
let t: LoggedInServer;
let user: string; // Translation Projects on course 1 only
let row: { id: number; ref: number; refId: number; field: string };
let project: { id: number; priority: number };

beforeAll(async () => {
  t = await loggedInServer();
  user = await t.signIn('spec-translations@example.com', [[1, TRANSLATIONS]]);
  const rows: (typeof row)[] = (await t.call('GET', '/api/courses/1/translations', { cookie: user })).body;
  const perRecord = new Map<string, number>();
  for (const r of rows) perRecord.set(`${r.ref}:${r.refId}`, (perRecord.get(`${r.ref}:${r.refId}`) ?? 0) + 1);
  row = rows.find((r) => perRecord.get(`${r.ref}:${r.refId}`) === 1)!;
  [project] = (await t.call('GET', '/api/translations/projects?course=1', { cookie: user })).body;
});
afterAll(() => t.close());

describe('translations as the spec calls them', () => {
  it("GET translations/refs/{ref}/items/{id} answers the record's translations", async () => {
    const res = await t.call('GET', `/api/translations/refs/${row.ref}/items/${row.refId}`, { cookie: user });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ id: row.id, ref: row.ref, refId: row.refId, field: row.field })]);
  });

  it('PUT translations/refs/{ref}/refs/{ref}/items/{id}/dialects/{d} sets a dialect, and …/check checks it', async () => {
    const d = (await t.call('GET', `/api/translations/${row.id}`, { cookie: user })).body.defaultSourceDialectId;
    const put = await t.call('PUT', `/api/translations/refs/${row.ref}/refs/${row.ref}/items/${row.refId}/dialects/${d}`, {
      cookie: user,
      body: { text: 'Spec text', status: 2 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.dialects.find((x: { dialectId: number }) => x.dialectId === d)).toMatchObject({ text: 'Spec text', status: 2 });
    const check = await t.call('PUT', `/api/translations/refs/${row.ref}/refs/${row.ref}/items/${row.refId}/check`, { cookie: user });
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ id: row.id, error: expect.toSatisfy((e: unknown) => e === null || typeof e === 'string') });
  });

  it('GET courses/{id}/translation-source/new and translation-source/new answer blank source texts', async () => {
    const res = await t.call('GET', '/api/courses/1/translation-source/new', { cookie: user });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((x: { text: string }) => x.text === '')).toBe(true);
    expect((await t.call('GET', '/api/translation-source/new?course=1', { cookie: user })).body).toEqual(res.body);
    expect((await t.call('GET', '/api/translation-source/new', { cookie: user })).body).toEqual([]);
  });

  it('GET translations/projects/{id}/grid-row and /CAT answer the project, the CAT with its rows', async () => {
    const grid = await t.call('GET', `/api/translations/projects/${project.id}/grid-row`, { cookie: user });
    expect(grid.status).toBe(200);
    expect(grid.body).toMatchObject({ id: project.id, courseId: 1 });
    const cat = await t.call('GET', `/api/translations/projects/${project.id}/CAT`, { cookie: user });
    expect(cat.status).toBe(200);
    expect(cat.body.projectRows.length).toBe(cat.body.items);
  });

  it('PUT translation-project/{id}/change-priority sets the priority', async () => {
    const res = await t.call('PUT', `/api/translation-project/${project.id}/change-priority`, { cookie: user, body: { priority: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: project.id, priority: 2 });
  });

  it('GET translations/projects/{id}/pre-translate/pre-translate?method= queues the pre-translation', async () => {
    const res = await t.call('GET', `/api/translations/projects/${project.id}/pre-translate/pre-translate?method=copy`, { cookie: user });
    expect(res.status).toBe(200);
    expect(res.body.async).toMatchObject({ mode: 'copy', processing: true });
    expect((await t.call('GET', `/api/translations/projects/${project.id}/pre-translate/pre-translate?method=nope`, { cookie: user })).status).toBe(400);
    // Spec 3 §4: the screen polls until async.processing is false, then reloads; the run's totals are then all done.
    let p = res.body;
    for (let polls = 0; p.async.processing; polls++) {
      if (polls > 200) throw new Error('async.processing never became false');
      await new Promise((r) => setTimeout(r, 100));
      p = (await t.call('GET', `/api/translations/projects/${project.id}`, { cookie: user })).body;
    }
    expect(p.async.totals).toMatchObject({ done: p.async.totals.total, pending: 0, doing: 0, percent: 100 });
  });

  it('GET translations/dashboard/create-project creates a project from a dashboard cell (as POST courses/{course}/translations/projects)', async () => {
    const GLOSSARIES = 10;
    const EN_GB = 1;
    const translator = await t.userId('spec-translations@example.com');
    const res = await t.call('GET', `/api/translations/dashboard/create-project?course=1&ref=${GLOSSARIES}&dialect=${EN_GB}&freelance=${translator}`, {
      cookie: user,
    });
    // the demo's glossaries have nothing pending in en-GB: the create's own refusal, naming the field
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ ref: 'Nothing is pending for this module and dialect' });
    expect(
      (await t.call('GET', `/api/translations/dashboard/create-project?course=2&ref=${GLOSSARIES}&dialect=${EN_GB}&freelance=${translator}`, { cookie: user }))
        .status,
    ).toBe(403);
  });
});
