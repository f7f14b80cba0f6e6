import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDialects, courses, writeTranslation } from '../../sdk/server';
import { registerHealthChecks, type HealthCheckProvider } from '../../sdk/server/health';
import { startTestServer, type TestServer } from '../../sdk/server/testing';
import { items } from '../items/server/tables';
import { sentences } from '../sentences/server/tables';
import { HEALTH } from './plugin';

let t: TestServer;
let healthUser: string; // granted Health (global) only
let courseUser: string; // granted Items on course 1, no Health
let courseId: number; // a course built here: target es-ES (2), source en-US (3)

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser('health@example.com', 'health-pw', [[0, HEALTH]]);
  healthUser = await t.login('health@example.com', 'health-pw');
  await t.createUser('items-only@example.com', 'items-pw', [[1, 14]]);
  courseUser = await t.login('items-only@example.com', 'items-pw');
  const { db } = t.server.database;
  const [c] = await db.insert(courses).values({ languageId: 2, code: 'HC-T', name: 'Health test course' }).returning({ id: courses.id });
  courseId = c.id;
  await db.insert(courseDialects).values([
    { courseId, dialectId: 2, kind: 'target', position: 0 },
    { courseId, dialectId: 3, kind: 'source', position: 0 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie = healthUser) => t.call('GET', `/api/${url}`, { cookie });
type Group = { title: string; layout: string; config: { rowLabel?: string }; checks: { id: string; label: string; endpoint: string; meta: Record<string, unknown> }[] };
const groupsOf = async (id = courseId): Promise<Group[]> => (await get(`courses/${id}/health/checks`)).body.checks;
const run = async (checkId: string, id = courseId) => (await get(`courses/${id}/health/checks/${encodeURIComponent(checkId)}`)).body;

describe('health routes', () => {
  it('needs the Health module; with it, every course is readable (global module)', async () => {
    expect((await get(`courses/1/health/checks`, courseUser)).status).toBe(403);
    expect((await get(`courses/1/health/checks`)).status).toBe(200);
    expect((await get(`courses/2/health/checks`)).status).toBe(200);
    expect((await get(`courses/999999/health/checks`)).status).toBe(404);
    const list = (await get('health/courses')).body as { id: number; name: string }[];
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Spanish for English speakers', 'Health test course']));
  });

  it('lists a demo course’s checks as groups with their endpoints', async () => {
    const groups = await groupsOf(1);
    expect(groups.map((g) => g.title)).toEqual(expect.arrayContaining(['Translation completeness', 'Items', 'Sentences', 'Vocabulary', 'Concept links']));
    const matrix = groups.find((g) => g.title === 'Translation completeness')!;
    expect(matrix).toMatchObject({ layout: 'matrix', config: { rowLabel: 'Kind' } });
    const itemsEs = matrix.checks.find((c) => c.id === 'translations.14.2')!;
    expect(itemsEs).toMatchObject({
      endpoint: 'courses/1/health/checks/translations.14.2',
      meta: { rowLabel: 'Items', columnId: 2, columnLabel: 'es-ES (target)', dialectCode: 'es-ES', ref: 14, refName: 'Items' },
    });
    // Every check of the demo course runs and answers the result shape.
    for (const c of groups.flatMap((g) => g.checks)) {
      const r = (await get(c.endpoint)).body;
      expect(typeof r.completionPercent, c.id).toBe('number');
      expect(Array.isArray(r.metrics), c.id).toBe(true);
      expect(['complete', 'empty', 'missing', 'in-progress', 'unsupported']).toContain(r.status);
    }
  });

  it('measures translation completeness per kind and dialect from the texts', async () => {
    const { db } = t.server.database;
    const [a, b, c] = await db.insert(sentences).values([{ courseId }, { courseId }, { courseId }]).returning({ id: sentences.id });
    await writeTranslation(db, { courseId, ref: 16, refId: a.id, field: 'text' }, [{ dialectId: 2, text: 'Hola' }, { dialectId: 3, text: 'Hello' }]);
    await writeTranslation(db, { courseId, ref: 16, refId: b.id, field: 'text' }, [{ dialectId: 2, text: 'Adiós' }, { dialectId: 3, text: '' }]);
    await writeTranslation(db, { courseId, ref: 16, refId: c.id, field: 'text' }, [{ dialectId: 2, text: 'Gracias', status: 1 }]);
    const matrix = (await groupsOf()).find((g) => g.title === 'Translation completeness')!;
    expect(matrix.checks.map((x) => x.id).sort()).toEqual(['translations.16.2', 'translations.16.3']);
    // A kind with texts in the source dialect only has no target cell (a dash in the matrix).
    await writeTranslation(db, { courseId, ref: 7, refId: 900001, field: 'source' }, [{ dialectId: 3, text: 'Source' }]);
    const withKLines = (await groupsOf()).find((g) => g.title === 'Translation completeness')!;
    expect(withKLines.checks.filter((x) => x.meta.ref === 7).map((x) => [x.id, x.meta.rowLabel, x.meta.columnLabel]))
      .toEqual([['translations.7.3', 'K-Lines', 'en-US (source)']]);
    expect(await run('translations.7.3')).toMatchObject({ completionPercent: 100, status: 'complete' });

    // es-ES: 2 of 3 done (the third is 'doing').
    expect(await run('translations.16.2')).toEqual({
      completionPercent: 66.67, status: 'in-progress',
      metrics: [
        { label: 'Texts expected', value: 3 }, { label: 'Done', value: 2 },
        { label: 'Not done', value: 1, ref: 16, search: String(c.id) },
      ],
    });
    // en-US: only the first (the second is empty, the third has no text at all).
    expect(await run('translations.16.3')).toMatchObject({ completionPercent: 33.33, status: 'in-progress' });

    await writeTranslation(db, { courseId, ref: 16, refId: c.id, field: 'text' }, [{ dialectId: 2, text: 'Gracias', status: 2 }]);
    expect(await run('translations.16.2')).toMatchObject({ completionPercent: 100, status: 'complete', metrics: [{}, {}, { label: 'Not done', value: 0 }] });
  });

  it('counts sentences without illustration and items with errors', async () => {
    const { db } = t.server.database;
    // The three sentences above have no illustration; give one an SVG.
    expect(await run('sentences.illustration')).toMatchObject({ completionPercent: 0, status: 'missing', metrics: [{ label: 'Sentences', value: 3 }, { label: 'Without illustration', value: 3, ref: 16 }] });
    const [first] = await db.select({ id: sentences.id }).from(sentences).where(eq(sentences.courseId, courseId));
    await db.update(sentences).set({ hasSvg: true }).where(eq(sentences.id, first.id));
    expect(await run('sentences.illustration')).toMatchObject({ completionPercent: 33.33, status: 'in-progress' });

    expect(await run('items.errors')).toMatchObject({ completionPercent: 0, status: 'empty', metrics: [{ value: 0 }, { value: 0 }] });
    const rows = await db.insert(items).values([{ courseId }, { courseId, error: '<p>Missing article</p>' }, { courseId }, { courseId }]).returning({ id: items.id });
    expect(await run('items.errors')).toEqual({
      completionPercent: 75, status: 'in-progress',
      metrics: [{ label: 'Items', value: 4 }, { label: 'With errors', value: 1, ref: 14, search: String(rows[1].id) }],
    });
  });

  it('answers unsupported for vocabulary audio and concept links, and counts vocabulary without target text', async () => {
    expect(await run('vocabulary.audio')).toMatchObject({ status: 'unsupported', completionPercent: 0, metrics: [{ value: 'Unsupported' }] });
    expect(await run('concept-links.2')).toMatchObject({ status: 'unsupported' });
    expect(await run('vocabulary.target-text')).toMatchObject({ status: 'empty', metrics: [{ label: 'Entries', value: 0 }, { label: 'Without target text', value: 0 }] });
  });

  it('refuses an unknown check, and a provider’s invalid shape is a failure', async () => {
    expect((await get(`courses/${courseId}/health/checks/nope`)).status).toBe(404);
    const bad: HealthCheckProvider = {
      id: 'zz-bad',
      groups: async () => [{ title: 'Bad', layout: 'tiles', checks: [
        { id: 'bad.no-percent', label: 'No percent', run: async () => ({ metrics: [], status: 'complete' }) as never },
        { id: 'bad.no-metrics', label: 'No metrics', run: async () => ({ completionPercent: 100, status: 'complete' }) as never },
      ] }],
    };
    const remove = registerHealthChecks([bad]);
    try {
      for (const id of ['bad.no-percent', 'bad.no-metrics']) {
        expect(await get(`courses/${courseId}/health/checks/${id}`)).toEqual({ status: 502, body: { error: 'Invalid response' } });
      }
    } finally {
      remove();
    }
    expect((await groupsOf()).some((g) => g.title === 'Bad')).toBe(false);
  });
});
