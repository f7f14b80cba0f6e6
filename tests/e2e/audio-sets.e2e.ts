import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * Audio sets, the key flow of spec 3 §4: on the Dashboard the admin loads the pending texts and
 * creates sets of the sentences for the course's artists; on Sets opens Javier's, generates it by
 * TTS and watches the queued task's progress end in PENDING REVIEW; reviews the items (the first
 * bad, which needs a note); the set becomes DONE and its revised set, of the bad item, appears.
 * (All three artists share the pending sentences so that the set to synthesise and review is small.)
 */
const ADMIN = inject('admin');
const COURSE = { id: 1, name: 'Spanish for English speakers' };
const AUDIO = 30;
const SET = 'Sentences es-ES – Javier Morales';
const b = useBrowser();

describe('audio sets', () => {
  it('creates a set from the dashboard, synthesises it, reviews it (one bad with a note) and gets the revised set', { timeout: 300_000 }, async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await page.locator('.cm-course', { hasText: COURSE.name }).hover();
    await page.locator(`[data-ref="${AUDIO}"][data-course="${COURSE.id}"]`).click();

    // Dashboard: load, then 'create sets' on the sentences' row.
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    const sentences = page.getByRole('table', { name: 'Audio dashboard' }).getByRole('row').filter({ hasText: 'Sentences' });
    // Sentences are in no lesson: they count in every lesson range ('all').
    expect(await sentences.getByRole('cell').nth(1).innerText()).toBe('all');
    const pending = Number(await sentences.getByRole('cell').nth(2).innerText());
    expect(pending).toBeGreaterThan(3);
    await sentences.getByRole('button', { name: 'Create sets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create sets: Sentences' });
    for (const artist of ['Lucía Fernández (f)', 'Javier Morales (m)', 'Carmen Ruiz (f)']) await dialog.getByLabel(artist).check();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Sets: the new set, DOING; generate it by TTS with a male voice.
    const sets = page.getByRole('table', { name: 'Audio sets' });
    await sets.getByRole('cell', { name: SET, exact: true }).click();
    const detail = page.getByLabel('Audio set', { exact: true });
    await detail.getByText('DOING', { exact: true }).waitFor();
    const items = detail.getByRole('table', { name: 'Set items' }).getByRole('row');
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThan(pending);
    await detail.getByRole('combobox', { name: 'Male voice' }).click();
    await page.getByRole('option').first().click();
    await detail.getByRole('button', { name: 'Generate by TTS' }).click();
    await detail.getByText(/^Generating… \d+%$/).waitFor();
    await detail.getByText('PENDING REVIEW', { exact: true }).waitFor({ timeout: 180_000 });
    expect(await detail.getByText(/^Generating/).count()).toBe(0);
    expect(await items.locator('audio').count()).toBe(count);
    const clip = await page.request.get((await items.first().locator('audio').getAttribute('src')) as string);
    expect((await clip.body()).subarray(0, 4).toString()).toBe('RIFF');

    // The clip's element loads and seeks: Chromium asks for a byte range and gets 206, so the whole clip is seekable.
    const src = (await items.first().locator('audio').getAttribute('src')) as string;
    const ranged = page.waitForResponse((r) => r.url().endsWith(src) && r.request().headers().range !== undefined);
    const seek = await items
      .first()
      .locator('audio')
      .evaluate(async (audio: HTMLAudioElement) => {
        audio.preload = 'auto';
        audio.load();
        if (audio.readyState < 1) await new Promise((r) => audio.addEventListener('loadedmetadata', r, { once: true }));
        const seeked = new Promise((r) => audio.addEventListener('seeked', r, { once: true }));
        audio.currentTime = audio.duration / 2;
        await seeked;
        return { half: audio.duration / 2, at: audio.currentTime, seekableEnd: audio.seekable.length ? audio.seekable.end(0) : 0, duration: audio.duration };
      });
    const response = await ranged;
    expect([response.status(), response.headers()['accept-ranges'], response.headers()['content-range']?.startsWith('bytes 0-')]).toEqual([206, 'bytes', true]);
    expect(seek.at).toBeCloseTo(seek.half, 2);
    expect(seek.seekableEnd).toBeCloseTo(seek.duration, 2);

    // Review: a bad item needs a note; then the first bad with a note, the rest good.
    const first = items.first();
    const badText = await first.getByRole('cell').nth(1).innerText();
    await first.getByRole('button', { name: 'Bad' }).click();
    await expect.poll(() => detail.getByRole('status').innerText()).toBe('A bad item needs a note');
    await first.getByLabel('Note 1').fill('Too fast, the last word is cut');
    await first.getByRole('button', { name: 'Bad' }).click();
    await first.getByText('Bad: Too fast, the last word is cut').waitFor();
    for (let i = 1; i < count; i++) {
      await items.nth(i).getByRole('button', { name: 'Good' }).click();
      await items.nth(i).getByRole('cell', { name: 'Good', exact: true }).waitFor();
    }

    await detail.getByText('DONE', { exact: true }).waitFor();
    await expect.poll(() => detail.getByRole('status').innerText()).toBe(`Revised set created: ${SET} (revised)`);
    const revised = sets.getByRole('row').filter({ has: page.getByRole('cell', { name: `${SET} (revised)`, exact: true }) });
    await revised.waitFor();
    expect(await revised.getByRole('cell', { name: 'DOING', exact: true }).count()).toBe(1);
    expect(
      await sets
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: SET, exact: true }) })
        .getByRole('cell', { name: 'DONE', exact: true })
        .count(),
    ).toBe(1);

    await revised.click();
    await page.getByLabel('Audio set', { exact: true }).getByText(`${SET} (revised)`, { exact: true }).waitFor();
    const revisedItems = page.getByLabel('Audio set', { exact: true }).getByRole('table', { name: 'Set items' }).getByRole('row');
    await expect.poll(() => revisedItems.count()).toBe(1);
    expect(await revisedItems.getByRole('cell').nth(1).innerText()).toBe(badText);
  });
});
