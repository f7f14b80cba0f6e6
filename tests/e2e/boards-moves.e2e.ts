import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiRequestsOf } from './api-requests';
import { login, useBrowser } from './browser';

/**
 * Boards by mouse and keyboard: a card dragged from To do onto Doing, another moved on to Review
 * with Alt+Right and back to Doing with Alt+Left while it has the focus; one request each, and a
 * reload shows both (the board opens on its data, no Load; the history holds the way back).
 */
const ADMIN = inject('admin');
const COURSE = { id: 6, name: 'Italian for English speakers' };
const BOARDS = 19;

const b = useBrowser();

async function openBoard(page: Page) {
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${BOARDS}"][data-course="${COURSE.id}"]`).click();
  const screen = page.getByTestId('boards-screen');
  await screen.locator('.cm-board-card').first().waitFor();
  return screen;
}

/** A mouse drag as a person makes it: press, a few small moves past dnd-kit's threshold, then onto the column until it shows it takes the card. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 8);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 20, { steps: 4 });
  const t = (await to.boundingBox())!;
  await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2, { steps: 12 });
  await expect.poll(() => to.getAttribute('data-over')).toBe('true');
  await page.mouse.up();
}

const cardId = async (card: Locator) => (await card.getAttribute('data-testid'))!.slice('card-'.length);

describe('boards, moves by mouse and keyboard', () => {
  it('drags a card to Doing, moves another to Review and back with Alt+Right and Alt+Left, one request each; a reload shows both', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    let screen = await openBoard(page);
    const column = (state: string) => screen.getByTestId(`column-${state}`);

    const dragged = await cardId(column('todo').locator('.cm-board-card').first());
    const dropped = await apiRequestsOf(
      page,
      () => drag(page, screen.getByTestId(`card-${dragged}`), column('doing')),
      () => column('doing').getByTestId(`card-${dragged}`).waitFor(),
    );
    expect(dropped).toEqual([expect.stringMatching(new RegExp(`^PUT /api/boards/\\d+/cards/${dragged}/move$`))]);

    // Another card, by keyboard: Alt+Right takes it from Doing to Review, Alt+Left back to Doing.
    const back = await cardId(column('doing').locator(`.cm-board-card:not([data-card-id="${dragged}"])`).first());
    await screen.getByTestId(`card-${back}`).focus();
    const forth = await apiRequestsOf(
      page,
      () => page.keyboard.press('Alt+ArrowRight'),
      () => column('review').getByTestId(`card-${back}`).waitFor(),
    );
    expect(forth).toEqual([expect.stringMatching(new RegExp(`^PUT /api/boards/\\d+/cards/${back}/move$`))]);
    // The focus stays on the moved card, for the next move.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-card-id'))).toBe(back);
    const moved = await apiRequestsOf(
      page,
      () => page.keyboard.press('Alt+ArrowLeft'),
      () => column('doing').getByTestId(`card-${back}`).waitFor(),
    );
    expect(moved).toEqual([expect.stringMatching(new RegExp(`^PUT /api/boards/\\d+/cards/${back}/move$`))]);

    await page.reload();
    screen = await openBoard(page);
    await column('doing').getByTestId(`card-${dragged}`).waitFor();
    await column('doing').getByTestId(`card-${back}`).waitFor();
    expect(await column('todo').getByTestId(`card-${dragged}`).count()).toBe(0);
    // The keyboard's way there and back is in the card's history.
    await screen.getByTestId(`card-${back}`).getByTitle('State and history').click();
    const history = page.getByTestId('state-dialog');
    await history.locator('.ag-row', { hasText: 'Review → Doing' }).waitFor();
    await history.locator('.ag-row', { hasText: 'Doing → Review' }).waitFor();
  });
});
