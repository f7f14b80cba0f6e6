/**
 * Health benchmark: the time to run every health check of the large dataset's biggest course
 * (lib/large.ts), in process and as the Health screen does it: list the checks, then run them
 * one at a time, each as its route does (find it among the listed checks, run it on the real data).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../core/server/db/open';
import { defaultPluginsDir, loadPlugins, ModuleRegistry } from '../../core/server/plugins/load';
import { findHealthCheck, listHealthGroups } from '../../plugins/health/server';
import { ensureLargeDataset, LARGE } from './lib/large';
import type { BenchTable } from './lib/table';

const TARGET_TOTAL_S = 60;

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);

export default async function healthBench(): Promise<BenchTable> {
  ensureLargeDataset();
  const plugins = await loadPlugins([defaultPluginsDir]);
  const registry = new ModuleRegistry(plugins);
  const modules = [...registry.modules.values()];
  const database = await openDatabase(LARGE, plugins);
  const { db } = database;
  try {
    // The biggest course: the most translatable texts.
    const [big] = (
      (await db.execute(sql`
      select t.course_id as id, count(*)::int as texts from translations t join translation_texts tt on tt.translation_id = t.id
       where t.course_id > 0 group by t.course_id order by 2 desc limit 1`)) as unknown as { rows: { id: number; texts: number }[] }
    ).rows;
    const courseId = Number(big.id);

    let started = performance.now();
    const groups = await listHealthGroups({ db, courseId, modules });
    const listMs = performance.now() - started;
    const checks = groups.flatMap((g) => g.checks);

    const times: { id: string; ms: number }[] = [];
    const total0 = performance.now();
    for (const c of checks) {
      started = performance.now();
      const check = (await findHealthCheck({ db, courseId, modules }, c.id))!; // as the route does
      await check.run(db, courseId);
      times.push({ id: c.id, ms: performance.now() - started });
    }
    const totalMs = performance.now() - total0;
    const sorted = [...times].sort((a, b) => a.ms - b.ms);
    const slowest = sorted[sorted.length - 1];
    return {
      title: 'Health checks: every check of the biggest course, one at a time',
      rows: [
        { metric: 'course (translatable texts)', value: `${courseId} (${Number(big.texts).toLocaleString('en')})`, target: '' },
        { metric: 'checks', value: String(checks.length), target: '' },
        { metric: 'list the checks (GET …/health/checks)', value: ms(listMs), target: '' },
        { metric: 'run all checks, in sequence', value: ms(totalMs), target: `< ${TARGET_TOTAL_S} s`, met: totalMs < TARGET_TOTAL_S * 1000 },
        { metric: 'median check', value: ms(sorted[Math.floor(sorted.length / 2)]?.ms ?? 0), target: '' },
        { metric: 'slowest check', value: `${ms(slowest?.ms ?? 0)} (${slowest?.id ?? '-'})`, target: '' },
      ],
      notes: [
        `Database: ${LARGE.startsWith('postgres') ? 'PostgreSQL (BENCH_LARGE_DATABASE)' : `embedded PGlite in ${LARGE}`}. In process, without HTTP; each check is found as its route finds it (in the groups the listing kept) and run on the live data.`,
      ],
    };
  } finally {
    await database.close();
  }
}
