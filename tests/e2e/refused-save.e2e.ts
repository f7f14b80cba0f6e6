import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * A refused save loses nothing: what the user typed stays in every field, the failing field says
 * why, and the server holds no half-saved record (spec: 'a refused save keeps what the user typed').
 */
const ADMIN = inject('admin');
const b = useBrowser();

async function openGlossaries(page: Page) {
  await page.goto('/');
  await login(page, ADMIN.login, ADMIN.password);
  await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
  await page.locator('[data-ref="10"][data-course="1"]').click();
  await page.getByRole('button', { name: 'New' }).waitFor();
}

const glossaryTitles = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/courses/1/glossaries')).json()) as { title: string }[]).map((g) => g.title));

describe('a refused save keeps what was typed', () => {
  it('a new glossary with a comma in its forms: nothing saved, the typed forms and title kept', async () => {
    const { page } = b;
    await openGlossaries(page);
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Title', { exact: false }).fill('refused-comma');
    const forms = page.locator('textarea[data-dialect="en-US"]');
    await forms.fill('early, morning');
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && !r.url().includes('/api/me/') && r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
    });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => page.getByText('Commas are not allowed').count()).toBeGreaterThan(0);
    expect(await forms.inputValue()).toBe('early, morning');
    expect(await page.getByLabel('Title', { exact: false }).inputValue()).toBe('refused-comma');
    expect(writes).toEqual([]);
    expect(await glossaryTitles(page)).not.toContain('refused-comma');

    // Mending the field saves the entry with both forms.
    await forms.fill('early\nmorning');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('record-id').textContent()).toMatch(/^#\d+$/);
    expect(await glossaryTitles(page)).toContain('refused-comma');
  });

  it('an existing glossary refused by the server (title too long): the typed values stay, the saved record is unchanged', async () => {
    const { page } = b;
    await openGlossaries(page);
    await page.locator('.ag-row').first().click();
    await expect.poll(() => page.getByTestId('record-id').textContent()).toMatch(/^#\d+$/);
    const id = Number((await page.getByTestId('record-id').textContent())!.slice(1));
    const before = await page.evaluate(async (gid) => (await fetch(`/api/glossaries/${gid}`)).json(), id);

    const longTitle = 't'.repeat(501);
    await page.getByLabel('Title', { exact: false }).fill(longTitle);
    await page.locator('textarea[data-dialect="en-US"]').fill('kept form one\nkept form two');
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/glossaries/${id}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(400);

    expect(await page.getByLabel('Title', { exact: false }).inputValue()).toBe(longTitle);
    expect(await page.getByLabel('Title', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('textarea[data-dialect="en-US"]').inputValue()).toBe('kept form one\nkept form two');
    const after = await page.evaluate(async (gid) => (await fetch(`/api/glossaries/${gid}`)).json(), id);
    expect(after).toEqual(before);
  });
});
