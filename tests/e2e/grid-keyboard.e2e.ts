import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/** The grid-and-editor by keyboard, and in a narrow window (spec 1 §2: keyboard first). */
const ADMIN = inject('admin');

async function openGlossaries(page: Page) {
  await page.goto('/');
  await login(page, ADMIN.login, ADMIN.password);
  await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
  await page.locator('[data-ref="10"][data-course="1"]').click();
  await page.locator('.ag-row').first().waitFor();
}

const recordId = async (page: Page) => (await page.getByTestId('record-id').textContent())?.replace(/ ·.*/, '');
const focusedIn = (page: Page, selector: string) => page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

describe('the grid by keyboard', () => {
  const b = useBrowser();

  it('arrows move the open record with the highlight, Enter goes to the form, Escape back to the grid', async () => {
    const { page } = b;
    await openGlossaries(page);
    const row = (i: number) => page.locator(`.ag-row[row-index="${i}"]`).first();
    await row(0).locator('.ag-cell').first().click();
    await expect.poll(() => recordId(page)).toMatch(/^#\d+$/);
    const first = await recordId(page);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => recordId(page)).not.toBe(first);
    const second = await recordId(page);
    expect(await page.locator('.ag-row-selected').count()).toBe(1);
    expect(await row(1).getAttribute('class')).toContain('ag-row-selected');

    await page.keyboard.press('Enter');
    await expect.poll(() => focusedIn(page, '.cm-grid-editor form, .cm-grid-editor input, .cm-grid-editor textarea')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|TEXTAREA/);

    await page.keyboard.press('Escape');
    await expect.poll(() => focusedIn(page, '.ag-root')).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => recordId(page)).toBe(first);
    expect(second).not.toBe(first);
  });
});

describe('a narrow pane', () => {
  const b = useBrowser({ width: 700, height: 900 });

  it('puts the editor below the grid, with Save in view', async () => {
    const { page } = b;
    await openGlossaries(page);
    const save = page.getByRole('button', { name: 'Save' });
    await save.waitFor();
    const [grid, editor] = await Promise.all([page.locator('.ag-root').first().boundingBox(), save.boundingBox()]);
    expect(editor!.y).toBeGreaterThan(grid!.y);
    expect(editor!.x + editor!.width).toBeLessThanOrEqual(700);
    expect(await save.isVisible()).toBe(true);
  });
});

describe('two panes side by side at 1000 px', () => {
  const b = useBrowser({ width: 1000, height: 800 });

  it('finds every Save button in view', async () => {
    const { page } = b;
    await page.goto('/');
    const pane = (moduleId: number) => ({ type: 'component', componentType: 'module', componentState: { courseId: 1, moduleId } });
    await page.evaluate((layout) => localStorage.setItem('cm_layout:admin@example.com', JSON.stringify(layout)), {
      root: {
        type: 'row',
        content: [
          { type: 'stack', content: [pane(10)] },
          { type: 'stack', content: [pane(36)] },
        ],
      },
      header: { popout: false },
    });
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator('.lm_stack').nth(1).waitFor();
    // The Translations pane's Texts tab shows its editor, and its Save, for a chosen row.
    await page.getByRole('tab', { name: 'Texts' }).click();
    await page.getByTestId('grid-translations').locator('.ag-row[row-index="0"] .ag-cell').first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).count()).toBeGreaterThanOrEqual(2);
    for (const save of await page.getByRole('button', { name: 'Save' }).all()) {
      const box = (await save.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1000);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    }
  });
});
