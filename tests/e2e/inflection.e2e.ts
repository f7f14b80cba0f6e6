import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * The inflect viewer from a vocabulary entry (auto-inflect, lock a cell, save, reload, kept) and
 * the Word-Class Inflection module's batch target (start, pause, resume, complete).
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const VOCS_COURSE = 22;
const INFLECTION = 13;
const b = useBrowser();

const api = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(`/api/${url}`, {
        method,
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json();
    },
    { method, url, body },
  );

async function openModule(page: Page, ref: number) {
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${ref}"][data-course="${COURSE.id}"]`).click();
}

async function openViewer(page: Page, id: number) {
  await openModule(page, VOCS_COURSE);
  await page.getByLabel('Search').fill(String(id));
  await page.locator('.ag-row', { hasText: 'abrir' }).first().click();
  await expect.poll(() => page.getByTestId('record-id').textContent()).toContain(String(id));
  await page.getByRole('button', { name: 'Inflect viewer es-ES' }).click();
  return page.getByRole('dialog', { name: 'Inflect: abrir (verb)' });
}

describe('inflection', () => {
  it('auto-inflects an entry in the inflect viewer, keeps a locked cell, saves, and finds it after a reload', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    const rows = (await api(page, 'GET', `courses/${COURSE.id}/vocs?text=abrir`)) as { id: number; title: string }[];
    const id = rows.find((r) => r.title === 'abrir')!.id;
    const path = `refs/${VOCS_COURSE}/ref-ids/${id}/dialects/2/inflects`;
    const original = (await api(page, 'GET', path)).forms;
    await api(page, 'PUT', path, { inflects: [] }); // start from an entry without forms

    try {
      let viewer = await openViewer(page, id);
      const cell = (label: string) => viewer.getByRole('textbox', { name: label, exact: true });
      await expect.poll(() => cell('3rd singular').inputValue()).toBe('');
      await viewer.getByRole('button', { name: 'Auto-inflect' }).click();
      await expect.poll(() => cell('3rd singular').inputValue()).toBe('abre');
      expect(await cell('2nd plural').inputValue()).toBe('abrís');

      // An irregular 1sg by hand, its marker cycled to 'Irregular'; auto-inflect leaves it.
      await cell('1st singular').fill('abrito');
      await viewer.getByRole('button', { name: /^1st singular lock state/ }).click();
      await viewer.getByRole('button', { name: /^1st singular lock state/ }).click();
      await expect
        .poll(() => viewer.getByRole('button', { name: /^1st singular lock state/ }).getAttribute('aria-label'))
        .toBe('1st singular lock state: Irregular');
      await viewer.getByRole('button', { name: 'Auto-inflect' }).click();
      await page.waitForTimeout(300);
      expect(await cell('1st singular').inputValue()).toBe('abrito');
      await viewer.getByRole('button', { name: 'Save' }).click();
      await expect.poll(async () => (await api(page, 'GET', path)).forms.length).toBe(6);

      await page.reload();
      viewer = await openViewer(page, id);
      await expect.poll(() => cell('1st singular').inputValue()).toBe('abrito');
      expect(await viewer.getByRole('button', { name: /^1st singular lock state/ }).getAttribute('aria-label')).toBe('1st singular lock state: Irregular');
      expect(await cell('3rd plural').inputValue()).toBe('abren');
    } finally {
      await api(page, 'PUT', path, { inflects: original });
    }
  });

  it('runs a batch target with pause and resume', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await openModule(page, INFLECTION);
    await page.getByRole('tab', { name: 'Batch Target' }).click();
    await page.getByLabel('Target dialect').first().click();
    await page.getByRole('option', { name: 'es-ES' }).click();
    await page.getByRole('button', { name: 'Load' }).click();

    const row = page.getByTestId(`batch-${VOCS_COURSE}`);
    const count = page.getByTestId(`batch-${VOCS_COURSE}-count`);
    await expect.poll(() => count.textContent()).toMatch(/^0 \/ \d+ · (ready|completed)/);
    const total = Number((await count.textContent())!.match(/\/ (\d+)/)![1]);
    await row.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toMatch(/^[1-9]\d* \/ \d+ · running/);
    await row.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => count.textContent()).toMatch(/· paused$/);
    // The record in hand when it was paused is finished; then the run stands still.
    const reload = async () => {
      await page.getByRole('button', { name: 'Load' }).click();
      await page.waitForTimeout(400);
      return count.textContent();
    };
    await page.waitForTimeout(300);
    const pausedAt = await reload();
    await page.waitForTimeout(600);
    expect(await reload()).toBe(pausedAt);
    expect(pausedAt).toMatch(/· paused$/);
    expect(Number(pausedAt!.split(' ')[0])).toBeLessThan(total);

    await row.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => count.textContent(), { timeout: 60_000 }).toBe(`${total} / ${total} · completed`);
  }, 120_000);
});
