import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * The Word-Class Inflection module's Active Templates (activate a cell, save, reload, kept) and
 * Ids (a value saved and kept) tabs.
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const INFLECTION = 13;
const b = useBrowser();

async function openTab(page: Page, tab: string) {
  const first = page.url() === 'about:blank';
  await page.goto('/');
  if (first) await login(page, ADMIN.login, ADMIN.password);
  await page.getByTestId('sidebar').waitFor();
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${INFLECTION}"][data-course="${COURSE.id}"]`).click();
  await page.getByRole('tab', { name: tab }).click();
}

async function openTemplate(page: Page) {
  await openTab(page, 'Active Templates');
  await page.locator('.ag-row', { hasText: 'Verbs: singular' }).first().click();
  const grid = page.getByRole('table', { name: 'Active cells' });
  await grid.waitFor();
  return grid.getByRole('checkbox', { name: '1st plural (204)' });
}

describe('inflection templates and ids', () => {
  it('activates a cell of a template, saves, and finds it active after a reload', async () => {
    const { page } = b;
    let plural = await openTemplate(page);
    expect(await plural.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: '1st singular (201)' }).isChecked()).toBe(true);
    await plural.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForTimeout(500);

    plural = await openTemplate(page);
    await expect.poll(() => plural.isChecked()).toBe(true);
    await plural.uncheck(); // back to the demo's state
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForTimeout(500);
  }, 120_000);

  it('sets an inflect id value and keeps it', async () => {
    const { page } = b;
    const load = async () => {
      await page.getByLabel('Word class').first().click();
      await page.getByRole('option', { name: 'verb' }).click();
      await page.getByRole('button', { name: 'Load' }).click();
      return page.getByRole('textbox', { name: 'Value of 203' });
    };
    await openTab(page, 'Ids');
    let value = await load();
    await expect.poll(() => value.inputValue()).toBe('1000');
    expect(await page.getByRole('row', { name: /CL Fix/ }).count()).toBe(1);
    await value.fill('250');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

    await openTab(page, 'Ids');
    value = await load();
    await expect.poll(() => value.inputValue()).toBe('250');
    await value.fill('1000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  }, 120_000);
});
