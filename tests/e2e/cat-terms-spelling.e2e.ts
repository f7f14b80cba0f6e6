import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/** Issue 43 in the CAT: a term of the active row put in with Ctrl+Alt+1, and a misspelling underlined and fixed from its suggestions (Ctrl+.). */
const ADMIN = inject('admin');
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('terms and spelling in the CAT', () => {
  const b = useBrowser();

  it('shows the terms of the demo row, inserts one by Ctrl+Alt+1, underlines a misspelled word and fixes it from the suggestions', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
    await page.locator('[data-ref="36"][data-course="1"]').click();
    await page.getByRole('tab', { name: 'Project' }).click();
    await page.getByRole('button', { name: 'Demo: es-ES into en-US' }).click();
    await expect.poll(() => page.getByTestId('project-name').textContent()).toBe('Demo: es-ES into en-US');
    await page.getByRole('button', { name: 'Open CAT' }).click();
    await expect.poll(() => page.getByTestId('cat-counter').textContent()).toMatch(/^\d+\/\d+$/);

    // The row 'Una mesa para tres personas.': its terms with their English translations.
    await page.keyboard.press('Alt+Shift+S');
    await page.keyboard.type('para tres');
    await expect.poll(() => page.getByTestId('cat-source').allTextContents()).toEqual(['Una mesa para tres personas.']);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => focusedLabel(page)).toBe('Target 1');
    await page.getByRole('button', { name: 'Insert term 2: table' }).waitFor();
    expect(await page.getByTestId('cat-term').allTextContents()).toEqual(['1Una → a', '2mesa → table', '3para → for']);

    // Typed with gaps for the terms: Ctrl+Alt+1 puts 'a' in at the caret, Ctrl+Alt+2 'table' once the caret is in the second gap.
    const field = page.getByRole('textbox', { name: 'Target 1' });
    await page.keyboard.press('Control+A');
    await page.keyboard.type('  for three peeple.');
    await field.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
    await page.keyboard.press('Control+Alt+Digit1');
    await expect.poll(() => field.inputValue()).toBe('a  for three peeple.');
    await field.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(2, 2));
    await page.keyboard.press('Control+Alt+Digit2');
    await expect.poll(() => field.inputValue()).toBe('a table for three peeple.');

    // The pause in typing checks the spelling: 'peeple' is underlined; Ctrl+. on it offers 'people'.
    const mark = page.locator('[data-misspelled="peeple"]');
    await mark.waitFor({ timeout: 30_000 });
    await field.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(20, 20));
    await page.keyboard.press('Control+Period');
    await page.getByRole('menuitem', { name: 'people', exact: true }).click();
    await expect.poll(() => field.inputValue()).toBe('a table for three people.');
    await expect.poll(() => page.locator('[data-misspelled]').count()).toBe(0);
  });
});
