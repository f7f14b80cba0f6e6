import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * The workspace as staff use it for a day (issue 44): the palette from fields, screens that open on
 * their data, tab headers and maximised panes, the record form by keyboard.
 */
const ADMIN = inject('admin');
const b = useBrowser({ width: 1440, height: 900 });

/** A tab of a saved layout, with the title the workspace gave it when it opened. */
type Pane = { courseId: number; moduleId: number; title?: string };
/** Logs in (unless `loggedIn`) with a saved layout of stacks side by side, each holding these panes. */
async function openWith(page: Page, stacks: Pane[][], loggedIn = false): Promise<void> {
  await page.goto('/');
  const stack = (panes: Pane[]) => ({
    type: 'stack',
    content: panes.map(({ title, ...p }) => ({ type: 'component', componentType: 'module', componentState: p, title: title ?? `Module ${p.moduleId}` })),
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

/** Runs a palette entry by its label, typed in full. */
async function runFromPalette(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await paletteSearch(page).waitFor();
  await paletteSearch(page).fill(label);
  const selected = page.locator('.mantine-Spotlight-action[data-selected] .mantine-Spotlight-actionLabel');
  await expect.poll(() => selected.textContent()).toBe(label);
  await page.keyboard.press('Enter');
  await paletteSearch(page).waitFor({ state: 'hidden' });
}

const stackTabs = (page: Page) =>
  page.locator('.lm_stack').evaluateAll((els) => els.map((el) => [...el.querySelectorAll('.lm_tab')].map((t) => t.getAttribute('title') ?? '')));
const activeTab = (page: Page) => page.locator('.lm_tab.lm_active.lm_focused').getAttribute('title');

describe('tabs and panes', () => {
  it('cuts long tab labels short of the pane icons; a maximised pane stays so when the palette opens a module; tabs split, move, switch and close from the palette', async () => {
    const { page } = b;
    const UTILITIES = 'Spanish - Spanish for English speakers - Concept-Linker Utilities';
    const GLOSSARIES = 'Spanish - Spanish for English speakers - Glossaries';
    await openWith(page, [
      [{ courseId: 1, moduleId: 31, title: UTILITIES }],
      [{ courseId: 0, moduleId: 90, title: 'Config' }],
      [{ courseId: 1, moduleId: 10, title: GLOSSARIES }],
      [{ courseId: 0, moduleId: 89, title: 'Health' }],
    ]);
    await page.locator(`.lm_tab[title="${UTILITIES}"] .cm-tab-label`).waitFor();
    const overlaps = await page.locator('.lm_stack').evaluateAll((els) =>
      els.map((el) => {
        const tab = el.querySelector('.lm_tab.lm_active')!.getBoundingClientRect();
        const controls = el.querySelector('.lm_controls')!.getBoundingClientRect();
        return tab.right > controls.left;
      }),
    );
    expect(overlaps).toEqual([false, false, false, false]);

    // Maximised Glossaries: the palette opens Config's neighbour module into it, still maximised.
    await page.locator(`.lm_tab[title="${GLOSSARIES}"]`).click();
    await page.keyboard.press('Alt+M');
    await page.locator('.lm_maximised').waitFor();
    await runFromPalette(page, 'Spanish for English speakers: Sentences');
    await expect.poll(() => activeTab(page)).toBe('Spanish - Spanish for English speakers - Sentences');
    expect(await page.locator('.lm_maximised .lm_tab').count()).toBe(2);
    await page.keyboard.press('Alt+M');
    await page.locator('.lm_maximised').waitFor({ state: 'hidden' });

    // Switch tabs by key, split one into a pane of its own, move it to the next pane, close the others.
    await page.locator('.lm_tab[title="Spanish - Spanish for English speakers - Sentences"]').click();
    await page.keyboard.press('Alt+PageDown');
    await expect.poll(() => activeTab(page)).toBe(GLOSSARIES);
    await page.keyboard.press('Alt+PageUp');
    await expect.poll(() => activeTab(page)).toBe('Spanish - Spanish for English speakers - Sentences');
    await runFromPalette(page, 'Workspace: Split: move tab to a new pane on the right');
    await expect.poll(() => page.locator('.lm_stack').count()).toBe(5);
    expect(await activeTab(page)).toBe('Spanish - Spanish for English speakers - Sentences');
    await runFromPalette(page, 'Workspace: Move tab to the next pane');
    await expect.poll(() => page.locator('.lm_stack').count()).toBe(4);
    expect((await stackTabs(page)).find((s) => s.includes('Spanish - Spanish for English speakers - Sentences'))).toContain('Health');
    await page.keyboard.press('Alt+Shift+PageUp');
    await expect.poll(() => activeTab(page)).toBe(GLOSSARIES);
    await runFromPalette(page, 'Workspace: Close other tabs');
    await expect.poll(() => stackTabs(page)).toEqual([[GLOSSARIES]]);
  });
});

describe('the record form by keyboard', () => {
  it('Alt+N puts the focus in the new record’s first field, Alt+G goes between grid and form, selects filter as one types', async () => {
    const { page } = b;
    await openWith(page, [[{ courseId: 1, moduleId: 22 }]]);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        const where = el?.closest('[data-record-form]') ? 'form' : el?.closest('.ag-root') ? 'grid' : 'elsewhere';
        return { where, label: el?.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : (el?.getAttribute('aria-label') ?? '') };
      });
    await page.locator('.ag-row').first().waitFor();
    await page.getByRole('textbox', { name: 'Search' }).click();
    await page.keyboard.press('Alt+N');
    await expect.poll(focused).toEqual({ where: 'form', label: 'Title *' });
    await page.keyboard.press('Alt+G');
    await expect.poll(async () => (await focused()).where).toBe('grid');
    await page.keyboard.press('Alt+G');
    await expect.poll(focused).toEqual({ where: 'form', label: 'Title *' });

    const level = page.locator('input').and(page.getByLabel('Level', { exact: true }));
    await level.click();
    await page.keyboard.type('A1.2');
    await page.keyboard.press('Enter');
    await expect.poll(() => level.inputValue()).toBe('A1.2');
    const gender = page.locator('input[aria-label^="Gender "]').first();
    await gender.click();
    await page.keyboard.type('fem');
    await page.keyboard.press('Enter');
    await expect.poll(() => gender.inputValue()).toBe('feminine');
  });
});

/** The width in px of the column of this field in the grid of this test id. */
const columnWidth = (page: Page, grid: string, field: string) =>
  page
    .getByTestId(grid)
    .locator(`.ag-header-cell[col-id="${field}"]`)
    .evaluate((el) => el.getBoundingClientRect().width);

describe('readable grids', () => {
  it('keeps Vocabulary’s Word and Title readable at 1440 px with the sidebar open, and Sentences’ Target and Source in a half-width pane', async () => {
    const { page } = b;
    await openWith(page, [[{ courseId: 1, moduleId: 22 }]]);
    await page.getByTestId('grid-vocs').locator('.ag-row').first().waitFor();
    expect(await columnWidth(page, 'grid-vocs', 'word')).toBeGreaterThanOrEqual(120);
    expect(await columnWidth(page, 'grid-vocs', 'title')).toBeGreaterThanOrEqual(120);

    await openWith(page, [[{ courseId: 1, moduleId: 16 }], [{ courseId: 0, moduleId: 90 }]], true);
    await page.getByTestId('grid-sentences').locator('.ag-row').first().waitFor();
    expect(await columnWidth(page, 'grid-sentences', 'target')).toBeGreaterThanOrEqual(120);
    expect(await columnWidth(page, 'grid-sentences', 'source')).toBeGreaterThanOrEqual(120);
  });
});

describe('the work context over a reload', () => {
  it('brings each tab back to its open record and search text', async () => {
    const { page } = b;
    await openWith(page, [[{ courseId: 1, moduleId: 10 }]]);
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('tener');
    await page.locator('.ag-row', { hasText: 'tener' }).click();
    await expect.poll(() => page.getByTestId('record-id').innerText()).toMatch(/^#\d+$/);
    const record = await page.getByTestId('record-id').innerText();
    await page.reload();
    await expect.poll(() => page.getByTestId('record-id').innerText()).toBe(record);
    expect(await search.inputValue()).toBe('tener');
    await expect.poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('tener');
  });
});
