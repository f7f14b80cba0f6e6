/**
 * TMX export and import of a large memory (`npm run bench -- tmx`): a generated TMX file of
 * BENCH_TMX_UNITS units (default 1,000,000, es-ES → en-US, every tenth with inline codes) imported
 * into an empty course, then the course exported again, each timed, with the peak of the JS heap
 * and of the resident set sampled while it runs. Done at a tenth of the size first: a streamed
 * import or export keeps the heap's peak the same whatever the file's size (the database, PGlite in
 * this process, grows with the data in the resident set).
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createServer } from '../../core/server/app';
import { configFromEnv } from '../../core/server/config';
import { localFileStore } from '../../core/server/files/file-store';
import { courseDialects, courses, dialects, languages, tmxStart, tmxUnit, TMX_END } from '../../sdk/server';
import { importTmx } from '../../plugins/memory/server/formats/tmx-import';
import { partKey, runTmxExport, startTmxExport } from '../../plugins/memory/server/formats/tmx-export';
import type { BenchTable } from './lib/table';

const UNITS = Number(process.env.BENCH_TMX_UNITS ?? 1_000_000);
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (v: number) => `${Math.round(v / 1e6)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const WORDS = ['casa', 'perro', 'gato', 'libro', 'mesa', 'agua', 'ciudad', 'tren', 'playa', 'amigo', 'noche', 'día', 'café', 'leche', 'pan'];
const EN = ['house', 'dog', 'cat', 'book', 'table', 'water', 'city', 'train', 'beach', 'friend', 'night', 'day', 'coffee', 'milk', 'bread'];

/** Writes a TMX file of n units, as a stream. */
async function writeTmx(path: string, n: number) {
  const out = createWriteStream(path);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write(tmxStart({ srclang: 'es-ES' }));
  for (let i = 0; i < n; i++) {
    const a = i % WORDS.length;
    const b = Math.floor(i / WORDS.length) % WORDS.length;
    const tag = i % 10 === 0;
    await write(
      tmxUnit({
        tuid: String(i + 1),
        variants: [
          { lang: 'es-ES', text: `Frase ${i}: ${tag ? `<b>${WORDS[a]}</b>` : WORDS[a]} y ${WORDS[b]}.` },
          { lang: 'en-US', text: `Sentence ${i}: ${tag ? `<b>${EN[a]}</b>` : EN[a]} and ${EN[b]}.` },
        ],
      }),
    );
  }
  await write(TMX_END);
  out.end();
  await once(out, 'finish');
}

/** Runs the work, sampling the heap and the resident set every 50 ms: time and peaks. */
async function measured<T>(work: () => Promise<T>): Promise<{ ms: number; heap: number; rss: number; result: T }> {
  gc();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed);
    rss = Math.max(rss, m.rss);
  };
  const timer = setInterval(sample, 50);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    return { ms: performance.now() - started, heap, rss, result };
  } finally {
    clearInterval(timer);
  }
}

export default async function tmxBench(): Promise<BenchTable> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tmx-'));
  const server = await createServer(
    { ...configFromEnv({}), databaseUrl: join(dir, 'db'), filesDir: join(dir, 'files'), demoData: false, adminPassword: 'bench-admin-pw', taskConcurrency: 0 },
    () => undefined,
  );
  const { db } = server.database;
  const files = localFileStore(join(dir, 'files'));
  const rows: BenchTable['rows'] = [];
  try {
    const [en] = await db.insert(languages).values({ code: 'en', name: 'English' }).returning();
    const [es] = await db.insert(languages).values({ code: 'es', name: 'Spanish' }).returning();
    const [enUs] = await db.insert(dialects).values({ languageId: en.id, code: 'en-US', name: 'American English' }).returning();
    const [esEs] = await db.insert(dialects).values({ languageId: es.id, code: 'es-ES', name: 'Spanish (Spain)' }).returning();
    for (const n of [Math.max(1, Math.round(UNITS / 10)), UNITS]) {
      const [course] = await db
        .insert(courses)
        .values({ languageId: es.id, code: `B${n}`, name: `Bench ${n}` })
        .returning();
      await db.insert(courseDialects).values([
        { courseId: course.id, dialectId: esEs.id, kind: 'target' },
        { courseId: course.id, dialectId: enUs.id, kind: 'source' },
      ]);
      const file = join(dir, `bench-${n}.tmx`);
      await writeTmx(file, n);
      const size = statSync(file).size;
      console.log(`   ${n} units, ${mb(size)}: importing`);
      const imp = await measured(() => importTmx(db, 1, course.id, 'bench.tmx', createReadStream(file, { highWaterMark: 64 * 1024 })));
      console.log(`   imported ${imp.result.imported} in ${s(imp.ms)}; exporting`);
      const exp = await measured(async () => {
        const t = await startTmxExport(db, server.tasks, 1, { courseId: course.id, fromDialectId: esEs.id, toDialectId: enUs.id });
        await runTmxExport({ transferId: t.id }, { db, files: files });
        // The stored file, read to the end (what the download sends).
        let bytes = 0;
        const stored = await files.open(partKey(t.id, 1));
        if (!stored) throw new Error('The export wrote no file');
        for await (const chunk of stored.stream) bytes += (chunk as Buffer).length;
        return bytes;
      });
      console.log(`   exported in ${s(exp.ms)}; peaks: import heap ${mb(imp.heap)}, rss ${mb(imp.rss)}; export heap ${mb(exp.heap)}, rss ${mb(exp.rss)}`);
      rows.push(
        {
          metric: `import of ${n.toLocaleString('en')} units (${mb(size)}): time, units/s`,
          value: `${s(imp.ms)}, ${Math.round(n / (imp.ms / 1000)).toLocaleString('en')}/s`,
          target: '—',
        },
        { metric: `  its peak JS heap / resident set`, value: `${mb(imp.heap)} / ${mb(imp.rss)}`, target: 'heap flat with the size' },
        { metric: `export of the same (a pair, queued task's work and the download): time`, value: `${s(exp.ms)} (${mb(exp.result)})`, target: '—' },
        { metric: `  its peak JS heap / resident set`, value: `${mb(exp.heap)} / ${mb(exp.rss)}`, target: 'heap flat with the size' },
      );
      rmSync(file, { force: true });
    }
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    title: `TMX import and export (PGlite in a data folder, ${UNITS.toLocaleString('en')} units and a tenth of that)`,
    rows,
    notes: ['Import: one transaction, streamed (saxes), 1,000 units per batch; export: 2,000 translations per query, written to the file store as one stream.'],
  };
}
