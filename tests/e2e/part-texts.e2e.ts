import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * Issue 42: a part text (a dialog's segment, ref 2501) found in the Translations module's Texts
 * search is named as its owner names it ('Dialog segments', not 'Module 2501') and opens on its
 * dialog, in Dialogs, with that segment selected (never an 'Under construction' tab).
 */
const ADMIN = inject('admin');
const TRANSLATIONS = 36;
const COURSE = 1;
const DIALOG_SEGMENTS = 2501;

const b = useBrowser();

describe('part texts in the Texts search', () => {
  it('opens a dialog segment from the Texts search on its dialog, the segment selected', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    // The course's last dialog segment text: a dialog opens on its first segment by itself.
    const part = await page.evaluate(
      async ({ course, ref }) => {
        const rows = await (await fetch(`/api/courses/${course}/translations?ref=${ref}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json();
        const row = rows[rows.length - 1];
        return { id: row.id as number, refId: row.refId as number, refName: row.refName as string };
      },
      { course: COURSE, ref: DIALOG_SEGMENTS },
    );
    expect(part.refName).toBe('Dialog segments');

    await page.locator(`.cm-course[data-course-id="${COURSE}"]`).hover();
    await page.locator(`[data-ref="${TRANSLATIONS}"][data-course="${COURSE}"]`).click();
    await page.getByRole('tab', { name: 'Texts' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(String(part.id));
    const row = page.locator('.ag-row', { hasText: 'Dialog segments' }).first();
    await row.click();
    const open = page.getByRole('button', { name: /^Open Dialogs #\d+$/ });
    await open.click();
    await page.locator(`[data-segment="${part.refId}"][aria-current="true"]`).waitFor();
    await expect.poll(() => page.getByText('Under construction').count()).toBe(0);
  });
});
