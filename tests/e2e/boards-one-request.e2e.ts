import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiRequestsOf } from './api-requests';
import { login, useBrowser } from './browser';

/**
 * One request per action on the Boards screen: opening it (its cards read once, also after its
 * event stream opens and through every action below), moving a card, putting a freelance on the board,
 * assigning a card, adding and deleting a comment, taking the freelance off. Each write's answer
 * is what the screen shows (the card, the comments, the freelances), and the echo of the write on
 * the board's event stream reads nothing again.
 */
const ADMIN = inject('admin');
const COURSE = { id: 4, name: 'French for English speakers' };
const BOARDS = 19;
const FREELANCE = 'freelance@example.com';

const b = useBrowser();

const cardsIn = (screen: Locator, column: string) => screen.getByTestId(`column-${column}`).locator('.cm-board-card');

/** Opens the module, which shows its first board at once (no Load), its cards read with one request. */
async function openBoard(page: Page) {
  // Listening before the module opens: the board's event stream starts with it.
  const streams: string[] = [];
  page.on('request', (r) => r.url().includes('/events') && streams.push(r.resourceType()));
  // The board's cards, read once when it opens: neither the stream's opening nor any action reads them again.
  const cardReads: string[] = [];
  page.on('request', (r) => /^\/api\/boards\/\d+\/cards$/.test(new URL(r.url()).pathname) && cardReads.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${BOARDS}"][data-course="${COURSE.id}"]`).click();
  const screen = page.getByTestId('boards-screen');
  await expect.poll(() => screen.getByRole('combobox', { name: 'Board' }).inputValue()).not.toBe('');
  await cardsIn(screen, 'todo').first().waitFor();
  // The board is live: its event stream is open before the actions are counted.
  await expect.poll(() => streams).toContain('eventsource');
  expect(cardReads).toEqual([expect.stringMatching(/^GET \/api\/boards\/\d+\/cards$/)]);
  return { screen, cardReads };
}

describe('boards, one request per action', () => {
  it('moves a card, manages freelances, assigns a card and comments on it with one request each', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    const { screen, cardReads } = await openBoard(page);

    // Move a card from To do to Doing with its Move menu.
    const card = cardsIn(screen, 'todo').first();
    const cardId = (await card.getAttribute('data-testid'))!.slice('card-'.length);
    const title = (await card.locator('p').first().textContent())!;
    const boardCard = screen.getByTestId(`card-${cardId}`);
    await boardCard.getByRole('button', { name: `Move ${title}` }).click();
    const moved = await apiRequestsOf(
      page,
      () => page.getByRole('menuitem', { name: 'Change to Doing' }).click(),
      () => cardsIn(screen, 'doing').filter({ hasText: title }).first().waitFor(),
    );
    expect(moved).toEqual([expect.stringMatching(new RegExp(`^PUT /api/boards/\\d+/cards/${cardId}/move$`))]);
    expect(await boardCard.getAttribute('data-state')).toBe('doing');

    // Put a freelance on the board: the dialog's sides and the button's count come from the answer.
    const count = async () => Number(/\((\d+)\)/.exec((await screen.getByRole('button', { name: /^Freelances \(\d+\)$/ }).textContent())!)![1]);
    const before = await count();
    await screen.getByRole('button', { name: /^Freelances \(\d+\)$/ }).click();
    const dialog = page.getByTestId('freelances-dialog');
    const unassigned = dialog.getByTestId('freelances-unassigned').locator('.ag-row', { hasText: FREELANCE });
    await unassigned.waitFor();
    const putOn = await apiRequestsOf(
      page,
      () => unassigned.click(),
      () => dialog.getByTestId('freelances-assigned').locator('.ag-row', { hasText: FREELANCE }).waitFor(),
    );
    expect(putOn).toEqual([expect.stringMatching(/^POST \/api\/boards\/\d+\/freelances\/\d+$/)]);
    await expect.poll(count).toBe(before + 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Assign the moved card to them.
    await boardCard.getByRole('button', { name: `Assign ${title}` }).click();
    const assigned = await apiRequestsOf(
      page,
      () => page.getByRole('menuitem', { name: FREELANCE }).click(),
      () => expect.poll(() => boardCard.getByRole('button', { name: `Assign ${title}` }).textContent()).toBe(FREELANCE),
    );
    expect(assigned).toEqual([expect.stringMatching(new RegExp(`^PUT /api/boards/\\d+/cards/${cardId}/freelance$`))]);

    // Add a comment, then delete it: the dialog and the card's count show each answer.
    await boardCard.getByRole('button', { name: new RegExp(`^Comments of ${title}`) }).click();
    const comments = page.getByTestId('comments-dialog');
    await comments.getByRole('textbox', { name: 'New comment' }).waitFor();
    await expect.poll(() => comments.locator('.mantine-Loader-root').count()).toBe(0);
    const nComments = Number(await boardCard.getByTestId('comment-count').textContent());
    const text = `Started on it ${Date.now() % 100000}`;
    await comments.getByRole('textbox', { name: 'New comment' }).fill(text);
    const commented = await apiRequestsOf(
      page,
      () => comments.getByRole('button', { name: 'Add' }).click(),
      async () => {
        await comments.getByText(text).waitFor();
        await expect.poll(() => boardCard.getByTestId('comment-count').textContent()).toBe(String(nComments + 1));
      },
    );
    expect(commented).toEqual([`POST /api/cards/${cardId}/comments`]);
    const own = comments.locator('[data-seen]', { hasText: text });
    const uncommented = await apiRequestsOf(
      page,
      () => own.getByRole('button', { name: 'Delete comment' }).click(),
      async () => {
        await comments.getByText(text).waitFor({ state: 'detached' });
        await expect.poll(() => boardCard.getByTestId('comment-count').textContent()).toBe(String(nComments));
      },
    );
    expect(uncommented).toEqual([expect.stringMatching(/^DELETE \/api\/comments\/\d+$/)]);
    await page.keyboard.press('Escape');
    await comments.waitFor({ state: 'hidden' });

    // Take the freelance off: their card becomes unassigned, from the answer.
    await screen.getByRole('button', { name: /^Freelances \(\d+\)$/ }).click();
    const takeOff = await apiRequestsOf(
      page,
      () => dialog.getByTestId('freelances-assigned').locator('.ag-row', { hasText: FREELANCE }).click(),
      async () => {
        await dialog.getByTestId('freelances-unassigned').locator('.ag-row', { hasText: FREELANCE }).waitFor();
        await expect.poll(() => boardCard.getByRole('button', { name: `Assign ${title}` }).textContent()).toBe('Unassigned');
      },
    );
    expect(takeOff).toEqual([expect.stringMatching(/^DELETE \/api\/boards\/\d+\/freelances\/\d+$/)]);
    await expect.poll(count).toBe(before);
    expect(cardReads).toHaveLength(1);
  });
});
