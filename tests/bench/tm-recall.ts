/**
 * Translation memory recall: how often the index finds the best match that an exhaustive
 * edit-distance scan finds. A sample of one dialect's done texts of the large dataset is indexed
 * on its own; each query's best similarity through the index (candidates by trigrams, the best
 * RANKED of them ranked by edit distance, as MemoryService.suggest does) is compared with the best
 * similarity over every text of the sample.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../core/server/db/open';
import { defaultPluginsDir, loadPlugins } from '../../core/server/plugins/load';
import { seededRandom } from '../../core/server/demo/random';
import { RANKED } from '../../core/server/memory/memory-service';
import { normalize, similarity } from '../../core/server/memory/similarity';
import { TrigramIndex } from '../../core/server/memory/trigram-index';
import { ensureLargeDataset, LARGE } from './lib/large';
import type { BenchTable } from './lib/table';

const SAMPLE = Number(process.env.BENCH_RECALL_SAMPLE ?? 20_000);
const QUERIES = 1000;
const KINDS = ['as stored', 'one typo', 'first three words', 'a text outside the sample'] as const;
const TARGET = 0.99;

/** The best similarity of any sample text to the query, by edit distance over all of them. */
function exhaustiveBest(query: string, texts: string[], norms: string[]): number {
  const nq = normalize(query);
  let best = -1;
  for (let i = 0; i < texts.length; i++) {
    const nt = norms[i];
    const longer = Math.max(nq.length, nt.length);
    if (longer === 0) continue;
    // Only a text whose length allows at least the best so far is compared.
    const max = Math.max(0, Math.floor(longer * (1 - Math.max(best, 0) / 100)) + 1);
    if (Math.abs(nq.length - nt.length) > max) continue;
    const s = similarity(query, texts[i], nq, nt);
    if (s > best) best = s;
  }
  return best;
}

export default async function tmRecallBench(): Promise<BenchTable> {
  ensureLargeDataset();
  const database = await openDatabase(LARGE, await loadPlugins([defaultPluginsDir]));
  const { db } = database;
  try {
    const [{ dialect }] = (
      (await db.execute(sql`
      select dialect_id as dialect from translation_texts where status = 2 and text <> ''
       group by dialect_id order by count(*) desc limit 1`)) as unknown as { rows: { dialect: number }[] }
    ).rows;
    const rows = (
      (await db.execute(sql`
      select translation_id as id, text from translation_texts
       where dialect_id = ${dialect} and status = 2 and btrim(text) <> '' order by translation_id`)) as unknown as { rows: { id: number; text: string }[] }
    ).rows;
    // Every k-th text is in the sample; the texts between them give the queries from outside it.
    const step = Math.max(2, Math.floor(rows.length / SAMPLE));
    const sample = rows.filter((_, i) => i % step === 0).slice(0, SAMPLE);
    const outside = rows.filter((_, i) => i % step === 1);
    const index = new TrigramIndex();
    for (const r of sample) index.set(r.id, r.text);
    const texts = sample.map((r) => r.text);
    const norms = texts.map(normalize);

    const random = seededRandom(11);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const queries: { kind: number; text: string }[] = [];
    for (let i = 0; i < QUERIES; i++) {
      const kind = i % KINDS.length;
      let text = kind === 3 ? pick(outside).text : pick(sample).text;
      if (kind === 1) {
        const at = Math.floor(random() * text.length);
        text = text.slice(0, at) + 'x' + text.slice(at + 1);
      } else if (kind === 2) {
        text = text.split(/\s+/).slice(0, 3).join(' ');
      }
      queries.push({ kind, text });
    }

    // The two ways MemoryService ranks candidates: suggest (the CAT) ranks the best RANKED of
    // RANKED × 4, search (the Memory screen) all of RANKED × 2.
    const paths = [
      { name: `suggest (${RANKED} of ${RANKED * 4} candidates ranked)`, candidates: (text: string) => index.query(text, RANKED * 4).slice(0, RANKED) },
      { name: `search (${RANKED * 2} candidates ranked)`, candidates: (text: string) => index.query(text, RANKED * 2) },
      // Not a path of the service: what ranking every candidate that suggest finds would give.
      { name: `all ${RANKED * 4} candidates ranked`, candidates: (text: string) => index.query(text, RANKED * 4) },
    ].map((p) => ({ ...p, misses: KINDS.map(() => 0), lost: 0 }));
    for (const q of queries) {
      const nq = normalize(q.text);
      const best = exhaustiveBest(q.text, texts, norms);
      for (const p of paths) {
        let found = -1;
        for (const c of p.candidates(q.text)) found = Math.max(found, similarity(q.text, c.text, nq));
        if (found < best) {
          p.misses[q.kind]++;
          p.lost += best - Math.max(found, 0);
        }
      }
    }
    const results = paths.map((p) => {
      const missed = p.misses.reduce((a, b) => a + b, 0);
      const recall = 1 - missed / queries.length;
      return {
        metric: `recall, ${p.name}: the best match found, against an exhaustive edit-distance scan`,
        value: `${recall.toFixed(3)} (misses by kind: ${p.misses.join(', ')}; ${missed ? (p.lost / missed).toFixed(1) : 0} similarity points lost per miss)`,
        target: `≥ ${TARGET}`,
        met: recall >= TARGET,
      };
    });
    return {
      title: `Translation memory recall (${sample.length.toLocaleString('en')} texts of dialect ${dialect}, ${queries.length} queries: ${KINDS.join(', ')}, ${queries.length / KINDS.length} each)`,
      rows: results,
      notes: ["The index holds only the sample; a query's result is the best similarity among the candidates it ranks by edit distance."],
    };
  } finally {
    await database.close();
  }
}
