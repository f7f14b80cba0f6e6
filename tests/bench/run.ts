/**
 * Runs every benchmark in tests/bench (each *.ts here other than this file exports a Bench as its
 * default) and prints their tables. `npm run bench`, or `npm run bench -- startup` for some.
 * Benchmarks measure and report; they never fail on speed.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { markdownTable, type Bench, type BenchTable } from './lib/table';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'run.ts')
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

const tables: BenchTable[] = [];
let broken = 0;
for (const file of files) {
  console.log(`\n== bench ${file}`);
  const started = Date.now();
  try {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default?: Bench };
    if (typeof mod.default !== 'function') {
      console.log(`   (skipped: ${file} has no default export)`);
      continue;
    }
    const result = await mod.default();
    const list = Array.isArray(result) ? result : [result];
    tables.push(...list);
    console.log(`   done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (e) {
    // A benchmark that could not run is an error of the harness, not a slow result.
    broken++;
    console.error(`   ${file} could not run:`, e);
  }
}

console.log('\n');
for (const t of tables) console.log(`${markdownTable(t)}\n`);
process.exitCode = broken ? 1 : 0;
