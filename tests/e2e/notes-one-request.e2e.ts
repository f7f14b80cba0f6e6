import { describe, expect, inject, it } from 'vitest';
import { apiRequestsOf } from './api-requests';
import { login, useBrowser } from './browser';

/**
 * One request per action in the notes panel (spec 2 §7 Notes): adding, closing and deleting a
 * note each send the write alone, whose answer is the record's notes, and the panel shows them.
 */
const ADMIN = inject('admin');
const COURSE = { id: 4, name: 'French for English speakers' };
const GLOSSARIES = 10;

const b = useBrowser();

describe('notes, one request per action', () => {
  it('adds, closes and deletes a note on a glossary entry with one request each', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator('.cm-course', { hasText: COURSE.name }).hover();
    await page.locator(`[data-ref="${GLOSSARIES}"][data-course="${COURSE.id}"]`).click();
    await page.locator('.ag-row', { hasText: 'flâner' }).click();
    await expect.poll(() => page.getByTestId('record-id').textContent()).toMatch(/^#\d+$/);
    const id = Number((await page.getByTestId('record-id').textContent())!.slice(1));
    await page.getByRole('button', { name: 'Show notes' }).click();
    const panel = page.getByTestId('notes-panel');
    await panel.getByText('No notes yet').waitFor();

    const text = `Check the stroll sense ${Date.now() % 100000}`;
    await panel.getByRole('textbox', { name: 'New note' }).fill(text);
    const added = await apiRequestsOf(
      page,
      () => panel.getByRole('button', { name: 'Add note' }).click(),
      () => panel.getByText(text).waitFor(),
    );
    expect(added).toEqual([`POST /api/ref/${GLOSSARIES}/refId/${id}/notes`]);

    const closed = await apiRequestsOf(
      page,
      () => panel.getByRole('button', { name: 'Close note' }).click(),
      () => panel.getByRole('button', { name: 'Delete note' }).waitFor(),
    );
    expect(closed).toEqual([expect.stringMatching(/^PUT \/api\/note\/\d+$/)]);

    const deleted = await apiRequestsOf(
      page,
      () => panel.getByRole('button', { name: 'Delete note' }).click(),
      () => panel.getByText('No notes yet').waitFor(),
    );
    expect(deleted).toEqual([expect.stringMatching(/^DELETE \/api\/note\/\d+$/)]);
    expect(await panel.getByText(text).count()).toBe(0);
  });
});
