import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/** The HTML source view (CodeMirror, loaded when first opened): what is typed there is the rich text's HTML. */
const ADMIN = inject('admin');
const b = useBrowser();

describe('the HTML source view', () => {
  it("opens an exercise's text as HTML, takes typing, and the rich text shows it", async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
    await page.locator('[data-ref="8"][data-course="1"]').click();
    await page.locator('.ag-row').first().click();
    await page.getByRole('button', { name: 'HTML source' }).first().click();

    const source = page.locator('[data-testid="html-source"] .cm-content');
    await expect.poll(() => source.innerText()).toMatch(/<p>/);
    await source.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<p>Typed in the source</p>');
    await page.getByRole('button', { name: 'HTML source' }).first().click();

    await expect.poll(() => page.locator('.html-editor-content').first().innerText()).toContain('Typed in the source');
  });
});
