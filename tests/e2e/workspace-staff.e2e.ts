import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * The workspace as staff use it for a day (issue 44): the palette from fields, screens that open on
 * their data, tab headers and maximised panes, the record form by keyboard.
 */
const ADMIN = inject('admin');
const b = useBrowser({ width: 1440, height: 900 });

type Pane = { courseId: number; moduleId: number };
/** Logs in (unless `loggedIn`) with a saved layout of stacks side by side, each holding these panes. */
async function openWith(page: Page, stacks: Pane[][], loggedIn = false): Promise<void> {
  await page.goto('/');
  const stack = (panes: Pane[]) => ({
    type: 'stack',
    content: panes.map((p) => ({ type: 'component', componentType: 'module', componentState: p, title: `Module ${p.moduleId}` })),
  });
  await page.evaluate(({ key, root }) => localStorage.setItem(key, JSON.stringify({ root, header: { popout: false } })), {
    key: `cm_layout:${ADMIN.login}`,
    root: stacks.length === 1 ? stack(stacks[0]) : { type: 'row', content: stacks.map(stack) },
  });
  await page.reload();
  if (!loggedIn) await login(page, ADMIN.login, ADMIN.password);
  await page.getByTestId('workspace').waitFor();
}

const paletteSearch = (page: Page) => page.getByPlaceholder('Open a module or run a command…');

describe('the palette and chords from fields', () => {
  it('opens the palette with Ctrl+K and Ctrl+Shift+P from an input, a textarea and a checkbox; plain keys type; Alt+M works from a field', async () => {
    const { page } = b;
    await openWith(page, [[{ courseId: 1, moduleId: 10 }], [{ courseId: 0, moduleId: 1 }]]);
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.click();
    await page.keyboard.type('k');
    expect(await title.inputValue()).toBe('k');
    expect(await paletteSearch(page).isVisible()).toBe(false);
    await page.keyboard.press('Control+K');
    await paletteSearch(page).waitFor();
    await page.keyboard.press('Escape');
    await paletteSearch(page).waitFor({ state: 'hidden' });

    const forms = page.locator('textarea[data-dialect]').first();
    await forms.click();
    await page.keyboard.press('Control+Shift+P');
    await paletteSearch(page).waitFor();
    await page.keyboard.press('Escape');
    await paletteSearch(page).waitFor({ state: 'hidden' });

    const checkbox = page.getByLabel('Freelance (FL)');
    await checkbox.focus();
    await page.keyboard.press('Control+K');
    await paletteSearch(page).waitFor();
    await page.keyboard.press('Escape');
    await paletteSearch(page).waitFor({ state: 'hidden' });

    // A workspace chord from a text area: Alt+M maximises the pane holding it.
    await forms.click();
    await page.keyboard.press('Alt+M');
    await page.locator('.lm_maximised').waitFor();
  });
});

describe('screens open on their data', () => {
  it('AI Review: the dashboard and a checker tab show their counts without Load', async () => {
    const { page } = b;
    await openWith(page, [[{ courseId: 2, moduleId: 40 }]]);
    await page.getByLabel('Dashboard Sentences').waitFor();
    await page.getByRole('tab', { name: 'Targets' }).click();
    await page.getByLabel('Checker Sentences').getByText('Fail: 0').waitFor();
  });

  it('Boards opens on the first board; the Audio dashboard on its rows; Health on the courses chosen last', async () => {
    const { page } = b;
    await openWith(page, [[{ courseId: 1, moduleId: 19 }], [{ courseId: 1, moduleId: 30 }]]);
    await page.getByTestId('column-todo').locator('.cm-board-card').first().waitFor();
    await page.getByRole('table', { name: 'Audio dashboard' }).getByRole('row').filter({ hasText: 'Sentences' }).waitFor();

    await openWith(page, [[{ courseId: 0, moduleId: 89 }]], true);
    const screen = page.getByTestId('health-screen');
    await screen.getByTestId('health-course-1').waitFor();
    // Another choice loads with Load checks, and is the one shown at the next opening.
    const courses = screen.getByRole('combobox', { name: 'Courses' });
    await courses.click();
    const pills = screen.locator('.mantine-MultiSelect-pill');
    for (let i = 0; i < 50 && (await pills.count()) > 0; i++) await page.keyboard.press('Backspace');
    await page.getByRole('option', { name: 'Spanish for French speakers', exact: true }).click();
    await page.keyboard.press('Escape');
    await screen.getByRole('button', { name: 'Load checks' }).click();
    await screen.getByTestId('health-course-2').waitFor();
    await expect.poll(() => screen.getByTestId('health-course-1').count()).toBe(0);
    await page.reload();
    await screen.getByTestId('health-course-2').waitFor();
    expect(await screen.getByTestId('health-course-1').count()).toBe(0);
  });

  it('the CAT opens on the first project', async () => {
    const { page } = b;
    await openWith(page, [[{ courseId: 1, moduleId: 36 }]]);
    await page.getByRole('tab', { name: 'Translation' }).click();
    await expect.poll(() => page.getByTestId('cat-counter').textContent()).toMatch(/^\d+\/\d+$/);
  });
});
