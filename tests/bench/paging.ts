/**
 * Paged grid benchmark: the main vocabulary (course 0) with 100,000 entries added to the demo (a
 * fresh in-memory demo database, as the route tests use); the grid's first page (GET
 * courses/0/vocs?dialect=&offset=0&limit=100, what the paged grid asks first), a page deep in the
 * list, a searched first page, and the whole unpaged list beside them; p50/p95 through the routes.
 */
import { sql } from 'drizzle-orm';
import { maintainChangedTables } from '../../core/server/db/analyze';
import { listCacheOf } from '../../sdk/server';
import { startTestServer, TEST_ADMIN } from '../support/server';
import type { BenchTable } from './lib/table';

const ENTRIES = Number(process.env.BENCH_PAGING_ENTRIES ?? 100_000);
const RUNS = Number(process.env.BENCH_PAGING_RUNS ?? 100);
const TARGET_MS = 20;
const VOCS_MAIN = 21;
const SYLLABLES = ['ca', 'sa', 'me', 'lo', 'ri', 'tu', 'pa', 'ne', 'do', 'ga', 'vi', 'ro', 'la', 'mi', 'to', 'be'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v: number) => `${v.toFixed(1)} ms`;

export default async function pagingBench(): Promise<BenchTable> {
  const t = await startTestServer();
  try {
    const db = t.server.database.db;
    const admin = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
    const blank = (await t.call('GET', '/api/courses/0/vocs/new', { cookie: admin })).body as { dialects: { dialectId: number }[] };
    const dialect = blank.dialects[0].dialectId;

    // 100,000 entries with a word each in the grid's dialect (made-up words of three syllables and a number).
    const started = performance.now();
    const syllables = sql.raw(`(array[${SYLLABLES.map((s) => `'${s}'`).join(',')}])`);
    await db.execute(sql`insert into vocs (course_id, title)
      select 0, ${syllables}[1 + g % 16] || ${syllables}[1 + (g / 16) % 16] || ${syllables}[1 + (g / 256) % 16] || ' ' || g
      from generate_series(1, ${ENTRIES}) g`);
    await db.execute(sql`insert into translations (course_id, ref, ref_id, field)
      select 0, ${VOCS_MAIN}, v.id, 'word' from vocs v where v.course_id = 0
      and not exists (select 1 from translations t where t.ref = ${VOCS_MAIN} and t.ref_id = v.id and t.field = 'word')`);
    await db.execute(sql`insert into translation_texts (translation_id, dialect_id, text, status)
      select t.id, ${dialect}, v.title, 2 from translations t join vocs v on v.id = t.ref_id
      where t.ref = ${VOCS_MAIN} and t.field = 'word' and v.title ~ ' [0-9]+$'`);
    // What the server's maintenance does within a minute of such a change (PGlite runs no autovacuum).
    await maintainChangedTables(db, { vacuum: true });
    const filled = performance.now() - started;

    // cold: the list cache emptied before each call, as after any write (a call answered from it is
    // the same text again; a first visit to a page, or one after a save, runs the query).
    const time = async (path: string, runs: number, cold = true) => {
      const times: number[] = [];
      let answer: any;
      const warm = runs ? 5 : 0;
      for (let i = 0; i < Math.max(1, runs + warm); i++) {
        if (cold) listCacheOf(db)?.clear();
        const s = performance.now();
        const res = await t.call('GET', `/api/${path}`, { cookie: admin });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        if (i >= warm) times.push(performance.now() - s); // the first 5 warm up
        answer = res.body;
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p95: percentile(times, 95), answer };
    };
    const floor = await time('courses/config', RUNS);
    const first = await time(`courses/0/vocs?dialect=${dialect}&offset=0&limit=100`, RUNS);
    const cached = await time(`courses/0/vocs?dialect=${dialect}&offset=0&limit=100`, RUNS, false);
    const total = (first.answer as { total: number }).total;
    const deep = await time(`courses/0/vocs?dialect=${dialect}&offset=${Math.floor(total / 2)}&limit=100`, Math.ceil(RUNS / 5));
    const searched = await time(`courses/0/vocs?dialect=${dialect}&text=${encodeURIComponent('carime')}&offset=0&limit=100`, Math.ceil(RUNS / 5));
    const whole = await time(`courses/0/vocs?dialect=${dialect}`, 0).catch((e: Error) => e);
    const row = (metric: string, r: { p50: number; p95: number }, target = '', met?: boolean) => ({
      metric,
      value: `p50 ${ms(r.p50)} / p95 ${ms(r.p95)}`,
      target,
      met,
    });
    return {
      title: `Paged grid: main vocabulary with ${total.toLocaleString('en')} entries (PGlite, in-process routes)`,
      rows: [
        row('floor (GET courses/config)', floor),
        row('first page (offset 0, limit 100)', first, `p95 < ${TARGET_MS} ms`, first.p95 < TARGET_MS),
        row('first page again, from the list cache', cached),
        row('page in the middle (offset total/2, limit 100)', deep),
        row("searched first page ('carime', limit 100)", searched),
        whole instanceof Error
          ? { metric: 'whole list unpaged (every row, once)', value: `fails: ${whole.message.slice(0, 60)}`, target: '' }
          : { metric: 'whole list unpaged (every row, once)', value: ms(whole.p50), target: '' },
      ],
      notes: [
        `${ENTRIES.toLocaleString('en')} entries added in ${(filled / 1000).toFixed(1)} s; ${RUNS} calls per row after 5 warm-up calls (a fifth for the deep and searched pages).`,
        'Every row but the cached one empties the list cache before each call, so that the query runs each time.',
      ],
    };
  } finally {
    await t.close();
  }
}
