import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * XLIFF out and back in from the Project tab (module 36): a project exported as XLIFF 1.2, its
 * targets changed in the file as another tool would, one of them changed here meanwhile; the
 * import reports that one as conflicting, applies it once confirmed, and the rows show both.
 */
const ADMIN = inject('admin');

async function openProjectTab(page: Page) {
  await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
  await page.locator('[data-ref="36"][data-course="1"]').click();
  await page.getByRole('tab', { name: 'Project' }).click();
}

type Row = { id: number; toText: string };
const rowsOf = (page: Page, projectId: number) =>
  page.evaluate(
    async (id) => ((await (await fetch(`/api/translations/projects/${id}/translations`)).json()) as Row[]).map((r) => ({ id: r.id, toText: r.toText })),
    projectId,
  );

describe('XLIFF round trip from the Project tab', () => {
  const b = useBrowser();

  it('exports a project as XLIFF, imports a changed file, confirms the conflicting unit: the targets changed', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await openProjectTab(page);
    await page
      .getByRole('button', { name: /^Demo: / })
      .first()
      .click();
    const name = (await page.getByTestId('project-name').textContent())!;
    const projectId = await page.evaluate(
      async (n) => ((await (await fetch('/api/translations/projects?course=1')).json()) as { id: number; name: string }[]).find((p) => p.name === n)!.id,
      name,
    );

    // Export XLIFF (1.2): the file downloads.
    await page.getByRole('button', { name: 'Export XLIFF' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export XLIFF' });
    const downloading = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlf$/);
    const xliff = await readFile((await download.path())!, 'utf8');
    expect(xliff).toContain('<xliff version="1.2"');

    // Another tool changes the targets of two units of plain text; one of them is changed here meanwhile.
    const plain = [...xliff.matchAll(/<trans-unit id="(\d+)"[^>]*><source>[^<]+<\/source><target([^>]*)>([^<]*)<\/target>/g)].slice(0, 2);
    expect(plain).toHaveLength(2);
    const [first, second] = plain.map((m) => Number(m[1]));
    let changed = xliff;
    for (const [i, m] of plain.entries())
      changed = changed.replace(m[0], m[0].replace(/<target([^>]*)>[^<]*<\/target>/, `<target$1>XLIFF edit ${i + 1}</target>`));
    const meanwhile = await page.evaluate(async (id) => {
      const res = await fetch(`/api/translations/projects/translations/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ toText: 'Changed here meanwhile', status: 1 }),
      });
      return res.status;
    }, second);
    expect(meanwhile).toBe(200);

    // Import XLIFF: one changed, one conflicting, held back until confirmed.
    await page.getByRole('button', { name: 'Import XLIFF' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import XLIFF' });
    await importDialog.locator('input[type="file"]').setInputFiles({ name: 'project.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(changed) });
    await importDialog.getByRole('button', { name: 'Import' }).click();
    const report = importDialog.getByTestId('xliff-report');
    await expect.poll(() => report.textContent()).toMatch(/^1 changed, \d+ unchanged, 1 conflicting, 0 refused/);
    await importDialog.getByRole('table', { name: 'Conflicting units' }).getByText('Changed here meanwhile').waitFor();
    let rows = await rowsOf(page, projectId);
    expect(rows.find((r) => r.id === first)?.toText).toBe('XLIFF edit 1');
    expect(rows.find((r) => r.id === second)?.toText).toBe('Changed here meanwhile');

    // Confirmed, the conflicting unit takes the file's target too.
    await importDialog.getByRole('button', { name: 'Apply 1 conflicting' }).click();
    await importDialog.getByText('applied', { exact: true }).waitFor();
    rows = await rowsOf(page, projectId);
    expect(rows.find((r) => r.id === first)?.toText).toBe('XLIFF edit 1');
    expect(rows.find((r) => r.id === second)?.toText).toBe('XLIFF edit 2');
    await importDialog.getByRole('button', { name: 'Close' }).click();
    // The project's rows show the new targets.
    await page.locator('.ag-cell', { hasText: 'XLIFF edit 2' }).waitFor();
    await page.locator('.ag-cell', { hasText: 'XLIFF edit 1' }).waitFor();
  });
});
