import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * The course planner (Lesson Outline 24): with Edit on, drag a dialog from the bank into cycle 2A
 * and cycle 3C to lesson 1; after a reload both are kept. Then the wizard moves the dialogs of
 * lessons 1 to 12 from NONE to TODO, and creates empty segments for the panels of lessons 1 and 2
 * (a queued task whose progress the dialog follows; a second run adds none).
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const OUTLINE = 24;

const b = useBrowser();

async function openOutline(page: Page) {
  await page.locator('.cm-course', { hasText: COURSE.name }).hover();
  await page.locator(`[data-ref="${OUTLINE}"][data-course="${COURSE.id}"]`).click();
  const screen = page.getByTestId('outline-screen');
  await screen.locator('[data-lesson="4"]').waitFor();
  return screen;
}

/** A mouse drag as a person makes it: press, a few small moves past dnd-kit's threshold, then to the target. */
async function drag(page: Page, from: Locator, to: Locator) {
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

describe('course planner', () => {
  it('drags a bank dialog into a cycle and a cycle to another lesson, keeps both after a reload, and runs the wizard', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    let screen = await openOutline(page);

    await screen.getByRole('switch', { name: 'Edit' }).check({ force: true });
    await screen.getByRole('tab', { name: 'Dia', exact: true }).click();
    const bankItem = screen.locator('[aria-label^="Bank "]').last();
    const title = (await bankItem.getAttribute('aria-label'))!.slice('Bank '.length);
    const cycle2A = screen.locator('[data-lesson="2"] [data-cycle="2A"]');
    const before2A = await cycle2A.locator('[aria-label^="Dia "]').count();
    await drag(page, bankItem, screen.locator('[aria-label="Cycle 2A"]'));
    await expect.poll(() => cycle2A.locator(`[aria-label="Dia ${title}"]`).count()).toBeGreaterThan(0);
    expect(await cycle2A.locator('[aria-label^="Dia "]').count()).toBe(before2A + 1);

    const cyclesOf1 = await screen.locator('[data-lesson="1"] [data-cycle]').count();
    const firstOf3C = await screen
      .locator('[data-cycle="3C"] [aria-label^="Dia "], [data-cycle="3C"] [aria-label^="Read "]')
      .first()
      .getAttribute('aria-label');
    await drag(page, screen.locator('[aria-label="Cycle 3C"]'), screen.locator('[aria-label="Cycle 1A"]')); // takes 1A's place
    await expect.poll(() => screen.locator('[data-lesson="1"] [data-cycle]').count()).toBe(cyclesOf1 + 1);
    await expect.poll(() => screen.locator('[data-cycle="3C"]').count()).toBe(0);

    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    screen = await openOutline(page);
    const kept2A = screen.locator('[data-lesson="2"] [data-cycle="2A"]');
    expect(await kept2A.locator(`[aria-label="Dia ${title}"]`).count()).toBeGreaterThan(0);
    expect(await screen.locator('[data-lesson="1"] [data-cycle]').count()).toBe(cyclesOf1 + 1);
    expect(await screen.locator('[data-cycle="3C"]').count()).toBe(0);
    const last1 = screen.locator('[data-lesson="1"] [data-cycle="1A"]');
    if (firstOf3C) expect(await last1.locator(`[aria-label="${firstOf3C}"]`).count()).toBeGreaterThan(0);

    // The wizard: dialogs of lessons 1 to 12, NONE → TODO.
    await screen.getByRole('button', { name: 'Wizard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wizard' });
    await dialog.getByLabel('To Lesson').fill('12');
    await dialog.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Change the state of dialogs from NONE to TODO' }).click();
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect.poll(async () => (await dialog.getByRole('status').textContent()) ?? '').toMatch(/^[1-9]\d* item\(s\) moved to To Do$/);
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect.poll(async () => (await dialog.getByRole('status').textContent()) ?? '').toBe('0 item(s) moved to To Do');

    // The wizard: empty segments, five per panel of lessons 1 and 2, as a queued task; a second run adds none.
    await dialog.getByLabel('To Lesson').fill('2');
    await dialog.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Create empty segments' }).click();
    expect(await dialog.getByLabel('Segments per Panel').inputValue()).toBe('3');
    await dialog.getByLabel('Segments per Panel').fill('5');
    await dialog.getByRole('button', { name: 'Run' }).click();
    const status = async () => (await dialog.getByRole('status').textContent()) ?? '';
    await expect.poll(status, { timeout: 30_000 }).toMatch(/^\d+ empty segment\(s\) created for [1-9]\d* panel\(s\)$/);
    const panels = await page.evaluate(async () => {
      const lessons = await (await fetch('/api/groups/1/dialects/default/lessonOutline?start=1&end=2')).json();
      return [
        ...new Set(
          lessons.flatMap((l: { cycles: { activities: { ref: number; refId: number }[] }[] }) =>
            l.cycles.flatMap((c) => c.activities.filter((a) => a.ref === 12).map((a) => a.refId)),
          ),
        ),
      ] as number[];
    });
    expect(panels.length).toBeGreaterThan(0);
    for (const id of panels) {
      const segments = await page.evaluate(async (p) => (await (await fetch(`/api/courses/1/segments?panel=${p}`)).json()).length, id);
      expect(segments).toBeGreaterThanOrEqual(5);
    }
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect.poll(status, { timeout: 30_000 }).toMatch(/^0 empty segment\(s\) created for [1-9]\d* panel\(s\)$/);
  });
});
