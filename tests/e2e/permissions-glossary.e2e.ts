import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Administration and the grid-and-editor pattern, as people use them: an administrator creates a
 * user with rights on one course; that user sees only that course, keeps a glossary entry with
 * forms in two dialects across a reload, and the API refuses them another course's glossary.
 */
const ADMIN = inject('admin');
const EDITOR = { login: `editor.${Date.now()}@example.com`, password: 'editor-password-1' };
const COURSE = { id: 1, name: 'Spanish for English speakers' };

const b = useBrowser();

async function openFromFlyout(page: Page, courseName: string, ref: number, courseId: number) {
  await page.locator('.cm-course', { hasText: courseName }).hover();
  await page.locator(`[data-ref="${ref}"][data-course="${courseId}"]`).click();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });

describe('permissions and the glossary editor', () => {
  it('lets an admin grant one course, and the user works in it only', async () => {
    const { page, browser, baseUrl } = b;

    // The administrator creates the user, granted Glossaries on one course only.
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').getByText('Users', { exact: true }).click();
    await page.getByRole('button', { name: 'New' }).click();
    await field(page, 'Name (e-mail, the login)').fill(EDITOR.login);
    await page.locator('input[type="password"]').first().fill(EDITOR.password);
    const courseItem = page.locator('.mantine-Accordion-item', { hasText: COURSE.name });
    await courseItem.getByRole('button', { name: new RegExp(COURSE.name) }).click();
    await courseItem.getByLabel('Glossaries', { exact: true }).check();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByTestId('record-id').textContent()).toMatch(/^#\d+$/);

    // The user logs in elsewhere and sees that course's Glossaries only.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, baseURL: baseUrl });
    const user = await context.newPage();
    user.setDefaultTimeout(10_000);
    await user.goto('/');
    await login(user, EDITOR.login, EDITOR.password);
    await user.getByTestId('sidebar').waitFor();
    await expect.poll(() => user.locator('.cm-language').evaluateAll((els) => els.map((e) => e.getAttribute('data-language')))).toEqual(['Spanish']);
    expect(await user.locator('.cm-course').allInnerTexts()).toEqual([COURSE.name]);
    await user.locator('.cm-course', { hasText: COURSE.name }).hover();
    await expect
      .poll(() =>
        user.locator('[data-ref][data-course]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-course')}:${e.getAttribute('data-ref')}`)),
      )
      .toEqual([`${COURSE.id}:10`]);

    // It creates a glossary entry with forms in two dialects, then edits it.
    await openFromFlyout(user, COURSE.name, 10, COURSE.id);
    await user.getByRole('button', { name: 'New' }).click();
    await field(user, 'Title').fill('madrugada');
    await user.locator('textarea[data-dialect="en-US"]').fill('early morning\nsmall hours');
    await user.locator('textarea[data-dialect="en-GB"]').fill('small hours');
    await user.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => user.getByTestId('record-id').textContent()).toMatch(/^#\d+$/);
    const id = Number((await user.getByTestId('record-id').textContent())!.slice(1));
    await user.locator('textarea[data-dialect="en-GB"]').fill('small hours\nwee hours');
    await user.keyboard.press('Control+s');
    await expect.poll(() => user.getByTestId('record-id').textContent()).toBe(`#${id}`);

    // After a reload the tab is back, and the entry is kept as edited.
    await user.reload();
    await user.locator('.ag-row', { hasText: 'madrugada' }).click();
    await expect.poll(() => user.getByTestId('record-id').textContent()).toBe(`#${id}`);
    expect(await user.locator('textarea[data-dialect="en-US"]').inputValue()).toBe('early morning\nsmall hours');
    expect(await user.locator('textarea[data-dialect="en-GB"]').inputValue()).toBe('small hours\nwee hours');

    // The API refuses the user another course's glossary, by course and by id.
    const refused = await user.evaluate(async () => {
      const list = await fetch('/api/courses/2/glossaries');
      const admin = await fetch('/api/glossaries/4');
      return [list.status, admin.status];
    });
    expect(refused).toEqual([403, 403]);
    await context.close();
  });
});
