import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/** Translation Projects (module 36): a project from the dashboard, then the CAT by keyboard only (spec 2 §4). */
const ADMIN = inject('admin');

async function openTranslationProjects(page: Page) {
  await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
  await page.locator('[data-ref="36"][data-course="1"]').click();
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
}

const counter = (page: Page) => page.getByTestId('cat-counter').textContent();
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('the CAT', () => {
  const b = useBrowser();

  it('creates a project from a dashboard cell, translates two rows with the keyboard, and keeps them after a reload', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await openTranslationProjects(page);

    // Dashboard: a cell with pending work opens 'Create Translation Project'; a user is required.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const cell = page
      .getByRole('table', { name: 'Translation dashboard' })
      .getByRole('button', { name: /pending/ })
      .first();
    const pending = Number((await cell.getAttribute('aria-label'))!.match(/: (\d+) pending/)![1]);
    expect(pending).toBeGreaterThan(1);
    await cell.click();
    const dialog = page.getByRole('dialog', { name: 'Create Translation Project' });
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await dialog.getByLabel('User', { exact: true }).click();
    await page.getByRole('option', { name: 'freelance@example.com' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();

    // The Project tab shows it, assigned; Open CAT.
    const name = (await page.getByTestId('project-name').textContent())!;
    expect(await page.getByText(`0/${pending} done`).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Open CAT' }).click();
    await expect.poll(() => counter(page)).toBe(`0/${pending}`);

    // Keyboard only: Alt+↓ opens the first row, Ctrl+Enter saves it done and goes to the next one not done.
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => focusedLabel(page)).toBe('Target 1');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('First translated row');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => counter(page)).toBe(`1/${pending}`);
    await expect.poll(() => focusedLabel(page)).toBe('Target 2');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Second translated row');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => counter(page)).toBe(`2/${pending}`);
    await expect.poll(() => focusedLabel(page)).toBe('Target 3');

    // After a reload the project, loaded again, has both rows done with their texts.
    await page.reload();
    if (
      !(await page
        .getByRole('tab', { name: 'Dashboard' })
        .isVisible({ timeout: 5_000 })
        .catch(() => false))
    )
      await openTranslationProjects(page);
    await page.getByRole('tab', { name: 'Translation' }).click();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => counter(page)).toBe(`2/${pending}`);
    const targets = page.getByTestId('cat-target');
    expect(await targets.nth(0).textContent()).toBe('First translated row');
    expect(await targets.nth(1).textContent()).toBe('Second translated row');
  });

  it('pre-translates the demo project from memory, then in the CAT takes a suggestion with Ctrl+1 and Ctrl+Enter: counter and memory updated', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await openTranslationProjects(page);

    // Project tab: the demo project, pre-translated from memory (Alt+Shift+M) as a queued task.
    await page.getByRole('tab', { name: 'Project' }).click();
    await page
      .getByRole('button', { name: /^Demo: / })
      .first()
      .click();
    const name = (await page.getByTestId('project-name').textContent())!;
    const summary = page.getByText(/^[a-z]{2}-[A-Z]{2} into [a-z]{2}-[A-Z]{2} · \d+\/\d+ done, \d+ doing$/);
    const doing = async () => Number((await summary.textContent())!.match(/(\d+) doing/)![1]);
    const before = await doing();
    await page.keyboard.press('Alt+Shift+M');
    // The run ends (its progress line goes) and the rows reload: the row equal to a memory text but for case is doing now.
    await expect.poll(doing, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect.poll(() => page.getByTestId('pretranslate-progress').count()).toBe(0);

    // Alt+O opens the CAT on it; Alt+Shift+S filters the source; Alt+↓ opens the row.
    await page.keyboard.press('Alt+O');
    await expect.poll(() => counter(page)).toMatch(/^\d+\/\d+$/);
    const [done, total] = (await counter(page))!.split('/').map(Number);
    await page.keyboard.press('Alt+Shift+S');
    await expect.poll(() => focusedLabel(page)).toBe('From filter');
    await page.keyboard.type('para tres');
    await expect.poll(() => page.getByTestId('cat-source').allTextContents()).toEqual(['Una mesa para tres personas.']);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => focusedLabel(page)).toBe('Target 1');
    // Ctrl+1 takes the first memory suggestion (the near match), Ctrl+Enter saves it done.
    await page.getByRole('button', { name: 'Use suggestion 1: A table for two people.' }).waitFor();
    await page.keyboard.press('Control+1');
    await expect.poll(() => page.getByRole('textbox', { name: 'Target 1' }).inputValue()).toBe('A table for two people.');
    // The translator corrects the near match (two → three); the suggestion used stays recorded on the row.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('A table for three people.');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => counter(page)).toBe(`${done + 1}/${total}`);
    expect(await page.getByTestId('cat-target').first().textContent()).toBe('A table for three people.');

    // The memory has it at once: the popup's concordance search (Alt+T) finds it.
    await page.keyboard.press('Alt+T');
    const popup = page.getByRole('dialog', { name: 'Translation memory' });
    await popup.getByRole('textbox', { name: 'Concordance search' }).fill('para tres personas');
    await popup.getByRole('button', { name: 'Use concordance: A table for three people.' }).waitFor();
    await page.keyboard.press('Escape');
    expect(name).toMatch(/^Demo: /);
  });
});
