import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Compounds (issue 15): create a compound, add two members (course vocabulary entries), reorder
 * them, save, reload and find the order kept; and the linker's cards of a compound and of a
 * cultural item on a sentence that names both.
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const COMPOUNDS = 15;
const SENTENCES = 16;
const b = useBrowser();

const recordId = (page: Page) => page.getByTestId('record-id').textContent();
// The badge shows in capitals (innerText applies text-transform).
const members = async (page: Page) => (await page.getByTestId('member').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

async function openModule(page: Page, ref: number) {
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${ref}"][data-course="${COURSE.id}"]`).click();
}

async function addMember(page: Page, word: string) {
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByTestId('add-member');
  await dialog.getByLabel('Search members').fill(word);
  await dialog.getByText(new RegExp(`^${word} \\(#\\d+\\)$`)).click();
  await dialog.getByLabel('Search members').waitFor({ state: 'hidden' });
}

describe('compounds', () => {
  it('creates a compound with two members, reorders them, saves, and keeps the order after a reload', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await openModule(page, COMPOUNDS);
    await page.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => recordId(page)).toMatch(/^New record/);
    // Adding members needs a saved compound.
    expect(await page.getByRole('button', { name: 'Add member' }).isDisabled()).toBe(true);

    const title = `leche y café ${Date.now() % 100000}`;
    await page.getByLabel('Title', { exact: false }).fill(title);
    await page.getByLabel('Inflect word es-ES').fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => recordId(page)).toMatch(/^#\d+$/);
    const id = Number((await recordId(page))!.slice(1));

    await addMember(page, 'leche');
    await addMember(page, 'café');
    expect(await members(page)).toEqual(['1. VOCABULARY leche', '2. VOCABULARY café']);
    expect(await page.getByRole('button', { name: 'Move leche up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move café down' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move café up' }).click();
    expect(await members(page)).toEqual(['1. VOCABULARY café', '2. VOCABULARY leche']);
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved before the reload: no unsaved changes left, and the row counts two members (the title's digits may hold a 2).
    await expect.poll(() => recordId(page)).toBe(`#${id}`);
    await expect.poll(() => page.locator('.ag-row', { hasText: title }).locator('[col-id="nItems"]').innerText()).toBe('2');

    await page.reload();
    await page.getByLabel('Search').first().fill(title);
    await page.locator('.ag-row', { hasText: title }).first().click();
    await expect.poll(() => recordId(page)).toBe(`#${id}`);
    await expect.poll(() => members(page)).toEqual(['1. VOCABULARY café', '2. VOCABULARY leche']);
  });

  it("shows a cultural item's card and a compound's card in the linker", async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    const text = 'Café con leche después de la siesta.';
    const id = await page.evaluate(async (t) => {
      const res = await fetch('/api/groups/1/sentences', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify({ targets: [{ dialectId: 2, text: t }] }),
      });
      return (await res.json()).data.id as number;
    }, text);
    await openModule(page, SENTENCES);
    await page.getByLabel('Search').first().fill(String(id));
    await page.locator('.ag-row', { hasText: 'Café con leche' }).first().click();
    await expect.poll(() => recordId(page)).toContain(String(id));

    const linker = page.getByTestId('linker-2');
    const word = (w: string) => linker.locator('[data-mark]', { hasText: w }).first();
    await expect.poll(() => word('siesta').getAttribute('data-mark')).toBe('pending');
    await word('siesta').hover();
    const tooltip = linker.getByRole('tooltip');
    await expect.poll(() => tooltip.getByTestId('cultural-card').innerText()).toContain('A short sleep after lunch');
    expect(await tooltip.getByTestId('cultural-card').innerText()).toContain('siesta');

    await word('leche').hover();
    await expect.poll(() => tooltip.getByTestId('compound-card').innerText()).toContain('café + leche');
  });
});
