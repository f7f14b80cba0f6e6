import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Per-user settings kept on the server (issue 44): the layout following the user to another
 * browser, the dark theme, rebinding a chord in the keyboard shortcuts sheet, and the notification
 * centre's finished tasks.
 */
const ADMIN = inject('admin');
const b = useBrowser({ width: 1440, height: 900 });

const paletteSearch = (page: Page) => page.getByPlaceholder('Open a module or run a command…');

async function signedIn(page: Page): Promise<void> {
  await page.goto('/');
  await login(page, ADMIN.login, ADMIN.password);
  await page.getByTestId('workspace').waitFor();
}

/** Runs a palette entry by its label ('Category: Title'). */
async function runFromPalette(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await paletteSearch(page).fill(label);
  await page.locator('.mantine-Spotlight-action', { hasText: label }).first().click();
}

/** The user's settings as the server holds them. */
const serverSettings = (page: Page) => api(page, 'GET', 'me/settings');

const tabTitles = (page: Page) => page.locator('.lm_tab').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, body]) => {
      const res = await fetch(`/api/${p}`, {
        method: m as string,
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json();
    },
    [method, path, body] as const,
  );

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: b.baseUrl });
  return { context, page: await context.newPage() };
}

describe('settings that follow the user', () => {
  it('opens the layout of one browser in a fresh browser context', async () => {
    const { page } = b;
    await signedIn(page);
    await runFromPalette(page, 'Open: Config');
    await page.locator('.lm_tab[title="Config"]').waitFor();
    // Sent once the moves stop.
    await expect.poll(async () => JSON.stringify((await serverSettings(page)).layout)).toContain('"moduleId":90');
    const other = await freshPage();
    try {
      await signedIn(other.page);
      await other.page.locator('.lm_tab[title="Config"]').waitFor();
      expect(await tabTitles(other.page)).toEqual(['Config']);
      expect(await other.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cm_layout:')))).toEqual([]);
    } finally {
      await other.context.close();
    }
  });

  it('applies the dark theme to the page and the grids, and keeps it after a reload and in another browser', async () => {
    const { page } = b;
    await signedIn(page);
    await runFromPalette(page, 'Preferences: Toggle dark theme');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    await expect.poll(async () => (await serverSettings(page)).theme).toBe('dark');
    await page.reload();
    await page.getByTestId('workspace').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    expect(await page.evaluate(() => document.body.dataset.agThemeMode)).toBe('dark');
    // A grid in the dark: its background follows.
    await runFromPalette(page, 'Spanish for English speakers: Glossaries');
    const grid = page.locator('.ag-root-wrapper').first();
    await grid.waitFor();
    const lightness = await grid.evaluate((el) => {
      const [r, g, bl] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
      return (r + g + bl) / 3;
    });
    expect(lightness).toBeLessThan(80);
    const sidebar = await page.getByTestId('sidebar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(sidebar).not.toBe('rgb(248, 249, 250)');

    const other = await freshPage();
    try {
      await signedIn(other.page);
      await expect.poll(() => other.page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    } finally {
      await other.context.close();
    }
  });
});

describe('the keyboard shortcuts sheet', () => {
  it('opens with ? outside a field and with Ctrl+/, lists the commands with their chords, searchable', async () => {
    const { page } = b;
    await signedIn(page);
    await page.getByTestId('workspace').click();
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.waitFor();
    await expect.poll(() => sheet.locator('[data-command="core:close-tab"]').textContent()).toContain('Alt+W');
    await sheet.getByLabel('Search shortcuts').fill('sidebar');
    await expect.poll(() => sheet.locator('[data-command]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.keyboard.press('Control+Slash');
    await sheet.waitFor();
  });

  it('runs a command by the chord the user gave it, and refuses a chord another command holds', async () => {
    const { page } = b;
    await signedIn(page);
    await page.keyboard.press('Control+Slash');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByLabel('Search shortcuts').fill('Close tab');
    await sheet.getByLabel('Change the chord of Workspace: Close tab').click();
    await page.keyboard.press('Alt+B');
    await sheet.getByText("Alt+B is already the chord of 'Workspace: Toggle sidebar'").waitFor();
    await page.keyboard.press('Escape');

    await sheet.getByLabel('Search shortcuts').fill('dark');
    await sheet.getByLabel('Change the chord of Preferences: Toggle dark theme').click();
    await page.keyboard.press('Alt+Shift+J');
    await expect.poll(() => sheet.locator('[data-command="core:toggle-dark-theme"]').textContent()).toContain('Alt+Shift+J');
    await expect.poll(async () => (await serverSettings(page)).keyBindings['core:toggle-dark-theme']).toBe('alt+shift+J');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByTestId('workspace').waitFor();
    await page.keyboard.press('Alt+Shift+J');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
  });
});

describe('the notification centre', () => {
  it("shows a task the user queued once it has finished, counted unread until opened, kept over a reload; the entry opens the task's screen", async () => {
    const { page } = b;
    await signedIn(page);
    // Everything finished before (other tests' tasks) is read.
    await api(page, 'PUT', 'me/settings', { notificationsSeenAt: new Date().toISOString() });
    await page.reload();
    await expect.poll(() => page.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications');

    const started = await api(page, 'POST', 'memory/tmx/exports', { courseId: 1 });
    const id = started.data.id as number;
    await expect.poll(async () => (await api(page, 'GET', `memory/tmx/exports/${id}`)).status, { timeout: 60_000 }).toBe('done');
    // The bell reads the list again when the window regains focus (and every few seconds).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => page.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications (1 unread)');

    await page.reload();
    await page.getByTestId('workspace').waitFor();
    await expect.poll(() => page.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications (1 unread)');
    await page.getByTestId('notification-bell').click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Memory: Tmx export' }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Done');
    await entry.click();
    await page.locator('.lm_tab[title="Memory"]').waitFor();
    await expect.poll(() => page.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications');
  });
});
