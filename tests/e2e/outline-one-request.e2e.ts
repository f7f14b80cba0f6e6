import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiRequestsOf } from './api-requests';
import { login, useBrowser } from './browser';

/**
 * One request per action in the course planner (Lesson Outline 24): a new lesson, and the drops
 * that add, move and delete an activity, and move and delete a lesson. Each write answers the
 * lessons it changed and the bank positions, and the planner shows them without reading again.
 */
const ADMIN = inject('admin');
const COURSE = { id: 4, name: 'French for English speakers' };
const OUTLINE = 24;

const b = useBrowser();

/** A mouse drag as a person makes it: press, a few small moves past dnd-kit's threshold, then to the target. */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  const t = (await to.boundingBox())!;
  await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2, { steps: 12 });
  await page.mouse.move(t.x + t.width / 2 + 1, t.y + t.height / 2, { steps: 2 });
  await page.waitForTimeout(200); // dnd-kit settles on the target under a loaded machine
  await page.mouse.up();
}

/** The lessons on screen, top to bottom: their ids (the drag handles' ids) and their positions. */
const lessonOrder = (screen: Locator) => screen.locator('[data-drag^="lesson:"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-drag')));
const positions = (screen: Locator) => screen.locator('[data-lesson]').evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('data-lesson'))));

describe('course planner, one request per action', () => {
  it('adds a lesson and adds, moves and deletes an activity, moves and deletes a lesson, with one request each', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await page.locator('.cm-course', { hasText: COURSE.name }).hover();
    await page.locator(`[data-ref="${OUTLINE}"][data-course="${COURSE.id}"]`).click();
    const screen = page.getByTestId('outline-screen');
    await screen.locator('[data-lesson="4"]').waitFor();
    await screen.getByRole('switch', { name: 'Edit' }).check({ force: true });
    await screen.getByRole('tab', { name: 'Dia', exact: true }).click();
    const bankItem = screen.locator('[aria-label^="Bank "]').last();
    await bankItem.waitFor();
    const title = (await bankItem.getAttribute('aria-label'))!.slice('Bank '.length);

    // A new lesson: after the last one, shown from the answer.
    const nLessons = await screen.locator('[data-lesson]').count();
    const newPosition = Math.max(...(await positions(screen)).filter((p) => p < 1000)) + 1;
    const created = await apiRequestsOf(
      page,
      () => screen.getByRole('button', { name: 'New lesson' }).click(),
      () => expect.poll(() => screen.locator('[data-lesson]').count()).toBe(nLessons + 1),
    );
    expect(created).toEqual([`POST /api/groups/${COURSE.id}/lesson/new`]);
    expect(await screen.locator(`[data-lesson="${newPosition}"]`).textContent()).toContain(`Lesson ${newPosition} · (no title)`);

    // Add the bank's dialog to cycle 2A; its bank row now names where it is used.
    const cycle2A = screen.locator('[data-cycle="2A"]');
    const in2A = await cycle2A.locator(`[aria-label="Dia ${title}"]`).count();
    const added = await apiRequestsOf(
      page,
      () => drag(page, bankItem, screen.locator('[aria-label="Cycle 2A"]')),
      () => expect.poll(() => cycle2A.locator(`[aria-label="Dia ${title}"]`).count()).toBe(in2A + 1),
    );
    expect(added).toEqual([expect.stringMatching(/^PUT \/api\/lessonOutline\/lessonCycle\/\d+\/add-activity$/)]);
    await expect.poll(() => screen.locator(`[data-bank-item]`, { hasText: title }).first().textContent()).toMatch(/^\d+[A-Z]\d+/);

    // Move it to cycle 3A.
    const cycle3A = screen.locator('[data-cycle="3A"]');
    const in3A = await cycle3A.locator(`[aria-label="Dia ${title}"]`).count();
    const moved = await apiRequestsOf(
      page,
      () => drag(page, cycle2A.locator(`[aria-label="Dia ${title}"]`).last(), screen.locator('[aria-label="Cycle 3A"]')),
      () => expect.poll(() => cycle3A.locator(`[aria-label="Dia ${title}"]`).count()).toBe(in3A + 1),
    );
    expect(moved).toEqual([expect.stringMatching(/^PUT \/api\/lessonOutline\/lessonCycleActivity\/\d+\/move$/)]);
    expect(await cycle2A.locator(`[aria-label="Dia ${title}"]`).count()).toBe(in2A);

    // Delete it: onto the trash.
    const deleted = await apiRequestsOf(
      page,
      () => drag(page, cycle3A.locator(`[aria-label="Dia ${title}"]`).last(), screen.getByTestId('trash')),
      () => expect.poll(() => cycle3A.locator(`[aria-label="Dia ${title}"]`).count()).toBe(in3A),
    );
    expect(deleted).toEqual([expect.stringMatching(/^DELETE \/api\/lessonsCycleActivity\/\d+$/)]);

    // Move lesson 4 to lesson 2's place: lessons 2 to 4 renumber, from the answer. (The list at its
    // top first: dnd-kit scrolls a list while the pointer is near its edge, which would move the target.)
    await screen.getByTestId('outline-lessons').evaluate((e) => {
      e.scrollTop = 0;
    });
    const [l1, l2, l3, l4, ...rest] = await lessonOrder(screen);
    const movedLesson = await apiRequestsOf(
      page,
      () => drag(page, screen.locator('[aria-label="Lesson 4"]'), screen.locator('[aria-label="Lesson 2"]')),
      () => expect.poll(() => lessonOrder(screen)).toEqual([l1, l4, l2, l3, ...rest]),
    );
    expect(movedLesson).toEqual([expect.stringMatching(/^PUT \/api\/lessonOutline\/lesson\/\d+\/move$/)]);
    const now = await positions(screen);
    expect(now.filter((p) => p < 1000)).toEqual(now.filter((p) => p < 1000).map((_, i) => i + 1));

    // Delete the new lesson: onto the trash.
    const removed = await apiRequestsOf(
      page,
      () => drag(page, screen.locator(`[aria-label="Lesson ${newPosition}"]`), screen.getByTestId('trash')),
      () => expect.poll(() => screen.locator('[data-lesson]').count()).toBe(nLessons),
    );
    expect(removed).toEqual([expect.stringMatching(/^DELETE \/api\/lessons\/\d+$/)]);
  });
});
