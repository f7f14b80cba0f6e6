import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * AI Review: the admin runs the Targets checker on course 2 (es-ES) with the play/pause toggle,
 * sees its bar reach the end with 'Fail: n' (the demo's seeded mistakes), opens the dashboard,
 * follows a flagged count to the flagged texts, opens one with its findings, marks it OK and sees
 * the dashboard's count go down. Then a reading text (a part of a reading, ref 2801) flagged by the
 * checker opens in Readings on its reading's Text tab with the text selected. And a red robot of
 * the Sentences grid says its finding on hover and opens its record when clicked.
 */
const ADMIN = inject('admin');
const AI_REVIEW = 40;
const COURSE = 2;
const SENTENCES = 16;

const b = useBrowser();

describe('AI review', () => {
  it('runs the Targets checker, sees the fails, opens a flagged text and marks it OK', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await page.locator('.cm-course', { hasText: 'Spanish for French speakers' }).hover();
    await page.locator(`[data-ref="${AI_REVIEW}"][data-course="${COURSE}"]`).click();

    // The tab opens on its preselected course and dialect: no Load.
    await page.getByRole('tab', { name: 'Targets' }).click();
    const bar = page.getByLabel('Checker Sentences');
    await bar.getByText('Fail: 0').waitFor();
    await bar.getByText('0 / 80').waitFor();

    // Play, pause, play again: the run goes on from where it stopped until it is complete.
    await page.getByRole('button', { name: 'Play Sentences' }).click();
    await page.getByRole('button', { name: 'Pause Sentences' }).click();
    await page.getByRole('button', { name: 'Play Sentences' }).waitFor();
    await page.getByRole('button', { name: 'Play Sentences' }).click();
    await bar.getByText('80 / 80, complete').waitFor({ timeout: 60_000 });
    await bar.getByText('Fail: 7').waitFor();
    // 'Fail: 7' lists those seven findings.
    await bar.getByRole('button', { name: 'Findings Sentences' }).click();
    const findings = page.getByRole('dialog', { name: 'Flagged: Sentences, es-ES' });
    await expect.poll(() => findings.locator('.ag-row').count()).toBe(7);
    await page.keyboard.press('Escape');
    await findings.waitFor({ state: 'hidden' });

    // The dashboard, opened again, counts them at once; the flagged count opens them.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const flagged = page.getByRole('button', { name: 'Flagged Sentences es-ES' });
    await expect.poll(() => flagged.textContent()).toBe('7');
    await flagged.click();
    const dialog = page.getByRole('dialog', { name: 'Flagged: Sentences, es-ES' });
    const row = dialog.locator('.ag-row', { hasText: 'Numbers changed' }).first();
    await row.click();
    const review = dialog.getByLabel('AI review');
    await review.getByText(/Numbers changed: the fr-FR text has 3, the es-ES text has 2/).waitFor();
    await review.getByRole('button', { name: 'Mark as OK' }).click();
    await review.getByRole('button', { name: 'Marked as OK' }).waitFor();
    await dialog.getByLabel('AI review: OK').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => flagged.textContent()).toBe('6');
  });

  it("opens a flagged reading text (a part of a reading) in Readings, on its reading's Text tab with the text selected", async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    // A reading text given a number its source has not, checked: flagged.
    const part = await page.evaluate(async (courseId) => {
      const api = async (path: string, init: RequestInit = {}) =>
        (
          await fetch(`/api/${path}`, {
            ...init,
            headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
          })
        ).json();
      const [reading] = await api(`courses/${courseId}/readings`);
      // The reading's last text: the Text tab would select its first by itself.
      const texts = await api(`readings/${reading.id}/texts`);
      const text = texts[texts.length - 1];
      const [target] = (await api(`readings/texts/${text.id}`)).targets;
      await api(`readings/texts/${text.id}/target-dialect/${target.dialectId}`, { method: 'PUT', body: JSON.stringify({ text: `${target.text} 1234` }) });
      const { ref } = (await api('ai/content/targets/checker-refs')).find((r: { name: string }) => r.name === 'Reading texts');
      const [check] = await api(`ai/content/targets/course/${courseId}/dialect/${target.dialectId}/refs/${ref}/checker-ref-elements-check?ids=${text.id}`);
      return { title: text.title as string, dialect: target.dialectCode as string, review: check.review as number, texts: texts.length as number };
    }, COURSE);
    expect(part).toMatchObject({ review: 1, texts: expect.any(Number) });
    expect(part.texts).toBeGreaterThan(1);
    await page.locator('.cm-course', { hasText: 'Spanish for French speakers' }).hover();
    await page.locator(`[data-ref="${AI_REVIEW}"][data-course="${COURSE}"]`).click();
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: `Flagged Reading texts ${part.dialect}` }).click();
    const parts = page.getByRole('dialog', { name: `Flagged: Reading texts, ${part.dialect}` });
    await parts.locator('.ag-row').first().click();
    await parts.getByLabel('AI review').getByRole('button', { name: 'Open the record' }).click();
    await page.locator('[data-testid="reading-text-row"][aria-selected="true"]', { hasText: part.title }).waitFor();
    await expect.poll(() => page.getByTestId('reading-text-editor').getByLabel('Title').inputValue()).toBe(part.title);
  });

  it('explains a red robot of a content grid with its finding on hover, and a click opens that record', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    // Course 2's es-ES sentences (with the demo's seeded mistakes) checked through the checker's calls.
    const found = await page.evaluate(async (courseId) => {
      const api = async (path: string) => (await fetch(`/api/${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json();
      const { ref, batchSize } = (await api('ai/content/targets/checker-refs')).find((r: { name: string }) => r.name === 'Sentences');
      const { dialectId } = (await api(`ai/courses/${courseId}/review-dashboard`)).dialects.find((d: { label: string }) => d.label === 'es-ES');
      const base = `ai/content/targets/course/${courseId}/dialect/${dialectId}/refs/${ref}`;
      const ids = ((await api(`${base}/checker-ref-elements`)) as { id: number }[]).map((e) => e.id);
      for (let i = 0; i < ids.length; i += batchSize) {
        const checked = (await api(`${base}/checker-ref-elements-check?ids=${ids.slice(i, i + batchSize).join(',')}`)) as { id: number; review: number }[];
        const flagged = checked.find((c) => c.review === 1);
        if (flagged) {
          const [review] = await api(`ai/courses/${courseId}/reviews?ref=${ref}&refId=${flagged.id}&dialectId=${dialectId}&status=1`);
          return { id: flagged.id as number, response: review.response as string };
        }
      }
      return null;
    }, COURSE);
    expect(found).not.toBeNull();
    const { id, response } = found!;

    await page.locator('.cm-course', { hasText: 'Spanish for French speakers' }).hover();
    await page.locator(`[data-ref="${SENTENCES}"][data-course="${COURSE}"]`).click();
    await page.getByLabel('Search').fill(String(id));
    const robot = page.locator(`.ag-row[row-id="${id}"]`).getByRole('button', { name: 'AI review: flagged' });
    await robot.hover();
    const tooltip = page.getByTestId('ai-review-findings');
    await tooltip.waitFor();
    // A line per flagged review of the record (each dialect's): the es-ES one checked here among them.
    const lines = (await tooltip.innerText()).split('\n');
    expect(lines).toContainEqual(expect.stringContaining(`es-ES ${response.split('\n')[0].slice(0, 30)}`));
    await robot.click();
    await expect.poll(() => page.getByTestId('record-id').innerText()).toBe(`#${id}`);
    expect(await page.getByLabel('Search').inputValue()).toBe(String(id));
  });
});
