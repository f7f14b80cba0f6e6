import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * The Items screen's Guesser tab: two items of the Italian course share a target text, one with
 * an English source and one without. The admin creates a guesser job on the empty sources in the
 * UI (the form checks name and dialect first), watches it process to review, accepts the guess,
 * and finds the source written on the Items tab. The validator tabs show their forms.
 */
const ADMIN = inject('admin');
const COURSE = { id: 6, name: 'Italian for English speakers' }; // target it-IT (8), source en-US (3); not used by other browser tests
const IT = 8,
  US = 3;
const b = useBrowser();

describe('Items screen: guesser and validator tabs', () => {
  it('creates a guesser job, accepts a guess, and the item has its source', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();

    const ids = await page.evaluate(
      async ({ course, it, us }) => {
        const post = async (target: string, source: string) => {
          const r = await fetch(`/api/groups/${course}/items`, {
            method: 'POST',
            headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
            body: JSON.stringify({ targets: [{ dialectId: it, text: target }], sources: [{ dialectId: us, text: source }] }),
          });
          return (await r.json()).data.id as number;
        };
        return { known: await post('la zorblaxina lucente', 'the shining zorblaxine'), empty: await post('la zorblaxina lucente', '') };
      },
      { course: COURSE.id, it: IT, us: US },
    );

    await page.locator('.cm-course', { hasText: COURSE.name }).hover();
    await page.locator(`[data-ref="14"][data-course="${COURSE.id}"]`).click();
    await page.getByRole('tab', { name: 'Items' }).waitFor();
    await page.getByRole('tab', { name: 'Guesser' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Guesser' });
    await tab.getByText('Select a job from the list or create a new one').waitFor();

    await tab.getByRole('button', { name: 'New', exact: true }).click();
    await tab.getByRole('button', { name: 'Create Job' }).click();
    await tab.getByTestId('job-form-error').getByText('Please enter a name').waitFor();
    await tab.getByLabel('Name').fill('  Empty Italian sources  ');
    await tab.getByRole('button', { name: 'Create Job' }).click();
    await tab.getByTestId('job-form-error').getByText('Please select a dialect').waitFor();
    await tab.getByPlaceholder('Choose a source dialect').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['en-US']); // the course's source dialects only
    await page.getByRole('option', { name: 'en-US' }).click();
    await tab.getByText('Empty Only', { exact: true }).click();
    const created = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${COURSE.id}/item-source-guesser`) && r.request().method() === 'POST');
    await tab.getByRole('button', { name: 'Create Job' }).click();
    const { data } = await (await created).json();
    expect(data.items).toBeGreaterThan(0);

    // The detail opens and is polled until the agent has run on every item.
    const detail = tab.getByTestId(`job-${data.id}`);
    await detail.getByRole('heading', { name: 'Empty Italian sources' }).waitFor();
    await expect.poll(() => tab.getByTestId(`job-list-${data.id}`).textContent(), { timeout: 30_000 }).toContain('Needs review');
    await expect.poll(() => detail.getByText(/^Processing: /).count(), { timeout: 15_000 }).toBe(0);

    const row = detail.locator('.ag-row', { hasText: String(ids.empty) }).first();
    await row.getByText('the shining zorblaxine').first().waitFor();
    await row.getByRole('button', { name: 'Accept' }).click();
    // The row is replaced by the server's: Accept is the chosen, locked decision.
    await expect.poll(() => row.getByRole('button', { name: 'Accept' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => tab.getByTestId(`job-list-${data.id}`).textContent())
      .toContain(`${data.items} item${data.items === 1 ? '' : 's'} · ${data.items - 1} to review`);

    // The item's source is written: the Items tab finds it.
    await page.getByRole('tab', { name: 'Items' }).click();
    const items = page.getByRole('tabpanel', { name: 'Items' });
    await items.getByLabel('Search').fill(String(ids.empty));
    await expect
      .poll(
        () =>
          items
            .locator('.ag-row', { hasText: String(ids.empty) })
            .first()
            .textContent(),
        { timeout: 10_000 },
      )
      .toContain('the shining zorblaxine');

    // The validator tabs: their own forms.
    await page.getByRole('tab', { name: 'Sentence Validator' }).click();
    const sv = page.getByRole('tabpanel', { name: 'Sentence Validator' });
    await sv.getByText('Select a job from the list or create a new one').waitFor();
    await sv.getByRole('button', { name: 'New', exact: true }).click();
    await sv.getByText('Include previous validated').waitFor();
    await page.getByRole('tab', { name: 'Mean Validator' }).click();
    await page.getByRole('tabpanel', { name: 'Mean Validator' }).getByText('Select a job from the list or create a new one').waitFor();
  });
});
