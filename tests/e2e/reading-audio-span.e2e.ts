import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Readings (module 28), Text tab: the audio span of a reading text is chosen by dragging the
 * region on the recording's waveform; the saved start and end are in thousandths of a second.
 */
const ADMIN = inject('admin');
const b = useBrowser();

/** Uploads a 10-second tone as the WAV of the course-1 demo reading's first text, in its first target dialect; answers the text's id. */
async function uploadTone(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const reading = (await (await fetch('/api/courses/1/readings?text=mercado')).json())[0];
    const textId = (await (await fetch(`/api/readings/${reading.id}/texts`)).json())[0].id as number;
    const dialectId = (await (await fetch(`/api/readings/texts/${textId}`)).json()).targets[0].dialectId as number;
    const rate = 8000;
    const n = rate * 10;
    const buf = new DataView(new ArrayBuffer(44 + n * 2));
    const str = (o: number, s: string) => [...s].forEach((c, i) => buf.setUint8(o + i, c.charCodeAt(0)));
    str(0, 'RIFF');
    buf.setUint32(4, 36 + n * 2, true);
    str(8, 'WAVE');
    str(12, 'fmt ');
    buf.setUint32(16, 16, true);
    buf.setUint16(20, 1, true);
    buf.setUint16(22, 1, true);
    buf.setUint32(24, rate, true);
    buf.setUint32(28, rate * 2, true);
    buf.setUint16(32, 2, true);
    buf.setUint16(34, 16, true);
    str(36, 'data');
    buf.setUint32(40, n * 2, true);
    for (let i = 0; i < n; i += 1) buf.setInt16(44 + i * 2, Math.round(Math.sin(i / 8) * 12000 * ((i % rate) / rate)), true);
    const form = new FormData();
    form.append('audio', new File([buf.buffer], 'tone.wav', { type: 'audio/wav' }));
    const res = await fetch(`/api/audio/2801/${textId}/dialect/${dialectId}/upload`, {
      method: 'POST',
      body: form,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return textId;
  });
}

describe('reading text audio span', () => {
  it('drags the waveform region and saves the new start and end in thousandths', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).waitFor();
    const textId = await uploadTone(page);

    await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
    await page.locator('[data-ref="28"][data-course="1"]').click();
    await page.locator('.ag-row', { hasText: 'En el mercado' }).click();
    await page.getByRole('tab', { name: 'Text' }).click();
    const start = page.getByLabel('Audio start (ms)');
    await expect.poll(() => start.inputValue()).toBe('0');
    expect(await page.getByLabel('Audio end (ms)').inputValue()).toBe('4200');

    const region = page.getByTestId('audio-region');
    await region.waitFor();
    const box = (await region.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();

    await expect.poll(async () => Number(await start.inputValue())).toBeGreaterThan(500);
    const shownStart = Number(await start.inputValue());
    const shownEnd = Number(await page.getByLabel('Audio end (ms)').inputValue());
    expect(Math.abs(shownEnd - shownStart - 4200)).toBeLessThanOrEqual(2); // the region moved whole

    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/readings/texts/${textId}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save text' }).click();
    expect((await answer).status()).toBe(200);
    const saved = await page.evaluate(async (id) => (await fetch(`/api/readings/texts/${id}`)).json(), textId);
    expect(saved).toMatchObject({ audioStart: shownStart, audioEnd: shownEnd });
    await expect.poll(() => page.getByTestId('audio-span').first().textContent()).toBe(`${(shownStart / 1000).toFixed(3)}–${(shownEnd / 1000).toFixed(3)} s`);
  });
});
