// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES, type WriteOutcome } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { GUESSER_PATH, SENTENCE_VALIDATOR_PATH, validateJobForm } from '../jobs-shared';
import { ItemJobForm } from './ItemJobForm';

// Course 1's source dialects (what GET courses/1/items-source/new answers); es-ES is a target and never offered.
const SOURCES = [
  { dialectId: 3, dialectCode: 'en-US', text: '', status: 0 },
  { dialectId: 1, dialectCode: 'en-GB', text: '', status: 0 },
];

/** What a create answers: the new job and its items (the screen shows them without reading them). */
const CREATED = { id: 42, items: 0, message: 'Job created with 0 items', job: { id: 42 }, rows: [] };

function setup(opts: { variant?: 'guesser' | 'validator'; post?: () => Promise<WriteOutcome<unknown>>; klines?: { id: number; title: string }[] } = {}) {
  const get = vi.fn(async (path: string) => {
    if (path === 'courses/1/items-source/new') return SOURCES;
    if (path === 'courses/1/item-jobs/k-lines') return opts.klines ?? [];
    return undefined;
  });
  const post = vi.fn(opts.post ?? (async () => ({ ok: true as const, data: CREATED })));
  const http = fakeHttp({ get, post });
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  const variant = opts.variant ?? 'guesser';
  renderWithServices(
    <ItemJobForm
      courseId={1}
      path={variant === 'guesser' ? GUESSER_PATH : SENTENCE_VALIDATOR_PATH}
      variant={variant}
      title="New job"
      onCreated={onCreated}
      onCancel={onCancel}
    />,
    { http, navigation: { navigate: vi.fn() } },
  );
  return { get, post, onCreated, onCancel };
}

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Job' }));
const errorText = () => screen.getByTestId('job-form-error').textContent;
const typeName = (v: string) => fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: v } });
async function pickDialect(code: string) {
  fireEvent.click(screen.getByLabelText(/^Dialect/, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: code }));
}

describe('item job creation form', () => {
  it('validates in the spec order: name (trimmed), then dialect; nothing is sent', async () => {
    expect(validateJobForm({ name: ' ', dialectId: '3' })).toBe(JOB_MESSAGES.name);
    expect(validateJobForm({ name: 'x', dialectId: null })).toBe(JOB_MESSAGES.dialect);
    expect(validateJobForm({ name: 'x', dialectId: 3 })).toBeNull();
    const { post } = setup();
    create();
    expect(errorText()).toBe('Please enter a name');
    typeName('   ');
    create();
    expect(errorText()).toBe('Please enter a name');
    typeName('Guess');
    create();
    expect(errorText()).toBe('Please select a dialect');
    expect(post).not.toHaveBeenCalled();
  });

  it("offers the course's source dialects only, and the guesser's source filters", async () => {
    setup();
    fireEvent.click(screen.getByLabelText(/^Dialect/, { selector: 'input' }));
    await waitFor(async () => expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['en-US', 'en-GB']));
    expect(screen.getByText('All')).toBeInTheDocument();
    expect(screen.getByText('Empty Only')).toBeInTheDocument();
    expect(screen.getByText('Non-Empty Only')).toBeInTheDocument();
    expect(screen.queryByLabelText('Include previous validated')).toBeNull();
    // No k-lines in the course: the filter is disabled and says so.
    expect((screen.getByPlaceholderText('This course has no k-lines') as HTMLInputElement).disabled).toBe(true);
  });

  it('guesser: sends the trimmed name, the dialect, the source filter and the k-lines, then opens the new job', async () => {
    const { post, onCreated } = setup({ klines: [{ id: 7, title: 'Greetings' }] });
    // The filter says what it selects, not that it selects nothing (panels are built).
    expect(screen.getByText('Only the items of these k-lines: an item belongs to a k-line when a panel uses both.')).toBeInTheDocument();
    expect(screen.queryByText(/not built yet/)).toBeNull();
    typeName('  Empty sources  ');
    await pickDialect('en-GB');
    fireEvent.click(screen.getByText('Empty Only'));
    fireEvent.click(screen.getByPlaceholderText('All items'));
    fireEvent.click(await screen.findByRole('option', { name: 'Greetings' }));
    create();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`courses/1/${GUESSER_PATH}`, {
        name: 'Empty sources',
        dialect_id: 1,
        source_filter: 'empty_only',
        filter_kline_ids: [7],
      }),
    );
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
  });

  it('validator: sends include_previous_validated', async () => {
    const { post, onCreated } = setup({ variant: 'validator' });
    expect(screen.queryByText('Empty Only')).toBeNull();
    typeName('Check');
    await pickDialect('en-US');
    fireEvent.click(screen.getByLabelText('Include previous validated'));
    create();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`courses/1/${SENTENCE_VALIDATOR_PATH}`, {
        name: 'Check',
        dialect_id: 3,
        include_previous_validated: true,
        filter_kline_ids: [],
      }),
    );
    expect(onCreated).toHaveBeenCalledWith(CREATED);
  });

  it("shows the server's name and dialect messages, and 'Failed to create job' for any other failure", async () => {
    let answer: WriteOutcome<unknown> = { ok: false, status: 400, error: JOB_MESSAGES.dialect, fields: { dialect_id: JOB_MESSAGES.dialect } };
    const { post, onCreated, onCancel } = setup({ post: async () => answer });
    typeName('Check');
    await pickDialect('en-US');
    create();
    await waitFor(() => expect(errorText()).toBe('Please select a dialect'));
    answer = { ok: false, status: 400, error: 'Invalid body: source_filter', fields: { source_filter: 'x' } };
    create();
    await waitFor(() => expect(errorText()).toBe('Failed to create job'));
    answer = { ok: false, status: 500, error: 'Internal error' };
    create();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Job' })).toHaveProperty('disabled', false));
    expect(errorText()).toBe('Failed to create job');
    expect(onCreated).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
