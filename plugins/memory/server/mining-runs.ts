import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { MessageChannel } from 'node:worker_threads';
import {
  defineRunKind,
  dialects,
  notFound,
  runById,
  runInWorker,
  startRun,
  translationTexts,
  translations,
  withPartRefs,
  type Db,
  type Tasks,
} from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { MINING_DIALECT, type MiningConfig, type MiningRow, type MiningRun } from '../mining-config';
import type mine from './mining.worker';
import { patternStatuses } from './pattern-status';
import { memoryOmits } from './tables';
import { MEMORY } from '../public';

/** Segments read per step; the run's progress is saved after each. */
export const MINING_PAGE = 2000;
/** How many patterns a run keeps (the most frequent). */
export const MINING_ROW_LIMIT = 5000;

/** The US texts of the selected courses' translations of the selected source types (a course's k-lines only when it asks for them). */
function segmentFilter(cfg: MiningConfig) {
  const all = cfg.filtering.courses.map((c) => c.course_id);
  const withKlines = cfg.filtering.courses.filter((c) => c.klines).map((c) => c.course_id);
  return and(
    eq(dialects.code, MINING_DIALECT),
    ne(translationTexts.text, ''),
    inArray(translations.courseId, all.length ? all : [0]),
    inArray(translations.ref, cfg.general.translation_refs.length ? withPartRefs(cfg.general.translation_refs) : [0]),
    or(ne(translations.ref, MODULE.klines), inArray(translations.courseId, withKlines.length ? withKlines : [0])),
  );
}

const segments = (db: Db) =>
  db
    .select({ id: translationTexts.translationId, text: translationTexts.text })
    .from(translationTexts)
    .innerJoin(translations, eq(translations.id, translationTexts.translationId))
    .innerJoin(dialects, eq(dialects.id, translationTexts.dialectId));

/** The run's texts, a page at a time in the order of their translations' ids. */
export async function* miningPages(db: Db, cfg: MiningConfig): AsyncGenerator<string[]> {
  let last = 0;
  for (;;) {
    const page = await segments(db)
      .where(and(segmentFilter(cfg), gt(translationTexts.translationId, last)))
      .orderBy(asc(translationTexts.translationId))
      .limit(MINING_PAGE);
    if (!page.length) return;
    last = page[page.length - 1].id;
    yield page.map((s) => s.text);
  }
}

const MINE = new URL('./mining.worker.ts', import.meta.url);

/**
 * A mining run: its configuration, progress (segments read of total) and, once done, the patterns
 * found. One step reads every segment and hands the pages to a worker thread (mining.worker.ts),
 * which keeps the counts, so that the requests of this process do not wait for the counting; the
 * next page is read while the worker counts the last one, and progress is saved as each is
 * counted. A step tried again after a restart reads them again from the first.
 */
export const miningRuns = defineRunKind<MiningConfig, Record<string, never>, Omit<MiningRow, 'status'>[]>({
  kind: 'memory.mining',
  module: MEMORY,
  label: 'Mining run',
  retryLimit: 1,
  expireInSeconds: 1800,
  step: async (run, { db, progress }) => {
    const cfg = run.params;
    let done = 0;
    if (!(await progress({ done }))) return 'stop';
    const { port1: pages, port2 } = new MessageChannel();
    const mined = runInWorker<typeof mine>(MINE, { cfg, limit: MINING_ROW_LIMIT, pages: port2 }, [port2]);
    mined.catch(() => {}); // awaited below, or left when the step stops
    /** Sends a page; answers once the worker counted it (or rejects with the worker's error). */
    const count = (texts: string[]) => {
      const counted = new Promise((resolve) => pages.once('message', resolve));
      pages.postMessage(texts);
      const answer = Promise.race([counted, mined.then(() => Promise.reject(new Error('The mining worker ended before its pages')))]);
      answer.catch(() => {}); // awaited after the next page's read
      return answer;
    };
    const saved = async (c: { size: number; counted: Promise<unknown> } | undefined) => {
      if (!c) return true;
      await c.counted;
      done += c.size;
      return progress({ done });
    };
    try {
      let counting: { size: number; counted: Promise<unknown> } | undefined;
      for await (const texts of miningPages(db, cfg)) {
        if (!(await saved(counting))) return 'stop';
        counting = { size: texts.length, counted: count(texts) };
      }
      if (!(await saved(counting))) return 'stop';
      pages.postMessage(null);
      const rows = await mined;
      return { complete: true, result: rows.map((m, i) => ({ id: i + 1, phrasebook: m.text, count: m.count, type: m.type })) };
    } finally {
      pages.close();
    }
  },
});

/** POST memory-phrasebook/mining: a run is queued; its progress and rows are read by id. */
export async function startMining(db: Db, tasks: Tasks, cfg: MiningConfig): Promise<MiningRun> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(translationTexts)
    .innerJoin(translations, eq(translations.id, translationTexts.translationId))
    .innerJoin(dialects, eq(dialects.id, translationTexts.dialectId))
    .where(segmentFilter(cfg));
  const run = await startRun(db, tasks, miningRuns, { params: cfg, total });
  return miningView(db, run.id);
}

/** Each pattern's status now: syllabus (in the phrasebook), omit, or none; with the id of that phrasebook entry or omit. */
export async function withStatus(db: Db, rows: Omit<MiningRow, 'status'>[]): Promise<(MiningRow & { statusId: number | null })[]> {
  const statuses = await patternStatuses(
    db,
    rows.map((r) => r.phrasebook),
  );
  return rows.map((r) => {
    const { status, statusId } = statuses.get(r.phrasebook)!;
    return { ...r, status, statusId };
  });
}

/** A run as GET memory-phrasebook/mining/{id} answers it: queued until its step begins. */
export async function miningView(db: Db, id: number): Promise<MiningRun> {
  const run = await runById(db, miningRuns, id);
  if (!run) throw notFound('Mining run');
  const status = run.status === 'completed' ? 'done' : run.status === 'failed' ? 'failed' : run.startedAt ? 'running' : 'queued';
  const rows = run.status === 'completed' ? await withStatus(db, run.result ?? []) : [];
  return { id: run.id, status, total: run.total, done: run.done, error: run.error, rows };
}

export async function omit(db: Db, text: string) {
  const [o] = await db.insert(memoryOmits).values({ text }).onConflictDoUpdate({ target: memoryOmits.text, set: { text } }).returning({ id: memoryOmits.id });
  return { id: o.id };
}

export const listOmits = (db: Db) => db.select({ id: memoryOmits.id, text: memoryOmits.text }).from(memoryOmits).orderBy(asc(memoryOmits.text));

export async function deleteOmit(db: Db, id: number) {
  const [gone] = await db.delete(memoryOmits).where(eq(memoryOmits.id, id)).returning({ id: memoryOmits.id, text: memoryOmits.text });
  if (!gone) throw notFound('Omit');
  return gone;
}
