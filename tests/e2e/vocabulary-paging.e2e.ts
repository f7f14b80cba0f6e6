import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * The main vocabulary's grid by pages (issue 25): the grid asks for blocks of 100 rows
 * (offset/limit) as the user scrolls; search, keyboard and save still work, a saved row in place.
 */
const ADMIN = inject('admin');
const VOCS_MAIN = 21;

const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(`/api/${p}`, {
        method: m as string,
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...(b ? { 'Content-Type': 'application/json' } : {}) },
        body: b ? JSON.stringify(b) : undefined,
      });
      return res.json();
    },
    [method, path, body] as const,
  );

const recordId = async (page: Page) => (await page.getByTestId('record-id').textContent())?.replace(/ ·.*/, '');

describe('the paged vocabulary grid', () => {
  const b = useBrowser();

  it('loads rows by blocks as it scrolls; search, arrows and save work on the loaded rows', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${VOCS_MAIN}"][data-course="0"]`).waitFor();
    // Enough entries for three blocks: made-up words "paginadoN".
    const blank = (await api(page, 'GET', 'courses/0/vocs/new')) as { dialects: { dialectId: number }[] };
    const dialect = blank.dialects[0].dialectId;
    const { total } = (await api(page, 'GET', `courses/0/vocs?dialect=${dialect}&limit=1`)) as { total: number };
    for (let i = total; i < 230; i++) {
      await api(page, 'POST', 'courses/0/vocs', { title: `paginado ${i}`, dialects: [{ dialectId: dialect, text: `paginado${i}` }] });
    }

    const pages: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.method() === 'GET' && url.pathname === '/api/courses/0/vocs') pages.push(url.searchParams);
    });
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${VOCS_MAIN}"][data-course="0"]`).click();
    const grid = page.getByTestId('grid-vocs');
    await grid.locator('.ag-row[row-index="0"]').waitFor();
    expect(pages.map((p) => [p.get('offset'), p.get('limit')])).toEqual([['0', '100']]);

    // Scrolling down a screen at a time asks for the next blocks, and shows rows from them.
    const viewport = grid.locator('.ag-grid-viewport');
    for (let i = 0; i < 40 && !pages.some((p) => p.get('offset') === '200'); i++) {
      await viewport.evaluate((el) => {
        el.scrollTop += el.clientHeight;
      });
      await page.waitForTimeout(150);
    }
    expect(pages.map((p) => p.get('offset'))).toEqual(expect.arrayContaining(['100', '200']));
    expect(pages.every((p) => p.get('limit') === '100')).toBe(true);
    const lastIndex = () => grid.locator('.ag-row[row-index]').evaluateAll((rows) => Math.max(...rows.map((r) => Number(r.getAttribute('row-index')))));
    await expect.poll(lastIndex).toBeGreaterThanOrEqual(200);
    // The rows of the last block show their data (an id in the first cell), not loading placeholders.
    const lastId = () =>
      grid.locator('.ag-row[row-index]').evaluateAll((rows) => {
        const last = rows.reduce((a, r) => (Number(r.getAttribute('row-index')) > Number(a.getAttribute('row-index')) ? r : a));
        return last.querySelector('.ag-cell')?.textContent ?? '';
      });
    await expect.poll(lastId).toMatch(/^\d+$/);

    // A search reloads from its first block, with the text.
    await page.getByLabel('Search').fill('paginado21');
    await expect
      .poll(() => pages.filter((p) => p.get('text') === 'paginado21').map((p) => p.get('offset')), {
        message: JSON.stringify(pages.map((p) => p.toString())),
      })
      .toContain('0');
    await expect.poll(() => grid.locator('.ag-row').count()).toBeGreaterThanOrEqual(10); // paginado210 … 219 (and 21 on a small demo)
    expect(await grid.locator('.ag-row').filter({ hasNotText: 'paginado21' }).count()).toBe(0);
    expect(await grid.locator('.ag-row', { hasText: 'paginado100' }).count()).toBe(0);

    // The arrows move the open record; a save updates its row in place without reloading the pages.
    await grid.locator('.ag-row[row-index="0"] .ag-cell').first().click();
    await expect.poll(() => recordId(page)).toMatch(/^#\d+$/);
    const first = await recordId(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => recordId(page)).not.toBe(first);
    const opened = (await recordId(page))!;
    const loads = pages.length;
    await page.getByRole('textbox', { name: /^Title/ }).fill('paginado edited');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => grid.locator('.ag-row-selected').textContent()).toContain('paginado edited');
    expect(await recordId(page)).toBe(opened);
    expect(pages.length).toBe(loads);

    // A new entry and its delete are one request each: the write answers the rows in view (the
    // search's, in the server's order), and the grid shows them without reading a page.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/')) writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect.poll(() => recordId(page)).toMatch(/^New record/);
    await page.getByRole('textbox', { name: /^Title/ }).fill('paginado21 nuevo');
    for (const word of await page.getByRole('textbox', { name: /^Target / }).all()) await word.fill('paginado21nuevo');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => grid.locator('.ag-row', { hasText: 'paginado21nuevo' }).count()).toBe(1);
    await expect.poll(() => recordId(page)).toMatch(/^#\d+$/);
    await page.getByRole('switch', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => grid.locator('.ag-row', { hasText: 'paginado21nuevo' }).count()).toBe(0);
    expect(writes).toEqual(['POST /api/courses/0/vocs', expect.stringMatching(/^DELETE \/api\/courses\/0\/vocs\/\d+$/)]);
    expect(pages.length).toBe(loads);
  });
});
