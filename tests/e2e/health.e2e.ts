import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Health: the admin loads two courses, runs all their checks (one at a time, course after
 * course), opens the check of item texts in en-GB, which names the demo item with a missing
 * source (its checker error), follows the metric to the Items module, writes the missing text
 * there in the item's editor, re-runs the check and sees it clean.
 */
const ADMIN = inject('admin');
const HEALTH = 89;
const COURSES = [
  { id: 1, name: 'Spanish for English speakers' },
  { id: 2, name: 'Spanish for French speakers' },
];
const CHECK = 'Translations: Items, en-GB';

const b = useBrowser();
const courseItem = (page: Page, id: number) => page.getByTestId(`health-course-${id}`);
const statusOf = (page: Page, id: number) => courseItem(page, id).getAttribute('data-status');

describe('health checks', () => {
  it('loads two courses, runs all checks, opens a check, fixes what it reports and sees it clean after a re-run', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    // No courses loaded last time (the screen opens on those): nothing loads before the choice.
    await page.evaluate(() => localStorage.setItem('cm_health_courses', '[]'));
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${HEALTH}"][data-course="0"]`).click();
    const screen = page.getByTestId('health-screen');
    await screen.getByText('Select one or more courses and click “Load checks”.').waitFor();

    await screen.getByRole('combobox', { name: 'Courses' }).click();
    for (const c of COURSES) await page.getByRole('option', { name: c.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await screen.getByRole('button', { name: 'Load checks' }).click();
    for (const c of COURSES) await expect.poll(() => statusOf(page, c.id)).toBe('idle');
    await expect(courseItem(page, 1).getByText('Wait')).toBeDefined();

    // Run all: course 1 runs to the end before course 2 starts.
    const order: string[] = [];
    page.on('request', (r) => {
      const m = /\/api\/courses\/(\d+)\/health\/checks\/./.exec(r.url());
      if (m) order.push(m[1]);
    });
    await screen.getByTestId('health-run-all').click();
    await expect.poll(() => statusOf(page, 2), { timeout: 60_000 }).toMatch(/^(attention|complete)$/);
    expect(await statusOf(page, 1)).toBe('attention');
    expect(order.length).toBeGreaterThan(2);
    expect(order.join('')).toMatch(/^1+2+$/);

    // Open the course and the failing check.
    await courseItem(page, 1)
      .getByRole('button', { name: new RegExp(COURSES[0].name) })
      .click();
    await courseItem(page, 1)
      .getByRole('button', { name: `${CHECK}: In progress` })
      .click();
    const dialog = page.getByRole('dialog', { name: CHECK });
    await dialog.getByText('97.50 %').waitFor();
    await dialog.getByText('In progress').waitFor();
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(520);
    expect(Math.round(box!.height)).toBe(360);

    // The metric names the item: it opens the Items module searching for it.
    await dialog.getByRole('button', { name: 'Not done: 1, open' }).click();
    await page.locator('.lm_tab[title*="Items"]').first().waitFor();
    const itemId = 17;
    const row = page.locator('.ag-row', { hasText: 'this dirty umbrella' }).first();
    await row.waitFor();
    expect(await row.locator('[col-id="id"]').innerText()).toBe(String(itemId));

    // Fix it in the Items editor: the missing en-GB source text, done.
    await row.click();
    const enGb = page.getByRole('textbox', { name: 'Sources en-GB' });
    await expect.poll(() => page.getByTestId('record-id').innerText()).toContain(String(itemId));
    await enGb.fill('this dirty umbrella');
    await page.getByRole('combobox', { name: 'Status en-GB' }).click();
    await page.getByRole('option', { name: 'Done', exact: true }).click();
    const saved = page.waitForResponse((r) => r.url().includes(`/api/items/${itemId}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    // Back to Health: re-run the check; it is clean and offers no re-run.
    await page.locator('.lm_tab[title="Health"]').click();
    await courseItem(page, 1)
      .getByRole('button', { name: `${CHECK}: In progress` })
      .click();
    await dialog.getByRole('button', { name: 'Re-run check' }).click();
    await dialog.getByText('All clear').waitFor();
    await dialog.getByText('100.00 %').waitFor();
    expect(await dialog.getByRole('button', { name: 'Re-run check' }).count()).toBe(0);
  }, 120_000);
});
