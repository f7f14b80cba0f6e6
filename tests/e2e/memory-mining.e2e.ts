import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * Phrasebook Mining: the admin opens Memory, configures a mining run over one demo course (the
 * defaults otherwise), starts it, sees it queued and its results ('n patterns found'), filters
 * them, adds a pattern to the phrasebook (its row turns green), opens it and finds it on the
 * Phrasebook tab.
 */
const ADMIN = inject('admin');
const MEMORY = 86;
const COURSE = 'Spanish for English speakers';

const b = useBrowser();

describe('phrasebook mining', () => {
  it('configures and runs a mining job, sees progress and results, adds one to the phrasebook and finds it there', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${MEMORY}"][data-course="0"]`).click();
    await page.getByRole('tab', { name: 'Phrasebook Mining' }).click();

    await page.getByRole('combobox', { name: 'Courses' }).click();
    await page.getByRole('option', { name: COURSE, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByLabel('Min Count').inputValue()).toBe('2');

    const started = page.waitForResponse((r) => r.url().endsWith('/api/memory-phrasebook/mining') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Start Mining' }).click();
    const run = (await (await started).json()).data;
    expect(['queued', 'running']).toContain(run.status);
    expect(run.total).toBeGreaterThan(0);

    const found = page.getByText(/^\d+ patterns found$/);
    await found.waitFor({ timeout: 60_000 });
    expect(Number((await found.textContent())!.split(' ')[0])).toBeGreaterThan(0);

    // A pattern of several words not yet in the phrasebook: filter to it and add it.
    const add = page.getByRole('button', { name: /^Add \S+ \S+/ }).first();
    const label = (await add.getAttribute('aria-label'))!;
    const pattern = label.slice('Add '.length);
    // The filter is a regular expression: anchored, it keeps this pattern's row alone.
    await page.getByLabel('Filter patterns').fill(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await expect.poll(() => page.getByTestId('mining-grid').locator('.ag-row').count()).toBe(1);
    const row = page.getByTestId('mining-grid').locator('.ag-row').first();
    await row.getByRole('button', { name: label, exact: true }).click();
    await row.getByText('syllabus').waitFor();
    expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    // Open: the Phrasebook tab searches it.
    await row.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('tab', { name: 'Phrasebook', selected: true }).waitFor();
    await page.locator('.ag-row', { hasText: pattern }).first().click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Phrase', exact: true }).inputValue()).toBe(pattern);
  });
});
