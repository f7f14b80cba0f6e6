/**
 * Phrasebook mining benchmark: the Miner (plugins/memory/server/mining.ts) with the spec's
 * defaults over a few hundred thousand US segments: the large dataset's US texts of every ref when
 * it exists (`npm run seed -- --size large`, see lib/large.ts; its texts of the
 * spec's mining sources are too few, sentences make most of it), else a generated corpus
 * of BENCH_MINING_SEGMENTS (300,000) sentences made from a fixed vocabulary. In process, without
 * the queue (the task adds a database page read and a progress write per 2,000 segments).
 */
import { sql } from 'drizzle-orm';
import { seededRandom } from '../../core/server/demo/random';
import { openDatabase } from '../../core/server/db/open';
import { defaultPluginsDir, loadPlugins } from '../../core/server/plugins/load';
import { defaultMiningConfig } from '../../plugins/memory/mining-config';
import { Miner } from '../../plugins/memory/server/mining';
import { LARGE, largeDatasetExists } from './lib/large';
import type { BenchTable } from './lib/table';

const SEGMENTS = Number(process.env.BENCH_MINING_SEGMENTS ?? 300_000);

const SUBJECTS = ['I', 'you', 'we', 'they', 'my sister', 'the teacher', 'our neighbour', 'the little boy', 'his friend', 'the old man'];
const VERBS = ['would like', 'want', 'need', 'see', 'buy', 'have', 'find', 'bring', 'cook', 'paint'];
const THINGS = [
  'a coffee',
  'a red apple',
  'the green bike',
  'a new house',
  'some bread',
  'the big dog',
  'a cup of tea',
  'the blue car',
  'a good book',
  'the train ticket',
];
const TAILS = ['please', 'today', 'at the station', 'in the morning', 'for dinner', 'with my family', 'every day', 'near the park', 'right now', 'again'];
const pick = <T>(r: () => number, a: T[]) => a[Math.floor(r() * a.length)];

function generated(n: number): string[] {
  const r = seededRandom(22);
  return Array.from({ length: n }, () => {
    const s = `${pick(r, SUBJECTS)} ${pick(r, VERBS)} ${pick(r, THINGS)} ${pick(r, TAILS)}.`;
    return r() < 0.3 ? `${s} Where is ${pick(r, THINGS)}?` : s.charAt(0).toUpperCase() + s.slice(1);
  });
}

async function largeTexts(): Promise<string[] | null> {
  if (!largeDatasetExists()) return null;
  const database = await openDatabase(LARGE, await loadPlugins([defaultPluginsDir]));
  try {
    const rows = (
      (await database.db.execute(sql`select x.text from translation_texts x
      join dialects d on d.id = x.dialect_id where d.code = 'en-US' and x.text <> '' order by x.translation_id limit ${SEGMENTS}`)) as unknown as {
        rows: { text: string }[];
      }
    ).rows;
    return rows.map((r) => r.text);
  } finally {
    await database.close();
  }
}

export default async function miningBench(): Promise<BenchTable> {
  const fromLarge = await largeTexts();
  const texts = fromLarge ?? generated(SEGMENTS);
  const words = texts.reduce((n, t) => n + t.split(/\s+/).length, 0);
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const miner = new Miner(defaultMiningConfig());
  for (const t of texts) miner.add(t);
  const mined = performance.now();
  const found = miner.result();
  const seconds = (performance.now() - started) / 1000;
  const byType = (type: string) => String(found.filter((f) => f.type === type).length);
  return {
    title: 'Phrasebook mining (defaults: min_count 2, n-grams 2-5, gap templates 4 fixed tokens, 1 slot of up to 3)',
    rows: [
      { metric: 'segments', value: texts.length.toLocaleString('en'), target: '' },
      { metric: 'words', value: words.toLocaleString('en'), target: '' },
      {
        metric: 'time (counting + result)',
        value: `${seconds.toFixed(1)} s (${((mined - started) / 1000).toFixed(1)} s counting)`,
        target: 'none in the spec',
      },
      { metric: 'segments per second', value: Math.round(texts.length / seconds).toLocaleString('en'), target: '' },
      { metric: 'patterns found', value: found.length.toLocaleString('en'), target: '' },
      {
        metric: 'words / n-grams / gap templates / sentences',
        value: `${byType('word')} / ${byType('phrase')} / ${byType('gap')} / ${byType('sentence')}`,
        target: '',
      },
      { metric: 'memory added (RSS)', value: `${Math.round((process.memoryUsage().rss - rss) / 1e6)} MB`, target: '' },
    ],
    notes: [
      fromLarge
        ? `Corpus: the large dataset's US texts of every ref, sentences mostly (${LARGE}).`
        : `Corpus: ${SEGMENTS.toLocaleString('en')} generated sentences (no large dataset in ${LARGE}; \`npm run seed -- --size large\` makes one).`,
    ],
  };
}
