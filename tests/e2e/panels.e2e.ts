import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Panels as an editor uses them: a new panel gets a structure by drag and drop (add a block, drag
 * an element into it), which a reload shows kept; the panel is cloned twice, a tick per clone.
 */
const ADMIN = inject('admin');
const PANELS = 12;
const b = useBrowser();

async function openPanels(page: Page) {
  await page.locator('.cm-course', { hasText: 'Spanish for English speakers' }).hover();
  await page.locator(`[data-ref="${PANELS}"][data-course="1"]`).click();
}

/** The structure as 'block: element summaries'. */
const blocks = (page: Page) =>
  page
    .locator('[data-block]:visible')
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-block')}: ${[...e.querySelectorAll('[data-element]')].map((x) => x.getAttribute('data-element')).join(',')}`),
    );

async function openStructure(page: Page) {
  await page.getByRole('tab', { name: 'Structure' }).click();
  await page.getByTestId('panel-structure').waitFor();
}

/** Reloads the page and opens the panel's Structure tab again. */
async function reopen(page: Page, title: string) {
  await page.reload();
  await page.getByTestId('sidebar').waitFor();
  await openPanels(page);
  await page.locator('input[aria-label="Search"]:visible').fill(title);
  await page.locator('.ag-row:visible', { hasText: title }).first().click();
  await expect.poll(() => page.getByLabel('Title', { exact: false }).first().inputValue()).toBe(title);
  await openStructure(page);
}

describe('panels', () => {
  it('builds a structure by drag and drop, keeps it after a reload, and clones the panel twice and copies it to another course', async () => {
    const { page } = b;
    const title = `Panel e2e ${Date.now()}`;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await openPanels(page);

    await page.getByRole('button', { name: 'New' }).click();
    await page.getByLabel('Title', { exact: false }).first().fill(title);
    const created = page.waitForResponse((r) => r.url().includes('/api/groups/1/panels') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await created).status()).toBe(200);

    // Two blocks; an element in the first.
    await openStructure(page);
    await page.getByRole('button', { name: 'Add block' }).click();
    await expect.poll(() => blocks(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Add block' }).click();
    await expect.poll(() => blocks(page)).toHaveLength(2);
    const [first] = await page.locator('[data-block]:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')));
    await page
      .locator(`[data-block-id="${first}"]`)
      .getByRole('button', { name: /Add element/ })
      .click();
    await page.getByRole('menuitem', { name: 'Word grid' }).click();
    await expect.poll(() => blocks(page)).toEqual([expect.stringContaining('grid_words'), expect.not.stringContaining('grid_words')]);

    // Drag the element into the second block.
    const handle = await page.locator('[data-element="grid_words"] [data-drag-handle]').boundingBox();
    const target = await page.locator('[data-block]:visible').nth(1).boundingBox();
    const moved = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'PUT');
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2 + 10, { steps: 4 });
    await page.mouse.move(target!.x + 60, target!.y + target!.height - 10, { steps: 15 });
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    const after = await blocks(page);
    expect(after[0]).not.toContain('grid_words');
    expect(after[1]).toContain('grid_words');

    // A reload finds the same structure.
    await reopen(page, title);
    await expect.poll(() => blocks(page)).toEqual(after);

    // Keyboard: Space picks the first block up by its handle, ArrowDown moves it below the second, Space drops it.
    // dnd-kit's live region says what the drag is over.
    const live = () =>
      page
        .locator('[id^="DndLiveRegion"]')
        .allTextContents()
        .then((t) => t.join(' '));
    const firstBlock = page.locator('[data-block]:visible').first();
    const picked = `block-${await firstBlock.getAttribute('data-block-id')}`;
    await firstBlock.locator('[data-drag-handle]').first().focus();
    const keyMoved = page.waitForResponse((r) => r.url().includes('/block/') && r.url().includes('/move') && r.request().method() === 'PUT');
    keyMoved.catch(() => undefined); // awaited below; a failure before then must not leave it unhandled
    await page.keyboard.press('Space');
    await expect.poll(live).toContain(`Draggable item ${picked}`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(live).toMatch(new RegExp(`moved over droppable area (?!${picked}\\.)`));
    await page.keyboard.press('Space');
    expect((await keyMoved).status()).toBe(200);
    await expect.poll(() => blocks(page)).toEqual([after[1], after[0]]);
    await reopen(page, title);
    await expect.poll(() => blocks(page)).toEqual([after[1], after[0]]);

    // The Edit tab's pickers search the sentences module; the Uses tab says where the panel is used.
    await page.getByRole('tab', { name: 'Edit' }).click();
    const searched = page.waitForResponse((r) => r.url().includes('/api/groups/1/sentences?text='));
    await page.getByRole('combobox', { name: 'Sentences' }).pressSequentially('a');
    expect((await searched).status()).toBe(200);
    await page.getByRole('option').first().click();
    await expect.poll(() => page.locator('.mantine-Pill-label:visible').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Uses' }).click();
    await page.getByText('This panel is not used anywhere yet').waitFor();

    // Clone it twice: a tick per saved clone.
    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone Panel' });
    await dialog.getByRole('button', { name: 'Add clone' }).click();
    await dialog.getByLabel('Clone 1 title').fill(`${title} A`);
    await dialog.getByLabel('Clone 2 title').fill(`${title} B`);
    await dialog.getByRole('button', { name: 'Save clones' }).click();
    await expect.poll(() => dialog.locator('[data-saved]').count()).toBe(2);
    const rows = await page.evaluate(async (t) => (await fetch(`/api/groups/1/panels?text=${encodeURIComponent(t)}`)).json(), title);
    expect(rows.map((r: { title: string }) => r.title).sort()).toEqual([title, `${title} A`, `${title} B`]);
    const clone = rows.find((r: { title: string }) => r.title === `${title} B`);
    const s = await page.evaluate(async (id) => (await fetch(`/api/panels/${id}/estructure`)).json(), clone.id);
    expect(s.blocks.map((x: { elements: { ref: string }[] }) => x.elements.map((e) => e.ref))).toEqual([['grid_words'], []]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Copy it to another course: Copy is disabled until a course is chosen.
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    const copy = page.getByRole('dialog', { name: 'Copy Panel' });
    const copyButton = copy.getByRole('button', { name: 'Copy', exact: true });
    expect(await copyButton.isDisabled()).toBe(true);
    // Copy is pressed once the chosen course shows in the choice.
    await copy.getByPlaceholder('Choose a course').click();
    // The choices show whole above the dialog, not cut off by its edge.
    await page.getByRole('option').first().waitFor();
    expect(
      await page.getByRole('option').evaluateAll((els) =>
        els.slice(0, 5).map((e) => {
          const r = e.getBoundingClientRect();
          return e.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ),
    ).toEqual([true, true, true, true, true]);
    await page.getByRole('option', { name: /Spanish for French speakers/ }).click();
    await expect.poll(() => copy.getByPlaceholder('Choose a course').inputValue()).toMatch(/Spanish for French speakers/);
    await copyButton.click();
    await expect.poll(() => copy.textContent()).toMatch(/Copied: panel #\d+/);
    const copiedId = Number((await copy.textContent())!.match(/#(\d+)/)![1]);
    const copied = await page.evaluate(async (id) => (await fetch(`/api/panels/${id}/estructure`)).json(), copiedId);
    expect(copied.blocks.map((x: { elements: { ref: string }[] }) => x.elements.map((e) => e.ref))).toEqual([['grid_words'], []]);
    expect((await page.evaluate(async (id) => (await fetch(`/api/panels/${id}`)).json(), copiedId)).courseId).toBe(2);
  });
});
