import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * The shell as a user meets it: login, the sidebar, opening modules, docking tabs, the layout kept
 * across a reload, the command palette, logout.
 */
const ADMIN = inject('admin');
const LANGUAGES = ['Chinese', 'English', 'French', 'German', 'Italian', 'Russian', 'Spanish'];
const CONFIG = { ref: 90, courseId: 0, title: 'Config' };
const GLOSSARIES_ES = { ref: 10, courseId: 1, course: 'Spanish for English speakers', title: 'Spanish - Spanish for English speakers - Glossaries' };
const GLOSSARIES_IT = { title: 'Italian - Italian for English speakers - Glossaries' };

const b = useBrowser();

const tabs = (page: Page) => page.locator('.lm_tab');
/** The golden-layout tab with this title ('Language - Course - Module', or the module's): its tooltip. */
const tabOf = (page: Page, title: string) => page.locator(`.lm_tab[title="${title}"]`);
const stacks = (page: Page) => page.locator('.lm_stack');

async function tabTitles(page: Page): Promise<string[]> {
  return tabs(page).evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
}

async function isActive(tab: Locator): Promise<boolean> {
  return tab.evaluate((el) => el.classList.contains('lm_active'));
}

/** Each stack's tab titles with the stack's left edge, ordered left to right. */
async function arrangement(page: Page): Promise<{ left: number; top: number; titles: string[] }[]> {
  const list = await stacks(page).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        left: Math.round(r.left),
        top: Math.round(r.top),
        titles: [...el.querySelectorAll('.lm_tab')].map((t) => t.getAttribute('title') ?? ''),
      };
    }),
  );
  return list.sort((a, b) => a.left - b.left || a.top - b.top);
}

async function box(locator: Locator) {
  const bb = await locator.boundingBox();
  if (!bb) throw new Error('element has no box (not visible)');
  return bb;
}

/** Polls with room for a loaded 2-core machine (expect.poll's default is 1 s). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

type SavedItem = { type: string; content?: SavedItem[]; componentState?: { courseId: number; moduleId: number } };
/**
 * The layout saved in the user's settings (the browser's copy under cm_settings:<login>), as its
 * root's type and each stack's panes ('courseId:moduleId'), in order.
 */
async function savedLayout(page: Page, login: string): Promise<{ root: string; stacks: string[][] } | null> {
  const json = await page.evaluate((key) => localStorage.getItem(key), `cm_settings:${login}`);
  const root = json ? (JSON.parse(json) as { layout: { root?: SavedItem } | null }).layout?.root : undefined;
  if (!root) return null;
  const stacks: string[][] = [];
  const walk = (item: SavedItem) => {
    if (item.type === 'stack') stacks.push((item.content ?? []).map((c) => `${c.componentState?.courseId}:${c.componentState?.moduleId}`));
    else (item.content ?? []).forEach(walk);
  };
  walk(root);
  return { root: root.type, stacks };
}

async function expectWorkspaceShown(page: Page) {
  await page.getByTestId('sidebar').waitFor({ state: 'visible' });
  await page.getByTestId('workspace').waitFor({ state: 'visible' });
}

describe('the shell', () => {
  it('refuses a wrong password: both fields in the error state, still on the login page, not logged in', async () => {
    const { page } = b;
    // The workspace's script is fetched while the login page shows (the user types meanwhile).
    const workspaceScript = page.waitForResponse((r) => /\/assets\/Shell-[\w-]+\.js$/.test(r.url()));
    await page.goto('/');
    await poll(() => page.title()).toBe('Back office');
    expect((await workspaceScript).status()).toBe(200);
    const username = page.locator('input[name="username"]');
    const password = page.locator('input[name="password"]');
    await username.waitFor({ state: 'visible' });
    expect(await username.getAttribute('aria-invalid')).not.toBe('true');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await login(page, ADMIN.login, 'not-the-password');
    expect((await answer).status()).toBe(401);
    // The answer has been handled once the fields show the error state and the button is usable again.
    await page.locator('input[name="username"][aria-invalid="true"]').waitFor();
    const button = page.getByRole('button', { name: 'Login', exact: true });
    await poll(() => button.isEnabled()).toBe(true);
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // Still the login page, with what was typed, and not logged in: no 'user' flag, no session cookie.
    expect(await username.inputValue()).toBe(ADMIN.login);
    expect(await password.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await b.context.cookies()).filter((c) => c.name === 'cm_session')).toEqual([]);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    // Spec: an error state only, no message (a locked account is the exception).
    expect(await page.locator('.mantine-InputWrapper-error').count()).toBe(0);
  });

  it('logs in, opens and docks modules, keeps the layout across a reload, runs the palette, logs out', async () => {
    const { page, context, baseUrl } = b;
    await page.goto('/');

    // Log in: the workspace replaces the login form.
    await login(page, ADMIN.login, ADMIN.password);
    await expectWorkspaceShown(page);
    expect(await page.locator('input[name="username"]').count()).toBe(0);
    await page.getByText('Open a module from the sidebar').waitFor({ state: 'visible' });

    // The sidebar shows the seven languages (other e2e files may add more), alphabetically.
    const languageNames = () => page.locator('.cm-language').evaluateAll((els) => els.map((e) => e.getAttribute('data-language') ?? ''));
    await poll(languageNames).toEqual(expect.arrayContaining(LANGUAGES));
    const names = await languageNames();
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    expect((await page.locator('.cm-language .cm-language-header').allInnerTexts()).map((t) => t.trim())).toEqual(names);

    // Open the global Config module.
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${CONFIG.ref}"][data-course="${CONFIG.courseId}"]`).click();
    await tabOf(page, CONFIG.title).waitFor({ state: 'visible' });
    expect((await tabOf(page, CONFIG.title).innerText()).toLowerCase()).toContain('config');
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });
    expect(await tabs(page).count()).toBe(1);
    expect(await isActive(tabOf(page, CONFIG.title))).toBe(true);
    expect(await page.getByText('Open a module from the sidebar').count()).toBe(0);

    // Open Glossaries of 'Spanish for English speakers' through the course's flyout. The pointer
    // rests on the course until the flyout shows, then moves straight into it (hover) before
    // clicking: the flyout stays open however long each step takes, whatever its close delay.
    await page.locator(`.cm-course[data-course-id="${GLOSSARIES_ES.courseId}"]`).hover();
    const flyout = page.getByTestId(`flyout-${GLOSSARIES_ES.courseId}`);
    const flyoutItem = flyout.locator(`.cm-nav-item[data-ref="${GLOSSARIES_ES.ref}"][data-course="${GLOSSARIES_ES.courseId}"]`);
    await flyoutItem.waitFor({ state: 'visible' });
    await flyoutItem.hover();
    await flyoutItem.click();
    await tabOf(page, GLOSSARIES_ES.title).waitFor({ state: 'visible' });
    expect((await tabOf(page, GLOSSARIES_ES.title).innerText()).toLowerCase()).toContain('glossaries');
    expect(await tabs(page).count()).toBe(2);
    expect(await isActive(tabOf(page, GLOSSARIES_ES.title))).toBe(true);
    expect(await isActive(tabOf(page, CONFIG.title))).toBe(false);
    // Config's pane is behind the Glossaries tab now.
    await page.getByText('No global configuration options yet.').waitFor({ state: 'hidden' });

    // Opening an open module again focuses its tab instead of adding one.
    await page.mouse.move(1, 1);
    await flyout.waitFor({ state: 'hidden' });
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${CONFIG.ref}"][data-course="${CONFIG.courseId}"]`).click();
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });
    expect(await tabs(page).count()).toBe(2);
    expect(await isActive(tabOf(page, CONFIG.title))).toBe(true);
    expect(await isActive(tabOf(page, GLOSSARIES_ES.title))).toBe(false);
    expect(await stacks(page).count()).toBe(1);
    // Saved as one stack of both panes (golden-layout reports changes on the next animation frame).
    const CONFIG_PANE = `${CONFIG.courseId}:${CONFIG.ref}`;
    const GLOSSARIES_PANE = `${GLOSSARIES_ES.courseId}:${GLOSSARIES_ES.ref}`;
    await poll(() => savedLayout(page, ADMIN.login).then((l) => l?.stacks)).toEqual([[CONFIG_PANE, GLOSSARIES_PANE]]);

    // Drag the Glossaries tab (grabbed by its label, as a user does) onto the right part of the
    // stack's content: two stacks side by side.
    const dragged = await box(tabOf(page, GLOSSARIES_ES.title));
    const content = await box(stacks(page).first().locator('.lm_items'));
    await page.mouse.move(dragged.x + dragged.width / 2, dragged.y + dragged.height / 2);
    await page.mouse.down();
    const to = { x: content.x + content.width * 0.9, y: content.y + content.height * 0.5 };
    await page.mouse.move(dragged.x + dragged.width / 2 + 20, dragged.y + dragged.height / 2 + 20, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.move(to.x + 2, to.y + 2, { steps: 2 });
    await page.mouse.up();
    await poll(() => stacks(page).count()).toBe(2);
    const docked = await arrangement(page);
    expect(docked.map((s) => s.titles)).toEqual([[CONFIG.title], [GLOSSARIES_ES.title]]);
    expect(docked[0].left).toBeLessThan(docked[1].left);
    expect(docked[0].top).toBe(docked[1].top);
    // Both panes show: each stack has its single tab active.
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });
    expect(await isActive(tabOf(page, GLOSSARIES_ES.title))).toBe(true);
    expect(await isActive(tabOf(page, CONFIG.title))).toBe(true);
    // The saved layout changed with the drag: a row of two stacks, Config left of Glossaries.
    await poll(() => savedLayout(page, ADMIN.login)).toEqual({ root: 'row', stacks: [[CONFIG_PANE], [GLOSSARIES_PANE]] });

    // Reload: the same tabs in the same arrangement.
    await page.reload();
    await expectWorkspaceShown(page);
    await tabOf(page, GLOSSARIES_ES.title).waitFor({ state: 'visible' });
    await poll(() => stacks(page).count()).toBe(2);
    expect((await tabTitles(page)).sort()).toEqual([CONFIG.title, GLOSSARIES_ES.title].sort());
    const restored = await arrangement(page);
    expect(restored.map((s) => s.titles)).toEqual(docked.map((s) => s.titles));
    expect(restored[0].left).toBeLessThan(restored[1].left);
    expect(restored[0].top).toBe(restored[1].top);
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });

    // Command palette, keyboard only: Ctrl+Shift+P, a fuzzy query, the arrow keys to the wanted
    // option (whatever its rank), Enter: the module's tab opens and is active.
    await page.keyboard.press('Control+Shift+P');
    const search = page.getByPlaceholder('Open a module or run a command…');
    await search.waitFor({ state: 'visible' });
    await search.pressSequentially('itaglos');
    const WANTED = 'Italian for English speakers: Glossaries';
    const optionLabels = () => page.locator('.mantine-Spotlight-actionLabel').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    await poll(optionLabels).toContain(WANTED);
    const selected = page.locator('.mantine-Spotlight-action[data-selected] .mantine-Spotlight-actionLabel');
    const selectedLabel = async () => ((await selected.count()) ? ((await selected.textContent()) ?? '') : '');
    await poll(selectedLabel).not.toBe(''); // Spotlight selects the first option once the query is set
    for (let i = (await optionLabels()).length; i > 0 && (await selectedLabel()) !== WANTED; i--) await page.keyboard.press('ArrowDown');
    expect(await selectedLabel()).toBe(WANTED);
    await page.keyboard.press('Enter');
    await search.waitFor({ state: 'hidden' });
    await tabOf(page, GLOSSARIES_IT.title).waitFor({ state: 'visible' });
    expect(await tabs(page).count()).toBe(3);
    expect(await isActive(tabOf(page, GLOSSARIES_IT.title))).toBe(true);

    // A long module name is cut inside its tab, short of its ×, never drawn over the next tab.
    await page.locator('.cm-course[data-course-id="1"]').hover();
    const utilities = page.getByTestId('flyout-1').locator('.cm-nav-item[data-ref="31"][data-course="1"]');
    await utilities.waitFor({ state: 'visible' });
    await utilities.hover();
    await utilities.click();
    const longTab = tabOf(page, 'Spanish - Spanish for English speakers - Concept-Linker Utilities');
    await longTab.waitFor({ state: 'visible' });
    const [label, close] = [await box(longTab.locator('.cm-tab-label')), await box(longTab.locator('.lm_close_tab'))];
    expect(label.x + label.width).toBeLessThanOrEqual(close.x);

    // Log out: the login page shows, and the old session is refused by the API.
    const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookies).toContain('=');
    const before = await fetch(`${baseUrl}/api/permissions-tree`, { headers: { cookie: cookies } });
    expect(before.status).toBe(200);
    const logoutAnswer = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
    await page.getByRole('button', { name: 'Log out' }).click();
    const logoutRes = await logoutAnswer;
    expect(logoutRes.status(), `POST /api/logout answered ${logoutRes.status()} ${await logoutRes.text()}`).toBe(200);
    await page.locator('input[name="username"]').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.getByTestId('workspace').count()).toBe(0);
    const after = await fetch(`${baseUrl}/api/permissions-tree`, { headers: { cookie: cookies } });
    expect(after.status).toBe(401);
  });

  it('works by keyboard alone: login, a course module from the sidebar tree, a screen command from the palette, a maximised pane that keeps Tab', async () => {
    const { page } = b;
    await page.goto('/');
    // Two stacks side by side, as the user left them: Config and Health.
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            root: {
              type: 'row',
              content: [
                { type: 'stack', content: [{ type: 'component', componentType: 'module', componentState: { courseId: 0, moduleId: 90 }, title: 'Config' }] },
                { type: 'stack', content: [{ type: 'component', componentType: 'module', componentState: { courseId: 0, moduleId: 89 }, title: 'Health' }] },
              ],
            },
            header: { popout: false },
          }),
        ),
      `cm_layout:${ADMIN.login}`,
    );
    await page.reload();

    // The login page has the focus in the username field.
    await page.locator('input[name="username"]').waitFor({ state: 'visible' });
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.keyboard.type(ADMIN.login);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expectWorkspaceShown(page);
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });

    // Tab reaches the sidebar's tree: one stop in it.
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return { role: el?.getAttribute('role') ?? '', name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim() };
      });
    for (let i = 0; i < 10 && (await focused()).role !== 'treeitem'; i++) await page.keyboard.press('Tab');
    expect((await focused()).role).toBe('treeitem');
    // Type-ahead to the language, Down to its first course, Enter opens the course's module menu.
    await page.keyboard.type('spanish');
    await poll(focused).toEqual({ role: 'treeitem', name: 'Spanish' });
    await page.keyboard.press('ArrowDown');
    await poll(focused).toEqual({ role: 'treeitem', name: GLOSSARIES_ES.course });
    await page.keyboard.press('Enter');
    const flyout = page.getByTestId(`flyout-${GLOSSARIES_ES.courseId}`);
    await flyout.waitFor({ state: 'visible' });
    await poll(async () => (await focused()).role).toBe('menuitem');
    for (let i = 0; i < 30 && (await focused()).name !== 'Glossaries'; i++) await page.keyboard.press('ArrowDown');
    expect((await focused()).name).toBe('Glossaries');
    await page.keyboard.press('Enter');
    await tabOf(page, GLOSSARIES_ES.title).waitFor({ state: 'visible' });
    // The menu closed as the module opened: nothing left over the grid.
    await flyout.waitFor({ state: 'hidden' });
    // A short tab title: the module and the course badge; the full name as its tooltip.
    expect((await tabOf(page, GLOSSARIES_ES.title).locator('.cm-tab-module').innerText()).toLowerCase()).toBe('glossaries');
    expect(await tabOf(page, GLOSSARIES_ES.title).locator('.cm-tab-badge').innerText()).toMatch(/^ES\b/);

    // The palette lists the focused screen's own commands first, with their bindings; run 'Next record'.
    await poll(() => page.getByTestId('record-id').innerText()).toBe('New record');
    await page.keyboard.press('Control+K');
    const search = page.getByPlaceholder('Open a module or run a command…');
    await search.waitFor({ state: 'visible' });
    const optionLabels = () => page.locator('.mantine-Spotlight-actionLabel').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    await poll(async () => (await optionLabels())[0]).toBe('Record: New');
    expect(await page.locator('.mantine-Spotlight-action', { hasText: 'Record: Save' }).locator('kbd').innerText()).toBe('Ctrl+S');
    await search.pressSequentially('next record');
    const selected = page.locator('.mantine-Spotlight-action[data-selected] .mantine-Spotlight-actionLabel');
    await poll(() => selected.textContent()).toBe('Record: Next record');
    await page.keyboard.press('Enter');
    await search.waitFor({ state: 'hidden' });
    await poll(() => page.getByTestId('record-id').innerText()).toMatch(/^#\d+/);

    // Maximise the Glossaries pane (Alt+M): the other stack's pane is hidden and inert, Tab never
    // reaches it, and the page never scrolls.
    await page.keyboard.press('Alt+M');
    await page.locator('.lm_maximised').waitFor({ state: 'visible' });
    const hiddenPanes = () => page.locator('.cm-pane-host[hidden][inert]').count();
    await poll(hiddenPanes).toBeGreaterThan(0);
    let inGlossaries = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const host = document.activeElement?.closest<HTMLElement>('.cm-pane-host');
        return {
          hidden: !!host && (host.hidden || host.inert),
          inPane: !!host,
          top: document.querySelector('.cm-shell')!.getBoundingClientRect().top,
          scrollY: window.scrollY,
        };
      });
      expect(where.hidden, `Tab ${i + 1} went into a hidden pane`).toBe(false);
      expect(where.top).toBe(0);
      expect(where.scrollY).toBe(0);
      if (where.inPane) inGlossaries++;
    }
    expect(inGlossaries).toBeGreaterThan(0);
    // Alt+M again restores the other stack.
    await page.keyboard.press('Alt+M');
    await page.locator('.lm_maximised').waitFor({ state: 'detached' });
    await poll(hiddenPanes).toBe(0);
  });
});
