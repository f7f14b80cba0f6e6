import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  defineRunKind,
  dialects,
  HttpError,
  notFound,
  pauseRun,
  resumeRun,
  runById,
  runInWorker,
  startRun,
  withPartRefs,
  writeTranslation,
  type Db,
  type Tasks,
} from '../../../../sdk/server';
import { MINING_DIALECT } from '../../mining-config';
import { PHRASEBOOK } from '../../plugin';
import { EMBED_CHUNK, type UnifierConfig, type UnifierRun, type UnifierStatus } from '../../unifier-config';
import { normalized, patternMatcher, patternsIn, segmentPages } from '../pattern-scan';
import { memoryEmbeddings, memoryPhrasebook } from '../tables';
import { MEMORY } from '../../public';
import { embeddingProvider, type EmbeddingProvider } from './embeddings';
import type group from './grouping.worker';

const GROUP = new URL('./grouping.worker.ts', import.meta.url);

/** The configuration a run keeps: the dialect, threshold and topK resolved. */
interface RunConfig extends UnifierConfig {
  dialect_id: number;
  threshold: number;
  topK: number;
}

/** The provider of this process (EMBEDDING_PROVIDER); tests may replace it. */
let provider: EmbeddingProvider = embeddingProvider();
export const useEmbeddingProvider = (p: EmbeddingProvider) => {
  provider = p;
};

/** The points of the scope: the phrasebook entries' patterns in the dialect that occur in the selected courses' texts of the selected types. */
async function scanPoints(db: Db, cfg: RunConfig) {
  const patterns = (await patternsIn(db, cfg.dialect_id)).map((p) => ({ ...p, test: patternMatcher(p.pattern) }));
  const found = new Set<number>();
  const scope = { courseIds: cfg.filtering.courses.map((c) => c.course_id), refs: withPartRefs(cfg.general.translation_refs), dialectId: cfg.dialect_id };
  for await (const page of segmentPages(db, scope)) {
    const texts = page.map((s) => normalized(s.text));
    for (const p of patterns) if (!found.has(p.id) && texts.some((t) => p.test(t))) found.add(p.id);
    if (found.size === patterns.length) break;
  }
  return patterns.filter((p) => found.has(p.id)).map((p) => ({ id: p.id, pattern: p.pattern }));
}

/** The stored vectors of the points (of this model, for the text as it is now). */
async function vectorsOf(db: Db, dialectId: number, points: { id: number; pattern: string }[]) {
  const ids = points.map((p) => p.id);
  const rows = ids.length
    ? await db
        .select({ id: memoryEmbeddings.phrasebookId, text: memoryEmbeddings.text, vector: memoryEmbeddings.vector })
        .from(memoryEmbeddings)
        .where(and(eq(memoryEmbeddings.dialectId, dialectId), eq(memoryEmbeddings.model, provider.model), inArray(memoryEmbeddings.phrasebookId, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return points.flatMap((p) => {
    const r = byId.get(p.id);
    return r && r.text === p.pattern ? [{ ...p, vector: r.vector }] : [];
  });
}

/** POST memory-semantic-unifier/embeddings/upsert and each chunk of a run: embeds the points and stores their vectors; answers how many were stored and failed. */
export async function upsertEmbeddings(db: Db, dialectId: number, points: { id: number; pattern: string }[]) {
  if (!points.length) return { upserted: 0, failed: 0 };
  let vectors: number[][];
  try {
    vectors = await provider.embed(points.map((p) => p.pattern));
  } catch {
    return { upserted: 0, failed: points.length };
  }
  const existing = new Set(
    (
      await db
        .select({ id: memoryPhrasebook.id })
        .from(memoryPhrasebook)
        .where(
          inArray(
            memoryPhrasebook.id,
            points.map((p) => p.id),
          ),
        )
    ).map((r) => r.id),
  );
  const rows = points
    .map((p, i) => ({ phrasebookId: p.id, dialectId, model: provider.model, text: p.pattern, vector: vectors[i] }))
    .filter((r) => existing.has(r.phrasebookId) && r.vector?.length);
  if (rows.length) {
    await db
      .insert(memoryEmbeddings)
      .values(rows)
      .onConflictDoUpdate({
        target: [memoryEmbeddings.phrasebookId, memoryEmbeddings.dialectId, memoryEmbeddings.model],
        set: { text: sql`excluded.text`, vector: sql`excluded.vector` },
      });
  }
  return { upserted: rows.length, failed: points.length - rows.length };
}

/** A run's progress beyond done: its points once scanned, and how many failed to embed. */
interface UnifierState {
  points?: { id: number; pattern: string }[];
  failed: number;
}

/**
 * A Semantic Unifier run: its configuration; the points of its scope (scanned once), embedded in
 * chunks of 100 by a step that a pause stops between chunks; then the groups (its result).
 */
export const unifierRuns = defineRunKind<RunConfig, UnifierState, UnifierRun['groups']>({
  kind: 'memory.unifier',
  module: MEMORY,
  label: 'Unifier run',
  retryLimit: 1,
  expireInSeconds: 3600,
  step: async (run, { db, live, progress }) => {
    const cfg = run.params;
    let points = run.state.points;
    if (!points) {
      points = await scanPoints(db, cfg);
      if (!(await progress({ total: points.length, state: { points, failed: 0 } }))) return 'stop';
    }
    let failed = 0;
    const tried = new Set<number>(); // points this step sent: one that failed is not sent again
    for (;;) {
      const have = new Set((await vectorsOf(db, cfg.dialect_id, points)).map((p) => p.id));
      if (!(await progress({ done: have.size }))) return 'stop';
      const missing = points.filter((p) => !have.has(p.id) && !tried.has(p.id));
      if (!missing.length) break;
      if (!(await live())) return 'stop'; // paused between chunks
      const chunk = missing.slice(0, EMBED_CHUNK);
      chunk.forEach((p) => tried.add(p.id));
      failed += (await upsertEmbeddings(db, cfg.dialect_id, chunk)).failed;
      if (!(await progress({ state: { points, failed } }))) return 'stop';
      await new Promise((res) => setImmediate(res));
    }
    // Every point against every other: in a worker thread.
    const grouped = await runInWorker<typeof group>(GROUP, { points: await vectorsOf(db, cfg.dialect_id, points), threshold: cfg.threshold, topK: cfg.topK });
    return { complete: true, result: grouped };
  },
});

/** POST memory-semantic-unifier/groups/build: a run is queued (points to embed in chunks of 100, then the groups). */
export async function startUnifier(db: Db, tasks: Tasks, cfg: RunConfig): Promise<UnifierRun> {
  const [d] = await db.select({ id: dialects.id }).from(dialects).where(eq(dialects.id, cfg.dialect_id));
  if (!d) throw new HttpError(400, 'No such dialect', { dialect_id: 'No such dialect' });
  const run = await startRun(db, tasks, unifierRuns, { params: cfg, state: { failed: 0 } });
  return unifierRun(db, run.id);
}

/** A run as the build answers it and GET memory-semantic-unifier/runs/{id} reads it: needs_embeddings while it runs. */
export async function unifierRun(db: Db, id: number): Promise<UnifierRun> {
  const run = await runById(db, unifierRuns, id);
  if (!run) throw notFound('Unifier run');
  const cfg = run.params;
  const status: UnifierStatus =
    run.status === 'completed' ? 'ok' : run.status === 'failed' ? 'failed' : run.status === 'paused' ? 'paused' : 'needs_embeddings';
  return {
    id: run.id,
    status,
    dialect_id: cfg.dialect_id,
    threshold: cfg.threshold,
    topK: cfg.topK,
    total: run.total,
    done: run.done,
    failed: run.state.failed,
    to_embed: Math.max(0, run.total - run.done),
    groups: run.status === 'completed' ? (run.result ?? []) : [],
    error: run.error,
  };
}

/** Pause: the run stops before its next chunk. Resume: it is queued again and goes on with the points not embedded yet. 409 for another move. */
export async function pauseUnifier(db: Db, tasks: Tasks, id: number, action: 'pause' | 'resume'): Promise<UnifierRun> {
  if (action === 'pause') await pauseRun(db, unifierRuns, id);
  else await resumeRun(db, tasks, unifierRuns, id);
  return unifierRun(db, id);
}

/**
 * POST memory-semantic-unifier/change: each { id, pattern } becomes the entry's pattern in the
 * dialect (the phrase in US English, else its translation there, done); a pattern empty after
 * trimming is skipped (spec 4 §5). Answers a result per change.
 */
export async function changePatterns(db: Db, dialectId: number, glossary: { id: number; pattern: string }[]) {
  const [d] = await db.select({ code: dialects.code }).from(dialects).where(eq(dialects.id, dialectId));
  if (!d) throw new HttpError(400, 'No such dialect', { dialect_id: 'No such dialect' });
  const results: { id: number; status: 'ok' | 'skipped' | 'error'; message: string }[] = [];
  for (const g of glossary) {
    const pattern = g.pattern.trim();
    if (!pattern) {
      results.push({ id: g.id, status: 'skipped', message: 'The pattern is empty' });
      continue;
    }
    const [entry] = await db
      .select({ id: memoryPhrasebook.id, isInvariable: memoryPhrasebook.isInvariable })
      .from(memoryPhrasebook)
      .where(eq(memoryPhrasebook.id, g.id));
    if (!entry) {
      results.push({ id: g.id, status: 'error', message: 'No such phrasebook entry' });
      continue;
    }
    if (d.code === MINING_DIALECT || entry.isInvariable) {
      await db
        .update(memoryPhrasebook)
        .set({ phrase: pattern, version: sql`${memoryPhrasebook.version} + 1` })
        .where(eq(memoryPhrasebook.id, g.id));
    } else {
      await writeTranslation(db, { ref: PHRASEBOOK, refId: g.id, field: 'phrase', courseId: 0 }, [{ dialectId, text: pattern }]);
    }
    results.push({ id: g.id, status: 'ok', message: `Changed to "${pattern}"` });
  }
  return { results };
}
