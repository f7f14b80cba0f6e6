import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './browser';

/**
 * Concept Linker Validator (module 87): a demo vocabulary entry of the French course is linked in
 * a few sentences (rightly), and in one more at the words of another entry (wrongly). The admin
 * creates a validation of it in the UI with that other entry as the alternative, watches it
 * process to 'Needs review', keeps one item, changes the wrong one (the stored link now names the
 * alternative), bulk-keeps the rest and opens an item's prompt log.
 */
const ADMIN = inject('admin');
const MODULE = 87;
const COURSE = 4; // French for English speakers: its sentences are not used by the other browser tests
const FR = 5; // fr-FR
const b = useBrowser();

interface Plan {
  courseName: string;
  main: { id: number; title: string };
  alternative: { id: number; title: string };
  /** Sentences linked to the main entry where it matches, and the one linked at the alternative's words. */
  keep: { id: number; plain: string }[];
  change: { id: number; plain: string; positions: number[] };
}

/** Finds the entries and sentences through the API and stores the links (as the linker editor would). */
async function prepare(page: Page): Promise<Plan> {
  return page.evaluate(
    async ({ course, fr }) => {
      const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
      const get = async (url: string) => (await fetch(`/api/${url}`, { headers })).json();
      type C = { ref: number; refId: number; positions: number[] };
      const ids: number[] = await get(`groups/${course}/refs/16/target-dialects/${fr}/checker-ref-elements`);
      const guesses = await Promise.all(ids.map(async (id) => ({ id, g: await get(`concepts-linker/ref/16/refId/${id}/target-dialect/${fr}/guess`) })));
      const uses = new Map<number, { id: number; plain: string; positions: number[] }[]>();
      for (const { id, g } of guesses) {
        for (const c of g.concepts as C[]) {
          if (c.ref !== 22) continue;
          const list = uses.get(c.refId) ?? [];
          if (!list.some((u) => u.id === id)) list.push({ id, plain: g.phrase.plain, positions: c.positions });
          uses.set(c.refId, list);
        }
      }
      // The main entry: the one matched in most sentences; the alternative: an entry of another sentence.
      const [mainId, mainUses] = [...uses].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0];
      const keep = mainUses.slice(0, 3);
      const other = guesses.find(
        ({ id, g }) =>
          !mainUses.some((u) => u.id === id) &&
          (g.concepts as C[]).some((c) => c.ref === 22 && c.refId !== mainId && c.positions.length === 1) &&
          ![...g.concepts, ...g.possibleConcepts].some((c: C) => c.refId === mainId),
      )!;
      const alt = (other.g.concepts as C[]).find((c) => c.ref === 22 && c.refId !== mainId && c.positions.length === 1)!;
      const put = (id: number, positions: number[]) =>
        fetch(`/api/concepts-linker/ref/16/refId/${id}/target-dialect/${fr}/links`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ concepts: [{ ref: 22, refId: mainId, positions }] }),
        });
      // The demo stores links too: the texts linked to the main entry become exactly the sentences planned.
      const [source] = (await get(`courses/${course}/dialects-source`)) as { dialectId: number }[];
      for (const { dialectId } of (await get(`courses/${course}/dialects-target`)) as { dialectId: number }[]) {
        const stored = (await get(
          `concepts-linker/course/${course}/ref/22/refId/${mainId}/targetDialect/${dialectId}/sourceDialect/${source.dialectId}/concept-uses`,
        )) as { ref: number; refId: number }[];
        // Every other text linked to it (sentences, segments, readings, books, trainers) is cleared.
        const planned = (x: { ref: number; refId: number }) => x.ref === 16 && dialectId === fr && (keep.some((k) => k.id === x.refId) || x.refId === other.id);
        for (const u of stored.filter((x) => !planned(x))) {
          await fetch(`/api/concepts-linker/ref/${u.ref}/refId/${u.refId}/target-dialect/${dialectId}/links`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ concepts: [] }),
          });
        }
      }
      for (const u of keep) await put(u.id, u.positions);
      await put(other.id, alt.positions);
      const titles = (await get(`courses/${course}/tooltips-voc?text=${mainId},${alt.refId}&dialect=${fr}`)) as { id: number; title: string }[];
      const courses = (await get('concept-linker-validator/courses')) as { id: number; name: string }[];
      return {
        courseName: courses.find((c) => c.id === course)!.name,
        main: { id: mainId, title: titles.find((t) => t.id === mainId)!.title },
        alternative: { id: alt.refId, title: titles.find((t) => t.id === alt.refId)!.title },
        keep: keep.map((u) => ({ id: u.id, plain: u.plain })),
        change: { id: other.id, plain: other.g.phrase.plain, positions: alt.positions },
      };
    },
    { course: COURSE, fr: FR },
  );
}

async function pickConcept(page: Page, button: string, concept: { id: number; title: string }) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Vocabulary' });
  await dialog.getByLabel('Search').fill(concept.title);
  await dialog.getByTestId(`concept-option-${concept.id}`).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('concept linker validator', () => {
  it('creates a validation, processes it to review, keeps, changes, bulk-keeps and shows the prompt log', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    const plan = await prepare(page);
    expect(plan.keep.length).toBeGreaterThanOrEqual(2);

    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${MODULE}"][data-course="0"]`).click();
    await page.getByText('Select a validation from the list or create a new one').waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();

    const form = page.getByTestId('clv-create-form');
    await form.getByRole('button', { name: 'Create Validation' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Validation Name').fill('  E2E check  ');
    await form.getByRole('radio', { name: 'Course Specific' }).check();
    await form.getByTestId('clv-course').click();
    await page.getByRole('option', { name: plan.courseName, exact: true }).click();
    await pickConcept(page, 'Main concept: Vocabulary', plan.main);
    await expect.poll(() => form.getByRole('checkbox', { name: 'Include compounds of this item' }).isChecked()).toBe(true);
    await pickConcept(page, 'Alternative: Vocabulary', plan.alternative);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/concept-linker-validator') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create Validation' }).click();
    const { data } = await (await created).json();
    const jobId = data.id as number;
    expect(data.items).toBe(plan.keep.length + 1);

    // The detail opens: title, then the agent's results once processed (the detail polls every 5 s).
    const detail = page.getByTestId(`job-${jobId}`);
    await detail.getByRole('heading', { name: `E2E check: ${plan.main.title} → ${plan.alternative.title}` }).waitFor();
    await expect.poll(() => page.getByTestId(`job-list-${jobId}`).textContent(), { timeout: 30_000 }).toContain('Needs review');
    await expect.poll(() => detail.getByText(`Needs review: ${data.items}`).count(), { timeout: 15_000 }).toBe(1);

    const row = (plain: string) => detail.locator('.ag-row', { hasText: plain }).first();
    const button = (plain: string, name: string) => row(plain).getByRole('button', { name, exact: true });
    // The linked words are marked in the text.
    await expect.poll(() => row(plan.change.plain).locator('mark[data-linked]').count()).toBe(plan.change.positions.length);
    // Change is offered where the AI selected a concept (the alternative) only.
    await expect.poll(() => button(plan.change.plain, 'Change').isEnabled()).toBe(true);
    for (const k of plan.keep) expect(await button(k.plain, 'Change').isEnabled()).toBe(false);

    // Keep one: the decision is highlighted and locked.
    await button(plan.keep[0].plain, 'Keep').click();
    await expect.poll(() => button(plan.keep[0].plain, 'Keep').getAttribute('aria-pressed')).toBe('true');
    expect(await button(plan.keep[0].plain, 'Keep').isEnabled()).toBe(false);
    await detail.getByText('Keep: 1').waitFor();

    // Change the wrong one: the stored link now names the alternative.
    await button(plan.change.plain, 'Change').click();
    await expect.poll(() => button(plan.change.plain, 'Change').getAttribute('aria-pressed')).toBe('true');
    await detail.getByText('Change: 1').waitFor();
    const links = await page.evaluate(
      async ({ id, fr }) => {
        const g = await (
          await fetch(`/api/concepts-linker/ref/16/refId/${id}/target-dialect/${fr}/guess`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
        ).json();
        return (g.concepts as { refId: number; positions: number[]; preselected: boolean }[]).filter((c) => !c.preselected);
      },
      { id: plan.change.id, fr: FR },
    );
    expect(links).toEqual([expect.objectContaining({ refId: plan.alternative.id, positions: plan.change.positions })]);

    // Bulk-keep the rest.
    await detail.getByRole('button', { name: 'Bulk actions' }).click();
    await page.getByRole('menuitem', { name: `Keep all (${plan.keep.length - 1})` }).click();
    await expect.poll(() => page.getByTestId(`job-list-${jobId}`).textContent()).toContain('Done');
    await detail.getByText(`Keep: ${plan.keep.length}`).waitFor();
    for (const k of plan.keep.slice(1)) await expect.poll(() => button(k.plain, 'Keep').getAttribute('aria-pressed')).toBe('true');

    // The prompt log of an item.
    await button(plan.change.plain, 'Prompt log').click();
    const log = page.getByRole('dialog', { name: 'AI prompt and response log' });
    await log.getByText('Model: local-rules').waitFor();
    await log.getByText(/Main concept \(linked now\)/).waitFor();
    await log.getByText(/"decision": "change"/).waitFor();
  });
});
