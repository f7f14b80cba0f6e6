/**
 * Concept linker benchmark on the demo data (a fresh in-memory demo database, as the route tests
 * use): guess latency per phrase (every demo sentence of every course in each target dialect,
 * through the route, and the guess itself without HTTP), and checker throughput (ids checked per
 * second through checker-ref-elements-check in batches of 25).
 */
import { guess } from '../../plugins/concept-linker/server/linker';
import { CHECK_BATCH, batches } from '../../plugins/concept-linker/shared';
import { startTestServer, TEST_ADMIN } from '../support/server';
import type { BenchTable } from './lib/table';

const TARGET_P95_MS = 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v: number) => `${v.toFixed(2)} ms`;

export default async function linkerBench(): Promise<BenchTable> {
  const t = await startTestServer();
  try {
    const db = t.server.database.db;
    const admin = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
    const courses = [
      [1, 2],
      [1, 4],
      [2, 2],
      [3, 3],
      [4, 5],
      [5, 7],
      [6, 8],
      [7, 9],
      [8, 10],
      [8, 11],
    ];
    const texts: { courseId: number; dialectId: number; id: number }[] = [];
    for (const [courseId, dialectId] of courses) {
      const ids = (await t.call('GET', `/api/groups/${courseId}/refs/16/target-dialects/${dialectId}/checker-ref-elements`, { cookie: admin }))
        .body as number[];
      texts.push(...ids.map((id) => ({ courseId, dialectId, id })));
    }
    // Warm up.
    for (const x of texts.slice(0, 50)) await guess(db, { courseId: x.courseId, ref: 16, refId: x.id, dialectId: x.dialectId, fromScratch: true });

    const direct: number[] = [];
    for (const x of texts) {
      const s = performance.now();
      await guess(db, { courseId: x.courseId, ref: 16, refId: x.id, dialectId: x.dialectId, fromScratch: false });
      direct.push(performance.now() - s);
    }
    const route: number[] = [];
    for (const x of texts) {
      const s = performance.now();
      const res = await t.call('GET', `/api/concepts-linker/ref/16/refId/${x.id}/target-dialect/${x.dialectId}/guess`, { cookie: admin });
      route.push(performance.now() - s);
      if (res.status !== 200) throw new Error(`guess ${x.id}: ${res.status}`);
    }
    direct.sort((a, b) => a - b);
    route.sort((a, b) => a - b);

    // Checker throughput: store the guessed cover of course 1's es-ES sentences, then check them all.
    const ids = texts.filter((x) => x.courseId === 1 && x.dialectId === 2).map((x) => x.id);
    for (const id of ids) {
      const g = await guess(db, { courseId: 1, ref: 16, refId: id, dialectId: 2, fromScratch: true });
      await t.call('PUT', `/api/concepts-linker/ref/16/refId/${id}/target-dialect/2/links`, { cookie: admin, body: { concepts: g.concepts } });
    }
    const started = performance.now();
    let checked = 0;
    for (const batch of batches(ids, CHECK_BATCH)) {
      const res = await t.call('GET', `/api/groups/1/refs/16/target-dialects/2/checker-ref-elements-check?ids=${batch.join(',')}`, { cookie: admin });
      checked += (res.body as unknown[]).length;
    }
    const seconds = (performance.now() - started) / 1000;

    return {
      title: 'Concept linker (demo data, in-memory PGlite)',
      rows: [
        { metric: `guess p50 (route, ${route.length} phrases in ${courses.length} course dialects)`, value: ms(percentile(route, 50)), target: '' },
        { metric: 'guess p95 (route)', value: ms(percentile(route, 95)), target: `< ${TARGET_P95_MS} ms`, met: percentile(route, 95) < TARGET_P95_MS },
        { metric: 'guess p50 (no HTTP)', value: ms(percentile(direct, 50)), target: '' },
        { metric: 'guess p95 (no HTTP)', value: ms(percentile(direct, 95)), target: `< ${TARGET_P95_MS} ms`, met: percentile(direct, 95) < TARGET_P95_MS },
        { metric: `checker throughput (${checked} ids, batches of ${CHECK_BATCH})`, value: `${(checked / seconds).toFixed(0)} ids/s`, target: '' },
      ],
      notes: ['The route figure includes Fastify inject, validation, the record access check and JSON.'],
    };
  } finally {
    await t.close();
  }
}
