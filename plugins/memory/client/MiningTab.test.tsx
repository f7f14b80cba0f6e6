// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { MiningConfig, MiningRun } from '../mining-config';
import { MiningTab, miningFilter } from './MiningTab';

const COURSES = [
  { id: 1, name: 'Spanish A1', levels: [] },
  { id: 2, name: 'French B1', levels: [] },
  { id: 3, name: 'German C1', levels: [] },
  // The demo's names carry no level: their vocabulary's levels say what they teach.
  { id: 4, name: 'Italian for English speakers', levels: ['A1', 'A2'] },
  { id: 5, name: 'Russian for English speakers', levels: ['B2'] },
];
const DONE: MiningRun = {
  id: 7,
  status: 'done',
  total: 40,
  done: 40,
  error: null,
  rows: [
    { id: 1, phrasebook: 'i would like', count: 5, type: 'phrase', status: 'none', statusId: null },
    { id: 2, phrasebook: 'coffee', count: 3, type: 'word', status: 'omit', statusId: 4 },
    { id: 3, phrasebook: 'would like a ___ please', count: 3, type: 'gap', status: 'syllabus', statusId: 9 },
  ] as MiningRun['rows'],
};

function setup() {
  let polls = 0;
  const get = vi.fn(async (path: string) => {
    if (path === 'memory-phrasebook/mining/courses') return COURSES;
    if (path === 'memory-phrasebook/mining/7') return ++polls < 2 ? { ...DONE, status: 'running', done: 20, rows: [] } : DONE;
    if (path === 'memory-phrasebook/omits') return [{ id: 4, text: 'coffee' }];
    return undefined;
  });
  const post = vi.fn(async (path: string, body: unknown) => {
    if (path === 'memory-phrasebook/mining') {
      const c = body as MiningConfig;
      if (c.general.min_count === 0)
        return { ok: false as const, status: 400, error: 'Invalid body', fields: { 'general.min_count': 'Min Count must be between 1 and 100' } };
      return { ok: true as const, data: { ...DONE, status: 'queued', done: 0, rows: [] } };
    }
    // An action answers the pattern's status, as its row shows it.
    const { phrasebook } = body as { phrasebook: string };
    return { ok: true as const, data: { id: 11, created: true, pattern: { phrasebook, status: 'syllabus', statusId: 11 } } };
  });
  const del = vi.fn(async () => ({ ok: true as const, data: { id: 4, pattern: { phrasebook: 'coffee', status: 'none', statusId: null } } }));
  const http = fakeHttp({ get, post, delete: del });
  const onOpen = vi.fn();
  renderWithServices(<MiningTab onOpenPhrase={onOpen} />, { http });
  return { get, post, del, onOpen };
}

describe('phrasebook mining', () => {
  it("shows the defaults and bounds, turns an invalid number into 0 and shows the server's bound message at it", async () => {
    const { post } = setup();
    const minCount = screen.getByLabelText('Min Count') as HTMLInputElement;
    expect(minCount.value).toBe('2');
    expect((screen.getByLabelText('Max Total Tokens') as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Paragraphs') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/US dialect only, case-insensitive/)).toBeInTheDocument();
    fireEvent.change(minCount, { target: { value: '' } });
    // Leaving the emptied field keeps 0, not the minimum.
    fireEvent.blur(minCount);
    await waitFor(() => expect(minCount.value).toBe('0'));
    fireEvent.click(screen.getByRole('button', { name: 'Start Mining' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0][1] as MiningConfig).general.min_count).toBe(0);
    expect(await screen.findByText('Min Count must be between 1 and 100')).toBeInTheDocument();
  });

  it('adds every A1 or B1 course, runs the mining with progress, then shows the results with the filter and the row actions', async () => {
    const { get, post, del } = setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add all courses (A1-B1)' })).toBeInTheDocument());
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add all courses (A1-B1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Mining' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect((post.mock.calls[0][1] as MiningConfig).filtering.courses).toEqual([
      { course_id: 1, klines: true },
      { course_id: 2, klines: true },
      { course_id: 4, klines: true },
    ]);
    expect(await screen.findByText('Mining… 20 of 40 segments')).toBeInTheDocument();
    expect(await screen.findByText('3 patterns found', {}, { timeout: 3000 })).toBeInTheDocument();
    const reads = () => get.mock.calls.filter(([p]) => p === 'memory-phrasebook/mining/7').length;
    const before = reads();
    // Each action is one request: its row shows the answered status, the run is not read again.
    fireEvent.click(await screen.findByRole('button', { name: 'Add i would like' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('memory-phrasebook/mining/add', { phrasebook: 'i would like' }));
    expect(await screen.findByRole('button', { name: 'Remove i would like' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove coffee' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('memory-phrasebook/omits/4', undefined));
    expect(await screen.findByRole('button', { name: 'Omit coffee' })).toBeInTheDocument();
    expect(reads()).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Configuration' }));
    expect(screen.getByRole('button', { name: 'Start Mining' })).toBeInTheDocument();
  });

  it('filters by regular expression, by substring when the expression is invalid, and by id', () => {
    const rows = DONE.rows as Parameters<ReturnType<typeof miningFilter>>[0][];
    expect(rows.filter(miningFilter('^i w')).map((r) => r.id)).toEqual([1]);
    expect(rows.filter(miningFilter('___ (')).map((r) => r.id)).toEqual([]);
    expect(rows.filter(miningFilter('a ___')).map((r) => r.id)).toEqual([3]);
    expect(rows.filter(miningFilter('2')).map((r) => r.id)).toEqual([2]);
    expect(rows.filter(miningFilter('COFFEE')).map((r) => r.id)).toEqual([2]);
  });
});
