import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MemoryHit, MemorySuggestion, TranslationMemory } from '../../../sdk/server/memory';
import { TableCache, serverEventsOf, tableWritesOf } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import type { Db } from '../db/open';
import { translationTexts, translations } from '../db/schema';
import { normalize, similarity } from './similarity';
import { TrigramIndex } from './trigram-index';
import { translationWrites } from './changes';

/** How many candidates by trigram overlap are ranked by edit distance. */
export const RANKED = 60;
/** Texts written in a transaction that commits late carry an older updated_at: look back this far. */
const LOOKBACK_MS = 10_000;
/** Writes by other server processes (one PostgreSQL) are caught up with at least this often. */
const CATCH_UP_MS = 1_000;
const LOAD_BATCH = 50_000;
const TEXT_TABLES = ['translations', 'translation_texts'];

/** Memory texts normalized, kept: the same texts are ranked lookup after lookup. */
const normalizedTexts = new Map<string, string>();
function normalizedText(text: string): string {
  let n = normalizedTexts.get(text);
  if (n === undefined) {
    if (normalizedTexts.size >= 50_000) normalizedTexts.clear();
    normalizedTexts.set(text, (n = normalize(text)));
  }
  return n;
}

interface Row {
  translationId: number;
  dialectId: number;
  text: string;
  status: number;
  courseId: number;
  ref: number;
  refId: number;
}

const columns = {
  translationId: translationTexts.translationId,
  dialectId: translationTexts.dialectId,
  text: translationTexts.text,
  status: translationTexts.status,
  courseId: translations.courseId,
  ref: translations.ref,
  refId: translations.refId,
};

/**
 * The translation memory of spec 2 §4: every done text of every translation, in one trigram
 * index per dialect. It is built at start (in the background) and brought up to date before each
 * lookup from the rows written since (translation_texts.updated_at), so every server process on
 * one database answers from the same data; results are checked against the database, which drops
 * what was deleted.
 */
export class MemoryService implements TranslationMemory {
  private readonly indexes = new Map<number, TrigramIndex>();
  /** Rows written since this database time are read at the next catch-up. */
  private catchUpFrom = new Date(0);
  private caughtUp = { at: 0, writes: -1 };
  /** The rows confirm reads, by translation and dialect, until a translatable text is written (on PGlite; read each time elsewhere). */
  private readonly current = new TableCache<Row | undefined>(TEXT_TABLES, 20_000);
  private ready?: Promise<void>;
  /** Segments loaded and the time it took, for the benchmarks. */
  stats = { segments: 0, buildMs: 0 };

  /** Writes to the texts by any process on PostgreSQL, told by a trigger when they commit (migration 0008_server_events). */
  private notifiedWrites = 0;

  constructor(private readonly db: Db) {
    serverEventsOf(db).subscribe('translations', () => this.notifiedWrites++);
  }

  /** The index's size in memory, in bytes (metrics). */
  bytes(): number {
    return [...this.indexes.values()].reduce((n, i) => n + i.byteLength, 0);
  }

  /** Starts loading the index; lookups wait for it. */
  start(): Promise<void> {
    this.ready ??= this.load();
    return this.ready;
  }

  private index(dialectId: number): TrigramIndex {
    let idx = this.indexes.get(dialectId);
    if (!idx) this.indexes.set(dialectId, (idx = new TrigramIndex()));
    return idx;
  }

  private apply(r: Row): void {
    if (r.status === TranslationStatus.DONE && r.text.trim()) this.index(r.dialectId).set(r.translationId, r.text);
    else this.indexes.get(r.dialectId)?.delete(r.translationId);
  }

  /**
   * The database's clock less the look-back: a transaction that commits late carries an older
   * updated_at, so each catch-up reads a little before the previous one started.
   */
  private async checkpoint(): Promise<Date> {
    const [{ now }] = ((await this.db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] }).rows;
    return new Date(new Date(now).getTime() - LOOKBACK_MS);
  }

  private async load(): Promise<void> {
    const started = Date.now();
    this.catchUpFrom = await this.checkpoint();
    let after = 0;
    for (;;) {
      const ids = await this.db.select({ id: translations.id }).from(translations).where(gt(translations.id, after)).orderBy(translations.id).limit(LOAD_BATCH);
      if (ids.length === 0) break;
      const last = ids[ids.length - 1].id;
      const rows = await this.db
        .select(columns)
        .from(translationTexts)
        .innerJoin(translations, eq(translations.id, translationTexts.translationId))
        .where(and(gt(translationTexts.translationId, after), sql`${translationTexts.translationId} <= ${last}`));
      for (const r of rows) this.apply(r);
      after = last;
    }
    for (const idx of this.indexes.values()) idx.compact();
    this.stats = { segments: [...this.indexes.values()].reduce((n, i) => n + i.size, 0), buildMs: Date.now() - started };
  }

  /**
   * Catches up with the texts written since, when this process or, on PostgreSQL, another one wrote
   * any (the trigger's notice), or a second has passed; on PGlite (one process, writes counted per table) only when a translation table was written.
   */
  private async refresh(): Promise<void> {
    await this.start();
    const now = Date.now();
    const counted = tableWritesOf(this.db);
    const writes = translationWrites.count + this.notifiedWrites + (counted?.version(TEXT_TABLES) ?? 0);
    if (this.caughtUp.writes === writes && (counted || now - this.caughtUp.at < CATCH_UP_MS)) return;
    this.caughtUp = { at: now, writes };
    const next = await this.checkpoint();
    const rows = await this.db
      .select(columns)
      .from(translationTexts)
      .innerJoin(translations, eq(translations.id, translationTexts.translationId))
      .where(gt(translationTexts.updatedAt, this.catchUpFrom));
    for (const r of rows) this.apply(r);
    this.catchUpFrom = next;
  }

  /** The current done rows of these translations in these dialects; the index is corrected from them. */
  private async confirm(ids: number[], dialectIds: number[]): Promise<Map<string, Row>> {
    const pairs = ids.flatMap((id) => dialectIds.map((d) => ({ id, d, key: `${id}:${d}` })));
    if (!pairs.length) return new Map();
    const rows = await this.current.getMany(
      this.db,
      pairs.map((p) => p.key),
      async (missing) => {
        const wanted = pairs.filter((p) => missing.includes(p.key));
        const read = await this.db
          .select(columns)
          .from(translationTexts)
          .innerJoin(translations, eq(translations.id, translationTexts.translationId))
          .where(
            and(
              inArray(translationTexts.translationId, [...new Set(wanted.map((p) => p.id))]),
              inArray(translationTexts.dialectId, [...new Set(wanted.map((p) => p.d))]),
            ),
          );
        const byKey = new Map(read.map((r) => [`${r.translationId}:${r.dialectId}`, r]));
        return missing.map((k) => byKey.get(k));
      },
    );
    const found = new Map<string, Row>();
    pairs.forEach(({ id, d, key }, n) => {
      const r = rows[n];
      if (r) this.apply(r);
      if (r && r.status === TranslationStatus.DONE && r.text.trim()) found.set(key, r);
      else this.indexes.get(d)?.delete(id);
    });
    return found;
  }

  async suggest(q: {
    text: string;
    fromDialectId: number;
    toDialectId: number;
    limit?: number;
    excludeId?: number;
    minSimilarity?: number;
  }): Promise<MemorySuggestion[]> {
    await this.refresh();
    const from = this.indexes.get(q.fromDialectId);
    const to = this.indexes.get(q.toDialectId);
    if (!from || !to || !q.text.trim()) return [];
    const candidates = from.query(q.text, RANKED * 4, (key) => key !== q.excludeId && to.has(key), RANKED);
    const ranked = this.rank(q.text, candidates, q.minSimilarity ?? 0).slice(0, (q.limit ?? 10) * 2);
    const current = await this.confirm(
      ranked.map((c) => c.key),
      [q.fromDialectId, q.toDialectId],
    );
    const out: MemorySuggestion[] = [];
    for (const c of ranked) {
      const fromRow = current.get(`${c.key}:${q.fromDialectId}`);
      const toRow = current.get(`${c.key}:${q.toDialectId}`);
      if (!fromRow || !toRow) continue;
      out.push({
        id: c.key,
        courseId: toRow.courseId,
        ref: toRow.ref,
        refId: toRow.refId,
        fromText: fromRow.text,
        text: toRow.text,
        dialectId: q.toDialectId,
        similarity: fromRow.text === c.text ? c.similarity : similarity(q.text, fromRow.text),
      });
    }
    // The same translation from several records is one suggestion, with its best similarity.
    const seen = new Set<string>();
    return out
      .sort((a, b) => b.similarity - a.similarity)
      .filter((s) => !seen.has(s.text) && !!seen.add(s.text))
      .slice(0, q.limit ?? 10);
  }

  async search(q: { text: string; dialectId: number; limit?: number; minSimilarity?: number }): Promise<MemoryHit[]> {
    await this.refresh();
    const idx = this.indexes.get(q.dialectId);
    if (!idx || !q.text.trim()) return [];
    const ranked = this.rank(q.text, idx.query(q.text, RANKED * 2), q.minSimilarity ?? 0).slice(0, (q.limit ?? 50) * 2);
    const current = await this.confirm(
      ranked.map((c) => c.key),
      [q.dialectId],
    );
    const out: MemoryHit[] = [];
    for (const c of ranked) {
      const r = current.get(`${c.key}:${q.dialectId}`);
      if (!r) continue;
      out.push({
        id: c.key,
        courseId: r.courseId,
        ref: r.ref,
        refId: r.refId,
        text: r.text,
        dialectId: q.dialectId,
        similarity: r.text === c.text ? c.similarity : similarity(q.text, r.text),
      });
    }
    return out.sort((a, b) => b.similarity - a.similarity).slice(0, q.limit ?? 50);
  }

  /** The candidates by similarity to the query (edit distance on normalized text). */
  private rank(query: string, candidates: { key: number; text: string }[], min: number) {
    const nq = normalize(query);
    return candidates
      .map((c) => ({ key: c.key, text: c.text, similarity: similarity(query, c.text, nq, normalizedText(c.text)) }))
      .filter((c) => c.similarity >= min)
      .sort((a, b) => b.similarity - a.similarity);
  }
}
