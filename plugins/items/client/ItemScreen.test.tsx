// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobItemStatus, countJobItems, type JobItemRow, type JobRow } from '../../../sdk/client';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import { GUESSER_PATH, MEAN_VALIDATOR_PATH, SENTENCE_VALIDATOR_PATH } from '../jobs-shared';
import ItemScreen from './ItemScreen';

const row = (id: number, over: Partial<JobItemRow> = {}): JobItemRow => ({
  id,
  job_id: 5,
  status: JobItemStatus.NEEDS_REVIEW,
  decision: null,
  error_message: null,
  async_task_id: id,
  async_task_status: 2,
  item_info: { item_id: 100 + id, target_text: `objetivo ${id}`, target_dialect_code: 'es-ES', source_text: `source ${id}`, dialect_code: 'en-US' },
  navigation_data: { ref: 14, refId: 100 + id, courseId: 1 },
  actions: ['keep', 'change', 'accept'],
  ai_result: {
    decision: 'accept',
    confidence: 0.9,
    reasoning: `Reason ${id}`,
    suggested_sources: [{ source: `guess ${id}`, confidence: 0.9, will_be_applied: true }],
  },
  ...over,
});
const ROWS = [
  row(1),
  row(2, { status: JobItemStatus.DONE, decision: 'change', item_info: { ...row(2).item_info, source_text: 'new source', previous_source: 'old source' } }),
  row(3, { status: JobItemStatus.PENDING, ai_result: null, async_task_status: 0, actions: [] }),
];
const job = (kind: string, name: string, params: Record<string, unknown>): JobRow => ({
  id: 5,
  kind,
  name,
  courseId: 1,
  dialect_id: 3,
  priority: 1,
  status: 'processing',
  created_at: '2026-11-01T10:00:00Z',
  params: { dialect_code: 'en-US', filter_kline_ids: [], ...params },
  title: name,
  counts: countJobItems(ROWS),
  bulk: {},
});
const JOBS: Record<string, JobRow> = {
  [GUESSER_PATH]: job(GUESSER_PATH, 'Guess empties', { source_filter: 'empty_only' }),
  [SENTENCE_VALIDATOR_PATH]: job(SENTENCE_VALIDATOR_PATH, 'Check sentences', { include_previous_validated: true }),
  [MEAN_VALIDATOR_PATH]: job(MEAN_VALIDATOR_PATH, 'Check meaning', { include_previous_validated: false }),
};

function setup() {
  const get = vi.fn(async (path: string) => {
    if (path === 'grid-columns/items')
      return [
        { field: 'id', headerName: 'Id' },
        { field: 'target', headerName: 'Target' },
      ];
    if (path === 'groups/1/items') return [{ id: 77, target: 'el coche rojo', source: 'the red car', hasError: false, texts: {} }];
    if (path === 'courses/1/items-source/new') return [{ dialectId: 3, dialectCode: 'en-US', text: '', status: 0 }];
    if (path === 'courses/1/item-jobs/k-lines') return [];
    for (const [p, j] of Object.entries(JOBS)) {
      if (path === `courses/1/${p}`) return [j];
      if (path === `${p}/5`) return j;
      if (path === `${p}/5/items`) return ROWS;
    }
    return undefined;
  });
  const ok = vi.fn(async () => ({ ok: true as const, data: {} }));
  const http = fakeHttp({ get, post: ok, put: ok, delete: ok });
  renderWithServices(<ItemScreen moduleId={14} courseId={1} />, {
    http,
    events: new RxEventBus(),
    navigation: { navigate: vi.fn() },
    courseConfigs: { all: [], of: () => undefined },
  });
  return { get, called: (path: string) => get.mock.calls.filter(([p]) => p === path).length };
}

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const activePanel = () => screen.getAllByRole('tabpanel').find((p) => (p as HTMLElement).style.display !== 'none') as HTMLElement;

describe('Items screen tabs', () => {
  it('has the tabs Items, Guesser, Sentence Validator and Mean Validator; Items is the grid and editor, and job tabs load when opened', async () => {
    const { called } = setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Items', 'Guesser', 'Sentence Validator', 'Mean Validator']);
    expect(screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('el coche rojo');
    expect(called(`courses/1/${GUESSER_PATH}`)).toBe(0);

    openTab('Guesser');
    expect(within(activePanel()).getByText('Select a job from the list or create a new one')).toBeInTheDocument();
    await within(activePanel()).findByText('Guess empties');
    expect(within(activePanel()).getByText(/^en-US · Empty Only · 3 items · 1 to review/)).toBeInTheDocument();
    expect(called(`courses/1/${GUESSER_PATH}`)).toBe(1);

    // Back to Items: the grid is still there, not loaded again.
    openTab('Items');
    expect(within(activePanel()).getByText('el coche rojo')).toBeInTheDocument();
    expect(called('groups/1/items')).toBe(1);
  });

  it("each job tab's New opens its kind's form", async () => {
    setup();
    openTab('Guesser');
    fireEvent.click(within(activePanel()).getByRole('button', { name: 'New' }));
    expect(within(activePanel()).getByText('New guesser job')).toBeInTheDocument();
    expect(within(activePanel()).getByText('Non-Empty Only')).toBeInTheDocument();

    openTab('Sentence Validator');
    await within(activePanel()).findByText('Check sentences');
    expect(within(activePanel()).getByText(/with previous validated/)).toBeInTheDocument();
    fireEvent.click(within(activePanel()).getByRole('button', { name: 'New' }));
    expect(within(activePanel()).getByText('New sentence validator job')).toBeInTheDocument();
    expect(within(activePanel()).getByLabelText('Include previous validated')).toBeInTheDocument();
    expect(within(activePanel()).queryByText('Empty Only')).toBeNull();

    openTab('Mean Validator');
    fireEvent.click(within(activePanel()).getByRole('button', { name: 'New' }));
    expect(within(activePanel()).getByText('New mean validator job')).toBeInTheDocument();
  });

  it('a guesser job: item columns, actions Keep / Change / Accept, the priority control; the mean validator has no priority', async () => {
    setup();
    openTab('Guesser');
    fireEvent.click(await within(activePanel()).findByText('Guess empties'));
    const panel = activePanel();
    await within(panel).findByText('objetivo 1');
    expect(within(panel).getByText('source 1')).toBeInTheDocument();
    expect(within(panel).getByText('new source')).toBeInTheDocument();
    expect(within(panel).getByTestId('previous-source').textContent).toBe('old source');
    expect(within(panel).getByText('guess 1')).toBeInTheDocument();
    const first = within(panel).getByText('objetivo 1').closest('.ag-row') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => t),
    ).toEqual(['Keep', 'Change', 'Accept']);
    expect(within(panel).getByLabelText('Priority')).toBeInTheDocument();

    openTab('Mean Validator');
    fireEvent.click(await within(activePanel()).findByText('Check meaning'));
    await within(activePanel()).findAllByText('objetivo 1');
    await waitFor(() => expect(within(activePanel()).queryByText('Needs review: 1')).toBeTruthy());
    expect(within(activePanel()).queryByLabelText('Priority')).toBeNull();
    const meanRow = within(activePanel()).getByText('objetivo 1').closest('.ag-row') as HTMLElement;
    expect(
      within(meanRow)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => t),
    ).toEqual(['Keep', 'Change']);
  });
});
