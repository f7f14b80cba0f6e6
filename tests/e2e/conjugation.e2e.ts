import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * The Conjugation module's new tabs: a template previewed for a word, a batch conjugate run
 * (start, pause, resume, complete) and the voc report of a target dialect.
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const CONJUGATION = 32;
const VOCS_COURSE = 22;
const b = useBrowser();

async function openConjugation(page: Page, tab: string) {
  await page.goto('/');
  await login(page, ADMIN.login, ADMIN.password);
  await page.getByTestId('sidebar').waitFor();
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${CONJUGATION}"][data-course="${COURSE.id}"]`).click();
  await page.getByRole('tab', { name: tab }).click();
}

describe('conjugation', () => {
  it('runs a batch conjugate over the course vocabulary with pause and resume', async () => {
    const { page } = b;
    await openConjugation(page, 'Batch Conjugate');
    await page.getByRole('button', { name: 'Load' }).click();
    const row = page.getByTestId(`conjugate-${VOCS_COURSE}`);
    const count = page.getByTestId(`conjugate-${VOCS_COURSE}-count`);
    await expect.poll(() => count.textContent()).toMatch(/^0 \/ \d+ · ready/);
    const total = Number((await count.textContent())!.match(/\/ (\d+)/)![1]);
    expect(total).toBeGreaterThan(10);

    await row.getByRole('button', { name: 'Start Vocabulary' }).click();
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toMatch(/^[1-9]\d* \/ \d+ · running/);
    await row.getByRole('button', { name: 'Pause Vocabulary' }).click();
    await expect.poll(() => count.textContent()).toMatch(/· paused ·/);
    const reload = async () => {
      await page.getByRole('button', { name: 'Load' }).click();
      await page.waitForTimeout(400);
      return count.textContent();
    };
    await page.waitForTimeout(300);
    const pausedAt = await reload();
    await page.waitForTimeout(600);
    expect(await reload()).toBe(pausedAt);
    expect(Number(pausedAt!.split(' ')[0])).toBeLessThan(total);

    await row.getByRole('button', { name: 'Start Vocabulary' }).click();
    await expect.poll(() => count.textContent(), { timeout: 90_000 }).toMatch(new RegExp(`^${total} / ${total} · completed`));
  }, 150_000);

  it('previews a template for a word and shows the voc report of a dialect', async () => {
    const { page } = b;
    await openConjugation(page, 'Templates');
    await page.locator('.ag-row', { hasText: 'Present tense' }).first().click();
    await page.getByRole('textbox', { name: 'Preview word' }).fill('hablar');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTestId('template-preview').textContent()).toContain('yo hablo');
    expect(await page.getByTestId('template-preview').textContent()).toContain('vosotros habláis');

    await page.getByRole('tab', { name: 'Voc Report' }).click();
    await page.getByLabel('Target dialect').first().click();
    await page.getByRole('option', { name: 'es-ES' }).click();
    await page.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => page.getByTestId('report-summary').textContent(), { timeout: 30_000 }).toMatch(/^\d+ entries/);
    await expect.poll(() => page.getByRole('table', { name: 'Voc report' }).getByText('tener', { exact: true }).count()).toBeGreaterThan(0);
  }, 120_000);
});
