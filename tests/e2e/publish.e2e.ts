import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Publish (module 29): a check lists a sentence without its target text; its link opens it in the
 * Sentences module; Publish builds version n and its snapshot leaves that sentence out.
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const PUBLISH = 29;
const SENTENCES = 16;
const b = useBrowser();

const api = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(`/api/${url}`, {
        method,
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json().catch(() => undefined) };
    },
    { method, url, body },
  );

describe('publish', () => {
  it('checks, opens a failing item from the dialog, publishes and serves the snapshot', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();

    // A sentence with an English source and no Spanish text: it cannot be published.
    const created = await api(page, 'POST', `groups/${COURSE.id}/sentences`, {
      targets: [{ dialectId: 2, text: '' }],
      sources: [{ dialectId: 3, text: 'Nobody translated me yet' }],
    });
    expect(created.status).toBe(200);
    const id = (created.body.data?.id ?? created.body.id) as number;
    try {
      await page.locator('.cm-course', { hasText: COURSE.name }).hover();
      await page.locator(`[data-ref="${PUBLISH}"][data-course="${COURSE.id}"]`).click();
      const screen = page.getByTestId('publish-screen');
      await screen.getByTestId(`publish-${SENTENCES}`).waitFor();
      await screen.getByRole('button', { name: 'Check' }).click();

      const dialog = page.getByRole('dialog', { name: /^Publish check: \d+ failing items?$/ });
      const row = dialog.locator('tr', { has: page.getByRole('button', { name: `#${id}`, exact: true }) });
      await row.waitFor({ timeout: 30_000 });
      expect(await row.innerText()).toContain('No text in es-ES');
      await row.getByRole('button', { name: `#${id}`, exact: true }).click();

      // The Sentences tab opens searching for it.
      await page.locator('.lm_tab[title*="Sentences"]').first().waitFor();
      const gridRow = page.locator('.ag-row', { has: page.locator(`[col-id="id"]:text-is("${id}")`) }).first();
      await gridRow.waitFor();

      // Back to Publish: publish the next version; the versions table shows it published.
      expect(await dialog.count()).toBe(0);
      await page.locator(`.lm_tab[title*="Publish"]`).first().click();
      const before = ((await api(page, 'GET', `groups/${COURSE.id}/publications`)).body as unknown[]).length;
      await screen.getByRole('button', { name: 'Publish', exact: true }).click();
      const version = before + 1;
      const versionRow = screen.getByTestId('publish-versions').locator('tr', { hasText: `v${version}` });
      await expect.poll(() => versionRow.textContent(), { timeout: 60_000 }).toContain('published');
      await versionRow.getByRole('link', { name: 'Snapshot' }).waitFor();

      // The snapshot, as a client app fetches it: the demo's sentences are in it, the untranslated one is not.
      const snap = await api(page, 'GET', `groups/${COURSE.id}/publications/${version}`);
      expect(snap.status).toBe(200);
      const sentences = (snap.body.texts as { ref: number; refId: number; dialectCode: string; text: string }[]).filter((t) => t.ref === SENTENCES);
      expect(sentences.length).toBeGreaterThan(0);
      expect(sentences.every((t) => t.text !== '')).toBe(true);
      expect(sentences.some((t) => t.refId === id)).toBe(false);
      expect((await api(page, 'GET', `groups/${COURSE.id}/publications/latest`)).body.version).toBe(version);
    } finally {
      await api(page, 'DELETE', `sentences/${id}`);
    }
  }, 180_000);
});
