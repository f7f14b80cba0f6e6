import { describe, expect, inject, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { defaultMiningConfig } from '../../plugins/memory/mining-config';
import { login, useBrowser } from './browser';

/**
 * Semantic Unifier: the phrasebook first gets the demo courses' own patterns (mined from their US
 * texts and added through the Phrasebook Mining and Phrasebook routes, from the admin's session),
 * so that a run has several chunks of 100 to embed. The admin configures a run over every course
 * in US English (threshold 0.5, from the default 0.82; topK 50), starts it, pauses it while it
 * embeds (the state says paused, the progress stops short of the total), resumes it, and gets
 * groups; a group's members are listed with their similarity and their pattern to change. The
 * added entries are deleted at the end: the other files share the server and its phrasebook.
 */
const ADMIN = inject('admin');
const MEMORY = 86;
const headers = { 'X-Requested-With': 'XMLHttpRequest' };
/** At most this many entries join the phrasebook: several chunks of 100. */
const ENTRIES = 1000;

const b = useBrowser();

interface Run {
  id: number;
  status: string;
  done: number;
  total: number;
}

/** A call as the screens make it (a read answers the value, a write { result, data }). */
async function api<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/${url}`, { method, headers, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  const body = await res.json();
  return (method === 'GET' ? body : body.data) as T;
}

/** In batches of 10 requests at a time. */
async function inBatches<T, R>(items: T[], call: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 10) out.push(...(await Promise.all(items.slice(i, i + 10).map(call))));
  return out;
}

/**
 * Mines the courses' US texts (every pattern, from a count of 1) and answers up to `n` of the
 * patterns of several words in no phrasebook yet (no single word: the translator e2e wants the
 * one-word bucket to itself).
 */
async function minedPatterns(request: APIRequestContext, courseIds: number[], n: number): Promise<string[]> {
  const cfg = defaultMiningConfig();
  const started = await api<{ id: number }>(request, 'POST', 'memory-phrasebook/mining', {
    ...cfg,
    general: { ...cfg.general, min_count: 1 },
    filtering: { ...cfg.filtering, courses: courseIds.map((course_id) => ({ course_id, klines: true })) },
  });
  let run: { status: string; rows: { phrasebook: string; status: string }[] };
  do {
    await new Promise((r) => setTimeout(r, 300));
    run = await api(request, 'GET', `memory-phrasebook/mining/${started.id}`);
  } while (run.status === 'queued' || run.status === 'running');
  expect(run.status).toBe('done');
  return run.rows
    .filter((r) => r.status === 'none' && r.phrasebook.trim().split(/\s+/).length > 1)
    .map((r) => r.phrasebook)
    .slice(0, n);
}

describe('semantic unifier', () => {
  it("embeds the phrasebook in chunks with pause and resume, then builds groups and shows a group's members", async () => {
    const { page, context } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();

    const courses = await api<{ id: number; name: string }[]>(context.request, 'GET', 'memory-phrasebook/mining/courses');
    const added: number[] = [];
    try {
      const patterns = await minedPatterns(
        context.request,
        courses.map((c) => c.id),
        ENTRIES,
      );
      expect(patterns.length).toBeGreaterThan(500);
      await inBatches(patterns, async (phrase) => added.push((await api<{ id: number }>(context.request, 'POST', 'memory-phrasebook', { phrase })).id));

      await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${MEMORY}"][data-course="0"]`).click();
      await page.getByRole('tab', { name: 'Semantic Unifier' }).click();
      const start = page.getByRole('button', { name: 'Start', exact: true });
      expect(await start.isDisabled()).toBe(true);
      expect(await page.getByLabel('Threshold').inputValue()).toBe('0.82');
      // The lowest threshold groups the patterns sharing words.
      await page.getByLabel('Threshold').fill('0.5');
      await page.getByRole('combobox', { name: 'Courses' }).click();
      for (const c of courses) await page.getByRole('option', { name: c.name, exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByLabel('Source dialect', { exact: true }).first().click();
      await page.getByRole('option', { name: 'en-US', exact: true }).click();
      await expect.poll(() => start.isDisabled()).toBe(false);

      // Start, then Pause at once: the run stops before its next chunk.
      const built = page.waitForResponse((r) => r.url().endsWith('/api/memory-semantic-unifier/groups/build'));
      await start.click();
      const run = (await (await built).json()).data as Run;
      expect(run).toMatchObject({ status: 'needs_embeddings', threshold: 0.5, topK: 50 });
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
      await page.getByText(/^Embeddings: \d+ of \d+ — paused$/).waitFor();

      // The progress stops short of the total: once the chunk under way is stored, nothing more is embedded.
      const read = () => api<Run>(context.request, 'GET', `memory-semantic-unifier/runs/${run.id}`);
      let before = await read();
      for (;;) {
        await new Promise((r) => setTimeout(r, 1500));
        const now = await read();
        if (now.done === before.done && now.total === before.total) break;
        before = now;
      }
      expect(before.status).toBe('paused');
      expect(before.total).toBeGreaterThan(500);
      expect(before.done).toBeLessThan(before.total);
      expect(await page.getByRole('progressbar', { name: 'Embeddings progress' }).getAttribute('aria-valuenow')).not.toBe('100');

      // Resume: the progress moves on, through the remaining chunks, to the groups.
      await page.getByRole('button', { name: 'Resume', exact: true }).click();
      await page
        .getByRole('button', { name: 'Pause', exact: true })
        .or(page.getByText(/^\d+ groups$/))
        .first()
        .waitFor();
      const heading = page.getByText(/^\d+ groups$/);
      await heading.waitFor({ timeout: 60_000 });
      expect(Number((await heading.textContent())!.split(' ')[0])).toBeGreaterThan(0);
      expect(await read()).toMatchObject({ status: 'ok', done: before.total, total: before.total });
      await page.getByTestId('unifier-groups').locator('.ag-row').first().click();
      const members = page.getByTestId('unifier-members');
      await members.waitFor();
      expect(await members.locator('tbody tr').count()).toBeGreaterThan(1);
    } finally {
      await inBatches(added, (id) => api(context.request, 'DELETE', `memory-phrasebook/${id}`));
    }
  }, 240_000);
});
