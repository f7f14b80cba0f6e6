import { eq, sql } from 'drizzle-orm';
import {
  courseDialectList,
  courses,
  insertTranslations,
  matchDialect,
  notFound,
  readTmx,
  rowsOf,
  textArray,
  type BulkTranslation,
  type Db,
  type TmxReadUnit,
} from '../../../../sdk/server';
import { MODULE, TranslationStatus, type DialectRef } from '../../../../sdk/shared';
import type { TmxImportReport } from '../../public';
import { memoryTransfers } from '../tables';

/** How many conflicts the report lists (all are counted). */
const CONFLICT_SAMPLES = 20;

/**
 * The keys that make a unit's pairs: its source text with each other text. A pair already in the
 * course's memory (or earlier in the file) is a duplicate; the same source into the same dialect
 * with another text is a conflict. Kept as 64-bit hashes in temporary tables of the import's
 * transaction, so that neither the file nor the memory is held in this process.
 */
async function createKeyTables(tx: Db) {
  await tx.execute(sql`create temp table tmx_pairs (p bigint primary key) on commit drop`);
  await tx.execute(sql`create temp table tmx_sources (q bigint primary key, p bigint not null) on commit drop`);
}

/** The course's memory for one dialect pair, as keys (once per pair the file has). */
async function seedPair(tx: Db, courseId: number, from: number, to: number) {
  await tx.execute(sql`insert into tmx_pairs (p)
      select hashtextextended(s.dialect_id || chr(31) || s.text || chr(31) || t.dialect_id || chr(31) || t.text, 0)
      from translations tr
      join translation_texts s on s.translation_id = tr.id and s.dialect_id = ${from} and s.status = ${TranslationStatus.DONE} and s.text <> ''
      join translation_texts t on t.translation_id = tr.id and t.dialect_id = ${to} and t.status = ${TranslationStatus.DONE} and t.text <> ''
      where tr.course_id = ${courseId}
    on conflict do nothing`);
  await tx.execute(sql`insert into tmx_sources (q, p)
      select hashtextextended(s.dialect_id || chr(31) || s.text || chr(31) || t.dialect_id, 0),
             hashtextextended(s.dialect_id || chr(31) || s.text || chr(31) || t.dialect_id || chr(31) || t.text, 0)
      from translations tr
      join translation_texts s on s.translation_id = tr.id and s.dialect_id = ${from} and s.status = ${TranslationStatus.DONE} and s.text <> ''
      join translation_texts t on t.translation_id = tr.id and t.dialect_id = ${to} and t.status = ${TranslationStatus.DONE} and t.text <> ''
      where tr.course_id = ${courseId}
    on conflict do nothing`);
}

interface Mapped {
  unit: TmxReadUnit;
  texts: { dialectId: number; text: string }[];
}

/**
 * POST memory/tmx/imports: a TMX file into a course's memory, in one transaction (a file refused
 * at any line leaves nothing). Each unit with texts in two or more of the course's dialects
 * becomes a translation of the import (ref MEMORY, done texts), unless every pair it makes is
 * already in the course's memory or earlier in the file (a duplicate); a unit whose source text
 * the memory already translates otherwise into a dialect is imported too and reported as a conflict.
 */
export async function importTmx(
  db: Db,
  userId: number,
  courseId: number,
  fileName: string,
  source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): Promise<TmxImportReport> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound('Course');
  const list = [...(await courseDialectList(db, courseId, 'source')), ...(await courseDialectList(db, courseId, 'target'))];
  const courseDialects = list.filter((d, i) => list.findIndex((x) => x.dialectId === d.dialectId) === i);
  return db.transaction(async (tx) => {
    const [transfer] = await tx.insert(memoryTransfers).values({ kind: 'import', courseId, fileName, userId, status: 'running' }).returning();
    await createKeyTables(tx);
    const languages = new Map<string, DialectRef | undefined>();
    const seeded = new Set<string>();
    const report: TmxImportReport = {
      transferId: transfer.id,
      units: 0,
      imported: 0,
      duplicates: 0,
      conflicts: 0,
      skipped: 0,
      languages: [],
      conflictSamples: [],
    };
    let srclang: string | undefined;
    let field = 0;
    const dialectOf = (lang: string) => {
      if (!languages.has(lang)) languages.set(lang, matchDialect(lang, courseDialects));
      return languages.get(lang);
    };
    const onUnits = async (units: TmxReadUnit[]) => {
      report.units += units.length;
      const mapped: Mapped[] = [];
      for (const unit of units) {
        const texts: Mapped['texts'] = [];
        for (const v of unit.variants) {
          const d = dialectOf(v.lang);
          if (d && v.text.trim() && !texts.some((x) => x.dialectId === d.dialectId)) texts.push({ dialectId: d.dialectId, text: v.text.normalize('NFC') });
        }
        if (texts.length < 2) {
          report.skipped++;
          continue;
        }
        // The source first: the header's source language when the unit has it.
        const src = srclang ? dialectOf(srclang) : undefined;
        const at = src ? texts.findIndex((x) => x.dialectId === src.dialectId) : -1;
        if (at > 0) texts.unshift(...texts.splice(at, 1));
        mapped.push({ unit, texts });
      }
      if (!mapped.length) return;
      const pairs = mapped.flatMap((m, i) => m.texts.slice(1).map((t) => ({ i, from: m.texts[0], to: t })));
      for (const p of pairs) {
        const key = `${p.from.dialectId}:${p.to.dialectId}`;
        if (!seeded.has(key)) {
          seeded.add(key);
          await seedPair(tx, courseId, p.from.dialectId, p.to.dialectId);
        }
      }
      const keys = rowsOf<{ n: number; p: string; q: string; fresh: boolean; prior: string | null }>(
        await tx.execute(sql`with k as (
            select u.n::int as n,
              hashtextextended(u.f || chr(31) || u.s || chr(31) || u.t || chr(31) || u.x, 0) as p,
              hashtextextended(u.f || chr(31) || u.s || chr(31) || u.t, 0) as q
            from unnest(${textArray(pairs.map((_, n) => n))}, ${textArray(pairs.map((p) => p.from.dialectId))}, ${textArray(pairs.map((p) => p.from.text))},
                        ${textArray(pairs.map((p) => p.to.dialectId))}, ${textArray(pairs.map((p) => p.to.text))}) as u(n, f, s, t, x)),
          ins as (insert into tmx_pairs (p) select distinct p from k on conflict do nothing returning p)
          select k.n, k.p::text as p, k.q::text as q, exists (select 1 from ins where ins.p = k.p) as fresh,
            (select s.p::text from tmx_sources s where s.q = k.q) as prior
          from k order by k.n`),
      );
      const claimed = new Set<string>();
      const sources = new Map<string, string>();
      const keep = new Set<number>();
      const conflicting = new Set<number>();
      for (const k of keys) {
        const i = pairs[k.n].i;
        if (k.fresh && !claimed.has(k.p)) {
          claimed.add(k.p);
          keep.add(i);
        }
        const prior = k.prior ?? sources.get(k.q);
        if (prior && prior !== k.p) conflicting.add(i);
        if (!prior) sources.set(k.q, k.p);
      }
      const kept = mapped.filter((_, i) => keep.has(i));
      report.duplicates += mapped.length - kept.length;
      for (const i of conflicting) {
        if (!keep.has(i)) continue;
        report.conflicts++;
        if (report.conflictSamples.length < CONFLICT_SAMPLES) {
          const m = mapped[i];
          report.conflictSamples.push({ line: m.unit.line, source: m.texts[0].text, target: m.texts[1].text });
        }
      }
      const fresh = keys.filter((k) => keep.has(pairs[k.n].i));
      if (fresh.length)
        await tx.execute(sql`insert into tmx_sources (q, p)
            select q::bigint, p::bigint from unnest(${textArray(fresh.map((k) => k.q))}, ${textArray(fresh.map((k) => k.p))}) as u(q, p)
          on conflict do nothing`);
      const items: BulkTranslation[] = kept.map((m) => ({
        courseId,
        ref: MODULE.memory,
        refId: transfer.id,
        field: `tu ${++field}`,
        texts: m.texts.map((t) => ({ ...t, status: TranslationStatus.DONE })),
      }));
      if (items.length) await insertTranslations(tx, items);
      report.imported += items.length;
    };
    await readTmx(source, {
      onHeader: (head) => {
        srclang = head.srclang;
      },
      onUnits,
    });
    report.languages = [...languages].map(([lang, d]) => ({ lang, dialectCode: d?.dialectCode ?? null }));
    await tx.update(memoryTransfers).set({ status: 'done', done: report.imported, total: report.units, report }).where(eq(memoryTransfers.id, transfer.id));
    return report;
  });
}
