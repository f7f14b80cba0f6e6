import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * Phrasebook Translator jobs: two one-word entries join the phrasebook (one the demo memory knows
 * in Spanish, 'apple', one it does not); the admin creates a job for es-ES on the Phrasebook
 * Translator tab, sees the one-word bucket in its name and both items with the local agent's
 * decision, accepts the proposal (the entry gets its Spanish text), and a second job is refused
 * while the bucket's other entry is still open in the first.
 */
const ADMIN = inject('admin');
const MEMORY = 86;
const headers = { 'X-Requested-With': 'XMLHttpRequest' };

const b = useBrowser();

describe('phrasebook translator jobs', () => {
  it('creates a job on the next word-count bucket, shows its items with proposals, accepts one, and keeps later jobs off open items', async () => {
    const { page, context } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    const ids: number[] = [];
    for (const phrase of ['apple', 'quixotry']) {
      const res = await context.request.post('/api/memory-phrasebook', { headers, data: { phrase } });
      expect(res.status(), await res.text()).toBe(200);
      ids.push((await res.json()).data.id);
    }

    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${MEMORY}"][data-course="0"]`).click();
    await page.getByRole('tab', { name: 'Phrasebook Translator' }).click();
    await page.getByText('Select a job from the list or create a new one').waitFor();

    const create = async (name: string) => {
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByLabel('Dialect', { exact: true }).first().click();
      await page.getByRole('option', { name: 'es-ES', exact: true }).click();
      const created = page.waitForResponse((r) => r.url().endsWith('/api/memory-phrasebook-translator') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Create job' }).click();
      return (await (await created).json()) as { data?: { id: number; items: number }; error?: string };
    };
    // Spec 4 §8: the name is checked first.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Create job' }).click();
    await page.getByText('Please enter a name').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    const job = await create('  Fruit  ');
    expect(job.data).toMatchObject({ id: expect.any(Number), items: 2 });
    // The job takes the one-word bucket (the demo phrasebook's entries are longer); the bucket is in its name.
    await page.getByRole('heading', { name: 'Fruit (1 word)' }).waitFor();
    const detail = page.getByTestId(`job-${job.data!.id}`);
    const row = (phrase: string) => detail.locator('.ag-row', { hasText: phrase }).first();
    // The local agent proposes the memory's translation of 'apple' and rejects the unknown word, with its reasoning.
    await row('apple').getByRole('button', { name: 'Accept' }).and(page.locator(':not([disabled])')).waitFor({ timeout: 30_000 });
    const proposal = (await row('apple').innerText()).toLowerCase();
    expect(proposal).toContain('manzana');
    await row('quixotry')
      .getByText(/memory/i)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await row('quixotry').getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);

    await row('apple').getByRole('button', { name: 'Accept' }).click();
    await expect.poll(async () => await row('apple').getByRole('button', { name: 'Accept' }).getAttribute('aria-pressed')).toBe('true');
    const entry = await (await context.request.get(`/api/memory-phrasebook/${ids[0]}`)).json();
    const es = entry.translations.find((x: { dialectCode: string }) => x.dialectCode === 'es-ES');
    expect(es.text.toLowerCase()).toContain('manzana');
    expect(es.status).toBe(2);

    // 'quixotry' is still open in that job: the one-word bucket is not done, so no later bucket unlocks.
    expect((await create('More fruit')).error).toBe('No eligible items to create a job.');
    await page.getByText('No eligible items to create a job.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('[data-testid^="job-list-"]', { hasText: 'Fruit (1 word)' }).waitFor();
  });
});
