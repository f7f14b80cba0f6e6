import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  defineRunKind,
  dialects,
  HttpError,
  notFound,
  runById,
  runByKey,
  startRun,
  translationTexts,
  translations,
  withPartRefs,
  type Db,
  type Tasks,
} from '../../../../sdk/server';
import { MODULE } from '../../../../sdk/shared';
import { MINING_DIALECT } from '../../mining-config';
import type { ConsistencyGroup, ConsistencyMember, FrequencyRow, ReportConfig, ReportRow, ReportRun } from '../../pattern-config';
import { normalized, patternMatcher, patternsIn, patternWords, SCAN_PAGE, segmentPages } from '../pattern-scan';
import { MEMORY } from '../../public';
import { exactMatch } from '../translator';

/** How many places a frequency row lists (its count is the whole number). */
export const ID_MAP_LIMIT = 200;
/** How close a rendering must be to the phrasebook's to count as one (Dice of character bigrams). */
export const RENDERING_SIMILARITY = 0.5;
/** Pattern Consistency reads a dialect's renderings of the en-US phrases. */
export const NOT_US = `Pattern Consistency compares a dialect with ${MINING_DIALECT}: choose another dialect`;
const PANEL_REFS: number[] = [MODULE.panelTitle, MODULE.panelIntro];

const scopeOf = (cfg: ReportConfig) => ({ courseIds: cfg.filtering.courses.map((c) => c.course_id), refs: withPartRefs(cfg.refs), dialectId: cfg.dialect });

/** The texts of the dialect a report reads (not empty, in the courses and refs chosen). */
const consistencyScope = (cfg: ReportConfig) => {
  const s = scopeOf(cfg);
  return and(
    eq(translationTexts.dialectId, s.dialectId),
    ne(translationTexts.text, ''),
    inArray(translations.courseId, s.courseIds),
    inArray(translations.ref, s.refs),
  );
};

const usDialect = async (db: Db) => (await db.select({ id: dialects.id }).from(dialects).where(eq(dialects.code, MINING_DIALECT)))[0]?.id;

/** How many texts a report reads: the scope's texts of the dialect; for consistency, those with a US text too (the texts it compares). */
async function countScope(db: Db, kind: ReportKind, cfg: ReportConfig) {
  const usId = kind === 'consistency' ? await usDialect(db) : undefined;
  const q = db.select({ n: sql<number>`count(*)::int` }).from(translationTexts).innerJoin(translations, eq(translations.id, translationTexts.translationId));
  const [{ n }] = await (usId
    ? q.innerJoin(sql`translation_texts u`, sql`u.translation_id = ${translations.id} and u.dialect_id = ${usId} and u.text <> ''`)
    : q
  ).where(consistencyScope(cfg));
  return n;
}

/**
 * Each phrasebook entry with its rendering in the dialect: the phrasebook's, else how the courses
 * translate the phrase alone (a done US text that is the phrase, with a done text in the dialect),
 * so that a phrasebook not yet translated into the dialect is compared with the courses' own usage.
 */
async function referencePatterns(db: Db, usId: number, dialectId: number) {
  const own = new Map((await patternsIn(db, dialectId)).map((p) => [p.id, p.pattern]));
  const out: { id: number; phrase: string; pattern: string }[] = [];
  for (const e of await patternsIn(db, usId)) {
    const pattern = own.get(e.id) ?? (e.phrase.includes('___') ? undefined : (await exactMatch(db, e.phrase, usId, dialectId))?.text);
    const words = pattern ? patternWords(pattern).join(' ').trim() : '';
    if (words) out.push({ id: e.id, phrase: e.phrase, pattern: own.has(e.id) ? (pattern ?? '') : words });
  }
  return out;
}

/** Pattern Frequency: for each phrasebook entry's pattern in the dialect, how many of the scope's texts hold it, and where. */
async function frequency(db: Db, cfg: ReportConfig, progress: (done: number) => Promise<void>): Promise<FrequencyRow[]> {
  const patterns = (await patternsIn(db, cfg.dialect)).map((p) => ({ ...p, test: patternMatcher(p.pattern), count: 0, id_map: [] as FrequencyRow['id_map'] }));
  let done = 0;
  for await (const page of segmentPages(db, scopeOf(cfg))) {
    for (const s of page) {
      const t = normalized(s.text);
      for (const p of patterns) {
        if (!p.test(t)) continue;
        p.count += 1;
        if (p.id_map.length < ID_MAP_LIMIT)
          p.id_map.push({ translation_id: s.id, course_id: s.courseId, panel_id: PANEL_REFS.includes(s.ref) ? s.refId : null, ref: s.ref, ref_id: s.refId });
      }
    }
    await progress((done += page.length));
  }
  return patterns
    .filter((p) => p.count > 0)
    .map((p) => ({ id: p.id, pattern: p.pattern, count: p.count, id_map: p.id_map }))
    .sort((a, b) => b.count - a.count || a.pattern.localeCompare(b.pattern));
}

const bigrams = (s: string) => {
  const out = new Map<string, number>();
  for (let i = 0; i + 2 <= s.length; i++) out.set(s.slice(i, i + 2), (out.get(s.slice(i, i + 2)) ?? 0) + 1);
  return out;
};
/** Dice's coefficient of character bigrams. */
export function dice(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  for (const [k, n] of x) shared += Math.min(n, y.get(k) ?? 0);
  const total = Math.max(1, a.length - 1) + Math.max(1, b.length - 1);
  return (2 * shared) / total;
}

/**
 * How a text renders a pattern: the pattern itself when the text holds it, else the run of words
 * (the pattern's length, one more or one less) most like it, when like enough; else nothing.
 */
export function renderingIn(text: string, pattern: string): string | null {
  const words = patternWords(pattern).join(' ').trim();
  if (!words) return null;
  const t = normalized(text);
  if (patternMatcher(pattern)(t)) return words;
  const n = words.split(' ').length;
  let best: { w: string; s: number } | null = null;
  for (const line of t.split('\n')) {
    const toks = line.trim().split(' ').filter(Boolean);
    // A rendering may drop a word of a longer pattern, never be one word for two.
    for (let len = n >= 3 ? n - 1 : n; len <= n + 1; len++) {
      for (let i = 0; i + len <= toks.length; i++) {
        const w = toks.slice(i, i + len).join(' ');
        const s = dice(w, words);
        if (!best || s > best.s) best = { w, s };
      }
    }
  }
  return best && best.s >= RENDERING_SIMILARITY ? best.w : null;
}

/**
 * Pattern Consistency: for each phrasebook entry with a rendering in the dialect, the scope's
 * translations whose US text holds the entry's phrase, grouped by how their dialect text renders
 * it; a group is listed when some translation renders it otherwise than the phrasebook.
 */
async function consistency(db: Db, cfg: ReportConfig, progress: (done: number) => Promise<void>): Promise<ConsistencyGroup[]> {
  const usId = await usDialect(db);
  if (!usId || usId === cfg.dialect) return [];
  const patterns = (await referencePatterns(db, usId, cfg.dialect))
    .filter((p) => !p.phrase.includes('___') && !p.pattern.includes('___'))
    .map((p) => ({ ...p, test: patternMatcher(p.phrase), members: new Map<string, number[]>() }));
  let last = 0;
  let done = 0;
  for (;;) {
    const page = await db
      .select({ id: translations.id, text: translationTexts.text, us: sql<string>`u.text` })
      .from(translationTexts)
      .innerJoin(translations, eq(translations.id, translationTexts.translationId))
      .innerJoin(sql`translation_texts u`, sql`u.translation_id = ${translations.id} and u.dialect_id = ${usId} and u.text <> ''`)
      .where(and(consistencyScope(cfg), gt(translations.id, last)))
      .orderBy(asc(translations.id))
      .limit(SCAN_PAGE);
    if (!page.length) break;
    for (const row of page) {
      const u = normalized(row.us);
      for (const p of patterns) {
        if (!p.test(u)) continue;
        const r = renderingIn(row.text, p.pattern);
        if (r) p.members.set(r, [...(p.members.get(r) ?? []), row.id]);
      }
    }
    last = page[page.length - 1].id;
    await progress((done += page.length));
  }
  return patterns.flatMap((p) => {
    const canonical = patternWords(p.pattern).join(' ').trim();
    const members: ConsistencyMember[] = [...p.members]
      .map(([pattern, ids], i) => ({ id: i + 1, pattern, count: ids.length, canonical: pattern === canonical, translation_ids: ids }))
      .sort((a, b) => Number(b.canonical) - Number(a.canonical) || b.count - a.count || a.pattern.localeCompare(b.pattern))
      .map((m, i) => ({ ...m, id: i + 1 }));
    return members.some((m) => !m.canonical) ? [{ id: p.id, us_pattern: p.phrase, pattern: p.pattern, members }] : [];
  });
}

type ReportKind = ReportRun<ReportRow>['kind'];

/**
 * A pattern report run (frequency or consistency): its configuration, progress (texts read of
 * total) and, once done, its result. One step reads the scope (the counts are kept in memory),
 * saving its progress per page; a step tried again after a restart reads it again from the first.
 */
export const reportRuns = defineRunKind<{ kind: ReportKind; config: ReportConfig }, Record<string, never>, ReportRow[]>({
  kind: 'memory.patterns',
  module: MEMORY,
  label: 'Report run',
  retryLimit: 1,
  expireInSeconds: 1800,
  step: async (run, { db, progress }) => {
    const { kind, config } = run.params;
    const saved = async (done: number) => {
      await progress({ done });
    };
    await saved(0);
    return { complete: true, result: kind === 'frequency' ? await frequency(db, config, saved) : await consistency(db, config, saved) };
  },
});

/** The report's dialect must exist; Pattern Consistency compares a dialect's texts with their en-US ones, so not en-US itself (400). */
async function checkDialect(db: Db, kind: ReportKind, cfg: ReportConfig) {
  const [d] = await db.select({ code: dialects.code }).from(dialects).where(eq(dialects.id, cfg.dialect));
  if (!d) throw new HttpError(400, 'No such dialect', { dialect: 'No such dialect' });
  if (kind === 'consistency' && d.code === MINING_DIALECT) throw new HttpError(400, NOT_US, { dialect: NOT_US });
}

/** POST memory/patterns and POST memory/patterns/consistency: a report run is queued. */
export async function startReport(db: Db, tasks: Tasks, kind: ReportKind, cfg: ReportConfig) {
  await checkDialect(db, kind, cfg);
  const run = await startRun(db, tasks, reportRuns, { params: { kind, config: cfg }, total: await countScope(db, kind, cfg) });
  return reportRun(db, run.id);
}

/**
 * GET memory/patterns/consistency (spec 4 §7): the groups of the newest finished consistency report
 * of the configuration; the report is queued (once per configuration, again after a failure) when
 * there is none, and the answer is empty until it is done.
 */
export async function consistencyGroups(db: Db, tasks: Tasks, cfg: ReportConfig): Promise<ConsistencyGroup[]> {
  const key = `consistency:${cfg.dialect}:${[...cfg.filtering.courses.map((c) => c.course_id)].sort((a, b) => a - b)}:${[...cfg.refs].sort((a, b) => a - b)}`;
  const run = await runByKey(db, reportRuns, key);
  if (run?.status === 'completed') return (run.result ?? []) as ConsistencyGroup[];
  if (!run || run.status === 'failed') {
    await checkDialect(db, 'consistency', cfg);
    await startRun(db, tasks, reportRuns, { key, params: { kind: 'consistency', config: cfg }, total: await countScope(db, 'consistency', cfg) });
  }
  return [];
}

/** A run as GET memory/patterns/runs/{id} answers it: queued until its step begins. */
export async function reportRun(db: Db, id: number): Promise<ReportRun<ReportRow>> {
  const run = await runById(db, reportRuns, id);
  if (!run) throw notFound('Report run');
  const status = run.status === 'completed' ? 'done' : run.status === 'failed' ? 'failed' : run.startedAt ? 'running' : 'queued';
  return {
    id: run.id,
    kind: run.params.kind,
    status,
    total: run.total,
    done: run.done,
    error: run.error,
    result: run.status === 'completed' ? (run.result ?? []) : [],
  };
}
