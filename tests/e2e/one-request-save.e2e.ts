import { describe, expect, inject, it } from 'vitest';
import type { Page, Request, Response } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * One request per save (issue 12): in the grid-and-editor (Glossaries), Save sends the write
 * alone, and both the grid row and the form show what the write answered; Delete too (the blank).
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const GLOSSARIES = 10;

const b = useBrowser();

/**
 * The /api/ requests from the click until the write's answer (`untilAnswer`), and those after it
 * until the editor shows the saved record (`afterAnswer`).
 */
async function apiRequestsDuring(page: Page, act: () => Promise<void>, settled: () => Promise<void>) {
  const untilAnswer: string[] = [];
  const afterAnswer: string[] = [];
  let answered = false;
  // The workspace's own requests (the user's layout, notifications) are not the screen's.
  const screens = (pathname: string) => pathname.startsWith('/api/') && !pathname.startsWith('/api/me/');
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    if (screens(url.pathname)) (answered ? afterAnswer : untilAnswer).push(`${r.method()} ${url.pathname}`);
  };
  // The write's answer: the workspace's own writes (a layout saved to PUT me/settings) are not it.
  const onResponse = (r: Response) => {
    if (r.request().method() !== 'GET' && screens(new URL(r.url()).pathname)) answered = true;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await act();
    await settled();
    // Anything the screen would read again after the answer would go out now.
    await page.waitForTimeout(500);
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return { untilAnswer, afterAnswer };
}

/** Requests that read a glossary record or grid rows again (the notes of a new record are another resource). */
const rereads = (paths: string[]) => paths.filter((p) => /glossaries/.test(p));

const recordId = (page: Page) => page.getByTestId('record-id').textContent();
const title = (page: Page) => page.getByLabel('Title', { exact: false });

describe('one request per save', () => {
  it('creates, edits and deletes a glossary entry: one POST, one PUT, one DELETE; the grid row and the form show what each answered', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator('.cm-course', { hasText: COURSE.name }).hover();
    await page.locator(`[data-ref="${GLOSSARIES}"][data-course="${COURSE.id}"]`).click();
    await page.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => recordId(page)).toMatch(/^New record/);

    const word = `atardecer${Date.now() % 100000}`;
    await title(page).fill(word);
    await page.locator('textarea[data-dialect="en-US"]').fill('dusk\nsunset');
    const created = await apiRequestsDuring(
      page,
      () => page.getByRole('button', { name: 'Save' }).click(),
      () => expect.poll(() => recordId(page)).toMatch(/^#\d+$/),
    );
    expect(created.untilAnswer).toEqual([`POST /api/courses/${COURSE.id}/glossaries`]);
    expect(rereads(created.afterAnswer)).toEqual([]);
    const id = Number((await recordId(page))!.slice(1));
    const newRow = page.locator('.ag-row', { hasText: word });
    await expect.poll(() => newRow.count()).toBe(1);
    expect(await newRow.innerText()).toContain('dusk');

    const edited = `${word} tardío`;
    await title(page).fill(edited);
    await page.locator('textarea[data-dialect="en-US"]').fill('dusk\ntwilight');
    const updated = await apiRequestsDuring(
      page,
      () => page.getByRole('button', { name: 'Save' }).click(),
      () => expect.poll(() => recordId(page)).toBe(`#${id}`),
    );
    expect(updated.untilAnswer).toEqual([`PUT /api/glossaries/${id}`]);
    expect(updated.afterAnswer).toEqual([]);
    const row = page.locator('.ag-row', { hasText: edited });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('twilight');
    expect(await title(page).inputValue()).toBe(edited);
    expect(await page.locator('textarea[data-dialect="en-US"]').inputValue()).toBe('dusk\ntwilight');

    // Delete (behind its toggle): one DELETE, whose answer is the blank record the editor shows next.
    await page.getByRole('switch', { name: 'Delete' }).check({ force: true });
    const deleted = await apiRequestsDuring(
      page,
      () => page.getByRole('button', { name: 'Delete', exact: true }).click(),
      () => expect.poll(() => recordId(page)).toMatch(/^New record/),
    );
    expect(deleted.untilAnswer).toEqual([`DELETE /api/glossaries/${id}`]);
    expect(deleted.afterAnswer).toEqual([]);
    await expect.poll(() => row.count()).toBe(0);
  });
});
