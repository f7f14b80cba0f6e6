// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { PRETRANSLATE_POLL_MS, ProjectTab } from './ProjectTab';
import type { Project } from '../public';
import translationsPlugin from '../plugin';

const project = (over: Partial<Project> = {}): Project => ({
  id: 7,
  courseId: 1,
  name: 'Demo: es-ES into en-US',
  fromDialectId: 2,
  fromDialectCode: 'es-ES',
  toDialectId: 3,
  toDialectCode: 'en-US',
  freelanceId: 9,
  freelanceName: 'freelance@example.com',
  priority: 1,
  items: 10,
  done: 2,
  doing: 1,
  async: idle,
  buckets: { validated: 2, memoryMatch: 1, high: 3, medium: 1, low: 2, processing: 0 },
  ...over,
});

const totals = (total: number, done: number) => ({
  total,
  pending: 0,
  doing: total - done,
  done,
  failed: 0,
  percent: total ? Math.round((done / total) * 100) : 0,
});
const idle: Project['async'] = { taskId: null, status: null, mode: null, processing: false, totals: totals(0, 0) };
const run = (taskId: number, mode: string, done: number): Project['async'] => ({ taskId, status: 1, mode, processing: true, totals: totals(6, done) });

/** A fake server of project 7 whose pre-translation runs `polls` polls before it ends. */
function setup(opts: { running?: boolean; refuseUser?: boolean; over?: Partial<Project>; rows?: unknown[] } = {}) {
  let current = project({ ...(opts.running ? { async: run(5, 'memory', 2) } : {}), ...opts.over });
  let polls = 0;
  const get = vi.fn(async (path: string) => {
    if (path === 'translations/projects') return [current, project({ id: 8, name: 'Glossaries into en-GB', done: 0, items: 4, freelanceName: null })];
    if (path === 'courses/1/translations/freelances')
      return [
        { id: 9, name: 'freelance@example.com' },
        { id: 10, name: 'other@example.com' },
      ];
    if (path === 'translations/projects/7/translations') return opts.rows ?? [];
    if (path === 'grid-columns/translationProjectItems') return translationsPlugin.grids?.translationProjectItems;
    if (path === 'translations/projects/7') {
      if (current.async.processing && ++polls >= 2)
        current = { ...current, doing: 4, async: { ...current.async, status: 2, processing: false, totals: totals(6, 6) } };
      return structuredClone(current);
    }
    return undefined;
  });
  const put = vi.fn(async (path: string, body?: Record<string, unknown>) => {
    if (path === 'translations/projects/7/pre-translate') {
      current = { ...current, async: { ...run(6, String(body!.mode), 0), status: 0 } };
      return { ok: true as const, data: structuredClone(current) };
    }
    if (path === 'translations/projects/7/pre-translate/cancel') {
      current = { ...current, async: { ...current.async, status: 5, processing: false } };
      return { ok: true as const, data: { ...structuredClone(current), projectRows: [] } };
    }
    if (path === 'translations/projects/7') {
      if (opts.refuseUser)
        return {
          ok: false as const,
          status: 400,
          error: 'Pick a user who translates in this course',
          fields: { freelanceId: 'Pick a user who translates in this course' },
        };
      current = { ...current, ...body };
      return { ok: true as const, data: structuredClone(current) };
    }
    return { ok: false as const, status: 404, error: 'Not found' };
  });
  const del = vi.fn(async () => ({ ok: true as const, data: { id: 7 } }));
  const http = fakeHttp({ get, put, delete: del });
  const onSelect = vi.fn();
  const onOpenCat = vi.fn();
  renderWithServices(<ProjectTab courseId={1} projectId={7} onSelect={onSelect} onOpenCat={onOpenCat} />, { http, events: new RxEventBus() });
  return { get, put, del, onSelect, onOpenCat };
}

const pollOnce = () =>
  act(async () => {
    vi.advanceTimersByTime(PRETRANSLATE_POLL_MS + 10);
  });

afterEach(() => vi.useRealTimers());

describe('Project tab', () => {
  it('shows a project Create project just made as the create answered it, reading nothing (one request for Create project)', async () => {
    const get = vi.fn(async (_path: string) => undefined);
    const http = fakeHttp({ get });
    const made = project();
    const created = {
      id: 7,
      items: 10,
      project: made,
      projectRows: [],
      projects: [made, project({ id: 8, name: 'Glossaries into en-GB', done: 0, items: 4, freelanceName: null })],
      users: [{ id: 9, name: 'freelance@example.com', freelance: true }],
    };
    renderWithServices(<ProjectTab courseId={1} projectId={7} onSelect={vi.fn()} onOpenCat={vi.fn()} created={created} />, { http, events: new RxEventBus() });
    expect((await screen.findByTestId('project-name')).textContent).toBe('Demo: es-ES into en-US');
    expect(screen.getByText('0/4 done · nobody')).toBeInTheDocument();
    expect(get.mock.calls.map((c) => c[0]).filter((path) => !path.startsWith('grid-columns/'))).toEqual([]);
  });

  it('lists the projects and shows the selected one with its counts; a click selects another, Open CAT opens it', async () => {
    const { onSelect, onOpenCat } = setup();
    expect((await screen.findByTestId('project-name')).textContent).toBe('Demo: es-ES into en-US');
    expect(screen.getByText('es-ES into en-US · 2/10 done, 1 doing')).toBeInTheDocument();
    expect(screen.getByText('0/4 done · nobody')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Glossaries into en-GB'));
    expect(onSelect).toHaveBeenCalledWith(8);
    fireEvent.click(screen.getByRole('button', { name: 'Open CAT' }));
    expect(onOpenCat).toHaveBeenCalledWith(7);
  });

  it('pre-translates from the Actions menu as a queued task, polled every 1.5 s until it ends, then the rows reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { put, get } = setup();
    await screen.findByTestId('project-name');
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'AI proposal (memory and vocabulary)' })));
    expect(put).toHaveBeenCalledWith('translations/projects/7/pre-translate', { mode: 'ai' });
    expect((await screen.findByTestId('pretranslate-progress')).textContent).toBe('Pre-translating (ai): 0/6');
    expect((screen.getByRole('button', { name: 'Actions' }) as HTMLButtonElement).disabled).toBe(true);
    const rowsLoads = () => get.mock.calls.filter(([p]) => p === 'translations/projects/7/translations').length;
    const before = rowsLoads();
    await pollOnce();
    expect(screen.getByTestId('pretranslate-progress')).toBeInTheDocument();
    await pollOnce();
    await waitFor(() => expect(screen.queryByTestId('pretranslate-progress')).toBeNull());
    expect(screen.getByText('es-ES into en-US · 2/10 done, 4 doing')).toBeInTheDocument();
    expect(rowsLoads()).toBe(before + 1);
  });

  it('follows a run found running on load, and Cancel stops it with one request (its answer is the project and its rows)', async () => {
    const { put, get } = setup({ running: true });
    expect((await screen.findByTestId('pretranslate-progress')).textContent).toBe('Pre-translating (memory): 2/6');
    get.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(put).toHaveBeenCalledWith('translations/projects/7/pre-translate/cancel', undefined);
    await waitFor(() => expect(screen.queryByTestId('pretranslate-progress')).toBeNull());
    expect(get.mock.calls.filter(([p]) => p !== 'translations/projects/7')).toEqual([]);
  });

  it('shows the bucket summary of spec 3: validated, memory match, high, medium, low, processing', async () => {
    setup();
    await screen.findByTestId('project-name');
    expect(['validated', 'memoryMatch', 'high', 'medium', 'low', 'processing'].map((k) => screen.getByTestId(`bucket-${k}`).textContent)).toEqual([
      'Validated: 2',
      'Memory match: 1',
      'High: 3',
      'Medium: 1',
      'Low: 2',
      'Processing: 0',
    ]);
  });

  it('disables Actions when no row is left to validate, as during a run', async () => {
    setup({ over: { items: 4, done: 4, buckets: { validated: 4, memoryMatch: 0, high: 0, medium: 0, low: 0, processing: 0 } } });
    await screen.findByTestId('project-name');
    expect((screen.getByRole('button', { name: 'Actions' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a 0–1 confidence x100 in the rows grid (0.88 as 88)', async () => {
    const row = {
      id: 1,
      fromText: 'Hola',
      toText: 'Hello',
      similarity: 0,
      aiConfidence: 0.88,
      aiReasoning: 'From the memory',
      fromMemoryText: '',
      error: null,
      status: 1,
    };
    setup({ rows: [row] });
    const cell = await waitFor(() => {
      const c = document.querySelector('[col-id="aiConfidence"].ag-cell');
      if (!c) throw new Error('no confidence cell yet');
      return c;
    });
    expect(cell.textContent).toBe('88');
  });

  it('shows the status by its name, the source as text without tags, and a term warning as a warning', async () => {
    setup({
      rows: [
        {
          id: 1,
          fromText: '<p>Hola <b>Ana</b></p>',
          toText: '',
          similarity: 0,
          aiConfidence: null,
          aiReasoning: '',
          fromMemoryText: '',
          error: null,
          warnings: ['Term missing: table (mesa)'],
          status: 2,
        },
      ],
    });
    const cell = (col: string) =>
      waitFor(() => {
        const c = document.querySelector(`[col-id="${col}"].ag-cell`);
        if (!c) throw new Error(`no ${col} cell yet`);
        return c;
      });
    expect((await cell('status')).textContent).toBe('Done');
    expect((await cell('fromText')).textContent).toBe('Hola Ana');
    // A done row's term warning is a warning, not an error.
    expect((await cell('warnings')).querySelector('[aria-label="Warning: Term missing: table (mesa)"]')).not.toBeNull();
    expect((await cell('error')).querySelector('svg')).toBeNull();
  });

  it('deletes only once allowed', async () => {
    const { del, get, onSelect } = setup();
    await screen.findByTestId('project-name');
    const remove = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Allow delete' }));
    await waitFor(() => expect(remove.disabled).toBe(false));
    get.mockClear();
    await act(async () => fireEvent.click(remove));
    expect(del).toHaveBeenCalledWith('translations/projects/7', undefined);
    expect(onSelect).toHaveBeenCalledWith(undefined);
    // The list drops it without being read again.
    await waitFor(() => expect(screen.queryByText('2/10 done · freelance@example.com')).toBeNull());
    expect(screen.getByText('Glossaries into en-GB')).toBeInTheDocument();
    expect(get.mock.calls.filter(([p]) => p === 'translations/projects')).toEqual([]);
  });

  it('assigns another user with one request: the header and the list show the answered project', async () => {
    const { put, get } = setup();
    await screen.findByTestId('project-name');
    get.mockClear();
    fireEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'other@example.com' })));
    expect(put.mock.calls).toEqual([['translations/projects/7', { freelanceId: 10 }]]);
    expect(get.mock.calls.filter(([p]) => p === 'translations/projects')).toEqual([]);
  });

  it('shows why a user change is refused', async () => {
    const { put } = setup({ refuseUser: true });
    await screen.findByTestId('project-name');
    fireEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'other@example.com' })));
    expect(put).toHaveBeenCalledWith('translations/projects/7', { freelanceId: 10 });
    expect(await screen.findByText('Pick a user who translates in this course')).toBeInTheDocument();
  });
});
