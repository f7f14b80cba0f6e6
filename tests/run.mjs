#!/usr/bin/env node
/**
 * The README's test command (`npm test`): runs every suite, whatever an earlier one answers, and ends
 * with one summary of all (passed, failed, skipped and time per suite). Exits 1 when any suite failed.
 *
 *   node tests/run.mjs                 every suite: static checks, unit and component tests, browser tests
 *   node tests/run.mjs unit e2e        only the named suites (static, unit, e2e)
 *
 * Extra arguments after `--` go to each vitest run (`node tests/run.mjs unit -- plugins/klines`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const SUITES = {
  static: {
    title: 'static checks (tsc, biome)',
    steps: [
      ['npx', ['tsc', '--noEmit']],
      ['npx', ['biome', 'check', '.']],
    ],
  },
  // One suite at a time: the unit suite gets a worker per core (vitest's default leaves one core free: on 2 cores, 1 worker).
  unit: { title: 'unit, component and route tests (PGlite)', vitest: [`--maxWorkers=${availableParallelism()}`] },
  e2e: { title: 'browser tests (Chromium)', vitest: ['--config', 'tests/e2e/vitest.config.ts'] },
};

const dash = process.argv.indexOf('--');
const names = (dash < 0 ? process.argv.slice(2) : process.argv.slice(2, dash)).filter((a) => a in SUITES);
const passThrough = dash < 0 ? [] : process.argv.slice(dash + 1);
const chosen = names.length ? names : Object.keys(SUITES);
const reports = mkdtempSync(join(tmpdir(), 'lingo-tests-'));

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Counts of a vitest JSON report: tests passed, failed, skipped (and files that failed to load as failures). */
function countsOf(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const loadFailures = (r.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).length).length;
    return { passed: r.numPassedTests, failed: r.numFailedTests + loadFailures, skipped: r.numPendingTests + r.numTodoTests };
  } catch {
    return undefined;
  }
}

const results = [];
for (const name of chosen) {
  const suite = SUITES[name];
  const started = Date.now();
  console.log(`\n== ${suite.title}\n`);
  let code = 0;
  let counts;
  if (suite.steps) {
    for (const [cmd, args] of suite.steps) code = (await run(cmd, args)) || code;
    counts = { passed: code ? 0 : suite.steps.length, failed: code ? 1 : 0, skipped: 0 };
  } else {
    const json = join(reports, `${name}.json`);
    code = await run('npx', ['vitest', 'run', ...suite.vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...passThrough]);
    counts = countsOf(json) ?? { passed: 0, failed: 1, skipped: 0 };
    if (code && !counts.failed) counts.failed = 1; // the run failed outside any test (an unhandled error)
  }
  results.push({ name, title: suite.title, code, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
}
rmSync(reports, { recursive: true, force: true });

console.log('\n== Summary\n');
for (const r of results) {
  console.log(
    `${r.code ? 'FAIL' : 'ok  '}  ${r.title.padEnd(44)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds} s`,
  );
}
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.some((r) => r.code) ? 1 : 0);
