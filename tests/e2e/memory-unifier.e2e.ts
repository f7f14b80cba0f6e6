import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * Semantic Unifier: the admin configures a run over one demo course in US English (threshold
 * 0.5, from the default 0.82; topK 50), starts it, and gets the demo phrasebook's groups (its US
 * embeddings are in the demo); a group's members are listed with their similarity and their pattern to change.
 */
const ADMIN = inject('admin');
const MEMORY = 86;
const COURSE = 'Spanish for English speakers';

const b = useBrowser();

describe('semantic unifier', () => {
  it('builds groups of the demo phrasebook and shows a group\'s members', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${MEMORY}"][data-course="0"]`).click();
    await page.getByRole('tab', { name: 'Semantic Unifier' }).click();

    const start = page.getByRole('button', { name: 'Start', exact: true });
    expect(await start.isDisabled()).toBe(true);
    expect(await page.getByLabel('Threshold').inputValue()).toBe('0.82');
    // The demo phrasebook is a handful of the demo's most frequent phrases: the lowest threshold groups those sharing words.
    await page.getByLabel('Threshold').fill('0.5');
    await page.getByRole('combobox', { name: 'Courses' }).click();
    await page.getByRole('option', { name: COURSE, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Source dialect', { exact: true }).first().click();
    await page.getByRole('option', { name: 'en-US', exact: true }).click();
    await expect.poll(() => start.isDisabled()).toBe(false);

    const built = page.waitForResponse((r) => r.url().endsWith('/api/memory-semantic-unifier/groups/build'));
    await start.click();
    expect((await (await built).json()).data).toMatchObject({ status: 'needs_embeddings', threshold: 0.5, topK: 50 });
    const heading = page.getByText(/^\d+ groups$/);
    await heading.waitFor({ timeout: 60_000 });
    expect(Number((await heading.textContent())!.split(' ')[0])).toBeGreaterThan(0);
    await page.getByTestId('unifier-groups').locator('.ag-row').first().click();
    const members = page.getByTestId('unifier-members');
    await members.waitFor();
    expect(await members.locator('tbody tr').count()).toBeGreaterThan(1);
  });
});
