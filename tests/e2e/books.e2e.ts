import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Books (spec 4 §2.4): create a book, add two chapters, reorder them by drag and drop, write a
 * chapter text in two dialects, reload and find everything.
 */
const ADMIN = inject('admin');
const b = useBrowser();

async function openBooks(page: Page) {
  await page.goto('/');
  await login(page, ADMIN.login, ADMIN.password);
  await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
  await page.locator('[data-ref="38"][data-course="1"]').click();
  await page.getByRole('button', { name: 'New' }).waitFor();
}

async function addChapter(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add chapter' }).click();
  await page.getByLabel('Chapter title').fill(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.locator(`[data-chapter="${title}"]`).waitFor();
}

const rowOf = (page: Page, title: string) => page.locator('[data-sortable-id]', { has: page.locator(`[data-chapter="${title}"]`) });

describe('books', () => {
  it('creates a book with two chapters, reorders them by drag and drop, writes a text in two dialects, and finds it all after a reload', async () => {
    const { page } = b;
    await openBooks(page);
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Title', { exact: false }).fill('Libro de prueba');
    await page.getByLabel('Author').fill('Ana Ruiz');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('record-id').textContent()).toMatch(/^#\d+$/);
    const bookId = Number((await page.getByTestId('record-id').textContent())!.slice(1));

    await page.getByRole('tab', { name: 'Chapters' }).click();
    await addChapter(page, 'La casa');
    await addChapter(page, 'El mercado');

    // Drag 'El mercado' above 'La casa' with the mouse.
    await expect.poll(() => page.getByLabel('Drag to reorder chapters').isEnabled()).toBe(true);
    await page.getByRole('dialog', { name: 'Add chapter' }).waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByLabel('Drag to reorder chapters').isEnabled()).toBe(true);
    await page.getByLabel('Drag to reorder chapters').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByLabel('Drag to reorder chapters').isChecked()).toBe(true);
    const handle = rowOf(page, 'El mercado').locator('[data-drag-handle]');
    const from = (await handle.boundingBox())!;
    const to = (await rowOf(page, 'La casa').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    const order = () =>
      page.evaluate(async (id) => ((await (await fetch(`/api/books/${id}/chapters`)).json()) as { title: string }[]).map((c) => c.title), bookId);
    await expect.poll(order).toEqual(['El mercado', 'La casa']);

    // A text of 'La casa' in es-ES and es-MX.
    await page.locator('[data-chapter="La casa"]').click();
    await page.getByRole('button', { name: 'Add text' }).click();
    const es = page.getByRole('textbox', { name: 'Text es-ES' });
    await es.click();
    await page.keyboard.type('Mi madre bebe café con leche.');
    await page.getByRole('tab', { name: 'es-MX' }).click();
    await page.getByRole('textbox', { name: 'Text es-MX' }).click();
    await page.keyboard.type('Mi mamá toma café con leche.');
    // One request saves the title and both dialects; its answer's chapter gives the words.
    const saved = page.waitForResponse((r) => /\/api\/books\/chapters\/texts\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save text' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByText(/Lesson \d+ · 6 words/).count()).toBe(1);

    await page.reload();
    await page.locator('.ag-row', { hasText: 'Libro de prueba' }).click();
    await page.getByRole('tab', { name: 'Chapters' }).click();
    await page.locator('[data-chapter="La casa"]').waitFor();
    const titles = await page.locator('[data-chapter]').evaluateAll((els) => els.map((e) => e.getAttribute('data-chapter')));
    expect(titles).toEqual(['El mercado', 'La casa']);
    await expect.poll(() => rowOf(page, 'La casa').textContent()).toContain('6 words');
    await page.locator('[data-chapter="La casa"]').click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Text es-ES' }).textContent()).toBe('Mi madre bebe café con leche.');
    await page.getByRole('tab', { name: 'es-MX' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Text es-MX' }).textContent()).toBe('Mi mamá toma café con leche.');
    // The text's concept-linker details per dialect (no word linked yet), read from the linker's links of the text's translation.
    await expect.poll(() => page.locator('[data-text]').first().locator('[data-cl]').allTextContents()).toEqual(['es-ES 0%', 'es-MX 0%']);
  });
});
