// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { UnifierRun } from '../unifier-config';
import { groupFilter, UnifierTab } from './UnifierTab';

const COURSES = [
  { id: 1, name: 'Spanish A1' },
  { id: 3, name: 'German C1' },
];
const GROUPS: UnifierRun['groups'] = [
  {
    id: 1,
    representative_pattern: 'see you tomorrow',
    members: [
      { id: 11, pattern: 'see you tomorrow', similarity: 1 },
      { id: 12, pattern: 'see you tomorrow then', similarity: 0.88 },
    ],
  },
  {
    id: 2,
    representative_pattern: 'where is the station',
    members: [
      { id: 21, pattern: 'where is the station', similarity: 1 },
      { id: 22, pattern: 'where is the train station', similarity: 0.87 },
    ],
  },
];
const RUN: UnifierRun = {
  id: 5,
  status: 'needs_embeddings',
  dialect_id: 3,
  threshold: 0.82,
  topK: 50,
  total: 250,
  done: 100,
  failed: 0,
  to_embed: 150,
  groups: [],
  error: null,
};

function setup() {
  let status: UnifierRun['status'] = 'needs_embeddings';
  const get = vi.fn(async (path: string) => {
    if (path === 'memory-phrasebook/mining/courses') return COURSES;
    if (path === 'memory/dialects') return [{ dialectId: 3, dialectCode: 'en-US' }];
    if (path === 'memory-semantic-unifier/runs/5' && status === 'paused') return { ...RUN, status, done: 200 }; // the chunk under way lands after the pause was answered
    if (path === 'memory-semantic-unifier/runs/5') return status === 'ok' ? { ...RUN, status, done: 250, to_embed: 0, groups: GROUPS } : { ...RUN, status };
    return undefined;
  });
  const post = vi.fn(async (path: string, body: unknown) => {
    if (path === 'memory-semantic-unifier/groups/build') return { ok: true as const, data: RUN };
    if (path.endsWith('/pause')) {
      status = 'paused';
      return { ok: true as const, data: { ...RUN, status } };
    }
    if (path.endsWith('/resume')) {
      status = 'ok';
      return { ok: true as const, data: { ...RUN, status: 'needs_embeddings' } };
    }
    const g = (body as { glossary: { id: number; pattern: string }[] }).glossary;
    return { ok: true as const, data: { results: g.map((x) => ({ id: x.id, status: 'ok', message: `Changed to "${x.pattern}"` })) } };
  });
  const http = fakeHttp({ get, post });
  renderWithServices(<UnifierTab />, { http });
  return { post, get };
}

describe('the semantic unifier tab', () => {
  it('starts only with a course, a source dialect and a source; NaN falls back to the default; embeds with pause and resume; shows groups and changes a member', async () => {
    const { post, get } = setup();
    const startButton = screen.getByRole('button', { name: 'Start' });
    expect(startButton).toHaveProperty('disabled', true);
    expect((screen.getByLabelText('Threshold') as HTMLInputElement).value).toBe('0.82');
    expect((screen.getByLabelText('topK') as HTMLInputElement).value).toBe('50');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add all courses (A1-B1)' }));
    expect(startButton).toHaveProperty('disabled', true); // no dialect yet
    const [dialect] = screen.getAllByLabelText('Source dialect');
    fireEvent.click(dialect);
    fireEvent.click(await screen.findByRole('option', { name: 'en-US' }));
    fireEvent.change(screen.getByLabelText('Threshold'), { target: { value: '' } });
    await waitFor(() => expect(startButton).toHaveProperty('disabled', false));
    fireEvent.click(startButton);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][1]).toMatchObject({ dialect_id: 3, threshold: 0.82, topK: 50, filtering: { courses: [{ course_id: 1 }] } });
    expect(await screen.findByText('Embeddings: 100 of 250')).toBeInTheDocument();
    const pausedCallsBefore = get.mock.calls.filter(([p]) => p === 'memory-semantic-unifier/runs/5').length;
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('memory-semantic-unifier/runs/5/pause', undefined);
    expect(await screen.findByText('Embeddings: 200 of 250 — paused', {}, { timeout: 3000 })).toBeInTheDocument();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1200));
    });
    expect(get.mock.calls.filter(([p]) => p === 'memory-semantic-unifier/runs/5').length).toBe(pausedCallsBefore + 2); // 200, then 200 again: still, so polling stops
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('2 groups', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.click(await screen.findByText('where is the station'));
    const pattern = await screen.findByLabelText('Pattern 22');
    fireEvent.change(pattern, { target: { value: 'where is the station' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change 22' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('memory-semantic-unifier/change', { dialect_id: 3, glossary: [{ id: 22, pattern: 'where is the station' }] }),
    );
    expect(await screen.findByText('ok: Changed to "where is the station"')).toBeInTheDocument();
  });

  it('filters groups by a representative or a member pattern, as a regular expression or a substring', () => {
    expect(GROUPS.filter(groupFilter('train')).map((g) => g.id)).toEqual([2]);
    expect(GROUPS.filter(groupFilter('^see')).map((g) => g.id)).toEqual([1]);
    expect(GROUPS.filter(groupFilter('then (')).map((g) => g.id)).toEqual([]);
    expect(GROUPS.filter(groupFilter('')).map((g) => g.id)).toEqual([1, 2]);
  });
});
