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
  const list = await stacks(page).evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return {
      left: Math.round(r.left), top: Math.round(r.top),
      titles: [...el.querySelectorAll('.lm_tab')].map((t) => t.getAttribute('title') ?? ''),
    };
  }));
  return list.sort((a, b) => a.left - b.left || a.top - b.top);
}

async function box(locator: Locator) {
  const bb = await locator.boundingBox();
  if (!bb) throw new Error('element has no box (not visible)');
  return bb;
}

async function expectWorkspaceShown(page: Page) {
  await page.getByTestId('sidebar').waitFor({ state: 'visible' });
  await page.getByTestId('workspace').waitFor({ state: 'visible' });
}

describe('the shell', () => {
  it('refuses a wrong password: both fields in the error state, no workspace', async () => {
    const { page } = b;
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Back office');
    const username = page.locator('input[name="username"]');
    const password = page.locator('input[name="password"]');
    await username.waitFor({ state: 'visible' });
    expect(await username.getAttribute('aria-invalid')).not.toBe('true');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await login(page, ADMIN.login, 'not-the-password');
    expect((await answer).status()).toBe(401);
    await page.locator('input[name="username"][aria-invalid="true"]').waitFor();
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // Spec: an error state only, no message (a locked account is the exception).
    await expect.poll(() => page.getByTestId('workspace').count()).toBe(0);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await username.isVisible()).toBe(true);
  });

  it('logs in, opens and docks modules, keeps the layout across a reload, runs the palette, logs out', async () => {
    const { page, context, baseUrl } = b;
    await page.goto('/');

    // Log in: the workspace replaces the login form.
    await login(page, ADMIN.login, ADMIN.password);
    await expectWorkspaceShown(page);
    expect(await page.locator('input[name="username"]').count()).toBe(0);
    await page.getByText('Open a module from the sidebar').waitFor({ state: 'visible' });

    // The sidebar shows the seven languages, alphabetically.
    const languageNames = () => page.locator('.cm-language .cm-language-header').allInnerTexts().then((t) => t.map((s) => s.trim()));
    await expect.poll(languageNames, { timeout: 5_000 }).toEqual(LANGUAGES);
    expect(await page.locator('.cm-language').evaluateAll((els) => els.map((e) => e.getAttribute('data-language'))))
      .toEqual(LANGUAGES);

    // Open the global Config module.
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${CONFIG.ref}"][data-course="${CONFIG.courseId}"]`).click();
    await tabOf(page, CONFIG.title).waitFor({ state: 'visible' });
    expect((await tabOf(page, CONFIG.title).innerText()).toLowerCase()).toContain('config');
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });
    expect(await tabs(page).count()).toBe(1);
    expect(await isActive(tabOf(page, CONFIG.title))).toBe(true);
    expect(await page.getByText('Open a module from the sidebar').count()).toBe(0);

    // Open Glossaries of 'Spanish for English speakers' through the course's flyout.
    await page.locator('.cm-course', { hasText: GLOSSARIES_ES.course }).hover();
    const flyoutItem = page.locator(`[data-testid="flyout-${GLOSSARIES_ES.courseId}"] .cm-nav-item[data-ref="${GLOSSARIES_ES.ref}"][data-course="${GLOSSARIES_ES.courseId}"]`);
    await flyoutItem.waitFor({ state: 'visible' });
    await flyoutItem.click();
    await tabOf(page, GLOSSARIES_ES.title).waitFor({ state: 'visible' });
    expect((await tabOf(page, GLOSSARIES_ES.title).innerText()).toLowerCase()).toContain('glossaries');
    expect(await tabs(page).count()).toBe(2);
    expect(await isActive(tabOf(page, GLOSSARIES_ES.title))).toBe(true);
    expect(await isActive(tabOf(page, CONFIG.title))).toBe(false);
    // Config's pane is behind the Glossaries tab now.
    await page.getByText('No global configuration options yet.').waitFor({ state: 'hidden' });

    // Opening an open module again focuses its tab instead of adding one.
    await page.mouse.move(1, 1); // let the flyout close
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${CONFIG.ref}"][data-course="${CONFIG.courseId}"]`).click();
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });
    expect(await tabs(page).count()).toBe(2);
    expect(await isActive(tabOf(page, CONFIG.title))).toBe(true);
    expect(await isActive(tabOf(page, GLOSSARIES_ES.title))).toBe(false);
    expect(await stacks(page).count()).toBe(1);

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
    await expect.poll(() => stacks(page).count()).toBe(2);
    const docked = await arrangement(page);
    expect(docked.map((s) => s.titles)).toEqual([[CONFIG.title], [GLOSSARIES_ES.title]]);
    expect(docked[0].left).toBeLessThan(docked[1].left);
    expect(docked[0].top).toBe(docked[1].top);
    // Both panes show: each stack has its single tab active.
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });
    expect(await isActive(tabOf(page, GLOSSARIES_ES.title))).toBe(true);
    expect(await isActive(tabOf(page, CONFIG.title))).toBe(true);
    const saved = await page.evaluate((key) => localStorage.getItem(key), `cm_layout:${ADMIN.login}`);
    expect(saved, 'the layout is saved under cm_layout:<login>').toBeTruthy();

    // Reload: the same tabs in the same arrangement.
    await page.reload();
    await expectWorkspaceShown(page);
    await tabOf(page, GLOSSARIES_ES.title).waitFor({ state: 'visible' });
    await expect.poll(() => stacks(page).count()).toBe(2);
    expect((await tabTitles(page)).sort()).toEqual([CONFIG.title, GLOSSARIES_ES.title].sort());
    const restored = await arrangement(page);
    expect(restored.map((s) => s.titles)).toEqual(docked.map((s) => s.titles));
    expect(restored[0].left).toBeLessThan(restored[1].left);
    expect(restored[0].top).toBe(restored[1].top);
    await page.getByText('No global configuration options yet.').waitFor({ state: 'visible' });

    // Command palette: Ctrl+K, a fuzzy query, Enter: the module's tab opens and is active.
    await page.keyboard.press('Control+k');
    const search = page.getByPlaceholder('Open a module or run a command…');
    await search.waitFor({ state: 'visible' });
    await search.pressSequentially('itaglos');
    // The best match comes first and is the one Enter runs.
    const selected = page.locator('.mantine-Spotlight-action[data-selected]');
    await expect.poll(() => selected.innerText().catch(() => ''), { timeout: 5_000 })
      .toContain('Italian for English speakers: Glossaries');
    await page.keyboard.press('Enter');
    await search.waitFor({ state: 'hidden' });
    await tabOf(page, GLOSSARIES_IT.title).waitFor({ state: 'visible' });
    expect(await tabs(page).count()).toBe(3);
    expect(await isActive(tabOf(page, GLOSSARIES_IT.title))).toBe(true);

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
});
