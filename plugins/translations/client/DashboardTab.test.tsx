// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUiLanguage } from '../../../sdk/client';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { DashboardTab } from './DashboardTab';

const DASHBOARD = {
  startLesson: 1,
  endLesson: 1000,
  dialects: [
    { dialectId: 3, dialectCode: 'en-US' },
    { dialectId: 1, dialectCode: 'en-GB' },
  ],
  rows: [
    {
      ref: 10,
      refName: 'Glossaries',
      cells: [
        { dialectId: 3, dialectCode: 'en-US', pending: 0, doing: 2, done: 5 },
        { dialectId: 1, dialectCode: 'en-GB', pending: 4, doing: 0, done: 1 },
      ],
    },
  ],
};

function setup() {
  const get = vi.fn(async (path: string) => {
    if (path === 'translations/dashboard') return DASHBOARD;
    if (path === 'courses/1/translations/freelances') return [{ id: 9, name: 'freelance@example.com' }];
    return undefined;
  });
  const post = vi.fn(async () => ({ ok: true as const, data: CREATED }));
  const http = fakeHttp({ get, post });
  const onCreated = vi.fn();
  renderWithServices(<DashboardTab courseId={1} onCreated={onCreated} />, { http, events: new RxEventBus() });
  return { get, post, onCreated };
}

/** What the create answers: the id and what the Project tab shows of it. */
const CREATED = { id: 77, items: 4, project: { id: 77 }, projectRows: [], projects: [{ id: 77 }], users: [] };

describe('Translation dashboard', () => {
  it('shows pending/doing/done per source dialect; only a cell with pending work opens Create, which needs a user', async () => {
    const { get, post, onCreated } = setup();
    expect(await screen.findByText('0 pending · 2 doing · 5 done')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('translations/dashboard', { course: 1, startLesson: 1, endLesson: 1000 }, undefined);
    expect(screen.queryByRole('button', { name: /en-US/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Glossaries en-GB: 4 pending · 0 doing · 1 done' }));
    const create = await screen.findByRole('button', { name: 'Create' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: 'User' }));
    fireEvent.click(await screen.findByRole('option', { name: 'freelance@example.com' }));
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(create));
    expect(post).toHaveBeenCalledWith('courses/1/translations/projects', { ref: 10, dialectId: 1, freelanceId: 9, startLesson: 1, endLesson: 1000 });
    // The create answers what the Project tab shows of the project: it reads nothing more.
    expect(onCreated).toHaveBeenCalledWith(CREATED);
  });

  it('disables Load for a range out of 1-1000 or reversed', async () => {
    setup();
    await screen.findByText('0 pending · 2 doing · 5 done');
    fireEvent.change(screen.getByRole('textbox', { name: 'Start lesson' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'End lesson' }), { target: { value: '10' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('loads a cleared Start lesson as 1, as the API falls back, with the range typed', async () => {
    const { get } = setup();
    await screen.findByText('0 pending · 2 doing · 5 done');
    fireEvent.change(screen.getByRole('textbox', { name: 'End lesson' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Start lesson' }), { target: { value: '' } });
    const load = screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement;
    await waitFor(() => expect(load.disabled).toBe(false));
    get.mockClear();
    await act(async () => fireEvent.click(load));
    expect(get.mock.calls.map((c) => c.slice(0, 2))).toEqual([['translations/dashboard', { course: 1, startLesson: 1, endLesson: 12 }]]);
  });

  it('speaks the interface language: the counts and the Create dialog in Spanish, with its plural', async () => {
    setUiLanguage('es');
    setup();
    expect(await screen.findByText('Pendientes: 0 · en curso: 2 · hechos: 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Glossaries en-GB: Pendientes: 4 · en curso: 0 · hechos: 1' }));
    expect(await screen.findByText('Glossaries, traducción a en-GB: 4 textos pendientes, lecciones 1-1000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear' })).toBeInTheDocument();
  });
});
