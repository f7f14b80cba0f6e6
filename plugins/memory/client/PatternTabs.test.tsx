// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import type { ConsistencyGroup, FrequencyRow, ReportRun } from '../pattern-config';
import { PatternConsistencyTab } from './PatternConsistencyTab';
import { PatternFrequencyTab } from './PatternFrequencyTab';

const ROWS: FrequencyRow[] = [
  { id: 4, pattern: 'purple wombat', count: 3, id_map: [{ translation_id: 70, course_id: 1, panel_id: null, ref: 7, ref_id: 501 }] },
  { id: 5, pattern: 'the ___ wombat', count: 1, id_map: [] },
];
const GROUPS: ConsistencyGroup[] = [
  {
    id: 4,
    us_pattern: 'purple wombat',
    pattern: 'wombat violet',
    members: [
      { id: 1, pattern: 'wombat violet', count: 2, canonical: true, translation_ids: [70, 71] },
      { id: 2, pattern: 'wombat violette', count: 1, canonical: false, translation_ids: [72] },
    ],
  },
  { id: 6, us_pattern: 'good night', pattern: 'bonne nuit', members: [{ id: 1, pattern: 'bonne nuits', count: 1, canonical: false, translation_ids: [80] }] },
];

/** A dialog segment's text opens on its dialog with the segment selected. */
const DIALOG_AT = { module: 25, recordId: 3, params: { id: 3, segment: 12 } };

function setup(ui: React.ReactNode, result: unknown[]) {
  let polls = 0;
  const get = vi.fn(async (path: string) => {
    if (path === 'memory-phrasebook/mining/courses') return [{ id: 1, name: 'Spanish A1' }];
    if (path === 'memory/dialects') return [{ dialectId: 5, dialectCode: 'fr-FR' }];
    if (path === 'memory/patterns/runs/9')
      return ++polls < 2
        ? { id: 9, status: 'running', total: 10, done: 4, error: null, result: [] }
        : { id: 9, status: 'done', total: 10, done: 10, error: null, result };
    return undefined;
  });
  const post = vi.fn(async (path: string) => {
    if (path === 'translations/pattern/apply-change')
      return {
        ok: true as const,
        data: {
          change_id: 3,
          status: 'ok',
          message: '1 of 1 translations changed',
          results: [
            { translation_id: 72, status: 'ok', message: 'Changed to: Encore un wombat violet !', course_id: 1, open: DIALOG_AT },
            { translation_id: 73, status: 'error', message: '', course_id: 2, open: null },
          ],
        },
      };
    if (path === 'translations/pattern/undo/3')
      return {
        ok: true as const,
        data: {
          change_id: 3,
          status: 'ok',
          message: '1 of 1 translations restored',
          results: [{ translation_id: 72, status: 'ok', message: 'Restored: Encore un wombat violette !', course_id: 1, open: DIALOG_AT }],
        },
      };
    return { ok: true as const, data: { id: 9, kind: 'frequency', status: 'queued', total: 10, done: 0, error: null, result: [] } as ReportRun<unknown> };
  });
  const navigate = vi.fn();
  const http = fakeHttp({ get, post });
  renderWithServices(ui, { http, events: new RxEventBus(), navigation: { navigate } });
  return { post, navigate };
}

async function configure() {
  const generate = screen.getByRole('button', { name: 'Generate Report' });
  expect(generate).toHaveProperty('disabled', true);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add all courses (A1-B1)' }));
  expect(generate).toHaveProperty('disabled', true); // no dialect yet
  fireEvent.click(screen.getAllByLabelText('Dialect')[0]);
  fireEvent.click(await screen.findByRole('option', { name: 'fr-FR' }));
  await waitFor(() => expect(generate).toHaveProperty('disabled', false));
  fireEvent.click(generate);
}

describe('the pattern report tabs', () => {
  it("Pattern Frequency: generates with progress, shows 'n patterns', filters, and opens where a pattern was found", async () => {
    const { post, navigate } = setup(<PatternFrequencyTab />, ROWS);
    await configure();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('memory/patterns', expect.objectContaining({ dialect: 5, filtering: { courses: [{ course_id: 1 }] } })),
    );
    expect(await screen.findByText('Generating… 4 of 10 texts')).toBeInTheDocument();
    expect(await screen.findByText('2 patterns', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.click(await screen.findByText('purple wombat'));
    fireEvent.click(await screen.findByRole('button', { name: 'Open 70' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 7, courseId: 1, search: '501' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to Configuration' }));
    expect(screen.getByRole('button', { name: 'Generate Report' })).toBeInTheDocument();
  });

  it('Pattern Consistency: groups and members, the filter with its clear button, and Change Pattern with its results and Undo', async () => {
    const { post, navigate } = setup(<PatternConsistencyTab />, GROUPS);
    await configure();
    expect(await screen.findByText('2 groups', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Filter groups'), { target: { value: 'nuits' } });
    await waitFor(() => expect(screen.queryByText('purple wombat')).toBeNull(), { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    fireEvent.click(await screen.findByText('purple wombat', {}, { timeout: 2000 }));
    expect(await screen.findByText('wombat violette')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change Pattern wombat violette' }));
    const next = screen.getByLabelText('New pattern') as HTMLInputElement;
    expect(next.value).toBe('wombat violet');
    const change = screen.getByRole('button', { name: 'Change' });
    fireEvent.change(next, { target: { value: '  ' } });
    expect(change).toHaveProperty('disabled', true); // an empty pattern
    fireEvent.change(next, { target: { value: 'wombat violet' } });
    expect(change).toHaveProperty('disabled', false);
    fireEvent.click(change);
    expect(change).toHaveProperty('disabled', true); // in flight
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('translations/pattern/apply-change', {
        dialect_id: 5,
        translation_ids: [72],
        old_pattern: 'wombat violette',
        new_pattern: 'wombat violet',
      }),
    );
    expect(await screen.findByText('ID 72: Changed to: Encore un wombat violet !')).toBeInTheDocument();
    expect(screen.getByText('ID 73: Unknown error').getAttribute('style')).toContain('red'); // in red
    expect(screen.getByText('changed')).toBeInTheDocument();
    // The affected records per course: course 1's opens its dialog at the segment; course 2's record has no location.
    expect(screen.queryByRole('button', { name: 'open (course 2)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'open (course 1)' }));
    expect(navigate).toHaveBeenCalledWith({ id: 3, segment: 12, dialect: 5, ref: 25, courseId: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('ID 72: Restored: Encore un wombat violette !')).toBeInTheDocument();
  });

  it("Change Pattern: disabled for a row without translation ids, and a failed request says 'Failed to apply change. Please try again.'", async () => {
    const member = (id: number, ids: number[]) => ({ id, pattern: `bonne nuits ${id}`, count: ids.length, canonical: false, translation_ids: ids });
    const { post } = setup(<PatternConsistencyTab />, [{ id: 6, us_pattern: 'good night', pattern: 'bonne nuit', members: [member(1, []), member(2, [80])] }]);
    await configure();
    fireEvent.click(await screen.findByText('good night', {}, { timeout: 3000 }));
    post.mockImplementation(async () => ({ ok: false as const, status: 500, error: 'Internal error' }) as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Pattern bonne nuits 1' }));
    expect(screen.getByRole('button', { name: 'Change' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change Pattern bonne nuits 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Failed to apply change. Please try again.')).toBeInTheDocument();
  });
});
