import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Dialogs as an editor uses them: a new dialog gets its segments from a script, the segments are
 * reordered by dragging one, and the dialog is copied to another course, where it is found.
 */
const ADMIN = inject('admin');
const DIALOGS = 25;
const b = useBrowser();

async function openDialogs(page: Page, courseName: string, courseId: number) {
  await page.locator('.cm-course', { hasText: courseName }).hover();
  await page.locator(`[data-ref="${DIALOGS}"][data-course="${courseId}"]`).click();
}

const order = (page: Page) => page.locator('[data-segment]:visible').evaluateAll((els) => els.map((e) => e.textContent ?? ''));

describe('dialogs', () => {
  it('adds a script, reorders its segments by drag and drop, and copies the dialog to another course', async () => {
    const { page } = b;
    const title = `Mercado ${Date.now()}`;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await openDialogs(page, 'Spanish for English speakers', 1);

    // A new dialog, saved, then its script.
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/courses/1/dialogs') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await created).status()).toBe(200);
    await page.getByRole('button', { name: 'Add script' }).click();
    await page.getByRole('textbox', { name: 'Script' }).fill('Vendedora: ¿Qué desea?\nCliente: Un kilo de tomates.\nLa vendedora pesa los tomates.');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => order(page))
      .toEqual([
        expect.stringContaining('¿Qué desea?'),
        expect.stringContaining('Un kilo de tomates.'),
        expect.stringContaining('La vendedora pesa los tomates.'),
      ]);
    expect((await order(page))[2]).toContain('DESCRIPTION');

    // Reorder: drag the third segment above the first, by its handle.
    await page.locator('label:visible', { hasText: 'Drag to reorder segments' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Drag to reorder segments' }).isChecked()).toBe(true);
    const third = await page.getByRole('button', { name: 'Drag to move (segments)' }).nth(2).boundingBox();
    const first = await page.locator('[data-segment]').nth(0).boundingBox();
    const moved = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'PUT');
    await page.mouse.move(third!.x + third!.width / 2, third!.y + third!.height / 2);
    await page.mouse.down();
    await page.mouse.move(third!.x + third!.width / 2, third!.y + third!.height / 2 - 10, { steps: 4 });
    await page.mouse.move(third!.x + third!.width / 2, first!.y + 2, { steps: 15 });
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    await expect
      .poll(() => order(page))
      .toEqual([expect.stringContaining('La vendedora pesa'), expect.stringContaining('¿Qué desea?'), expect.stringContaining('Un kilo de tomates.')]);
    // The server has the new order.
    const dialogId = Number((await page.getByTestId('record-id').textContent())!.replace(/\D/g, ''));
    const saved = await page.evaluate(async (id) => (await fetch(`/api/dialogs/${id}/segments`)).json(), dialogId);
    expect(saved.map((s: { text: string }) => s.text)).toEqual(['La vendedora pesa los tomates.', '¿Qué desea?', 'Un kilo de tomates.']);

    // Copy to the Spanish course for French speakers, and find it there.
    await page.getByRole('button', { name: 'Copy to course' }).click();
    const copyButton = page.getByRole('dialog').getByRole('button', { name: 'Copy', exact: true });
    expect(await copyButton.isDisabled()).toBe(true);
    // Copy is pressed once the chosen course shows in the choice.
    await page.getByRole('dialog').getByPlaceholder('Choose a course').click();
    await page.getByRole('option', { name: /Spanish for French speakers/ }).click();
    await expect.poll(() => page.getByRole('dialog').getByPlaceholder('Choose a course').inputValue()).toMatch(/Spanish for French speakers/);
    await copyButton.click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/Copied: dialog #\d+/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // Gone before the sidebar is hovered: while it fades out, its overlay takes the pointer.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await openDialogs(page, 'Spanish for French speakers', 2);
    // The course 1 tab stays open behind: what is visible is the course 2 tab.
    await page.locator('input[aria-label="Search"]:visible').fill(title);
    await page.locator('.ag-row:visible', { hasText: title }).first().click();
    await expect.poll(() => page.locator('[data-testid="record-id"]:visible').textContent()).not.toBe(`#${dialogId}`);
    await expect
      .poll(() => order(page))
      .toEqual([expect.stringContaining('La vendedora pesa'), expect.stringContaining('¿Qué desea?'), expect.stringContaining('Un kilo de tomates.')]);
  });
});
