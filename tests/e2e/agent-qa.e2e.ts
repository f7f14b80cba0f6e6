import { describe, expect, inject, it } from 'vitest';
import { login, useBrowser } from './browser';

/**
 * Agent QA: the admin creates a QA job for the first agent type offered (preselected) on the
 * demo's validated en-US sources, watches it run through the task queue with the local provider,
 * and sees every item end with pass or fail and its reasoning.
 */
const ADMIN = inject('admin');
const AGENT_QA = 91;
const VALIDATOR = 'Item source sentence translation validator';
const b = useBrowser();

describe('Agent QA', () => {
  it('creates a QA job and shows pass/fail with reasoning once the agent has run', async () => {
    const { page } = b;
    await page.goto('/');
    await login(page, ADMIN.login, ADMIN.password);
    await page.getByTestId('sidebar').waitFor();
    await page.locator(`.cm-sidebar .cm-nav-item[data-ref="${AGENT_QA}"][data-course="0"]`).click();
    await page.getByText('Select a QA job from the list or create a new one').waitFor();

    await page.getByRole('button', { name: 'New' }).click();
    await page.getByText('About Agent QA').waitFor();
    // The form checks before it sends.
    await page.getByRole('button', { name: 'Create QA Job' }).click();
    await page.getByTestId('qa-form-error').getByText('Please enter a name').waitFor();

    await page.getByRole('textbox', { name: /^Name/ }).fill('  Nightly validator check  ');
    await page.getByRole('combobox', { name: /^Agent Type/ }).click();
    await page.getByRole('option', { name: VALIDATOR }).click();
    await page.getByRole('combobox', { name: /^Dialect/ }).click();
    await page.getByRole('option', { name: /\(en-US\)/ }).click();
    await page.getByRole('button', { name: 'Create QA Job' }).click();

    // The new job opens; it is polled every 5 s until every item has a result.
    await page.getByRole('heading', { name: 'Nightly validator check' }).waitFor({ timeout: 60_000 }); // 240 items queued
    // The agent shows by its title, not its type (item_source_sentence_validator).
    await page.getByText(`Agent: ${VALIDATOR}`).waitFor();
    const processing = page.getByRole('toolbar', { name: 'Filter' }).getByRole('button', { name: /^Processing: / });
    await expect.poll(async () => processing.textContent(), { timeout: 120_000, interval: 1000 }).toBe('Processing: 0');

    const total = Number((await page.getByRole('button', { name: /^Total: / }).textContent())!.replace(/\D/g, ''));
    const passed = Number((await page.getByRole('button', { name: /^Pass: / }).textContent())!.replace(/\D/g, ''));
    const failed = Number((await page.getByRole('button', { name: /^Fail: / }).textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    expect(passed + failed).toBe(total);
    await page
      .getByTestId('job-items')
      .getByText(/^Expected: /)
      .first()
      .waitFor();
    expect(await page.getByTestId('job-items').getByText('No reasoning provided').count()).toBe(0);

    // The job list follows the job: completed, with the same counts as the detail.
    const listed = page.locator('[data-testid^="job-list-"]', { hasText: 'Nightly validator check' });
    await listed.getByText('Completed').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => listed.getByText(new RegExp(`^${VALIDATOR} · `)).textContent(), { timeout: 20_000, interval: 500 })
      .toBe(`${VALIDATOR} · ${passed} pass / ${failed} fail of ${total}`);

    // The prompt log of a row opens.
    await page.getByLabel('Prompt log').first().click();
    await page.getByRole('dialog', { name: 'AI prompt and response log' }).getByText('Prompt', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // With courses to choose, the dialect chooser offers their source dialects only.
    await page.getByRole('button', { name: 'New' }).click();
    await page.getByRole('combobox', { name: /^Agent Type/ }).click();
    await page.getByRole('option', { name: 'Item source guesser' }).click();
    await page.getByRole('combobox', { name: /^Courses/ }).click();
    await page.getByRole('option', { name: 'Spanish for French speakers' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: /^Dialect/ }).click();
    await expect.poll(async () => page.getByRole('option').allTextContents()).toEqual(['French (France) (fr-FR)']);
  }, 300_000);
});
