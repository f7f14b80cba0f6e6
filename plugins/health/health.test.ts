import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDialects, courses, writeTranslation } from '../../sdk/server';
import { registerHealthChecks, type HealthCheckProvider } from '../../sdk/server';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { HEALTH } from './plugin';

const ES_ES = 2; // target, the courses' default
const ES_MX = 4; // second target
const EN_US = 3; // source

let t: LoggedInServer;
let healthUser: string; // granted Health (global) only
let courseUser: string; // granted Items on course 1, no Health
let admin: string; // builds the data through the modules' routes

beforeAll(async () => {
  t = await loggedInServer();
  healthUser = await t.signIn('health@example.com', [[0, HEALTH]]);
  courseUser = await t.signIn('items-only@example.com', [[1, 14]]);
  admin = t.admin;
}, 300_000);
afterAll(() => t.close());

/** A course of its own for each test: targets es-ES (default) and es-MX, source en-US. */
async function newCourse(code: string): Promise<number> {
  const { db } = t.server.database;
  const [c] = await db
    .insert(courses)
    .values({ languageId: 2, code, name: `Health ${code}` })
    .returning({ id: courses.id });
  await db.insert(courseDialects).values([
    { courseId: c.id, dialectId: ES_ES, kind: 'target', position: 0 },
    { courseId: c.id, dialectId: ES_MX, kind: 'target', position: 1 },
    { courseId: c.id, dialectId: EN_US, kind: 'source', position: 0 },
  ]);
  return c.id;
}

const get = (url: string, cookie = healthUser) => t.call('GET', `/api/${url}`, { cookie });
async function write(method: 'POST' | 'PUT', url: string, body: unknown) {
  const res = await t.call(method, `/api/${url}`, { cookie: admin, body });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}
type Texts = { dialectId: number; text: string; status?: number }[];
const newSentence = async (courseId: number, targets: Texts = [], sources: Texts = []) =>
  (await write('POST', `groups/${courseId}/sentences`, { targets, sources })).id as number;

type Group = {
  title: string;
  layout: string;
  config: { rowLabel?: string };
  checks: { id: string; label: string; endpoint: string; meta: Record<string, unknown> }[];
};
const groupsOf = async (courseId: number): Promise<Group[]> => (await get(`courses/${courseId}/health/checks`)).body.checks;
const run = async (courseId: number, checkId: string) => (await get(`courses/${courseId}/health/checks/${encodeURIComponent(checkId)}`)).body;

describe('health routes', () => {
  it('needs the Health module; with it, every course is readable (global module)', async () => {
    const courseId = await newCourse('HC-ACCESS');
    expect((await get(`courses/1/health/checks`, courseUser)).status).toBe(403);
    expect((await get(`courses/1/health/checks`)).status).toBe(200);
    expect((await get(`courses/2/health/checks`)).status).toBe(200);
    expect((await get(`courses/999999/health/checks`)).status).toBe(404);
    const list = (await get('health/courses')).body as { id: number; name: string }[];
    expect(list).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Spanish for English speakers' },
        { id: courseId, name: 'Health HC-ACCESS' },
      ]),
    );
  });

  it('lists several courses’ checks in one answer, as each course’s own route does; unknown courses left out', async () => {
    const all = (await get('health/checks?courses=2,999999,1', courseUser)).status;
    expect(all).toBe(403);
    const res = await get('health/checks?courses=2,999999,1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { courseId: 2, checks: await groupsOf(2) },
      { courseId: 1, checks: await groupsOf(1) },
    ]);
    expect((await get('health/checks?courses=1,x')).status).toBe(400);
  });

  it('lists a demo course’s checks as groups with their endpoints; every one runs and answers the result shape', async () => {
    const groups = await groupsOf(1);
    expect(groups.map((g) => g.title)).toEqual(expect.arrayContaining(['Translation completeness', 'Items', 'Sentences', 'Vocabulary', 'Concept links']));
    const matrix = groups.find((g) => g.title === 'Translation completeness')!;
    expect(matrix).toMatchObject({ layout: 'matrix', config: { rowLabel: 'Kind' } });
    expect(matrix.checks.find((c) => c.id === 'translations.14.2')).toMatchObject({
      endpoint: 'courses/1/health/checks/translations.14.2',
      meta: { rowLabel: 'Items', columnId: 2, columnLabel: 'es-ES (target)', dialectCode: 'es-ES', ref: 14, refName: 'Items' },
    });
    // The concept linker contributes its own check, one tile per target dialect of the course (es-ES, es-MX).
    const links = groups.find((g) => g.title === 'Concept links')!;
    expect(links.layout).toBe('tiles');
    expect(links.checks.map((c) => [c.id, c.label])).toEqual([
      ['concept-links.2', 'Concept-link coverage (es-ES)'],
      ['concept-links.4', 'Concept-link coverage (es-MX)'],
    ]);
    for (const c of groups.flatMap((g) => g.checks)) {
      const r = (await get(c.endpoint)).body;
      expect(typeof r.completionPercent, c.id).toBe('number');
      expect(Array.isArray(r.metrics), c.id).toBe(true);
      expect(['complete', 'empty', 'missing', 'in-progress', 'unsupported']).toContain(r.status);
    }
    // The demo links four sentences in five and leaves the rest (and the books' and trainers' texts) for the editors and validators.
    const es = await run(1, 'concept-links.2');
    expect(es).toMatchObject({
      status: 'in-progress',
      metrics: [
        { label: 'Linkable texts' },
        { label: 'With links' },
        { label: 'Fully linked' },
        { label: 'Sentences without links', ref: 16 },
        { label: 'Segments without links', ref: 23 },
        { label: 'Reading texts without links', ref: 28 },
        { label: 'Chapter texts without links', ref: 38 },
        { label: 'Trainer segments without links', ref: 39 },
      ],
    });
    // Parts open their module on their record, the part selected: a reading text on its reading's Text tab.
    const readingText = es.metrics[5].params as { id: number; tab: string; text: number };
    expect(readingText).toEqual({ id: expect.any(Number), tab: 'text', text: expect.any(Number) });
    const texts = (await t.call('GET', `/api/readings/${readingText.id}/texts`, { cookie: admin })).body as { id: number }[];
    expect(texts.map((x) => x.id)).toContain(readingText.text);
    expect(es.completionPercent).toBeGreaterThanOrEqual(70);
    expect(es.metrics[6].value + es.metrics[7].value).toBeGreaterThan(0);
    expect(es.metrics[1].value + es.metrics.slice(3).reduce((n: number, m: { value: number }) => n + m.value, 0)).toBe(es.metrics[0].value);
  });

  it('refuses an unknown check, and a provider’s invalid shape is a failure', async () => {
    const courseId = await newCourse('HC-BAD');
    expect((await get(`courses/${courseId}/health/checks/nope`)).status).toBe(404);
    const bad: HealthCheckProvider = {
      id: 'zz-bad',
      groups: async () => [
        {
          title: 'Bad',
          layout: 'tiles',
          checks: [
            { id: 'bad.no-percent', label: 'No percent', run: async () => ({ metrics: [], status: 'complete' }) as never },
            { id: 'bad.no-metrics', label: 'No metrics', run: async () => ({ completionPercent: 100, status: 'complete' }) as never },
          ],
        },
      ],
    };
    const remove = registerHealthChecks([bad]);
    try {
      for (const id of ['bad.no-percent', 'bad.no-metrics']) {
        expect(await get(`courses/${courseId}/health/checks/${id}`)).toEqual({ status: 502, body: { error: 'Invalid response' } });
      }
    } finally {
      remove();
    }
    expect((await groupsOf(courseId)).some((g) => g.title === 'Bad')).toBe(false);
  });
});

describe('health figures, against data built in the test', () => {
  it('translation completeness agrees with the Translation Dashboard: texts to translate from the default target count in each source dialect', async () => {
    const courseId = await newCourse('HC-DASH');
    const { db } = t.server.database;
    // Exercises (8) are known only by their texts: three in es-ES, the default target, none yet in en-US.
    for (const refId of [900101, 900102, 900103])
      await writeTranslation(db, { courseId, ref: 8, refId, field: 'instructions' }, [{ dialectId: ES_ES, text: `Escribe ${refId}` }]);
    const dashboard = (await get(`translations/dashboard?course=${courseId}`, admin)).body as {
      rows: { ref: number; cells: { dialectCode: string; pending: number }[] }[];
    };
    expect(dashboard.rows.find((r) => r.ref === 8)?.cells).toEqual([expect.objectContaining({ dialectCode: 'en-US', pending: 3 })]);
    const matrix = (await groupsOf(courseId)).find((g) => g.title === 'Translation completeness')!;
    expect(matrix.checks.find((x) => x.id === 'translations.8.3')?.meta).toMatchObject({ rowLabel: 'Exercises', columnLabel: 'en-US (source)' });
    expect(await run(courseId, 'translations.8.3')).toMatchObject({
      completionPercent: 0,
      status: 'missing',
      metrics: [
        { label: 'Texts expected', value: 3 },
        { label: 'Done', value: 0 },
        { label: 'Not done', value: 3, ref: 8 },
      ],
    });
  });

  it('translation completeness: every target dialect × translatable kind, over the records of the kind', async () => {
    const courseId = await newCourse('HC-TR');
    const a = await newSentence(courseId, [{ dialectId: ES_ES, text: 'Hola' }], [{ dialectId: EN_US, text: 'Hello' }]);
    const b = await newSentence(courseId, [{ dialectId: ES_ES, text: 'Adiós' }], [{ dialectId: EN_US, text: '' }]);
    const c = await newSentence(courseId, [{ dialectId: ES_ES, text: 'Gracias' }]);
    const d = await newSentence(courseId); // no text at all: no translation row
    const { db } = t.server.database;
    // Doing: an agent's proposal, a status only the system sets.
    await writeTranslation(db, { courseId, ref: 16, refId: c, field: 'text' }, [{ dialectId: ES_ES, text: 'Gracias', status: 1 }], { system: true });
    // A kind known only by its texts, in the source dialect only (k-line sources): no target cell.
    await writeTranslation(db, { courseId, ref: 7, refId: 900001, field: 'source' }, [{ dialectId: EN_US, text: 'Source' }]);

    const matrix = (await groupsOf(courseId)).find((g) => g.title === 'Translation completeness')!;
    // Targets first (every kind of a registered module, even with nothing translated), then the
    // source dialect where a kind has texts.
    expect(matrix.checks.map((x) => x.id)).toEqual([
      'translations.12.2',
      'translations.14.2',
      'translations.16.2',
      'translations.22.2',
      'translations.23.2',
      'translations.27.2',
      'translations.41.2',
      'translations.2501.2',
      'translations.2801.2',
      'translations.3801.2',
      'translations.3901.2',
      'translations.12.4',
      'translations.14.4',
      'translations.16.4',
      'translations.22.4',
      'translations.23.4',
      'translations.27.4',
      'translations.41.4',
      'translations.2501.4',
      'translations.2801.4',
      'translations.3801.4',
      'translations.3901.4',
      'translations.7.3',
      'translations.16.3',
      // Texts a lesson shows with their translation (segments, dialog segments, reading texts): counted
      // in the source dialects too, where Publish checks them; trainer titles only there.
      'translations.23.3',
      'translations.39.3',
      'translations.2501.3',
      'translations.2801.3',
    ]);
    expect(matrix.checks.filter((x) => x.meta.ref === 7).map((x) => [x.meta.rowLabel, x.meta.columnLabel])).toEqual([['K-Lines', 'en-US (source)']]);
    expect(matrix.checks.find((x) => x.id === 'translations.16.4')!.meta).toMatchObject({ rowLabel: 'Sentences', columnLabel: 'es-MX (target)' });

    // es-ES: 2 of the 4 sentences done (c is 'doing', d has no row).
    expect(await run(courseId, 'translations.16.2')).toEqual({
      completionPercent: 50,
      status: 'in-progress',
      metrics: [
        { label: 'Texts expected', value: 4 },
        { label: 'Done', value: 2 },
        { label: 'Not done', value: 2, ref: 16, search: String(c) },
      ],
    });
    // es-MX: nothing translated, a real 0 %.
    expect(await run(courseId, 'translations.16.4')).toEqual({
      completionPercent: 0,
      status: 'missing',
      metrics: [
        { label: 'Texts expected', value: 4 },
        { label: 'Done', value: 0 },
        { label: 'Not done', value: 4, ref: 16, search: String(a) },
      ],
    });
    // en-US: only a (b's is empty, c and d have none).
    expect(await run(courseId, 'translations.16.3')).toEqual({
      completionPercent: 25,
      status: 'in-progress',
      metrics: [
        { label: 'Texts expected', value: 4 },
        { label: 'Done', value: 1 },
        { label: 'Not done', value: 3, ref: 16, search: String(b) },
      ],
    });
    // A kind without records: no data.
    expect(await run(courseId, 'translations.14.2')).toEqual({
      completionPercent: 0,
      status: 'empty',
      metrics: [
        { label: 'Texts expected', value: 0 },
        { label: 'Done', value: 0 },
        { label: 'Not done', value: 0 },
      ],
    });
    expect(await run(courseId, 'translations.7.3')).toMatchObject({ completionPercent: 100, status: 'complete' });

    // c validated (doing is the system's status, so the system moves it to done): only d is left in es-ES.
    await writeTranslation(t.server.database.db, { courseId, ref: 16, refId: c, field: 'text' }, [{ dialectId: ES_ES, text: 'Gracias', status: 2 }], {
      system: true,
    });
    expect(await run(courseId, 'translations.16.2')).toMatchObject({
      completionPercent: 75,
      status: 'in-progress',
      metrics: [{ value: 4 }, { value: 3 }, { label: 'Not done', value: 1, ref: 16, search: String(d) }],
    });
    await write('PUT', `sentences/${d}/target-dialect/${ES_ES}`, { text: 'Sí' });
    expect(await run(courseId, 'translations.16.2')).toEqual({
      completionPercent: 100,
      status: 'complete',
      metrics: [
        { label: 'Texts expected', value: 4 },
        { label: 'Done', value: 4 },
        { label: 'Not done', value: 0 },
      ],
    });
  });

  it('trainer titles are counted in the source dialects, where Publish checks them, not in the targets', async () => {
    const courseId = await newCourse('HC-TRAINER');
    const titled = (await write('POST', `courses/${courseId}/trainers`, { title: 'Colores', sources: [{ dialectId: EN_US, text: 'Colours' }] })).id;
    const untitled = (await write('POST', `courses/${courseId}/trainers`, { title: 'Desayuno' })).id;
    const ids = (await groupsOf(courseId)).find((g) => g.title === 'Translation completeness')!.checks.map((x) => x.id);
    expect(ids).toContain('translations.39.3');
    expect(ids).not.toContain('translations.39.2');
    expect(ids).not.toContain('translations.39.4');
    expect(await run(courseId, 'translations.39.3')).toEqual({
      completionPercent: 50,
      status: 'in-progress',
      metrics: [
        { label: 'Texts expected', value: 2 },
        { label: 'Done', value: 1 },
        { label: 'Not done', value: 1, ref: 39, search: String(untitled) },
      ],
    });
    const check = (await get(`groups/${courseId}/refs/39/publish-check`, admin)).body;
    expect(check.ids).toEqual([titled]);
    expect(check.details.map((d: { refId: number; error: string }) => [d.refId, d.error])).toEqual([[untitled, 'No text in en-US']]);
  });

  it('vocabulary without target text (a disabled target dialect is not expected), and its translation completeness', async () => {
    const courseId = await newCourse('HC-VOC');
    expect(await run(courseId, 'vocabulary.target-text')).toEqual({
      completionPercent: 0,
      status: 'empty',
      metrics: [
        { label: 'Entries', value: 0 },
        { label: 'Without target text', value: 0 },
      ],
    });
    const row = (dialectId: number, text: string, targetEnabled = true) => ({ dialectId, text, targetEnabled });
    const create = async (title: string, dialects: ReturnType<typeof row>[]) =>
      (await write('POST', `vocs?course=${courseId}`, { title, dialects })).id as number;
    const casa = await create('casa', [row(ES_ES, 'casa'), row(ES_MX, 'casa')]);
    const perro = await create('perro', [row(ES_ES, 'perro'), row(ES_MX, '')]);
    await create('gato', [row(ES_ES, 'gato'), row(ES_MX, '', false)]); // es-MX disabled: not expected there
    const sol = await create('sol', []); // no text in any dialect
    expect(casa).toBeLessThan(perro);

    expect(await run(courseId, 'vocabulary.target-text')).toEqual({
      completionPercent: 50,
      status: 'in-progress',
      metrics: [
        { label: 'Entries', value: 4 },
        { label: 'Without target text', value: 2, ref: 22, search: String(perro) },
      ],
    });
    expect(await run(courseId, 'translations.22.2')).toEqual({
      completionPercent: 75,
      status: 'in-progress',
      metrics: [
        { label: 'Texts expected', value: 4 },
        { label: 'Done', value: 3 },
        { label: 'Not done', value: 1, ref: 22, search: String(sol) },
      ],
    });
    expect(await run(courseId, 'translations.22.4')).toEqual({
      completionPercent: 33.33,
      status: 'in-progress',
      metrics: [
        { label: 'Texts expected', value: 3 },
        { label: 'Done', value: 1 },
        { label: 'Not done', value: 2, ref: 22, search: String(perro) },
      ],
    });

    // The missing es-MX word written through the entry's route: sol is the only one left.
    const entry = (await get(`vocs/${perro}`, admin)).body;
    await write('PUT', `vocs/${perro}`, { title: 'perro', version: entry.version, dialects: [row(ES_ES, 'perro'), row(ES_MX, 'perro')] });
    expect(await run(courseId, 'vocabulary.target-text')).toEqual({
      completionPercent: 75,
      status: 'in-progress',
      metrics: [
        { label: 'Entries', value: 4 },
        { label: 'Without target text', value: 1, ref: 22, search: String(sol) },
      ],
    });
    expect(await run(courseId, 'vocabulary.audio')).toEqual({
      completionPercent: 0,
      status: 'unsupported',
      metrics: [{ label: 'Audio is not stored yet: this check cannot run', value: 'Unsupported' }],
    });
  });

  it('concept-link coverage per target dialect: linkable texts that carry links', async () => {
    const courseId = await newCourse('HC-CL');
    const links = (group: Group[]) => group.find((g) => g.title === 'Concept links')!;
    expect(links(await groupsOf(courseId)).checks.map((c) => [c.id, c.label, c.meta])).toEqual([
      ['concept-links.2', 'Concept-link coverage (es-ES)', { dialectId: ES_ES, dialectCode: 'es-ES', columnId: ES_ES, columnLabel: 'es-ES' }],
      ['concept-links.4', 'Concept-link coverage (es-MX)', { dialectId: ES_MX, dialectCode: 'es-MX', columnId: ES_MX, columnLabel: 'es-MX' }],
    ]);
    expect(await run(courseId, 'concept-links.2')).toEqual({
      completionPercent: 0,
      status: 'empty',
      metrics: [
        { label: 'Linkable texts', value: 0 },
        { label: 'With links', value: 0 },
        { label: 'Fully linked', value: 0 },
        { label: 'Sentences without links', value: 0 },
        { label: 'Segments without links', value: 0 },
        { label: 'Reading texts without links', value: 0 },
        { label: 'Chapter texts without links', value: 0 },
        { label: 'Trainer segments without links', value: 0 },
      ],
    });

    const s1 = await newSentence(courseId, [
      { dialectId: ES_ES, text: 'Buenos días' },
      { dialectId: ES_MX, text: 'Buenos días' },
    ]);
    const s2 = await newSentence(courseId, [{ dialectId: ES_ES, text: 'Hola amigo' }]);
    const s3 = await newSentence(courseId, [{ dialectId: ES_ES, text: 'Gracias' }]);
    await newSentence(courseId, [{ dialectId: ES_ES, text: '¡…!' }]); // no word: nothing to link
    await newSentence(courseId, [], [{ dialectId: EN_US, text: 'Hello' }]); // no target text
    const s6 = await newSentence(courseId, [{ dialectId: ES_ES, text: '<b>Sí</b>' }]); // one word once the markup is dropped
    const link = (id: number, concepts: { refId: number; positions: number[] }[], dialect = ES_ES) =>
      write('PUT', `concepts-linker/ref/16/refId/${id}/target-dialect/${dialect}/links`, { concepts: concepts.map((c) => ({ ref: 22, ...c })) });
    // Concepts of this course (a link to another course's concept is refused).
    const voc = async (word: string) =>
      (await write('POST', `vocs?course=${courseId}`, { title: word, dialects: [{ dialectId: ES_ES, text: word }] })).id as number;
    const [buenos, dias, hola, gracias, si] = [await voc('buenos'), await voc('días'), await voc('hola'), await voc('gracias'), await voc('sí')];
    await link(s1, [
      { refId: buenos, positions: [0] },
      { refId: dias, positions: [1] },
    ]); // every word: fully linked
    await link(s2, [{ refId: hola, positions: [0] }]); // one of two words

    expect(await run(courseId, 'concept-links.2')).toEqual({
      completionPercent: 50,
      status: 'in-progress',
      metrics: [
        { label: 'Linkable texts', value: 4 },
        { label: 'With links', value: 2 },
        { label: 'Fully linked', value: 1 },
        { label: 'Sentences without links', value: 2, ref: 16, search: String(s3) },
        { label: 'Segments without links', value: 0 },
        { label: 'Reading texts without links', value: 0 },
        { label: 'Chapter texts without links', value: 0 },
        { label: 'Trainer segments without links', value: 0 },
      ],
    });
    // es-MX: only s1 has a text there, without links.
    expect(await run(courseId, 'concept-links.4')).toEqual({
      completionPercent: 0,
      status: 'missing',
      metrics: [
        { label: 'Linkable texts', value: 1 },
        { label: 'With links', value: 0 },
        { label: 'Fully linked', value: 0 },
        { label: 'Sentences without links', value: 1, ref: 16, search: String(s1) },
        { label: 'Segments without links', value: 0 },
        { label: 'Reading texts without links', value: 0 },
        { label: 'Chapter texts without links', value: 0 },
        { label: 'Trainer segments without links', value: 0 },
      ],
    });

    await link(s3, [{ refId: gracias, positions: [0] }]);
    await link(s6, [{ refId: si, positions: [0] }]);
    expect(await run(courseId, 'concept-links.2')).toEqual({
      completionPercent: 100,
      status: 'complete',
      metrics: [
        { label: 'Linkable texts', value: 4 },
        { label: 'With links', value: 4 },
        { label: 'Fully linked', value: 3 },
        { label: 'Sentences without links', value: 0 },
        { label: 'Segments without links', value: 0 },
        { label: 'Reading texts without links', value: 0 },
        { label: 'Chapter texts without links', value: 0 },
        { label: 'Trainer segments without links', value: 0 },
      ],
    });
    // Invalidating s1's links in es-ES takes it back out.
    expect((await t.call('POST', `/api/concepts-linker/ref/16/refId/${s1}/target-dialect/${ES_ES}/invalidate`, { cookie: admin, body: {} })).status).toBe(200);
    expect(await run(courseId, 'concept-links.2')).toMatchObject({
      completionPercent: 75,
      status: 'in-progress',
      metrics: [{ value: 4 }, { value: 3 }, { value: 2 }, { value: 1, ref: 16, search: String(s1) }, { value: 0 }, { value: 0 }, { value: 0 }, { value: 0 }],
    });
  });
});
