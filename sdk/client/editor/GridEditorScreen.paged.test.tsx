// @vitest-environment happy-dom
import 'reflect-metadata';
import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import type { HttpClient, Params, WriteOutcome } from '../http';
import { GridEditorScreen, type RecordFormProps } from './GridEditorScreen';
import type { EditableRecord } from './record-editor';
import { resourceContract } from '../../shared';

interface Thing extends EditableRecord {
  name: string;
  version: number;
}

/**
 * A fake server of 1,000 things in course 1 that answers the list by pages (offset, limit), in its
 * own order: things named otherwise than 'Thing …' first (a new 'Aardvark' lands at the top), then
 * by id. A create or delete asked with ?offset=&limit= answers that page after it, as resources do.
 */
function pagedServer() {
  const stored = new Map<number, Thing>(Array.from({ length: 1000 }, (_, i) => [i + 1, { id: i + 1, version: 1, name: `Thing ${i + 1}` }]));
  const pageCalls: Params[] = [];
  const ok = <T,>(data: T): WriteOutcome<T> => ({ ok: true, data });
  const pageOf = (params: Params) => {
    const text = String(params.text ?? '');
    const all = [...stored.values()]
      .filter((t) => t.name.includes(text))
      .sort((a, b) => Number(a.name.startsWith('Thing')) - Number(b.name.startsWith('Thing')) || a.id - b.id)
      .map(({ id, name }) => ({ id, name }));
    const offset = Number(params.offset ?? 0);
    return { rows: all.slice(offset, offset + Number(params.limit)), total: all.length };
  };
  const queryOf = (path: string): Params => Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
  const get = vi.fn(async (path: string, params?: Params) => {
    if (path === 'grid-columns/things') return [{ field: 'name', headerName: 'Name' }];
    if (path === 'courses/1/things') {
      pageCalls.push(params ?? {});
      return pageOf(params ?? {});
    }
    if (path === 'things/new') return { id: -1, version: 0, name: '' };
    const one = path.match(/^things\/(\d+)$/);
    return one ? structuredClone(stored.get(Number(one[1]))) : undefined;
  });
  const http = fakeHttp({
    get,
    post: (path: string, body: any) => {
      const id = stored.size + 1;
      stored.set(id, { id, version: 1, name: body.name });
      const query = queryOf(path);
      return ok({ id, record: structuredClone(stored.get(id)), row: { id, name: body.name }, page: query.limit ? pageOf(query) : undefined });
    },
    delete: (path: string) => {
      const id = Number(path.split('/')[1].split('?')[0]);
      stored.delete(id);
      const query = queryOf(path);
      return ok({ id, blank: { id: -1, version: 0, name: '' }, page: query.limit ? pageOf(query) : undefined });
    },
    put: (path: string, body: any) => {
      const id = Number(path.split('/')[1].split('?')[0]);
      stored.set(id, { id, version: body.version + 1, name: body.name });
      return ok({ id, record: structuredClone(stored.get(id)), row: { id, name: body.name } });
    },
  });
  return { http, pageCalls };
}

function NameForm({ value, onChange }: RecordFormProps<Thing>) {
  return <TextInput label="Name" value={value.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} />;
}

const renderScreen = (http: HttpClient) =>
  renderWithServices(
    <div style={{ height: 600 }}>
      <GridEditorScreen<Thing>
        module={999}
        courseId={1}
        gridName="things"
        Form={NameForm}
        paged
        resource={resourceContract({ list: 'courses/:courseId/things', create: 'courses/:courseId/things', item: 'things' })}
      />
    </div>,
    { http, events: new RxEventBus() },
  );
const gridCell = (text: string) => [...document.querySelectorAll<HTMLElement>('.ag-row .ag-cell')].find((c) => c.textContent === text);

describe('the grid-and-editor screen of a paged resource', () => {
  it('loads the first block, asks for the next block when scrolled, and sends the search with each page', async () => {
    const { http, pageCalls } = pagedServer();
    renderScreen(http);
    await waitFor(() => expect(pageCalls[0]).toMatchObject({ offset: 0, limit: 100 }));
    await waitFor(() => expect(gridCell('Thing 1')).toBeTruthy());
    expect(pageCalls).toHaveLength(1);

    const viewport = document.querySelector<HTMLElement>('.ag-grid-viewport')!;
    await act(async () => {
      viewport.scrollTop = 150 * 30;
      fireEvent.scroll(viewport);
    });
    await waitFor(() => expect(pageCalls.some((p) => p.offset === 100 && p.limit === 100)).toBe(true));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Thing 99' } });
    await waitFor(() => expect(pageCalls.at(-1)).toMatchObject({ text: 'Thing 99', offset: 0, limit: 100 }));
  });

  it('opens a clicked row and updates it in place when saved, without reloading the pages', async () => {
    const { http, pageCalls } = pagedServer();
    renderScreen(http);
    await waitFor(() => expect(gridCell('Thing 2')).toBeTruthy());
    await act(async () => fireEvent.click(gridCell('Thing 2')!));
    await waitFor(() => expect(screen.getByTestId('record-id').textContent).toBe('#2'));
    const calls = pageCalls.length;
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Second thing' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(gridCell('Second thing')).toBeTruthy());
    expect(gridCell('Thing 2')).toBeUndefined();
    expect(http.put).toHaveBeenCalledWith('things/2', { version: 1, name: 'Second thing' });
    expect(pageCalls).toHaveLength(calls);
  });

  it('a new record and a delete are one request each: the write answers the rows in view, which the grid shows', async () => {
    const { http, pageCalls } = pagedServer();
    renderScreen(http);
    await waitFor(() => expect(gridCell('Thing 1')).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('record-id').textContent).toBe('New record'));
    const reads = http.read.mock.calls.length + http.get.mock.calls.length;

    // The new record's place is the server's (at the top, in its order): the create answers the page in view.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Aardvark' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="0"] .ag-cell')?.textContent).toBe('Aardvark'));
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="1"] .ag-cell')?.textContent).toBe('Thing 1'));
    expect(http.post.mock.calls).toEqual([['courses/1/things?offset=0&limit=100', { version: 0, name: 'Aardvark' }]]);
    expect(http.read.mock.calls.length + http.get.mock.calls.length).toBe(reads);

    // Deleting it answers the page without it.
    await act(() => fireEvent.click(screen.getByRole('switch', { name: 'Delete' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(document.querySelector('.ag-row[row-index="0"] .ag-cell')?.textContent).toBe('Thing 1'));
    expect(gridCell('Aardvark')).toBeUndefined();
    expect(http.delete.mock.calls).toEqual([['things/1001?offset=0&limit=100', undefined]]);
    expect(http.read.mock.calls.length + http.get.mock.calls.length).toBe(reads);
    expect(pageCalls).toHaveLength(1);
  });
});
