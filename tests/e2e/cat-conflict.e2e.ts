import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Two translators in the CAT on the same row: the second save meets the first (409), the second
 * translator sees both and keeps theirs; the row's history shows both versions and restores the first.
 */
const ADMIN = inject('admin');
const stamp = Date.now();
const ANA = { login: `cat.ana.${stamp}@example.com`, password: 'ana-password-1' };
const BRUNO = { login: `cat.bruno.${stamp}@example.com`, password: 'bruno-password-1' };
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const TRANSLATIONS = 36;
const ANA_TEXT = 'Translated first by Ana';
const BRUNO_TEXT = 'Bruno wrote this instead';
const headers = { 'X-Requested-With': 'XMLHttpRequest' };

const b = useBrowser();

const counter = (page: Page) => page.getByTestId('cat-counter').textContent();
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** A translator's own browser (context), logged in, with the CAT of the project loaded. */
async function translatorIn(browser: Browser, baseUrl: string, who: { login: string; password: string }, project: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto('/');
  await login(page, who.login, who.password);
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${TRANSLATIONS}"][data-course="${COURSE.id}"]`).click();
  await page.getByRole('tab', { name: 'Translation' }).click();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: project, exact: true }).click();
  await page.getByRole('button', { name: 'Load' }).click();
  await expect.poll(() => counter(page)).toMatch(/^\d+\/\d+$/);
  // Both open the first row.
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => focusedLabel(page)).toBe('Target 1');
  return page;
}

describe('the CAT between two translators', () => {
  it('shows the second saver the conflict, keeps their text, and the history restores the first', async () => {
    const { context, browser, baseUrl } = b;

    // The admin, through the API: two translators with Translation Projects on the course, and a project of pending rows.
    const admin = await context.request.post('/api/login', { headers, data: { login: ADMIN.login, password: ADMIN.password } });
    expect(admin.status(), await admin.text()).toBe(200);
    const ids: number[] = [];
    for (const who of [ANA, BRUNO]) {
      const created = await context.request.post('/api/users', { headers, data: { name: who.login, password: who.password } });
      expect(created.status(), await created.text()).toBe(200);
      const id = (await created.json()).data.id as number;
      const granted = await context.request.put(`/api/users/${id}/permissions`, {
        headers,
        data: { courses: [{ id: COURSE.id, permissions: [{ moduleId: TRANSLATIONS, granted: true }] }] },
      });
      expect(granted.status(), await granted.text()).toBe(200);
      ids.push(id);
    }
    const dashboard = (await (await context.request.get(`/api/translations/dashboard?course=${COURSE.id}`)).json()) as {
      rows: { ref: number; cells: { dialectId: number; pending: number }[] }[];
    };
    const [cell] = dashboard.rows
      .flatMap((r) => r.cells.map((c) => ({ ref: r.ref, ...c })))
      .filter((c) => c.pending > 0)
      .sort((x, y) => y.pending - x.pending);
    const made = await context.request.post(`/api/courses/${COURSE.id}/translations/projects`, {
      headers,
      data: { ref: cell.ref, dialectId: cell.dialectId, freelanceId: ids[0] },
    });
    expect(made.status(), await made.text()).toBe(200);
    const projectId = (await made.json()).data.id as number;
    const project = (await (await context.request.get(`/api/translations/projects/${projectId}`)).json()) as { name: string };

    // Both load the CAT and open the same row before either saves.
    const ana = await translatorIn(browser, baseUrl, ANA, project.name);
    const bruno = await translatorIn(browser, baseUrl, BRUNO, project.name);

    // Ana saves it done first.
    await ana.keyboard.press('Control+A');
    await ana.keyboard.type(ANA_TEXT);
    await ana.keyboard.press('Control+Enter');
    await expect.poll(() => ana.getByTestId('cat-target').first().textContent()).toBe(ANA_TEXT);

    // Bruno's save meets hers: both texts shown, who saved the other; he keeps his.
    await bruno.keyboard.press('Control+A');
    await bruno.keyboard.type(BRUNO_TEXT);
    await bruno.keyboard.press('Control+Enter');
    const dialog = bruno.getByRole('dialog', { name: 'Someone else saved this row' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('conflict-mine').textContent()).toBe(BRUNO_TEXT);
    expect(await dialog.getByTestId('conflict-theirs').textContent()).toBe(ANA_TEXT);
    expect(await dialog.getByText(new RegExp(`^${ANA.login.replace(/\./g, '\\.')} saved this row`)).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The history (Alt+Shift+H) shows both versions, newest first, by whom; restoring Ana's makes it the text again.
    await bruno.getByRole('textbox', { name: 'Target 1' }).focus();
    await bruno.keyboard.press('Alt+Shift+H');
    const versions = bruno.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(2);
    expect(await versions.nth(0).textContent()).toContain(BRUNO.login);
    expect(await versions.nth(0).locator('[data-change="added"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Bruno')]));
    expect(await versions.nth(1).textContent()).toContain(ANA.login);
    expect(await versions.nth(1).textContent()).toContain(ANA_TEXT);
    await versions
      .nth(1)
      .getByRole('button', { name: /^Restore version/ })
      .click();
    await expect.poll(() => bruno.getByRole('textbox', { name: 'Target 1' }).inputValue()).toBe(ANA_TEXT);
    await expect.poll(async () => (await versions.nth(0).textContent()) ?? '').toContain(BRUNO.login);
    await expect
      .poll(async () => versions.nth(0).locator('[data-change="removed"]').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Bruno')]));
    // Ana, reloading the project, sees her text back.
    await ana.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => ana.getByTestId('cat-target').first().textContent()).toBe(ANA_TEXT);
    await ana.context().close();
    await bruno.context().close();
  });
});
