/**
 * Translation memory benchmark: lookup latency of the in-process index on the large dataset
 * (`npm run seed -- --size large`, about a million segments), side by side with pg_trgm
 * (similarity, GIN index) on the same data, plus index build time and resident memory.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../core/server/db/open';
import { defaultPluginsDir, loadPlugins } from '../../core/server/plugins/load';
import { seededRandom } from '../../core/server/demo/random';
import { MemoryService } from '../../core/server/memory/memory-service';
import { ensureLargeDataset, LARGE } from './lib/large';
import type { BenchTable } from './lib/table';

const QUERIES = 1000;
const TRGM_QUERIES = Number(process.env.BENCH_TRGM_QUERIES ?? 300);
const TARGET_P95_MS = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v: number) => `${v.toFixed(1)} ms`;
const mb = (v: number) => `${Math.round(v / 1e6)} MB`;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Memory after a full collection: JS heap in use, array buffers (typed arrays' storage), resident set. */
function memoryNow() {
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, buffers: m.arrayBuffers, rss: m.rss };
}

interface Query {
  text: string;
  fromDialectId: number;
  toDialectId: number;
}

/** Mixed queries from the memory itself: a third as stored, a third with a typo, a third cut to a short prefix. */
async function sampleQueries(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<Query[]> {
  // Every k-th translation (cheap on a million rows, unlike a random sort), then a pair of its dialects.
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from translations`)) as unknown as { rows: { n: number }[] }).rows;
  const step = Math.max(1, Math.floor(n / (QUERIES * 1.5)));
  const rows = (
    (await db.execute(sql`
    select distinct on (a.translation_id) a.text, a.dialect_id as "from", b.dialect_id as "to"
      from translation_texts a join translation_texts b on b.translation_id = a.translation_id and b.dialect_id <> a.dialect_id
     where a.translation_id % ${step} = 0 and a.status = 2 and b.status = 2 and a.text <> '' and b.text <> ''
     order by a.translation_id, a.dialect_id desc limit ${QUERIES}`)) as unknown as { rows: { text: string; from: number; to: number }[] }
  ).rows;
  const random = seededRandom(7);
  return rows.map((r, i) => {
    let text = r.text;
    if (i % 3 === 1) {
      const at = Math.floor(random() * text.length);
      text = text.slice(0, at) + 'x' + text.slice(at + 1);
    } else if (i % 3 === 2) {
      text = text.split(/\s+/).slice(0, 3).join(' ').slice(0, 28);
    }
    return { text, fromDialectId: r.from, toDialectId: r.to };
  });
}

export default async function tmBench(): Promise<BenchTable> {
  ensureLargeDataset();
  const database = await openDatabase(LARGE, await loadPlugins([defaultPluginsDir]));
  const { db } = database;
  try {
    const before = memoryNow();
    let memory: MemoryService | undefined = new MemoryService(db);
    await memory.start();
    const { segments, buildMs } = memory.stats;
    console.log(`   index: ${segments} segments in ${(buildMs / 1000).toFixed(1)} s`);
    const loaded = memoryNow();
    const queries = await sampleQueries(db);
    console.log(`   ${queries.length} queries sampled`);
    const short = queries.filter((q) => q.text.length < 30).length;

    const ours: number[] = [];
    for (const q of queries) {
      const t = performance.now();
      await memory.suggest({ ...q, limit: 10 });
      ours.push(performance.now() - t);
    }
    ours.sort((a, b) => a - b);
    // The index's own memory: what a collection frees when the service is dropped. The database's
    // WebAssembly memory, grown by the load and the lookups, never shrinks and cancels out.
    const withIndex = memoryNow();
    memory = undefined;
    const without = memoryNow();
    const indexHeap = withIndex.heap - without.heap;
    const indexBuffers = withIndex.buffers - without.buffers;
    const perSegment = (indexHeap + indexBuffers) / segments;
    console.log(`   ${ours.length} index lookups done; building the pg_trgm index…`);

    const indexStarted = Date.now();
    await db.execute(sql`create index if not exists translation_texts_text_trgm on translation_texts using gin (text gin_trgm_ops)`);
    const trgmIndexMs = Date.now() - indexStarted;
    console.log(`   pg_trgm index built in ${(trgmIndexMs / 1000).toFixed(1)} s; ${TRGM_QUERIES} pg_trgm queries…`);
    const trgm: number[] = [];
    for (const q of queries.slice(0, TRGM_QUERIES)) {
      const t = performance.now();
      await db.execute(sql`
        select a.translation_id, a.text, similarity(a.text, ${q.text}) as s, b.text as translation
          from translation_texts a join translation_texts b on b.translation_id = a.translation_id and b.dialect_id = ${q.toDialectId} and b.status = 2
         where a.dialect_id = ${q.fromDialectId} and a.status = 2 and a.text % ${q.text}
         order by s desc limit 10`);
      trgm.push(performance.now() - t);
    }
    trgm.sort((a, b) => a - b);
    const speedup = percentile(trgm, 95) / percentile(ours, 95);

    return {
      title: `Translation memory (${segments.toLocaleString('en')} segments, ${QUERIES} queries, ${short} under 30 characters)`,
      rows: [
        {
          metric: 'index lookup p50 / p95 / p99',
          value: `${ms(percentile(ours, 50))} / ${ms(percentile(ours, 95))} / ${ms(percentile(ours, 99))}`,
          target: `p95 < ${TARGET_P95_MS} ms`,
          met: percentile(ours, 95) < TARGET_P95_MS,
        },
        {
          metric: `pg_trgm p50 / p95 / p99 (${trgm.length} of the same queries)`,
          value: `${ms(percentile(trgm, 50))} / ${ms(percentile(trgm, 95))} / ${ms(percentile(trgm, 99))}`,
          target: '—',
        },
        { metric: 'p95 speed-up over pg_trgm', value: `${speedup.toFixed(1)}×`, target: '≥ 10×', met: speedup >= 10 },
        { metric: 'index build at start', value: `${(buildMs / 1000).toFixed(1)} s`, target: '—' },
        { metric: 'pg_trgm GIN index build', value: `${(trgmIndexMs / 1000).toFixed(1)} s`, target: '—' },
        {
          metric: 'index memory per segment (JS heap + array buffers freed when the index is dropped, after a forced gc)',
          value: `${Math.round(perSegment)} bytes (${mb(indexHeap)} heap + ${mb(indexBuffers)} buffers)`,
          target: '≤ 250 bytes',
          met: perSegment <= 250,
        },
        {
          metric: "resident memory with the index loaded (after gc; the growth also holds the database's own)",
          value: `${mb(loaded.rss)} (+${mb(loaded.rss - before.rss)}; ${Math.round((loaded.rss - before.rss) / segments)} bytes per segment)`,
          target: '—',
        },
      ],
      notes: [
        'Lookups are MemoryService.suggest end to end: catching up with rows written since the last lookup, candidates from the trigram index, edit-distance ranking, confirmation of the results against the database.',
        'pg_trgm: `text % query` on a GIN trigram index, ordered by similarity, limit 10, joined to the translation.',
      ],
    };
  } finally {
    await database.close();
  }
}
