import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';

export { CHROMIUM, CHROMIUM_ARGS, launchChromium } from './chromium';

export interface BrowserFixture {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** A fresh context (cookies, local storage) for the running test. */
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * One Chromium for the file, a new context and page per test. Call at the top of a test file;
 * the getters are valid inside tests.
 */
export function useBrowser(viewport = { width: 1400, height: 900 }): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async ({ onTestFailed }) => {
    await resetSettings(baseUrl, inject('admin'));
    context = await browser!.newContext({ viewport, baseURL: baseUrl });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    // A retried test's first failure is otherwise not shown anywhere: say what failed, so that the CI log names the step.
    onTestFailed(({ task }) => {
      for (const e of task.result?.errors ?? []) console.error(`[e2e] '${task.name}' failed (try ${(task.result?.retryCount ?? 0) + 1}): ${e.message}`);
    });
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
  });
  const need = <T>(v: T | undefined, what: string): T => {
    if (!v) throw new Error(`${what} is only available inside a test`);
    return v;
  };
  return {
    baseUrl,
    get browser() {
      return need(browser, 'browser');
    },
    get context() {
      return need(context, 'context');
    },
    get page() {
      return need(page, 'page');
    },
  };
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' };

/** Session cookies of the users whose settings resetSettings put back, one login per user and file, not per test. */
const sessions = new Map<string, string>();

async function logIn(baseUrl: string, user: { login: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: XHR, body: JSON.stringify(user) });
  if (!res.ok) throw new Error(`login of ${user.login}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Puts the user's settings back to the defaults (empty workspace, light theme, English, no own chords or
 * favourites): they follow the user on the server, so the tabs one test opened would otherwise
 * open in the next test's fresh browser. Through a session of its own, kept for the next tests of the file
 * (logged in again when a test ended it).
 */
export async function resetSettings(baseUrl: string, user: { login: string; password: string }): Promise<void> {
  const put = (cookie: string) =>
    fetch(`${baseUrl}/api/me/settings`, {
      method: 'PUT',
      headers: { ...XHR, cookie },
      body: JSON.stringify({ layout: null, theme: 'light', language: 'en', keyBindings: {}, favourites: [] }),
    });
  const kept = sessions.get(user.login);
  let res = kept ? await put(kept) : undefined;
  if (!res || res.status === 401) {
    const cookie = await logIn(baseUrl, user);
    sessions.set(user.login, cookie);
    res = await put(cookie);
  }
  if (!res.ok) throw new Error(`resetting the settings of ${user.login}: ${res.status}`);
}

/** Fills the login form and presses Login (does not wait for the outcome). */
export async function login(page: Page, user: string, password: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.locator('input[name="username"]').fill(user);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
