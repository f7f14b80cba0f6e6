/**
 * CAT benchmark (issue 19): a translation project of 5,000 rows in the CAT, in Chromium against the
 * real server and the built client: time from Load to the first row, the rows the virtualised list
 * keeps in the page, frame times while scrolling from top to bottom, and the save round trip of
 * Ctrl+Enter (the key event until the done counter changes, timed in the page) over 20 rows.
 */
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { and, asc, eq } from 'drizzle-orm';
import { build } from 'vite';
import { createServer } from '../../core/server/app';
import { configFromEnv } from '../../core/server/config';
import { insertTranslations, translations } from '../../sdk/server';
import { translationProjectItems, translationProjects } from '../../plugins/translations/server/tables';
import { launchChromium } from '../e2e/chromium';
import { RENDER_COUNTER, START_COUNTING, STOP_COUNTING } from './lib/react-renders';
import type { BenchTable } from './lib/table';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN = { login: 'admin@example.com', password: 'bench-admin-password' };
const ROWS = 5000;
const SAVES = Number(process.env.BENCH_CAT_SAVES ?? 20);
const ES_ES = 2;
const EN_US = 3;
const PROJECT_NAME = 'Bench: 5,000 rows';

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (v: number) => `${Math.round(v)} ms`;

/** Course 1's sentences, varied: subject, verb, place and time, numbered so none repeats. */
function sourceText(i: number): string {
  const who = ['Mi hermana', 'El profesor', 'Nuestro vecino', 'La camarera', 'Tu primo', 'Mi abuela', 'El médico'];
  const what = ['vive', 'trabaja', 'come', 'estudia', 'espera', 'canta', 'lee'];
  const where = ['en Madrid', 'en la playa', 'cerca del mercado', 'en casa', 'en la biblioteca', 'junto al río'];
  const when = ['por la mañana', 'los domingos', 'todos los días', 'esta tarde', 'en verano'];
  return `${who[i % 7]} ${what[Math.floor(i / 7) % 7]} ${where[Math.floor(i / 49) % 6]} ${when[Math.floor(i / 294) % 5]} (${i + 1}).`;
}

export default async function catBench(): Promise<BenchTable> {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('   building the client…');
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  }
  const server = await createServer(
    {
      ...configFromEnv({}),
      databaseUrl: 'memory://',
      adminEmail: ADMIN.login,
      adminPassword: ADMIN.password,
      demoData: true,
    },
    () => undefined,
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { db } = server.database;

  // The project: 5,000 texts of course 1 in es-ES, to translate into en-US.
  const [project] = await db.insert(translationProjects).values({ courseId: 1, name: PROJECT_NAME, fromDialectId: ES_ES, toDialectId: EN_US }).returning();
  const key = (i: number) => ({ courseId: 1, ref: 36, refId: project.id, field: `bench-${i + 1}` });
  for (let i = 0; i < ROWS; i += 500) {
    await insertTranslations(
      db,
      Array.from({ length: Math.min(500, ROWS - i) }, (_, k) => ({ ...key(i + k), texts: [{ dialectId: ES_ES, text: sourceText(i + k) }] })),
    );
  }
  const ids = await db
    .select({ id: translations.id })
    .from(translations)
    .where(and(eq(translations.ref, 36), eq(translations.refId, project.id)))
    .orderBy(asc(translations.id));
  for (let i = 0; i < ids.length; i += 1000) {
    await db.insert(translationProjectItems).values(ids.slice(i, i + 1000).map((t) => ({ projectId: project.id, translationId: t.id })));
  }
  console.log(`   project ${project.id}: ${ids.length} rows`);

  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, baseURL: base });
    await context.addInitScript({ content: RENDER_COUNTER });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/');
    await page.locator('input[name="username"]').fill(ADMIN.login);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
    await page.locator('[data-ref="36"][data-course="1"]').click();
    await page.getByRole('tab', { name: 'Translation' }).click();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: PROJECT_NAME, exact: true }).click();

    // Load → the first row shows and the counter has every row.
    const loadStarted = Date.now();
    let rowsRequestMs = 0;
    page.on('requestfinished', (req) => {
      if (req.url().endsWith(`/translations/projects/${project.id}/translations`)) rowsRequestMs = req.timing().responseEnd;
    });
    await page.getByRole('button', { name: 'Load' }).click();
    await page.getByTestId('cat-source').first().waitFor();
    const firstRow = Date.now() - loadStarted;
    await page
      .getByTestId('cat-counter')
      .filter({ hasText: `0/${ROWS}` })
      .waitFor();
    const inPage = await page.getByTestId('cat-source').count();
    console.log(`   first row after ${firstRow} ms; ${inPage} rows in the page`);

    // Two idle seconds: a list that keeps re-measuring itself would show long frames here.
    const idle = await page.evaluate(async () => {
      const times: number[] = [];
      let last = performance.now();
      const end = last + 2000;
      while (last < end) {
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      return times;
    });

    // Scrolling top to bottom, 400 px a frame: every frame's duration.
    const frames = await page.evaluate(async () => {
      const list = document.querySelector('[aria-label="CAT rows"]') as HTMLElement;
      const times: number[] = [];
      let last = performance.now();
      while (list.scrollTop + list.clientHeight < list.scrollHeight - 1) {
        list.scrollTop += 400;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      return times;
    });
    const lastRowShown = await page.getByTestId('cat-source').last().textContent();
    console.log(`   scrolled in ${frames.length} frames; last row: ${lastRowShown}`);

    // Ctrl+Enter on 20 rows from the top: the key press until the counter moves.
    const step = (m: string) => process.env.BENCH_DEBUG && console.log(`   ${new Date().toISOString()} ${m}`);
    step('to the top');
    await page.evaluate(() => {
      (document.querySelector('[aria-label="CAT rows"]') as HTMLElement).scrollTop = 0;
    });
    step('at the top');
    await page.waitForTimeout(500);
    step('Alt+ArrowDown');
    await page.keyboard.press('Alt+ArrowDown');
    step('pressed');
    const saves: number[] = [];
    const keystrokes: number[] = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const profileDir = process.env.BENCH_CAT_PROFILE;
    if (profileDir) await cdp.send('Profiler.enable');
    const profiled = async <T>(name: string, on: boolean, fn: () => Promise<T>): Promise<T> => {
      if (!on) return fn();
      await cdp.send('Profiler.start');
      const r = await fn();
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(profileDir!, `${name}.cpuprofile`), JSON.stringify(profile));
      return r;
    };
    // Chromium's own counters over the typing: load-independent counts (layouts, style recalculations) and CPU time.
    const metrics = async () => {
      const { metrics: m } = await cdp.send('Performance.getMetrics');
      const v = (name: string) => m.find((x) => x.name === name)?.value ?? 0;
      return {
        layouts: v('LayoutCount'),
        styles: v('RecalcStyleCount'),
        scriptMs: v('ScriptDuration') * 1000,
        taskMs: v('TaskDuration') * 1000,
        layoutMs: v('LayoutDuration') * 1000,
        styleMs: v('RecalcStyleDuration') * 1000,
      };
    };
    const perKey = { layouts: 0, styles: 0, scriptMs: 0, taskMs: 0 };
    const perSave = { layouts: 0, styles: 0, scriptMs: 0, taskMs: 0, layoutMs: 0, styleMs: 0 };
    let keys = 0;
    // The save's PUT: its time from sent to answered (server and transfer), and every API request of the page.
    const putMs: number[] = [];
    const apiRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/')) apiRequests.push(`${req.method()} ${new URL(req.url()).pathname}`);
    });
    page.on('requestfinished', (req) => {
      if (req.method() === 'PUT' && /\/translations\/projects\/translations\/\d+$/.test(req.url())) putMs.push(req.timing().responseEnd);
    });
    for (let i = 0; i < SAVES; i++) {
      await page.getByRole('textbox', { name: `Target ${i + 1}` }).waitFor();
      step(`typing ${i + 1}`);
      const text = `Translation ${i + 1}.`;
      const before = await metrics();
      const typing = Date.now();
      // Each key returns once the page has handled it: the time per key is the input latency.
      await profiled('type', !!profileDir && i === 2, () => page.keyboard.type(text));
      keystrokes.push((Date.now() - typing) / text.length);
      const after = await metrics();
      for (const k of Object.keys(perKey) as (keyof typeof perKey)[]) perKey[k] += after[k] - before[k];
      keys += text.length;
      const beforeSave = await metrics();
      // Timed in the page, from the key's event to the counter's change, so that the test's own polling is not counted.
      await page.evaluate(
        (want) => {
          const w = window as unknown as { catSave: Promise<number> };
          w.catSave = new Promise((resolve) => {
            let pressed = 0;
            window.addEventListener(
              'keydown',
              (e) => {
                pressed = e.timeStamp;
              },
              { capture: true, once: true },
            );
            const counter = document.querySelector('[data-testid="cat-counter"]')!;
            const seen = new MutationObserver(() => {
              if (counter.textContent !== want) return;
              seen.disconnect();
              resolve(performance.now() - pressed);
            });
            seen.observe(counter, { characterData: true, childList: true, subtree: true });
          });
        },
        `${i + 1}/${ROWS}`,
      );
      await profiled('save', !!profileDir && i === 2, async () => {
        await page.keyboard.press('Control+Enter');
        saves.push(await page.evaluate(() => (window as unknown as { catSave: Promise<number> }).catSave));
      });
      const afterSave = await metrics();
      for (const k of Object.keys(perSave) as (keyof typeof perSave)[]) perSave[k] += (afterSave[k] - beforeSave[k]) / SAVES;
    }

    // React renders of one row's typing and of its save (the row after the last timed one), and the save's requests.
    const next = SAVES + 1;
    await page.getByRole('textbox', { name: `Target ${next}` }).waitFor();
    await page.waitForTimeout(1000);
    await page.evaluate(START_COUNTING);
    const counted = 'Counted row.';
    await page.keyboard.type(counted);
    const typingRenders = (await page.evaluate(STOP_COUNTING)) as { components: number; rows: number };
    await page.evaluate(START_COUNTING);
    apiRequests.length = 0;
    const savedId = await page.locator('[data-row-id][data-active]').getAttribute('data-row-id');
    await page.keyboard.press('Control+Enter');
    await page
      .getByTestId('cat-counter')
      .filter({ hasText: `${next}/${ROWS}` })
      .waitFor();
    await page.getByRole('textbox', { name: `Target ${next + 1}` }).waitFor();
    await page.waitForTimeout(1000);
    const saveRenders = (await page.evaluate(STOP_COUNTING)) as { components: number; rows: number };
    // The saved row's requests (the next row's memory, context and AI review are that row's own reads).
    const ofSaved = apiRequests.filter((r) => new RegExp(`/translations/${savedId}(/|$)`).test(r));
    console.log(`   requests of a save and the next row: ${apiRequests.join(', ')}`);
    await context.close();
    for (const k of Object.keys(perKey) as (keyof typeof perKey)[]) perKey[k] /= keys;

    const long = frames.filter((f) => f > 50).length;
    return {
      title: `CAT with ${ROWS.toLocaleString('en')} rows (Chromium, built client, PGlite in memory)`,
      rows: [
        { metric: 'Load → first row shown', value: ms(firstRow), target: '< 2000 ms', met: firstRow < 2000 },
        { metric: 'GET project rows (server and transfer)', value: ms(rowsRequestMs), target: '' },
        { metric: 'Rows in the page (virtualised)', value: String(inPage), target: '< 60', met: inPage < 60 },
        { metric: 'Idle frame p95 (2 s after loading)', value: ms(percentile(idle, 95)), target: '< 20 ms', met: percentile(idle, 95) < 20 },
        { metric: 'Scroll frames (400 px each)', value: String(frames.length), target: '' },
        { metric: 'Scroll frame p95', value: ms(percentile(frames, 95)), target: '< 50 ms', met: percentile(frames, 95) < 50 },
        { metric: 'Scroll frame max', value: ms(Math.max(...frames)), target: '' },
        { metric: 'Frames over 50 ms', value: String(long), target: '' },
        {
          metric: 'Typing in a row: ms per key (p95 of the rows)',
          value: ms(percentile(keystrokes, 95)),
          target: '< 50 ms',
          met: percentile(keystrokes, 95) < 50,
        },
        { metric: 'Typing in a row: ms per key (p50 of the rows)', value: ms(percentile(keystrokes, 50)), target: '' },
        { metric: 'Per key: script / main-thread task time (Chromium metrics)', value: `${ms(perKey.scriptMs)} / ${ms(perKey.taskMs)}`, target: '' },
        { metric: 'Per key: layouts / style recalculations', value: `${perKey.layouts.toFixed(1)} / ${perKey.styles.toFixed(1)}`, target: '' },
        {
          metric: 'Per key: React components rendered / CAT rows rendered',
          value: `${(typingRenders.components / counted.length).toFixed(1)} / ${(typingRenders.rows / counted.length).toFixed(1)}`,
          target: '',
        },
        { metric: `Ctrl+Enter save round trip p50 (${SAVES} rows)`, value: ms(percentile(saves, 50)), target: '' },
        { metric: `Ctrl+Enter save round trip p95 (${SAVES} rows)`, value: ms(percentile(saves, 95)), target: '< 500 ms', met: percentile(saves, 95) < 500 },
        {
          metric: 'Per save, with the next row activated: script / layout / style recalculation / main-thread task time (Chromium metrics)',
          value: `${ms(perSave.scriptMs)} / ${ms(perSave.layoutMs)} / ${ms(perSave.styleMs)} / ${ms(perSave.taskMs)}`,
          target: '',
        },
        { metric: 'Per save, the same: layouts / style recalculations', value: `${perSave.layouts.toFixed(1)} / ${perSave.styles.toFixed(1)}`, target: '' },
        {
          metric: 'Save PUT, sent to answered (server and transfer) p50 / p95',
          value: `${ms(percentile(putMs, 50))} / ${ms(percentile(putMs, 95))}`,
          target: '',
        },
        { metric: 'API requests about the saved row (Ctrl+Enter)', value: String(ofSaved.length), target: '1', met: ofSaved.length === 1 },
        {
          metric: 'A save and the next row (1 s after): React components rendered / CAT rows rendered',
          value: `${saveRenders.components} / ${saveRenders.rows}`,
          target: '',
        },
      ],
      notes: [
        `Load average at the end: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(', ')} on ${availableParallelism()} CPUs.`,
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
