import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * TTS Lab: the admin writes a new entry, saves it, presses Generate, watches the queued task
 * finish (the grid's row then says Audio: Yes) and plays the speech on the waveform: the player's
 * time moves, then pauses.
 */
const ADMIN = inject('admin');
const TTS_LAB = 5;
const b = useBrowser();

describe('TTS Lab', () => {
  it('generates speech for a new entry and plays it on the waveform', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${TTS_LAB}"][data-course="0"]`).click();
    await page.locator('.ag-row', { hasText: 'Saludos' }).first().waitFor();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));

    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Name', { exact: false }).fill('En la panadería');
    await page.getByRole('combobox', { name: 'Dialect' }).click();
    await page.getByRole('option', { name: 'es-ES', exact: true }).click();
    await page.getByLabel('Script').fill('Buenos días. Quiero una barra de pan, por favor.');
    expect(await page.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true); // not saved yet
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/ttsLab') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await page.getByRole('button', { name: 'Generate' }).click();
    const waveform = page.getByTestId('waveform');
    await waveform.waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByLabel('Player time').innerText(), { timeout: 20_000 }).toMatch(/\/ 0:0[1-9]/);
    expect(await page.getByRole('button', { name: 'Generate' }).count()).toBe(0);
    // The grid's row follows the generation without a reload: its Audio reads Yes, that row read alone, not the list.
    const id = (await page.getByTestId('record-id').innerText()).replace('#', '');
    const audio = page.locator('.ag-row', { hasText: 'En la panadería' }).locator('[col-id="audio"]');
    await expect.poll(() => audio.innerText()).toBe('Yes');
    expect(requests.filter((r) => r === `GET /api/ttsLab/${id}/grid-row`)).toHaveLength(1);
    expect(requests.filter((r) => r === 'GET /api/ttsLab')).toHaveLength(0);

    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => page.getByLabel('Player time').innerText(), { timeout: 10_000 }).not.toMatch(/^0:00\.0 /);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    const paused = await page.getByLabel('Player time').innerText();
    await page.waitForTimeout(400);
    expect(await page.getByLabel('Player time').innerText()).toBe(paused);
  });
});
