import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * One request per action in Readings' Text tab (issue 37): adding, editing, moving and deleting a
 * reading text each send the write alone, and the tab shows what the write answered without
 * reading the texts or the text again.
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const READINGS = 28;

const b = useBrowser();

/**
 * The /api/ requests from the action until the tab shows its outcome (`settled`), and for half a
 * second after (anything the tab would read again would go out then); and the write's answer.
 */
async function requestsDuring(page: Page, act: () => Promise<void>, settled: () => Promise<void>) {
  const sent: string[] = [];
  let answer: Promise<{ data: WriteAnswer }> | undefined;
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    // The workspace's own requests (the user's layout, notifications) are not the screen's.
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/me/')) sent.push(`${r.method()} ${url.pathname}${url.search}`);
  };
  const onResponse = (r: Response) => {
    if (r.request().method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/')) answer ??= r.json();
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await act();
    await settled();
    await page.waitForTimeout(500);
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return { sent, data: (await answer)?.data };
}

/** What the writes answer: the text's id, and the texts in their new order for a move. */
type WriteAnswer = { id: number; texts?: { title: string; position: number }[] };

const rows = (page: Page) => page.getByTestId('reading-text-row');
/** The titles of the rows, in the order shown. */
const titles = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => e.querySelector('p')?.textContent ?? ''));
const editorTitle = (page: Page): Locator => page.getByTestId('reading-text-editor').getByLabel('Title', { exact: false });

describe('readings: one request per action in the Text tab', () => {
  it('adds, edits, moves and deletes a reading text: one request each, the tab showing what it answered', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator('.cm-course', { hasText: COURSE.name }).waitFor();
    const title = `Lectura ${Date.now() % 100000}`;
    const readingId = await page.evaluate(
      async ({ course, title }) => {
        const res = await fetch(`/api/courses/${course}/readings`, {
          method: 'POST',
          body: JSON.stringify({ title }),
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        });
        return ((await res.json()) as { data: { id: number } }).data.id;
      },
      { course: COURSE.id, title },
    );

    await page.locator('.cm-course', { hasText: COURSE.name }).hover();
    await page.locator(`[data-ref="${READINGS}"][data-course="${COURSE.id}"]`).click();
    // The search's answer before anything is counted: the grid may show the reading (unfiltered) before its debounced search goes out.
    const searched = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/courses/${COURSE.id}/readings` && new URL(r.url()).searchParams.get('text') === title,
    );
    await page.locator('input[aria-label="Search"]:visible').fill(title);
    await searched;
    await page.locator('.ag-row:visible', { hasText: title }).first().click();
    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByText('No text yet: Add Text.').waitFor();

    // Add: the new text in the list and in the editor, from the add's answer alone.
    const first = await requestsDuring(
      page,
      () => page.getByRole('button', { name: 'Add Text' }).click(),
      () => expect.poll(() => editorTitle(page).inputValue()).toBe('Text 1'),
    );
    expect(first.sent).toEqual([`POST /api/readings/${readingId}/texts/new`]);
    expect(await titles(page)).toEqual(['Text 1']);
    const second = await requestsDuring(
      page,
      () => page.getByRole('button', { name: 'Add Text' }).click(),
      () => expect.poll(() => editorTitle(page).inputValue()).toBe('Text 2'),
    );
    expect(second.sent).toEqual([`POST /api/readings/${readingId}/texts/new`]);
    expect(await titles(page)).toEqual(['Text 1', 'Text 2']);

    // Edit: the save's answer puts the row in place.
    await editorTitle(page).fill('La llegada');
    const edited = await requestsDuring(
      page,
      () => page.getByRole('button', { name: 'Save text' }).click(),
      () => expect.poll(() => titles(page)).toEqual(['Text 1', 'La llegada']),
    );
    expect(edited.sent).toEqual([`PUT /api/readings/texts/${second.data?.id}`]);
    expect(await editorTitle(page).inputValue()).toBe('La llegada');

    // Move, with the keyboard: the second text up to the first place; the list shows the move's answer.
    await page.getByRole('switch', { name: 'Drag to reorder texts' }).check({ force: true });
    const handle = page.getByRole('button', { name: 'Drag to move (texts)' }).nth(1);
    const moved = await requestsDuring(
      page,
      async () => {
        await handle.focus();
        await page.keyboard.press('Space');
        await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
        // The sensor hears the arrows once it has started: up again until it says the text is over the first one.
        const over = `was moved over droppable area ${first.data?.id}.`;
        await expect
          .poll(async () => {
            const said = (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' ');
            if (!said.includes(over)) await page.keyboard.press('ArrowUp');
            return said;
          })
          .toContain(over);
        await page.keyboard.press('Space');
      },
      () => expect.poll(() => titles(page)).toEqual(['La llegada', 'Text 1']),
    );
    expect(moved.sent).toEqual([`PUT /api/readings/texts/${second.data?.id}/move`]);
    expect(moved.data?.texts?.map((t) => [t.position, t.title])).toEqual([
      [1, 'La llegada'],
      [2, 'Text 1'],
    ]);

    // Delete: the list shows what is left.
    const deleted = await requestsDuring(
      page,
      () => rows(page).filter({ hasText: 'Text 1' }).getByRole('button', { name: 'Delete' }).click(),
      () => expect.poll(() => titles(page)).toEqual(['La llegada']),
    );
    expect(deleted.sent).toEqual([`DELETE /api/readings/texts/${first.data?.id}`]);

    // The server has what the tab shows.
    const saved = (await page.evaluate(async (id) => (await fetch(`/api/readings/${id}/texts`)).json(), readingId)) as { title: string; position: number }[];
    expect(saved.map((t) => [t.position, t.title])).toEqual([[1, 'La llegada']]);
  });
});
