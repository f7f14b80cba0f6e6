// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { DashboardTab } from './DashboardTab';

const CONFIG = {
  id: 1,
  sourceDialectDefaultId: 3,
  targetDialectDefaultId: 2,
  sourceDialects: [],
  targetDialects: [{ dialectId: 2, dialectCode: 'es-ES' }],
  dialectOrder: [],
};
const ROWS = [
  { ref: 16, name: 'Sentences', byLesson: false, pending: 4, wordCounts: { any: 17, m: 9, f: 8, mf: 0 } },
  { ref: 2501, name: 'Dialog segments', byLesson: true, pending: 0, wordCounts: { any: 0, m: 0, f: 0, mf: 0 } },
];
const ARTISTS = [
  { id: 5, name: 'Lucía Fernández', gender: 'f' },
  { id: 6, name: 'Javier Morales', gender: 'm' },
];

function setup(post: HttpClient['post']) {
  const get = vi.fn(async (path: string) => (path.endsWith('/audio-dashboard') ? { rows: ROWS } : path.endsWith('/audio-artists') ? ARTISTS : undefined));
  const http = fakeHttp({ get, post });
  const onCreated = vi.fn();
  renderWithServices(<DashboardTab courseId={1} onCreated={onCreated} />, { http, courseConfigs: { all: [CONFIG], of: () => CONFIG } });
  return { get, onCreated };
}

describe('audio dashboard tab', () => {
  it('loads the rows of a lesson range, and refuses to load an empty range', async () => {
    const { get } = setup(vi.fn());
    const load = screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Start lesson'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('End lesson'), { target: { value: '3' } });
    expect(load.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('End lesson'), { target: { value: '30' } });
    expect(load.disabled).toBe(false);
    fireEvent.click(load);
    const table = within(await screen.findByRole('table', { name: 'Audio dashboard' }));
    expect(get).toHaveBeenCalledWith('courses/1/target-dialects/2/audio-dashboard', { startLesson: 12, endLesson: 30 }, undefined);
    const sentences = within(table.getByText('Sentences').closest('tr')!);
    expect(sentences.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sentences', 'all', '4', '17', '9', '8', '0', 'Create sets']);
    // Dialog segments are placed in lessons: the range applies to them.
    expect(within(table.getByText('Dialog segments').closest('tr')!).getAllByRole('cell')[1].textContent).toBe('in range');
    // Only a row with pending items offers 'create sets'.
    expect(within(table.getByText('Dialog segments').closest('tr')!).queryByRole('button')).toBeNull();
  });

  it('opens "create sets" on a pending row, creates one set per chosen artist, and shows a refusal', async () => {
    const post = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 400, error: 'Invalid input', fields: { 'artistIds.0': 'Belongs to another course' } })
      .mockResolvedValueOnce({ ok: true, data: { sets: [{ id: 40 }] } });
    const { onCreated, get } = setup(post);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create sets' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create sets: Sentences' }));
    expect(dialog.getByText('4 pending items, shared among the chosen artists (one set each).')).toBeInTheDocument();
    const create = dialog.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.click(dialog.getByLabelText('Javier Morales (m)'));
    fireEvent.click(create);
    expect(await dialog.findByText('Belongs to another course')).toBeInTheDocument();
    expect((dialog.getByLabelText('Javier Morales (m)') as HTMLInputElement).checked).toBe(true);
    get.mockClear();
    fireEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('2'));
    // The Sets tab takes over: the dashboard is not read again on its way out.
    expect(get).not.toHaveBeenCalled();
    expect(post).toHaveBeenLastCalledWith('courses/1/target-dialects/2/refs/16/audio-create-sets', { startLesson: 1, endLesson: 1000, artistIds: [6] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
