// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Navigation } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { QaJob, QaRow, QaSummaryRow } from '../shared';
import AgentQaScreen from './AgentQaScreen';
import { offeredDialects } from './CreateQaForm';

const TYPES = {
  agent_types: [
    { value: 'item_source_sentence_validator', label: 'Validator', description: 'Checks translations', requiresCourses: false, requires_courses: false },
    { value: 'item_source_guesser', label: 'Guesser', description: 'Guesses sources', requiresCourses: true, requires_courses: true },
  ],
};
const OPTIONS = {
  dialects: [
    { id: 3, code: 'en-US', name: 'English' },
    { id: 5, code: 'fr-FR', name: 'French' },
  ],
  courses: [
    { id: 1, name: 'Spanish', code: 'ES', source_dialect_ids: [3] },
    { id: 2, name: 'Spanish for French', code: 'ES-FR', source_dialect_ids: [5] },
  ],
};
const JOB: QaJob = {
  id: 7,
  name: 'Nightly',
  agent_type: 'item_source_guesser',
  agent_label: 'Item source guesser',
  dialect_id: 3,
  courses: [1],
  priority: 1,
  status: 'completed',
  created_at: '2026-01-01T00:00:00Z',
  total: 2,
  passed: 1,
  failed: 1,
  errors: 0,
  pending: 0,
};
const row = (id: number, over: Partial<QaRow> = {}): QaRow => ({
  id,
  job_id: 7,
  status: 'done',
  test_result: 'pass',
  actual_result: { translation: 'Hi' },
  expected_result: { translation: 'Hello' },
  test_metadata: { reasoning: `Reasoning of ${id}` },
  async_task_id: id * 10,
  async_task_status: 2,
  item_info: { dialect_code: 'en-US', agent_type: 'item_source_guesser', segments: [], us_translation: `Hello ${id}`, target_translation: `Hola ${id}` },
  navigation_data: { ref: 14, refId: id, courseId: 1 },
  ...over,
});
const ROWS = [row(1), row(2, { test_result: 'fail', actual_result: '{not json', test_metadata: {} })];
const LOGS = [
  {
    id: 1,
    agent_type: 'x',
    model: 'local-rules',
    status: 'success',
    created_at: '',
    execution_time_ms: 1500,
    temperature: 0,
    max_tokens: null,
    tokens_used: 0,
    input_tokens: 0,
    output_tokens: 0,
    price: 0.0000123,
    prompt_text: 'First prompt',
    response_text: '{"a":1}',
    error_message: null,
    context_data: { agent_step: 'guess' },
    log_entity_type: 'agent_qa_item',
    log_entity_id: 1,
  },
  {
    id: 2,
    agent_type: 'x',
    model: 'local-rules',
    status: 'error',
    created_at: '',
    execution_time_ms: 20,
    temperature: 0,
    max_tokens: null,
    tokens_used: 0,
    input_tokens: 0,
    output_tokens: 0,
    price: 0,
    prompt_text: 'Second prompt',
    response_text: null,
    error_message: 'Invalid answer: verdict',
    context_data: { agent_step: 'check' },
    log_entity_type: 'agent_qa_item',
    log_entity_id: 1,
  },
];
const SUMMARY: QaSummaryRow[] = [
  { agent_type: 'item_source_guesser', agent_label: 'Item source guesser', course_id: 1, course_code: 'ES-EN', job_id: 7, passed: 36, judged: 38, total: 38 },
  { agent_type: 'item_source_guesser', agent_label: 'Item source guesser', course_id: 2, course_code: 'ES-FR', job_id: 8, passed: 30, judged: 40, total: 40 },
  {
    agent_type: 'item_source_mean_validator',
    agent_label: 'Item source meaning validator',
    course_id: 1,
    course_code: 'ES-EN',
    job_id: 9,
    passed: 10,
    judged: 10,
    total: 10,
  },
];

/** Job 7 as Retry failed answers it: its failed item queued again. */
const RETRIED: QaJob = { ...JOB, status: 'processing', failed: 0, pending: 1 };

/** The screen over a fake server: `listed` is what the job list answers, `job` and `items` what job 7 answers. */
function setup({ listed = [JOB], job = JOB, items = ROWS }: { listed?: QaJob[]; job?: QaJob; items?: QaRow[] } = {}) {
  const answers: Record<string, unknown> = {
    'agent-qa/types': TYPES,
    'agent-qa/options': OPTIONS,
    'agent-qa': listed,
    'agent-qa/summary': SUMMARY,
    'agent-qa/7': job,
    'agent-qa/7/items': items,
    'agent-qa/9': { ...JOB, id: 9, name: 'Night', pending: 2 },
    'agent-qa/9/items': [],
    'agent-prompt-log/by-entity': LOGS,
  };
  const http = fakeHttp({
    get: (path) => answers[path],
    post: (path) =>
      path === 'agent-qa'
        ? { ok: true, data: { id: 9, message: 'QA job created with 0 items', job: { ...JOB, id: 9, name: 'Night', pending: 2 }, rows: [] } }
        : { ok: true, data: { id: 7, retried: 1, job: RETRIED, items: [row(1), row(2, { status: 'pending', test_result: null, async_task_status: 0 })] } },
    put: (_, body) => ({ ok: true, data: { id: 7, priority: body.priority, changed: 1, job: { ...job, priority: body.priority } } }),
    delete: () => ({ ok: true, data: { id: 7 } }),
  });
  const navigation: Navigation = { navigate: vi.fn() };
  renderWithServices(<AgentQaScreen moduleId={91} courseId={0} />, { http, navigation });
  return { http, navigate: navigation.navigate };
}

async function openJob() {
  fireEvent.click(await screen.findByText('Nightly'));
  await screen.findByText('Reasoning of 1');
}

describe('Agent QA screen', () => {
  it('shows the placeholder, and the pass rate per agent (by title) and course, which opens a job from its figure', async () => {
    setup();
    expect(screen.getByText('Select a QA job from the list or create a new one')).toBeInTheDocument();
    const table = await screen.findByTestId('qa-summary');
    expect(within(table).getByText('Item source guesser')).toBeInTheDocument();
    expect(within(table).getByText('Item source meaning validator')).toBeInTheDocument();
    expect(table.textContent).not.toContain('item_source_guesser');
    expect(table.textContent).toContain('ES-FR');
    // 66 of 78 over the guesser's two courses.
    expect(table.textContent).toContain('85% (66 / 78)');
    expect(screen.getByTestId('qa-summary-item_source_guesser-2').textContent).toBe('75%');
    expect(screen.getByTestId('qa-summary-item_source_mean_validator-1').textContent).toBe('100%');
    fireEvent.click(screen.getByText('95%'));
    expect(await screen.findByText('Agent: Item source guesser')).toBeInTheDocument();
    expect(screen.queryByText('Select a QA job from the list or create a new one')).toBeNull();
  });

  it("lists the jobs with their agent's title, status and counts", async () => {
    setup();
    const item = await screen.findByTestId('job-list-7');
    expect(within(item).getByText('Nightly')).toBeInTheDocument();
    expect(within(item).getByText('Completed')).toBeInTheDocument();
    expect(within(item).getByText('Item source guesser · 1 pass / 1 fail of 2')).toBeInTheDocument();
  });

  it("checks the create form with the spec's messages, sends the trimmed name and opens the new job", async () => {
    const { http } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByText('About Agent QA');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Agent Type/ })).toHaveValue('Validator'));
    fireEvent.click(screen.getByRole('button', { name: 'Create QA Job' }));
    expect(screen.getByTestId('qa-form-error')).toHaveTextContent('Please enter a name');
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: '  Night  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create QA Job' }));
    expect(screen.getByTestId('qa-form-error')).toHaveTextContent('Please select a dialect');
    expect(screen.queryByText('Courses')).toBeNull();
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('combobox', { name: /^Dialect/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'English (en-US)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create QA Job' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('agent-qa', { name: 'Night', agent_type: 'item_source_sentence_validator', dialect_id: 3 }));
    await screen.findByRole('heading', { name: 'Night' });
    // The new job shows as its create answered it: not read again.
    expect(http.get).not.toHaveBeenCalledWith('agent-qa/9', undefined, undefined);
  });

  it('shows a job: its agent by title, the filter bar with the pass rate, results with reasoning, the prompt log with a tab per step', async () => {
    setup();
    await openJob();
    expect(screen.getByRole('heading', { name: 'Nightly' })).toBeInTheDocument();
    expect(screen.getByText('Agent: Item source guesser')).toBeInTheDocument();
    const bar = screen.getByRole('toolbar', { name: 'Filter' });
    expect(within(bar).getByRole('button', { name: 'Total: 2' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Processing: 0' })).toBeInTheDocument();
    expect(screen.getByTestId('qa-pass-rate')).toHaveTextContent('Pass rate: 50.0% (1 of 2)');
    expect(screen.getByText('Hola 1')).toBeInTheDocument();
    expect(screen.getByText('Expected: Hello · Actual: Hi')).toBeInTheDocument();
    // Malformed JSON shows as its raw text; no reasoning says so.
    expect(screen.getByText('Expected: Hello · Actual: {not json')).toBeInTheDocument();
    expect(screen.getByText('No reasoning provided')).toBeInTheDocument();

    fireEvent.click(within(bar).getByRole('button', { name: 'Fail: 1' }));
    await waitFor(() => expect(screen.queryByText('Reasoning of 1')).toBeNull());
    expect(screen.getByText('Hola 2')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Total: 2' }));
    await screen.findByText('Reasoning of 1');

    // Completed: no priority control.
    expect(screen.queryByLabelText('Priority')).toBeNull();
    fireEvent.click(screen.getAllByLabelText('Prompt log')[0]);
    await screen.findByRole('tab', { name: 'Guess' });
    expect(screen.getByRole('tab', { name: 'Check' })).toBeInTheDocument();
    expect(screen.getByText('First prompt')).toBeInTheDocument();
    expect(screen.getByText(/Time: 1.50 s/)).toBeInTheDocument();
    expect(screen.getByText(/\$0\.000012/)).toBeInTheDocument();
  });

  it('opens the tested record in its module', async () => {
    const { navigate } = setup();
    await openJob();
    const first = screen.getByText('Hola 1').closest('.ag-row') as HTMLElement;
    fireEvent.click(within(first).getByLabelText('Open in its module'));
    expect(navigate).toHaveBeenCalledWith({ ref: 14, courseId: 1, search: '1' });
  });

  it('retries the failed items of a completed job, and deletes a job once confirmed', async () => {
    const { http } = setup();
    await openJob();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retry failed' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('agent-qa/7/retry-failed', undefined));

    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete job' }));
    expect(http.delete).not.toHaveBeenCalled();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete job' })).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Select a QA job from the list or create a new one');
    expect(http.delete).toHaveBeenCalledWith('agent-qa/7', undefined);
  });

  it('Retry failed is one request: the job and rows it answers are shown, nothing read again', async () => {
    const { http } = setup();
    await openJob();
    const reads = http.get.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retry failed' }));
    await screen.findByRole('button', { name: 'Processing: 1' });
    expect(within(screen.getByTestId('job-list-7')).getByText('Processing')).toBeInTheDocument();
    expect(http.post.mock.calls).toEqual([['agent-qa/7/retry-failed', undefined]]);
    expect(http.get.mock.calls.length).toBe(reads);
  });

  it('a priority change is one request: the job it answers is shown, nothing read again', async () => {
    // Completed (not polled) with an item still queued: the priority control shows.
    const { http } = setup({ items: [row(1), row(2, { status: 'pending', test_result: null, async_task_status: 0 })] });
    await openJob();
    const reads = http.get.mock.calls.length;
    fireEvent.click(screen.getByRole('radio', { name: 'High' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'High' }) as HTMLInputElement).checked).toBe(true));
    expect(http.put.mock.calls).toEqual([['agent-qa/7/change-priority', { priority: 2 }]]);
    expect(http.get.mock.calls.length).toBe(reads);
  });

  it('offers no retry without a failure, and the priority while items are queued', async () => {
    const queued = { ...JOB, status: 'processing' as const, passed: 1, failed: 0, pending: 1 };
    const { http } = setup({ listed: [queued], job: queued, items: [row(1), row(2, { status: 'pending', test_result: null, async_task_status: 0 })] });
    await openJob();
    expect(screen.getByRole('button', { name: 'Processing: 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'High' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('agent-qa/7/change-priority', { priority: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menuitem', { name: 'Delete job' });
    expect(screen.queryByRole('menuitem', { name: 'Retry failed' })).toBeNull();
  });

  it('the job list follows the open job as its detail polls', async () => {
    setup({ listed: [{ ...JOB, status: 'processing', passed: 0, failed: 0 }] });
    const item = await screen.findByTestId('job-list-7');
    expect(within(item).getByText('Item source guesser · 0 pass / 0 fail of 2')).toBeInTheDocument();
    expect(within(item).getByText('Processing')).toBeInTheDocument();
    await openJob();
    expect(within(item).getByText('Item source guesser · 1 pass / 1 fail of 2')).toBeInTheDocument();
    expect(within(item).getByText('Completed')).toBeInTheDocument();
  });

  it("offers every source dialect, or with courses to choose the chosen courses' source dialects only", () => {
    expect(offeredDialects(OPTIONS, false, []).map((d) => d.code)).toEqual(['en-US', 'fr-FR']);
    expect(offeredDialects(OPTIONS, true, [])).toEqual([]);
    expect(offeredDialects(OPTIONS, true, ['2']).map((d) => d.code)).toEqual(['fr-FR']);
    expect(offeredDialects(OPTIONS, true, ['1', '2']).map((d) => d.code)).toEqual(['en-US', 'fr-FR']);
  });
});
