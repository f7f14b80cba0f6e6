// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { z } from 'zod';
import { Menu, Stack } from '@mantine/core';
import type { Navigation } from '..';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { contract, countJobItems, jobContracts, JobItemStatus, type JobItemRow, type JobRow } from '../../shared';
import { JobScreen, type JobDetailSlotProps, type JobScreenProps } from './JobScreen';
import { JobHeader } from './JobHeader';
import { JobItemsGrid } from './JobItemsGrid';
import { FilterBar } from './SummaryBar';
import { useJobDetail } from './useJobDetail';
import { confidenceColor, cut, jobRowStyle, ROW_TINTS } from './cells';

const item = (id: number, over: Partial<JobItemRow>): JobItemRow => ({
  id,
  job_id: 5,
  status: JobItemStatus.NEEDS_REVIEW,
  decision: null,
  error_message: null,
  item_info: { text: `Text ${id}` },
  navigation_data: { ref: 16, refId: 100 + id, courseId: 1 },
  async_task_id: id,
  async_task_status: 2,
  actions: ['keep', 'change'],
  ai_result: { decision: 'keep', confidence: 0.9, reasoning: `Reason ${id}` },
  ...over,
});

const ITEMS: JobItemRow[] = [
  item(1, {}),
  item(2, { ai_result: { decision: 'change', confidence: 0.65, modified_translation: 'Better', reasoning: 'x'.repeat(200) } }),
  item(3, { status: JobItemStatus.PENDING, ai_result: null, async_task_status: 0, actions: [] }),
  item(4, { ai_result: { decision: 'error', error: 'Provider timed out' }, async_task_status: 4, actions: ['keep'] }),
  item(5, { status: JobItemStatus.DONE, decision: 'keep', actions: ['change'] }),
  item(6, {
    ai_result: {
      decision: 'accept',
      confidence: 0.5,
      reasoning: 'Guessed',
      suggested_sources: [
        { source: 'low', confidence: 0.2, will_be_applied: false },
        { source: 'best', confidence: 0.95, will_be_applied: true },
        { source: 'mid', confidence: 0.7, will_be_applied: false },
        { source: 'fourth', confidence: 0.1, will_be_applied: false },
      ],
    },
  }),
];

function job(items: JobItemRow[], over: Partial<JobRow> = {}): JobRow {
  return {
    id: 5,
    kind: 'k',
    name: 'Check fruit',
    courseId: 1,
    dialect_id: 3,
    priority: 1,
    created_at: '2026-11-01T10:00:00Z',
    params: {},
    title: 'Check fruit: apple → pear',
    counts: countJobItems(items),
    bulk: { 'bulk-keep': 3, 'bulk-change': 0 },
    status: items.some((i) => i.status === JobItemStatus.PENDING) ? 'processing' : 'review',
    ...over,
  };
}

function setup(opts: { items?: JobItemRow[]; jobOver?: Partial<JobRow>; createForm?: JobScreenProps['createForm'] } = {}) {
  let items = opts.items ?? ITEMS;
  const get = vi.fn(async (path: string) => {
    if (path === 'jobs') return [job(items, opts.jobOver)];
    if (path === 'kind/9') return job([], { id: 9, name: 'Check bread', title: 'Check bread' });
    if (path === 'kind/9/items') return [];
    if (path === 'kind/5') return job(items, opts.jobOver);
    if (path === 'kind/5/items') return items;
    return undefined;
  });
  // The writes answer as the server does: an item action the row and its job, a bulk action the job and its items.
  const decided = (i: JobItemRow, decision: string) => ({ ...i, status: JobItemStatus.DONE, decision: decision as 'keep', actions: [] });
  const post = vi.fn(async (path: string, body?: unknown) => {
    const m = /^kind\/items\/(\d+)\/(\w+)$/.exec(path);
    if (m) {
      const id = Number(m[1]);
      items = items.map((i) => (i.id === id ? decided(i, m[2]) : i));
      return { ok: true as const, data: { ...items.find((i) => i.id === id), job: job(items, opts.jobOver) } };
    }
    if (path === 'kind/5/bulk-keep') {
      const chosen = items.filter((i) => i.status === JobItemStatus.NEEDS_REVIEW);
      items = items.map((i) => (chosen.includes(i) ? decided(i, 'keep') : i));
      return { ok: true as const, data: { id: 5, applied: chosen.length, failed: [], job: job(items, opts.jobOver), items } };
    }
    return { ok: true as const, data: { body } };
  });
  const put = vi.fn(async () => ({ ok: true as const, data: { id: 5, priority: 2, changed: 1, job: job(items, { ...opts.jobOver, priority: 2 }) } }));
  const http = fakeHttp({ get, post, put });
  const navigation: Navigation = { navigate: vi.fn() };
  renderWithServices(
    <JobScreen
      jobs={{ ...jobContracts('kind'), list: jobContracts('jobs').list }}
      listTitle="Validations"
      placeholder="Select a validation from the list or create a new one"
      createForm={opts.createForm ?? (() => <div>the form</div>)}
      itemColumns={[{ headerName: 'Text', valueGetter: (p) => p.data?.item_info.text }]}
      actions={[
        { name: 'keep', label: 'Keep' },
        { name: 'change', label: 'Change', edit: true },
      ]}
      bulk={[
        { name: 'bulk-keep', label: 'Keep all' },
        { name: 'bulk-change', label: 'Change all' },
      ]}
      priority
    />,
    { http, navigation },
  );
  return { get, post, put, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
}

async function openJob() {
  fireEvent.click(await screen.findByText('Check fruit'));
  await screen.findByText('Check fruit: apple → pear');
  await screen.findByText('Reason 1');
}

afterEach(() => vi.useRealTimers());

describe('the job screen', () => {
  it('shows the placeholder, then the creation form on New', async () => {
    setup();
    expect(screen.getByText('Select a validation from the list or create a new one')).toBeInTheDocument();
    fireEvent.click(screen.getByText('New'));
    expect(screen.getByText('the form')).toBeInTheDocument();
  });

  it('counts error first, then processing, review and done by decision; a segment filters, Total clears', async () => {
    setup();
    await openJob();
    const bar = screen.getByRole('toolbar', { name: 'Summary' });
    expect([...bar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Error: 1', 'Processing: 1', 'Needs review: 3', 'Keep: 1', 'Total: 6']);
    fireEvent.click(within(bar).getByText('Error: 1'));
    await waitFor(() => expect(screen.queryByText('Reason 1')).toBeNull());
    expect(screen.getByText('Provider timed out')).toBeInTheDocument();
    fireEvent.click(within(bar).getByText('Total: 6'));
    await screen.findByText('Reason 1');
  });

  it('renders the AI result: confidence colours, reasoning cut at 150, at most 3 suggested sources by confidence', async () => {
    setup();
    await openJob();
    expect(confidenceColor(0.8)).toBe('green');
    expect(confidenceColor(0.6)).toBe('orange');
    expect(confidenceColor(0.59)).toBe('red');
    expect(confidenceColor(85)).toBe('green');
    expect(screen.getAllByText('90%').length).toBeGreaterThan(0);
    expect(screen.getByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
    expect(cut('short')).toBe('short');
    const texts = ['best', 'mid', 'low'].map((s) => screen.getByText(s));
    expect(texts[0].compareDocumentPosition(texts[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('fourth')).toBeNull();
    expect(jobRowStyle(ITEMS[3])).toEqual({ background: ROW_TINTS.error });
    expect(jobRowStyle(ITEMS[2])).toEqual({ background: ROW_TINTS.processing });
    expect(jobRowStyle(ITEMS[0])).toEqual({ background: ROW_TINTS.review });
    expect(jobRowStyle(ITEMS[4])).toBeUndefined();
  });

  it("resolves an item: the row is replaced by the server's; a done decision is locked; change opens the edit box", async () => {
    const { post } = setup();
    await openJob();
    const row1 = screen.getByText('Reason 1').closest('.ag-row') as HTMLElement;
    fireEvent.click(within(row1).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('kind/items/1/keep', {}));
    const kept = () => within(screen.getByText('Reason 1').closest('.ag-row') as HTMLElement).getByRole('button', { name: 'Keep' });
    await waitFor(() => expect(kept().getAttribute('aria-pressed')).toBe('true'));
    // Highlighted (filled, not greyed out) and locked: clicking it again sends nothing.
    expect(kept().getAttribute('data-variant')).toBe('filled');
    expect(kept().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(kept());
    expect(post.mock.calls.filter(([p]) => p === 'kind/items/1/keep')).toHaveLength(1);

    const row2 = screen.getByText('→ Better').closest('.ag-row') as HTMLElement;
    fireEvent.click(within(row2).getByRole('button', { name: 'Change' }));
    const box = await screen.findByLabelText('Modified translation');
    expect((box as HTMLTextAreaElement).value).toBe('Better');
    fireEvent.change(box, { target: { value: '  ' } });
    const apply = screen.getAllByRole('button', { name: 'Change' }).at(-1) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Even better ' } });
    fireEvent.click(apply);
    await waitFor(() => expect(post).toHaveBeenCalledWith('kind/items/2/change', { modified_translation: 'Even better' }));
  });

  it('has no actions on pending rows; bulk entries are disabled at 0; priority shows while items are pending', async () => {
    const { post, put } = setup();
    await openJob();
    const pendingRow = screen.getAllByText('Processing…')[0].closest('.ag-row') as HTMLElement;
    expect(within(pendingRow).queryByText('Keep')).toBeNull();
    fireEvent.click(screen.getByText('Bulk actions'));
    const changeAll = await screen.findByText('Change all (0)');
    expect(changeAll.closest('button')?.disabled).toBe(true);
    fireEvent.click(screen.getByText('Keep all (3)'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('kind/5/bulk-keep', undefined));
    fireEvent.click(screen.getByText('High'));
    await waitFor(() => expect(put).toHaveBeenCalledWith('kind/5/change-priority', { priority: 2 }));
  });

  it('resolves an item and keeps all with one request each: the rows and the counts show the answers, nothing is read again', async () => {
    const { get, post } = setup({ items: ITEMS.filter((i) => i.status !== JobItemStatus.PENDING) });
    await openJob();
    const bar = screen.getByRole('toolbar', { name: 'Summary' });
    get.mockClear();
    const row1 = screen.getByText('Reason 1').closest('.ag-row') as HTMLElement;
    fireEvent.click(within(row1).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(within(bar).getByText('Keep: 2')).toBeInTheDocument());
    fireEvent.click(screen.getByText('Bulk actions'));
    fireEvent.click(await screen.findByText(/^Keep all/));
    await waitFor(() => expect(post).toHaveBeenCalledWith('kind/5/bulk-keep', undefined));
    await waitFor(() => expect(within(bar).getByText('Keep: 5')).toBeInTheDocument());
    expect(post).toHaveBeenCalledTimes(2);
    expect(get).not.toHaveBeenCalled();
  });

  it('opens a new job as its create answered it and lists it, reading nothing again', async () => {
    const rows = [item(7, { job_id: 9, ai_result: { decision: 'keep', confidence: 0.9, reasoning: 'Bread is fine' } })];
    const { get } = setup({
      createForm: ({ onCreated }) => (
        <button type="button" onClick={() => onCreated({ id: 9, job: job(rows, { id: 9, name: 'Check bread', title: 'Check bread: loaf' }), rows })}>
          Create it
        </button>
      ),
    });
    await screen.findByText('Check fruit');
    const reads = get.mock.calls.length;
    fireEvent.click(screen.getByText('New'));
    fireEvent.click(screen.getByText('Create it'));
    expect(await screen.findByText('Check bread: loaf')).toBeInTheDocument();
    expect(await screen.findByText('Bread is fine')).toBeInTheDocument();
    expect(within(screen.getByTestId('job-list-9')).getByText('Check bread')).toBeInTheDocument();
    expect(get.mock.calls.length).toBe(reads);
  });

  it('hides the bulk menu at total 0 and the priority control when nothing is pending', async () => {
    setup({ items: [] });
    fireEvent.click(await screen.findByText('Check fruit'));
    await screen.findByText('Check fruit: apple → pear');
    expect(screen.queryByText('Bulk actions')).toBeNull();
    expect(screen.queryByLabelText('Priority')).toBeNull();
  });

  it('polls every 5 s while the agent works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { get } = setup();
    await openJob();
    const calls = () => get.mock.calls.filter(([p]) => p === 'kind/5/items').length;
    const before = calls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(calls()).toBe(before + 1);
  });

  it('does not poll a job whose items the agent has all finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { get } = setup({ items: ITEMS.filter((i) => i.status !== JobItemStatus.PENDING) });
    await openJob();
    const calls = () => get.mock.calls.filter(([p]) => p === 'kind/5/items').length;
    const before = calls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15000);
    });
    expect(calls()).toBe(before);
  });
});

/** A kind served by its plugin's own routes, with answers of its own (as Agent QA's). */
interface Run {
  id: number;
  name: string;
  left: number;
  priority: number;
}
interface Word {
  id: number;
  word: string;
  odd: boolean;
  navigation_data: { ref: number; refId: number; courseId: number };
  async_task_id: number;
  async_task_status: number;
}
const idParams = z.object({ id: z.coerce.number() });
const runs = {
  list: contract({ method: 'GET', path: 'runs', answer: z.custom<Run[]>() }),
  job: contract({ method: 'GET', path: 'runs/:id', params: idParams, answer: z.custom<Run>() }),
  items: contract({ method: 'GET', path: 'runs/:id/words', params: idParams, answer: z.custom<Word[]>() }),
  remove: contract({ method: 'DELETE', path: 'runs/:id', params: idParams, answer: z.object({ id: z.number() }) }),
  changePriority: contract({ method: 'PUT', path: 'runs/:id/priority', params: idParams, body: z.object({ priority: z.coerce.number() }) }),
};
const word = (id: number): Word => ({
  id,
  word: `word ${id}`,
  odd: id % 2 === 1,
  navigation_data: { ref: 22, refId: id, courseId: 1 },
  async_task_id: id,
  async_task_status: 2,
});

function RunDetail({ jobId, onChanged, onDeleted }: JobDetailSlotProps<Run>) {
  const { job, items, load } = useJobDetail(runs, jobId, (r) => r.left > 0, onChanged);
  const [filter, setFilter] = useState<'odd' | null>(null);
  if (!job || !items) return null;
  const odd = items.filter((w) => w.odd);
  return (
    <Stack>
      <JobHeader
        jobs={runs}
        job={job}
        title={`Run ${job.name}`}
        subtitle={`${job.left} left`}
        priority={job.left > 0}
        menu={<Menu.Item>Run again</Menu.Item>}
        deleteNote="The words stay."
        onChanged={load}
        onDeleted={onDeleted}
      />
      <FilterBar
        label="Filter"
        segments={[{ filter: 'odd', label: 'Odd', count: odd.length, color: 'grape' }]}
        total={items.length}
        filter={filter}
        onFilter={setFilter}
      >
        <span>
          {odd.length} of {items.length} odd
        </span>
      </FilterBar>
      <JobItemsGrid rows={filter ? odd : items} columns={[{ headerName: 'Word', valueGetter: (p) => p.data?.word }]} logEntity="run_word" />
    </Stack>
  );
}

function setupOwn() {
  let run: Run = { id: 3, name: 'Nightly', left: 2, priority: 1 };
  const http = fakeHttp({
    get: (path) =>
      (
        ({ runs: [{ ...run, left: 5 }], 'runs/3': run, 'runs/3/words': [word(1), word(2), word(3)], 'agent-prompt-log/by-entity': [] }) as Record<
          string,
          unknown
        >
      )[path],
    put: (_path, body) => {
      run = { ...run, priority: body.priority };
      return { ok: true, data: run };
    },
    delete: () => ({ ok: true, data: { id: 3 } }),
  });
  renderWithServices(
    <JobScreen
      jobs={runs}
      listTitle="Runs"
      placeholder="Pick a run"
      createForm={() => <div>the run form</div>}
      badge={(r) => ({ label: r.left ? 'Running' : 'Finished', color: 'blue' })}
      describe={(r: Run) => `${r.left} words left`}
      overview={(open) => (
        <button type="button" onClick={() => open(3)}>
          Open the latest run
        </button>
      )}
      detail={(p) => <RunDetail {...p} />}
    />,
    { http, navigation: { navigate: vi.fn() } },
  );
  return http;
}

describe('the job screen of a kind with its own routes and detail', () => {
  it('lists its jobs with its badge and line; its overview under the placeholder opens one; the list follows the detail', async () => {
    setupOwn();
    const listed = await screen.findByTestId('job-list-3');
    expect(within(listed).getByText('Running')).toBeInTheDocument();
    expect(within(listed).getByText('5 words left')).toBeInTheDocument();
    expect(screen.getByText('Pick a run')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open the latest run' }));
    await screen.findByRole('heading', { name: 'Run Nightly' });
    expect(screen.queryByText('Pick a run')).toBeNull();
    expect(within(listed).getByText('2 words left')).toBeInTheDocument();
  });

  it("builds the detail from the SDK's blocks: subtitle, priority, menu entries, a named filter bar, the kind's columns and prompt log", async () => {
    const http = setupOwn();
    fireEvent.click(await screen.findByText('Nightly'));
    expect(await screen.findByText('2 left')).toBeInTheDocument();
    await screen.findByText('word 2');
    const bar = screen.getByRole('toolbar', { name: 'Filter' });
    expect([...bar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Odd: 2', 'Total: 3']);
    expect(within(bar).getByText('2 of 3 odd')).toBeInTheDocument();
    fireEvent.click(within(bar).getByText('Odd: 2'));
    await waitFor(() => expect(screen.queryByText('word 2')).toBeNull());
    expect(screen.getByText('word 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'High' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('runs/3/priority', { priority: 2 }));

    fireEvent.click(screen.getAllByLabelText('Prompt log')[0]);
    await screen.findByText('No log data found');
    expect(http.get).toHaveBeenCalledWith('agent-prompt-log/by-entity', { entity_type: 'run_word', entity_id: 1 }, undefined);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('No log data found')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Run again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete job' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete job' });
    expect(confirm).toHaveTextContent("Delete 'Nightly' and its items? The words stay.");
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Pick a run');
    expect(http.delete).toHaveBeenCalledWith('runs/3', undefined);
  });
});
