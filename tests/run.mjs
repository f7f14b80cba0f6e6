#!/usr/bin/env node
/**
 * The README's test command (`npm test`): runs every suite, whatever another one answers, and ends
 * with one summary of all (passed, failed, skipped and time per suite). Exits 1 when any suite failed.
 *
 *   node tests/run.mjs                 every suite: static checks, unit and component tests, browser tests
 *                                      (and the server tests on PostgreSQL when TEST_POSTGRES_URL names a server, as in CI,
 *                                      run by the `node` in TEST_POSTGRES_NODE_DIR when set)
 *   node tests/run.mjs unit e2e        only the named suites (static, unit, e2e, postgres)
 *
 * Two lanes run side by side: the unit suite in one; the static checks, then the browser tests, in the
 * other (the unit suite leaves part of the two cores idle while its workers wait on their databases; the
 * browser tests wait on Chromium). With the PostgreSQL suite, which runs after the browser tests, the
 * static checks go before the unit suite instead: that lane is then the shorter one. Each suite's output
 * is printed whole when it ends, so that the two lanes do not interleave.
 *
 * Extra arguments after `--` go to each vitest run (`node tests/run.mjs unit -- plugins/klines`).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const SUITES = {
  static: {
    title: 'static checks (tsc, biome)',
    steps: [
      ['npx', ['tsc', '--noEmit']],
      ['npx', ['biome', 'check', '.']],
    ],
  },
  unit: { title: 'unit, component and route tests (PGlite)', vitest: [] },
  e2e: { title: 'browser tests (Chromium)', vitest: ['--config', 'tests/e2e/vitest.config.ts'] },
  // The server side's tests again, each test server a database of its own on that PostgreSQL (vite.config.ts picks them);
  // on another Node when TEST_POSTGRES_NODE_DIR names the folder of its `node` (CI: Node 24, see .ci/run).
  postgres: {
    title: `server tests on PostgreSQL${process.env.TEST_POSTGRES_NODE_DIR ? ' (Node of TEST_POSTGRES_NODE_DIR)' : ''}`,
    vitest: ['--maxWorkers=1'],
    env: {
      TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL,
      ...(process.env.TEST_POSTGRES_NODE_DIR ? { PATH: `${process.env.TEST_POSTGRES_NODE_DIR}${delimiter}${process.env.PATH}` } : {}),
    },
  },
};

const dash = process.argv.indexOf('--');
const names = (dash < 0 ? process.argv.slice(2) : process.argv.slice(2, dash)).filter((a) => a in SUITES);
const passThrough = dash < 0 ? [] : process.argv.slice(dash + 1);
const chosen = names.length ? names : Object.keys(SUITES).filter((name) => name !== 'postgres' || process.env.TEST_POSTGRES_URL);
if (chosen.includes('postgres') && !process.env.TEST_POSTGRES_URL) {
  console.error('The postgres suite needs TEST_POSTGRES_URL (postgres://user@host:port/database, a server where it may create databases).');
  process.exit(2);
}
const LANES = chosen.includes('postgres')
  ? [
      ['static', 'unit'],
      ['e2e', 'postgres'],
    ]
  : [['unit'], ['static', 'e2e']];
const reports = mkdtempSync(join(tmpdir(), 'lingo-tests-'));
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command with its output in the log file; answers its exit code. */
function run(cmd, args, log, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Counts of a vitest JSON report: tests passed, failed, skipped (and files that failed to load as failures), and the failures' names. */
function countsOf(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const files = r.testResults ?? [];
    const loadFailures = files.filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).length);
    const failures = [
      ...loadFailures.map((f) => `${f.name}: ${f.message}`),
      ...files.flatMap((f) => (f.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${f.name} > ${a.fullName}`)),
    ];
    return { passed: r.numPassedTests, failed: r.numFailedTests + loadFailures.length, skipped: r.numPendingTests + r.numTodoTests, failures };
  } catch {
    return undefined;
  }
}

async function runSuite(name) {
  const suite = SUITES[name];
  const begun = Date.now();
  const logFile = join(reports, `${name}.log`);
  const log = createWriteStream(logFile);
  console.log(`.. ${suite.title}: started (${elapsed()})`);
  let code = 0;
  let counts;
  if (suite.steps) {
    for (const [cmd, args] of suite.steps) code = (await run(cmd, args, log)) || code;
    counts = { passed: code ? 0 : suite.steps.length, failed: code ? 1 : 0, skipped: 0 };
  } else {
    const json = join(reports, `${name}.json`);
    code = await run(
      'npx',
      ['vitest', 'run', ...suite.vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...passThrough],
      log,
      suite.env,
    );
    counts = countsOf(json);
    // No report: the run ended before its end (killed); a failed run with no failed test failed outside any (an unhandled error).
    if (!counts) log.write(`\nThe run left no report: it ended early (exit ${code}).\n`);
    counts ??= { passed: 0, failed: 1, skipped: 0, failures: [`${name}: ended early, without its report`] };
    if (!code && counts.failures.length) code = 1;
    if (code && !counts.failed) counts.failed = 1;
  }
  await new Promise((resolve) => log.end(resolve));
  console.log(`\n== ${suite.title} (ended at ${elapsed()})\n`);
  console.log(readFileSync(logFile, 'utf8'));
  return { name, title: suite.title, code, ...counts, seconds: Math.round((Date.now() - begun) / 1000) };
}

const results = (
  await Promise.all(
    LANES.map(async (lane) => {
      const done = [];
      for (const name of lane.filter((n) => chosen.includes(n))) done.push(await runSuite(name));
      return done;
    }),
  )
)
  .flat()
  .sort((a, b) => Object.keys(SUITES).indexOf(a.name) - Object.keys(SUITES).indexOf(b.name));
rmSync(reports, { recursive: true, force: true });

console.log(`\n== Summary (${elapsed()})\n`);
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
for (const r of results) for (const f of r.failures ?? []) console.log(`FAILED (${r.name}) ${f.replace(`${process.cwd()}/`, '')}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.some((r) => r.code) ? 1 : 0);
