import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/** The interface in English, Spanish and French (issue 44): the shell, a grid and a plugin's form switch live. */
const ADMIN = inject('admin');
const { poll } = expect;

/** Runs the palette's 'Interface language: <name>' command, whatever the language it is shown in. */
async function switchTo(page: Page, name: string) {
  await page.keyboard.press('Control+K');
  const option = page.locator('.mantine-Spotlight-action', { hasText: name });
  await page.locator('input.mantine-Spotlight-search').pressSequentially(name);
  await option.first().click();
  await option.first().waitFor({ state: 'hidden' });
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const headers = (page: Page) => page.locator('.ag-header-cell-text').allInnerTexts();
/** The form's field labels, without a required field's asterisk. */
const formLabels = async (page: Page) => (await page.locator('[data-record-form] label').allInnerTexts()).map((l) => l.replace(/\s*\*$/, ''));

describe('the interface language', () => {
  const b = useBrowser();

  it('switches the shell, a grid screen and a plugin form to Spanish and French, keeps the choice over a reload, and back to English', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
    await page.locator('[data-ref="10"][data-course="1"]').click();
    await page.locator('.ag-row').first().locator('.ag-cell').first().click();
    await poll(() => formLabels(page)).toContain('Title');
    expect(await lang(page)).toBe('en');

    await switchTo(page, 'Español');
    await poll(() => lang(page)).toBe('es');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    expect(await page.getByRole('tree', { name: 'Módulos' }).count()).toBe(1);
    await page.getByTestId('sidebar').getByRole('treeitem', { name: 'Usuarios' }).waitFor();
    await poll(() => headers(page)).toEqual(expect.arrayContaining(['Título', 'Formas']));
    await poll(() => formLabels(page)).toEqual(expect.arrayContaining(['Título', expect.stringContaining('Formas (una por línea, sin comas)')]));
    expect(await page.getByRole('button', { name: 'Guardar' }).count()).toBe(1);
    expect(await page.getByPlaceholder('Buscar').count()).toBe(1);

    await switchTo(page, 'Français');
    await poll(() => lang(page)).toBe('fr');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await page.getByTestId('sidebar').getByRole('treeitem', { name: 'Utilisateurs' }).waitFor();
    await poll(() => headers(page)).toEqual(expect.arrayContaining(['Titre', 'Formes']));
    await poll(() => formLabels(page)).toEqual(expect.arrayContaining(['Titre', expect.stringContaining('Formes (une par ligne, sans virgule)')]));
    expect(await page.getByRole('button', { name: 'Enregistrer' }).count()).toBe(1);

    // The choice is the browser's until the per-user settings keep it: a reload opens in French.
    await page.reload();
    await page.getByTestId('sidebar').getByRole('button', { name: 'Se déconnecter' }).waitFor();
    expect(await lang(page)).toBe('fr');

    await switchTo(page, 'English');
    await poll(() => lang(page)).toBe('en');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Log out' }).waitFor();
    await poll(() => headers(page)).toEqual(expect.arrayContaining(['Title', 'Forms']));
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(1);
  });
});
