import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseOfRecord, resourceRows, type RouteDef } from '../../../sdk/server';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../../tests/support/server';
import { declaredReferences, type DeclaredReference } from './references';
import type { RegisteredRoute } from './routes';

/**
 * The reference sweep: every body field a route declares a reference (sdk/shared/references.ts),
 * on every route the server registers, is sent an id that names no record and one of a record of
 * another course. Each is refused with a 400 naming the field, before the handler runs.
 */

let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer();
  cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const MISSING = 2_147_000_001;
const name = (r: RegisteredRoute) => `${r.plugin}: ${r.def.method} /api/${r.def.url}`;
const moduleAccess = (def: RouteDef) => (typeof def.access === 'object' && 'module' in def.access ? def.access : undefined);

/** A body holding only the reference, at its place ('*' as one element), and the field the answer names. */
function bodyWith(d: DeclaredReference, id: number, ref?: number): { body: unknown; field: string } {
  const leaf = d.pair ? { [d.pair.ref]: ref, [d.pair.id]: id } : id;
  const body = d.path.reduceRight<unknown>((inner, key) => (key === '*' ? [inner] : { [key]: inner }), leaf);
  const field = [...d.path.map((k) => (k === '*' ? '0' : k)), ...(d.pair ? [d.pair.id] : [])].join('.');
  return { body, field };
}

/** The route's URL for a record of course 1 (its access.sample), as the authorization sweep builds it. */
async function urlOf(r: RegisteredRoute): Promise<string | undefined> {
  const access = moduleAccess(r.def);
  if (!access) return undefined;
  const sampled = access.sample ? await access.sample(t.server.database.db, 1) : {};
  if (!sampled) return undefined;
  const values: Record<string, string | number> = { courseId: 1, ...sampled };
  const path = r.def.url.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(String(values[p] ?? 1)));
  const courseInQuery = !!(r.def.query as { shape?: Record<string, unknown> } | undefined)?.shape?.course;
  return `/api/${path}${courseInQuery ? '?course=1' : ''}`;
}

const declaring = () =>
  t.server.routes.filter((r) => r.def.method !== 'GET' && r.def.method !== 'DELETE').flatMap((r) => declaredReferences(r.def.body).map((d) => ({ r, d })));

describe('declared references', () => {
  it('are declared on the writes that name other records', () => {
    const fields = declaring().map(({ r, d }) => `${name(r)} body.${d.path.join('.')}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'panels: PUT /api/panels/:id body.concept',
        'panels: PUT /api/panels/:id body.sentences.*',
        'panels: PUT /api/panels/:id body.kLines.*',
        'panels: PUT /api/panels/:id body.lessonId',
        'panels: PUT /api/panels/:id body.activeInflectTemplate',
        'panels: PUT /api/panelBlock/block/:id/add-element body.data.sentences.*.sentenceId',
        'panels: PUT /api/panelBlock/element/:id body.data',
        'panels: POST /api/groups/:courseId/panels-clone body.id',
        'panels: POST /api/groups/:courseId/panels-copy body.toCourseId',
        'klines: PUT /api/k-lines/:id body.panelIntroId',
        'segments: PUT /api/segments/:id body.panelId',
        'conjugation: PUT /api/conj-template/:id body.literal',
        'tables: PUT /api/literals/:id body.tables.*',
        'tables: PUT /api/literals/:id body.charts.*.id',
        'compounds: PUT /api/compounds/:id body.compoundType',
        'compounds: PUT /api/compounds/:id body.wordClass',
        'compounds: PUT /api/compounds/:id body.items.*',
        'vocabulary: PUT /api/vocs/:id body.wordClassId',
        'vocabulary: PUT /api/vocs/:id body.vocCategories.*',
        'vocabulary: PUT /api/vocs/:id/parent body.parent',
        'vocabulary: PUT /api/Voc-Categories/:id body.parent',
        'lesson-outline: PUT /api/lessonOutline/lessonCycle/:id/add-activity body.',
        'lesson-outline: PUT /api/lessonOutline/lessonCycle/:id/move body.destinationLessonId',
        'lesson-outline: PUT /api/lessonOutline/lessonCycleActivity/:id/move body.destinationCycleId',
        'feedback: POST /api/feedback/courses/:courseId/ratings body.',
        'dialogs: PUT /api/dialogs/:id body.headingId',
        'exercises: PUT /api/exercises/:id body.headingId',
        'readings: PUT /api/readings/exercises/:id body.readingTextId',
        'concept-linker: PUT /api/concepts-linker/ref/:ref/refId/:refId/target-dialect/:dialect/links body.concepts.*',
        'audio: POST /api/courses/:courseId/target-dialects/:dialectId/refs/:ref/audio-create-sets body.artistIds.*',
        'memory: PUT /api/memory/means-sets/:id body.em1_phrasebook_id',
        'admin: POST /api/courses body.languageId',
      ]),
    );
  });

  it('refuse an id that names no record, with a 400 naming the field', async () => {
    const failures: string[] = [];
    let swept = 0;
    for (const { r, d } of declaring()) {
      const url = await urlOf(r);
      if (!url) continue;
      const { body, field } = bodyWith(d, MISSING, d.ref ?? moduleAccess(r.def)!.module);
      const res = await t.call(r.def.method, url, { cookie, body });
      swept++;
      const fields = (res.body as { fields?: Record<string, string> }).fields ?? {};
      if (res.status !== 400 || fields[field] !== 'No such record') failures.push(`${name(r)} ${field}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
    expect(swept).toBeGreaterThan(0);
  });

  it("refuse another course's record, with a 400 naming the field", async () => {
    const failures: string[] = [];
    let swept = 0;
    for (const { r, d } of declaring()) {
      const url = await urlOf(r);
      const ref = d.ref;
      if (!url || ref === undefined) continue;
      const [foreign] = await resourceRows(t.server.database.db, ref, 2);
      // A record of no course (a heading, a phrasebook entry) may be named from any course.
      if (!foreign || (await courseOfRecord(t.server.database.db, ref, foreign.id)) !== 2) continue;
      const { body, field } = bodyWith(d, foreign.id);
      const res = await t.call(r.def.method, url, { cookie, body });
      swept++;
      const fields = (res.body as { fields?: Record<string, string> }).fields ?? {};
      if (res.status !== 400 || fields[field] !== 'Belongs to another course') failures.push(`${name(r)} ${field}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
    expect(swept).toBeGreaterThan(0);
  });
});
