// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { Panel } from './panel';
import PanelsFactoryScreen from './PanelsFactoryScreen';

const PANEL: Panel = {
  id: 5,
  courseId: 1,
  version: 1,
  title: 'Ser',
  lessonId: null,
  kLines: [7],
  concept: null,
  sentences: [],
  segments: [],
  compounds: [],
  level: 2,
  wordClass: 'verb',
  item: null,
  inflectWord: 'ser',
  activeInflectTemplate: null,
  inflectStopPanel: 0,
  titles: [],
};

/** The factory over a fake server; put answers the save (the panel and its row, or none). */
function setup(row: { id: number; title: string } | null) {
  const get = vi.fn(async (path: string) => {
    if (path === 'groups/1/panels-k-lines') return [{ id: 7, title: 'Verbs: present' }];
    if (path === 'grid-columns/panels') return [{ field: 'title', headerName: 'Title' }];
    if (path === 'groups/1/panels-factory')
      return [
        { id: 5, title: 'Ser' },
        { id: 6, title: 'Ir' },
      ];
    if (path === 'panels/5') return PANEL;
    return undefined;
  });
  const put = vi.fn(async (_path: string, body: Panel) => ({ ok: true as const, data: { id: 5, record: { ...PANEL, ...body, version: 2 }, row } }));
  renderWithServices(<PanelsFactoryScreen moduleId={17} courseId={1} />, { http: fakeHttp({ get, put }) });
  return { get, put };
}

async function saveTitle(title: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Load' }));
  fireEvent.click(await screen.findByText('Ser', { selector: '.ag-cell' }));
  const input = await screen.findByRole('textbox', { name: /^Title/ });
  fireEvent.change(input, { target: { value: title } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Panels Factory', () => {
  it('a save is one request: the grid shows the row it answers, the list is not read again', async () => {
    const { get, put } = setup({ id: 5, title: 'Ser (verbo)' });
    await saveTitle('Ser (verbo)');
    expect(await screen.findByText('Ser (verbo)', { selector: '.ag-cell' })).toBeInTheDocument();
    expect(put.mock.calls.map(([p]) => p)).toEqual(['panels/5?kLine=-1']);
    expect(get.mock.calls.filter(([p]) => p === 'groups/1/panels-factory')).toHaveLength(1);
    expect(screen.getByText('Ir', { selector: '.ag-cell' })).toBeInTheDocument();
  });

  it('opening a panel reads no k-lines: the form shows those the screen loaded', async () => {
    const { get } = setup(null);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    fireEvent.click(await screen.findByText('Ser', { selector: '.ag-cell' }));
    expect(await screen.findByText('Verbs: present')).toBeInTheDocument();
    expect(get.mock.calls.filter(([p]) => p === 'groups/1/panels-k-lines')).toHaveLength(1);
  });

  it('a panel saved out of the loaded k-line (no row answered) leaves the grid', async () => {
    const { get } = setup(null);
    await saveTitle('Ser');
    await waitFor(() => expect(screen.queryByText('Ser', { selector: '.ag-cell' })).toBeNull());
    expect(screen.getByText('Ir', { selector: '.ag-cell' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([p]) => p === 'groups/1/panels-factory')).toHaveLength(1);
  });
});
