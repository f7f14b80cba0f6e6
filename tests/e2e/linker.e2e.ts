import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * The concept linker in the sentences editor: open a sentence, see its guessed links (pending
 * words), accept two, unlink one, reload, and find the accepted one kept and the unlinked one
 * guessed again.
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const b = useBrowser();

interface Guess {
  phrase: { plain: string; words: { text: string }[] };
  concepts: { positions: number[]; preselected: boolean }[];
}

describe('concept linker in the sentences editor', () => {
  it('shows guesses, links and unlinks words, and keeps the links across a reload', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();

    // A demo sentence of course 1 whose es-ES text gets at least two guessed concepts not stored
    // yet (the demo stores links for four sentences in five).
    const pick = (await page.evaluate(async () => {
      const get = async (url: string) => (await fetch(`/api/${url}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json();
      const ids: number[] = await get('groups/1/refs/16/target-dialects/2/checker-ref-elements');
      for (const id of ids) {
        const g = await get(`concepts-linker/ref/16/refId/${id}/target-dialect/2/guess`);
        const fresh = g.concepts.filter((c: { preselected: boolean }) => c.preselected);
        if (fresh.length >= 2 && fresh.length === g.concepts.length) return { id, guess: g };
      }
      return null;
    })) as { id: number; guess: Guess } | null;
    expect(pick).not.toBeNull();
    const { id, guess } = pick!;
    const [a, c] = guess.concepts;
    const wordA = guess.phrase.words[a.positions[0]].text;
    const wordC = guess.phrase.words[c.positions[0]].text;

    await page.locator('.cm-course', { hasText: COURSE.name }).hover();
    await page.locator(`[data-ref="16"][data-course="${COURSE.id}"]`).click();
    await page.getByLabel('Search').fill(String(id));
    await page.locator('.ag-row', { hasText: guess.phrase.plain }).first().click();
    await expect.poll(() => page.getByTestId('record-id').textContent()).toContain(String(id));

    const linker = page.getByTestId('linker-2');
    const word = (text: string) => linker.locator('[data-mark]', { hasText: text }).first();
    await expect.poll(() => word(wordA).getAttribute('data-mark')).toBe('pending');
    await expect.poll(() => word(wordC).getAttribute('data-mark')).toBe('pending');

    // Accept both guesses (click, and Enter on the second), then unlink the first.
    await word(wordA).click();
    await expect.poll(() => word(wordA).getAttribute('data-mark')).toBe('done');
    await word(wordC).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => word(wordC).getAttribute('data-mark')).toBe('done');
    await word(wordA).click();
    await expect.poll(() => word(wordA).getAttribute('data-mark')).toBe('pending');

    // After a reload: the accepted link is kept (done), the unlinked one is only guessed again.
    await page.reload();
    await page.getByLabel('Search').fill(String(id));
    await page.locator('.ag-row', { hasText: guess.phrase.plain }).first().click();
    await expect.poll(() => word(wordC).getAttribute('data-mark')).toBe('done');
    await expect.poll(() => word(wordA).getAttribute('data-mark')).toBe('pending');
    const details = await page.evaluate(
      async (rid) => (await fetch(`/api/concepts-linker/ref/16/refId/${rid}/cl-details`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json(),
      id,
    );
    expect(details[0]).toMatchObject({ dialectCode: 'es-ES', conceptLinkerCoverage: expect.any(Number) });
    expect(details[0].conceptLinkerCoverage).toBeGreaterThan(0);
  });
});
