// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, Navigation } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { QaJob, QaRow } from '../shared';
import AgentQaScreen, { CreateQaForm, QaJobDetail, offeredDialects } from './AgentQaScreen';

const TYPES = {
  agent_types: [
    { value: 'item_source_sentence_validator', label: 'Validator', description: 'Checks translations', requiresCourses: false, requires_courses: false },
    { value: 'item_source_guesser', label: 'Guesser', description: 'Guesses sources', requiresCourses: true, requires_courses: true },
  ],
};
const OPTIONS = {
  dialects: [{ id: 3, code: 'en-US', name: 'English' }, { id: 5, code: 'fr-FR', name: 'French' }],
  courses: [{ id: 1, name: 'Spanish', code: 'ES', source_dialect_ids: [3] }, { id: 2, name: 'Spanish for French', code: 'ES-FR', source_dialect_ids: [5] }],
};
const JOB: QaJob = {
  id: 7, name: 'Nightly', agent_type: 'item_source_guesser', dialect_id: 3, courses: [1], priority: 1, status: 'completed',
  created_at: '2026-01-01T00:00:00Z', total: 2, passed: 1, failed: 1, errors: 0, pending: 0,
};
const row = (id: number, result: 'pass' | 'fail'): QaRow => ({
  id, job_id: 7, status: 'done', test_result: result, actual_result: { translation: 'Hi' }, expected_result: { translation: 'Hello' },
  test_metadata: { reasoning: `Reasoning of ${id}` }, async_task_id: id * 10, async_task_status: 2,
  item_info: { dialect_code: 'en-US', agent_type: 'item_source_guesser', segments: [], us_translation: 'Hello', target_translation: 'Hola' },
  navigation_data: { ref: 14, refId: id, courseId: 1 },
});
const LOGS = [
  { id: 1, agent_type: 'x', model: 'local-rules', status: 'success', created_at: '', execution_time_ms: 1500, temperature: 0, max_tokens: null, tokens_used: 0, input_tokens: 0, output_tokens: 0, price: 0.0000123, prompt_text: 'First prompt', response_text: '{"a":1}', error_message: null, context_data: { agent_step: 'guess' }, log_entity_type: 'agent_qa_item', log_entity_id: 1 },
  { id: 2, agent_type: 'x', model: 'local-rules', status: 'error', created_at: '', execution_time_ms: 20, temperature: 0, max_tokens: null, tokens_used: 0, input_tokens: 0, output_tokens: 0, price: 0, prompt_text: 'Second prompt', response_text: null, error_message: 'Invalid answer: verdict', context_data: { agent_step: 'check' }, log_entity_type: 'agent_qa_item', log_entity_id: 1 },
];

const SUMMARY = [
  { agent_type: 'item_source_guesser', course_id: 1, course_code: 'ES-EN', job_id: 7, passed: 36, judged: 38, total: 38 },
  { agent_type: 'item_source_guesser', course_id: 2, course_code: 'ES-FR', job_id: 8, passed: 30, judged: 40, total: 40 },
  { agent_type: 'item_source_mean_validator', course_id: 1, course_code: 'ES-EN', job_id: 9, passed: 10, judged: 10, total: 10 },
];

/** What the job list answers. */
let listed: QaJob[] = [JOB];

function setup(ui: React.ReactNode, post?: HttpClient['post']) {
  const get = vi.fn(async (path: string) => {
    await new Promise((r) => setTimeout(r, 1));
    if (path === 'agent-qa/types') return TYPES;
    if (path === 'agent-qa/options') return OPTIONS;
    if (path === 'agent-qa') return listed;
    if (path === 'agent-qa/summary') return SUMMARY;
    if (path === 'agent-qa/7') return JOB;
    if (path === 'agent-qa/7/items') return [row(1, 'pass'), row(2, 'fail')];
    if (path === 'agent-prompt-log/by-entity') return LOGS;
    return undefined;
  });
  const ok = () => ({ ok: true as const, data: { id: 7 } });
  const http = fakeHttp({ get, post: post ?? ok, put: ok, delete: ok });
  const navigation: Navigation = { navigate: vi.fn() };
  renderWithServices(ui, { http, navigation });
  return { get, http, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
}

describe('Agent QA screen', () => {
  it('shows the pass rate per agent and course, all courses together, and opens a job from its figure', async () => {
    setup(<AgentQaScreen moduleId={91} courseId={0} />);
    const table = await screen.findByTestId('qa-summary');
    expect(table.textContent).toContain('ES-EN');
    expect(table.textContent).toContain('ES-FR');
    // 66 of 78 over the guesser's two courses.
    expect(table.textContent).toContain('85% (66 / 78)');
    expect(screen.getByTestId('qa-summary-item_source_guesser-2').textContent).toBe('75%');
    expect(screen.getByTestId('qa-summary-item_source_mean_validator-1').textContent).toBe('100%');
    fireEvent.click(screen.getByText('95%'));
    expect(await screen.findByText('Agent: item_source_guesser')).toBeInTheDocument();
  });

  it('shows the placeholder until a job is chosen', async () => {
    setup(<AgentQaScreen moduleId={91} courseId={0} />);
    expect(screen.getByText('Select a QA job from the list or create a new one')).toBeInTheDocument();
    await screen.findByText('Nightly');
  });

  it('checks the create form with the spec\'s messages and sends the trimmed name', async () => {
    const post = vi.fn(async () => ({ ok: true as const, data: { id: 9 } }));
    const onCreated = vi.fn();
    setup(<CreateQaForm onCreated={onCreated} onCancel={() => undefined} />, post as HttpClient['post']);
    await waitFor(() => expect(screen.getByDisplayValue('Validator')).toBeInTheDocument());
    fireEvent.click(screen.getByText('Create QA Job'));
    expect(screen.getByTestId('qa-form-error').textContent).toBe('Please enter a name');
    fireEvent.change(screen.getAllByRole('textbox')[0], { target: { value: '  Night  ' } });
    fireEvent.click(screen.getByText('Create QA Job'));
    expect(screen.getByTestId('qa-form-error').textContent).toBe('Please select a dialect');
    expect(screen.queryByText('Courses')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the job: filter bar, results with reasoning, retry when completed with a failure, the log dialog with a tab per step', async () => {
    setup(<QaJobDetail jobId={7} onDeleted={() => undefined} />);
    await screen.findByText('Nightly');
    expect(screen.getByText('Agent: item_source_guesser')).toBeInTheDocument();
    await screen.findByText('Reasoning of 1');
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(screen.getByTestId('qa-pass-rate').textContent).toBe('Pass rate: 50.0% (1 of 2)');
    fireEvent.click(screen.getByText('Fail: 1'));
    expect(screen.queryByText('Reasoning of 1')).toBeNull();
    expect(screen.getByText('Reasoning of 2')).toBeInTheDocument();
    // Completed: no priority control.
    expect(screen.queryByLabelText('Priority')).toBeNull();
    fireEvent.click(screen.getAllByLabelText('Prompt log')[0]);
    await screen.findByRole('tab', { name: 'guess' });
    expect(screen.getByRole('tab', { name: 'check' })).toBeInTheDocument();
    expect(screen.getByText('First prompt')).toBeInTheDocument();
    expect(screen.getByText(/Time: 1.50 s/)).toBeInTheDocument();
    expect(screen.getByText(/\$0\.000012/)).toBeInTheDocument();
  });

  it("offers every source dialect, or with courses to choose the chosen courses' source dialects only", () => {
    expect(offeredDialects(OPTIONS, false, []).map((d) => d.code)).toEqual(['en-US', 'fr-FR']);
    expect(offeredDialects(OPTIONS, true, [])).toEqual([]);
    expect(offeredDialects(OPTIONS, true, ['2']).map((d) => d.code)).toEqual(['fr-FR']);
    expect(offeredDialects(OPTIONS, true, ['1', '2']).map((d) => d.code)).toEqual(['en-US', 'fr-FR']);
  });

  it('the job list follows the open job as its detail polls', async () => {
    listed = [{ ...JOB, status: 'processing', passed: 0, failed: 0 }];
    try {
      setup(<AgentQaScreen moduleId={91} courseId={0} />);
      fireEvent.click(await screen.findByText('Nightly'));
      expect(screen.getByText('item_source_guesser · processing · 0 pass / 0 fail of 2')).toBeInTheDocument();
      await screen.findByText('item_source_guesser · completed · 1 pass / 1 fail of 2');
    } finally {
      listed = [JOB];
    }
  });
});
