import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Boards, live, with two people: the admin moves a card and comments on it; a second user with the
 * same board open sees both without reloading, opens the comments (the new one flagged), which
 * marks it seen, and the card's unseen marker goes away.
 */
const ADMIN = inject('admin');
const PEER = { login: `boards.peer.${Date.now()}@example.com`, password: 'peer-password-1' };
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const BOARDS = 19;
const BOARD = 'Segments: lessons 1 to 5';
/** A demo segment of course 1 in To do, without comments (the demo's cards are the course's segments, titled by their text). */
const CARD = 'Muy bien, gracias.';
const COMMENT = 'Started on this segment: check the register.';

const b = useBrowser();

async function openBoard(page: Page) {
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${BOARDS}"][data-course="${COURSE.id}"]`).click();
  const screen = page.getByTestId('boards-screen');
  await screen.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name: BOARD }).click();
  await screen.getByRole('button', { name: 'Load' }).click();
  await screen.getByTestId('column-todo').locator('.cm-board-card').first().waitFor();
  return screen;
}

const cardIn = (page: Page, column: string, title: string) => page.getByTestId(`column-${column}`).locator('.cm-board-card', { hasText: title });

describe('boards, live between two users', () => {
  it('shows one user’s card move and comment to the other without a reload, and the comment gets marked seen', async () => {
    const { page: admin, browser, baseUrl, context } = b;

    // The admin creates the second user through the API, granted Boards on course 1.
    await admin.goto('/');
    await login(admin, ADMIN.login, ADMIN.password);
    await admin.getByTestId('sidebar').waitFor();
    // A user is created without courses; its permissions are saved apart (spec 3 §7).
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const created = await context.request.post('/api/users', { headers, data: { name: PEER.login, password: PEER.password } });
    expect(created.status(), await created.text()).toBe(200);
    const peerId = (await created.json()).data.id as number;
    const granted = await context.request.put(`/api/users/${peerId}/permissions`, {
      headers,
      data: { courses: [{ id: COURSE.id, permissions: [{ moduleId: BOARDS, granted: true }] }] },
    });
    expect(granted.status(), await granted.text()).toBe(200);

    const peerContext = await browser.newContext({ viewport: { width: 1400, height: 900 }, baseURL: baseUrl });
    const peer = await peerContext.newPage();
    peer.setDefaultTimeout(10_000);
    await peer.goto('/');
    await login(peer, PEER.login, PEER.password);
    await peer.getByTestId('sidebar').waitFor();

    // Both open the same board; the other user's screen subscribes to its server-sent events.
    const streams: string[] = [];
    peer.on('request', (r) => r.url().includes('/events') && streams.push(r.resourceType()));
    await openBoard(admin);
    await openBoard(peer);
    await expect.poll(() => streams).toContain('eventsource');
    await cardIn(peer, 'todo', CARD).waitFor();
    const pageLoads: string[] = [];
    peer.on('framenavigated', (f) => f === peer.mainFrame() && pageLoads.push(f.url()));

    // The admin moves the card from To do to Doing with its Move menu, then comments on it.
    await cardIn(admin, 'todo', CARD)
      .getByRole('button', { name: `Move ${CARD}` })
      .click();
    await admin.getByRole('menuitem', { name: 'Change to Doing' }).click();
    await cardIn(admin, 'doing', CARD).waitFor();
    await cardIn(admin, 'doing', CARD)
      .getByRole('button', { name: new RegExp(`^Comments of ${CARD}`) })
      .click();
    const adminDialog = admin.getByTestId('comments-dialog');
    const add = adminDialog.getByRole('button', { name: 'Add' });
    expect(await add.isDisabled()).toBe(true);
    await adminDialog.getByRole('textbox', { name: 'New comment' }).fill(COMMENT);
    await add.click();
    await adminDialog.getByText(COMMENT).waitFor();
    expect(await adminDialog.getByText('new', { exact: true }).count()).toBe(0); // own comments are never unseen
    await admin.keyboard.press('Escape');

    // The other user sees the move and the unseen comment, without reloading.
    const peerCard = cardIn(peer, 'doing', CARD);
    await peerCard.waitFor({ timeout: 8000 });
    expect(await cardIn(peer, 'todo', CARD).count()).toBe(0);
    await expect.poll(() => peerCard.getByTestId('new-comments').textContent(), { timeout: 8000 }).toBe('1');
    expect(await peerCard.getByTestId('comment-count').textContent()).toBe('1');
    expect(pageLoads).toEqual([]);

    // Opening the comments shows it flagged new, and marks it seen.
    await peerCard.getByRole('button', { name: new RegExp(`^Comments of ${CARD}: 1, 1 new`) }).click();
    const peerDialog = peer.getByTestId('comments-dialog');
    const comment = peerDialog.locator('[data-seen]', { hasText: COMMENT });
    await comment.waitFor();
    expect(await comment.getAttribute('data-seen')).toBe('false');
    expect(await comment.getByText('new', { exact: true }).count()).toBe(1);
    expect(await comment.getByRole('button', { name: 'Delete comment' }).count()).toBe(0);
    await peer.keyboard.press('Escape');
    await expect.poll(() => peerCard.getByTestId('new-comments').count()).toBe(0);

    const seen = await peer.evaluate(
      async ([title, name]) => {
        const boards = await (await fetch('/api/courses/1/boards')).json();
        const board = boards.find((x: { name: string }) => x.name === name);
        const cards = await (await fetch(`/api/boards/${board.id}/cards`)).json();
        const card = cards.doing.find((c: { title: string }) => c.title === title);
        return (await (await fetch(`/api/cards/${card.id}/comments`)).json()).map((c: { seen: boolean; ownComment: boolean }) => [c.seen, c.ownComment]);
      },
      [CARD, BOARD],
    );
    expect(seen).toEqual([[true, false]]);
    await peerContext.close();
  });
});
