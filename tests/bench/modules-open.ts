/**
 * Module opening benchmark (issue 44): in Chromium on the demo (in-memory database), every module
 * the administrator sees is opened from the command palette (Ctrl+K, its label, Enter) and timed
 * from Enter to its first rows or its form; and the JavaScript (gzip) the browser loads from the
 * login page to the first grid's rows. Each tab is closed before the next opens.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/chromium';
import { kb, median, type BenchTable } from './lib/table';

const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };
const OPEN_TARGET_MS = 500;
const FIRST_GRID_TARGET_BYTES = 350_000;
const GIVE_UP_MS = 20_000;

interface TreeEntry {
  courseId: number | null;
  ref: number;
  path: string[];
}

/** The palette's label of a module (core/client/shell/Shell.tsx). */
const labelOf = (e: TreeEntry) => `${e.courseId ? e.path[1] : 'Open'}: ${e.path[e.path.length - 1]}`;

/** Until the visible pane shows its grid's rows, or its fields, and no loader: 'rows', 'no rows', 'form', or 'timeout'. */
function shown(page: Page): Promise<string> {
  return page
    .waitForFunction(
      () => {
        const host = [...document.querySelectorAll<HTMLElement>('.cm-pane-host')].find((h) => h.offsetParent !== null);
        const seen = (selector: string) => [...(host?.querySelectorAll<HTMLElement>(selector) ?? [])].some((e) => e.offsetParent !== null);
        if (!host || seen('.mantine-Loader-root, .ag-overlay-loading-wrapper')) return false;
        // A screen with a grid shows when its rows (or its 'no rows') do; another when its fields do.
        if (seen('.ag-root')) return seen('.ag-row') ? 'rows' : seen('.ag-overlay-no-rows-wrapper') ? 'no rows' : false;
        if (seen('input, textarea, table, button')) return 'form';
        return false;
      },
      undefined,
      { timeout: GIVE_UP_MS, polling: 'raf' },
    )
    .then(
      (h) => h.jsonValue() as Promise<string>,
      () => 'timeout',
    );
}

export default async function modulesOpen(): Promise<BenchTable> {
  const loadBefore = loadavg()[0].toFixed(1);
  const { createServer } = await import('../../core/server/app');
  const { configFromEnv } = await import('../../core/server/config');
  const server = await createServer(
    { ...configFromEnv({}), databaseUrl: 'memory://', adminEmail: ADMIN.login, adminPassword: ADMIN.password },
    () => undefined,
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const js: Promise<number>[] = [];
    page.on('response', (res) => {
      if (/javascript/.test(res.headers()['content-type'] ?? ''))
        js.push(
          res.body().then(
            (b) => gzipSync(b, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    await page.goto(base);
    await page.locator('input[name="username"]').fill(ADMIN.login);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('sidebar').waitFor();
    const tree = await page.evaluate(async () => (await (await fetch('/api/permissions-tree')).json()) as TreeEntry[]);
    // Course 1's modules and the global ones: the other courses open the same screens.
    const modules = tree.filter((e) => e.ref > 0 && (e.courseId === null || e.courseId === 1));

    let firstGridBytes: number | undefined;
    const times: { label: string; ms: number; what: string }[] = [];
    for (const entry of modules) {
      const label = labelOf(entry);
      await page.keyboard.press('Control+k');
      const search = page.getByPlaceholder('Open a module or run a command…');
      await search.fill(label);
      const option = page.locator('.mantine-Spotlight-action', { has: page.getByText(label, { exact: true }) }).first();
      await option.waitFor();
      const started = await page.evaluate(() => performance.now());
      await option.click();
      const what = await shown(page);
      const ms = (await page.evaluate(() => performance.now())) - started;
      times.push({ label, ms, what });
      if (what === 'rows' && firstGridBytes === undefined) firstGridBytes = (await Promise.all(js)).reduce((a, b) => a + b, 0);
      console.log(`   ${Math.round(ms).toString().padStart(6)} ms  ${what.padEnd(7)} ${label}`);
      await page.keyboard.press('Alt+W');
    }
    const opened = times.filter((t) => t.what !== 'timeout');
    const slow = opened.filter((t) => t.ms >= OPEN_TARGET_MS);
    const worst = [...opened].sort((a, b) => b.ms - a.ms)[0];
    return {
      title: 'Opening modules from the palette (tests/bench/modules-open.ts)',
      rows: [
        {
          metric: `Modules opened to rows or form (course 1 and global, ${times.length})`,
          value: `median ${Math.round(median(opened.map((t) => t.ms)))} ms; slowest ${Math.round(worst?.ms ?? 0)} ms (${worst?.label}); ${slow.length} at or over ${OPEN_TARGET_MS} ms; ${times.length - opened.length} showed nothing in ${GIVE_UP_MS / 1000} s`,
          target: `each < ${OPEN_TARGET_MS} ms`,
          met: slow.length === 0 && opened.length === times.length,
        },
        {
          metric: 'JavaScript loaded from the login page to the first grid with rows (gzip)',
          value: firstGridBytes === undefined ? 'no grid showed rows' : kb(firstGridBytes),
          target: `< ${kb(FIRST_GRID_TARGET_BYTES)}`,
          met: firstGridBytes !== undefined && firstGridBytes < FIRST_GRID_TARGET_BYTES,
        },
      ],
      notes: [`load average ${loadBefore} at the start, ${loadavg()[0].toFixed(1)} at the end`],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
