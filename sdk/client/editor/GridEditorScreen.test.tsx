// @vitest-environment happy-dom
import 'reflect-metadata';
import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import { resourceContract } from '../../shared';
import type { HttpClient, WriteOutcome } from '../http';
import { GridEditorScreen, type RecordFormProps } from './GridEditorScreen';
import type { EditableRecord } from './record-editor';
import { UnsavedChangesContext, type UnsavedChangesReporter } from './unsaved-changes';

interface Thing extends EditableRecord {
  name: string;
  version: number;
}

/** A fake server of 'things' in course 1, keeping what is saved. */
function fakeServer() {
  const stored = new Map<number, Thing>([[7, { id: 7, version: 3, name: 'Seven' }]]);
  let nextId = 100;
  let stale = false;
  const ok = <T,>(data: T): WriteOutcome<T> => ({ ok: true, data });
  /** What a write answers: the record with its new version and its grid row. */
  const saved = (id: number) => ok({ id, record: structuredClone(stored.get(id)), row: { id, name: stored.get(id)!.name } });
  const http = fakeHttp({
    get: (path: string) => {
      if (path === 'grid-columns/things') return [{ field: 'name', headerName: 'Name' }];
      if (path === 'courses/1/things') return [...stored.values()].map(({ id, name }) => ({ id, name }));
      if (path === 'things/new') return { id: -1, version: 0, name: '' };
      const row = path.match(/^courses\/1\/things\/(\d+)$/);
      if (row) return { id: Number(row[1]), name: stored.get(Number(row[1]))?.name };
      const one = path.match(/^things\/(\d+)$/);
      return one ? structuredClone(stored.get(Number(one[1]))) : undefined;
    },
    post: (_path: string, body: any) => {
      const id = nextId++;
      stored.set(id, { id, version: 1, name: body.name });
      return saved(id);
    },
    put: (path: string, body: any) => {
      const id = Number(path.split('/')[1]);
      if (stale) return { ok: false, status: 409, error: 'This record was changed by someone else since you opened it. Reload it to see their changes.' };
      stored.set(id, { id, version: body.version + 1, name: body.name });
      return saved(id);
    },
    // A delete answers the id and the blank record the editor shows next.
    delete: (path: string) => {
      const id = Number(path.split('/')[1]);
      stored.delete(id);
      return ok({ id, blank: { id: -1, version: 0, name: '' } });
    },
  });
  return { http, stored, makeStale: () => (stale = true) };
}

function NameForm({ value, onChange, errors }: RecordFormProps<Thing>) {
  return <TextInput label="Name" value={value.name} error={errors.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} />;
}

/** The things' contracts, as a plugin's public.ts declares them. */
const thingResource = resourceContract({ list: 'courses/:courseId/things', create: 'courses/:courseId/things', item: 'things' });

/** In a workspace tab when reportUnsaved is given (what the tab is told about unsaved changes). */
function renderScreen(http: HttpClient, reportUnsaved: UnsavedChangesReporter | null = null, events = new RxEventBus()) {
  const where = { resource: thingResource };
  return renderWithServices(
    <UnsavedChangesContext.Provider value={reportUnsaved}>
      <GridEditorScreen<Thing>
        module={999}
        courseId={1}
        gridName="things"
        Form={NameForm}
        {...where}
        validate={(t) => (t.name.trim() ? undefined : { name: 'Required' })}
      />
    </UnsavedChangesContext.Provider>,
    { http, events },
  );
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;
const type = (value: string) => fireEvent.change(nameInput(), { target: { value } });
const recordId = () => screen.getByTestId('record-id').textContent;
const UNSAVED = 'This record has changes that are not saved. Discard them?';
/** The ids of the rows the grid highlights. */
const selectedRows = () => [...new Set([...document.querySelectorAll('.ag-row.ag-row-selected')].map((r) => r.getAttribute('row-id')))];
const gridCell = (text: string) => [...document.querySelectorAll<HTMLElement>('.ag-row .ag-cell')].find((c) => c.textContent === text)!;
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('the grid-and-editor screen', () => {
  it('holds a new record as -1 until the first save creates it; later saves update it with its version', async () => {
    const { http, stored } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    await click('Save');
    expect(http.post).not.toHaveBeenCalled();
    expect(await screen.findByText('Required')).toBeInTheDocument();

    type('Hundred');
    expect(recordId()).toContain('unsaved changes');
    await click('Save');
    await waitFor(() => expect(recordId()).toBe('#100'));
    expect(http.post).toHaveBeenCalledWith('courses/1/things', { version: 0, name: 'Hundred' });
    await waitFor(() => expect(gridCell('Hundred')).toBeTruthy());

    // One request per save: the PUT's answer fills the form and the grid row, nothing is read again.
    const reads = http.get.mock.calls.length + http.read.mock.calls.length;
    type('Hundred and one');
    await act(() => fireEvent.keyDown(nameInput(), { key: 's', ctrlKey: true }));
    await waitFor(() => expect(stored.get(100)?.name).toBe('Hundred and one'));
    expect(http.put).toHaveBeenCalledWith('things/100', { version: 1, name: 'Hundred and one' });
    await waitFor(() => expect(recordId()).toBe('#100'));
    await waitFor(() => expect(gridCell('Hundred and one')).toBeTruthy());
    expect(nameInput().value).toBe('Hundred and one');
    type('Hundred and two');
    expect(recordId()).toContain('unsaved changes'); // the form holds version 2: a next save is not stale
    expect(http.get.mock.calls.length + http.read.mock.calls.length).toBe(reads);
  });

  it('reads one row again, alone, when its record changed on the server (record.changed of its module and course)', async () => {
    const { http, stored } = fakeServer();
    stored.set(8, { id: 8, version: 1, name: 'Eight' });
    const events = new RxEventBus();
    renderScreen(http, null, events);
    await waitFor(() => expect(gridCell('Seven')).toBeTruthy());
    await waitFor(() => expect(recordId()).toBe('New record'));
    const reads = http.get.mock.calls.length;
    stored.set(7, { id: 7, version: 4, name: 'Seven, spoken' });
    act(() => events.emit('record.changed', { module: 999, courseId: 1, id: 7 }));
    await waitFor(() => expect(gridCell('Seven, spoken')).toBeTruthy());
    expect(gridCell('Eight')).toBeTruthy();
    expect(http.get.mock.calls.slice(reads).map(([path]) => path)).toEqual(['courses/1/things/7']);
    // Another module's or course's record, or a row the grid does not show, reads nothing.
    stored.set(8, { id: 8, version: 2, name: 'Eight, spoken' });
    act(() => {
      events.emit('record.changed', { module: 998, courseId: 1, id: 8 });
      events.emit('record.changed', { module: 999, courseId: 2, id: 8 });
      events.emit('record.changed', { module: 999, courseId: 1, id: 55 });
    });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(http.get.mock.calls.length).toBe(reads + 1);
    expect(gridCell('Eight')).toBeTruthy();
  });

  it('keeps what the user typed when an earlier, slower load answers last', async () => {
    const { http } = fakeServer();
    const plain = http.get.getMockImplementation()!;
    let releaseFirst!: () => void;
    let first = true;
    http.get.mockImplementation(async (path, ...rest) => {
      if (path === 'things/new' && first) {
        first = false;
        await new Promise<void>((r) => {
          releaseFirst = r;
        });
      }
      return plain(path, ...rest);
    });
    renderScreen(http);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument());
    await click('New');
    await waitFor(() => expect(recordId()).toBe('New record'));
    type('Typed meanwhile');
    await act(async () => {
      releaseFirst();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(nameInput().value).toBe('Typed meanwhile');
    expect(recordId()).toContain('unsaved changes');
  });

  it('New on a blank left as it came reads nothing, so a slow blank cannot wipe what the user then types', async () => {
    const { http } = fakeServer();
    const plain = http.get.getMockImplementation()!;
    const releases: (() => void)[] = [];
    let blanks = 0;
    http.get.mockImplementation(async (path, ...rest) => {
      if (path === 'things/new' && ++blanks > 1)
        await new Promise<void>((r) => {
          releases.push(r);
        });
      return plain(path, ...rest);
    });
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    await click('New');
    type('Typed at once');
    await act(async () => {
      releases.forEach((r) => r());
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(blanks).toBe(1);
    expect(nameInput().value).toBe('Typed at once');
    expect(recordId()).toContain('unsaved changes');
  });

  it('deletes only with its toggle on, then shows the blank record the delete answered (one request)', async () => {
    const { http, stored } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    type('Doomed');
    await click('Save');
    await waitFor(() => expect(recordId()).toBe('#100'));
    const reads = http.get.mock.calls.length;
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(del.hasAttribute('disabled')).toBe(true);
    await act(() => fireEvent.click(screen.getByRole('switch', { name: 'Delete' })));
    expect(del.hasAttribute('disabled')).toBe(false);
    await click('Delete');
    await waitFor(() => expect(recordId()).toBe('New record'));
    expect(http.delete.mock.calls).toEqual([['things/100', undefined]]);
    expect(stored.has(100)).toBe(false);
    expect(http.get.mock.calls.length).toBe(reads);
    await waitFor(() => expect(screen.queryByText('Doomed', { selector: '.ag-cell' })).toBeNull());
    expect((screen.getByRole('switch', { name: 'Delete' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('warns before leaving a changed record, and keeps the changes unless they are discarded', async () => {
    const { http } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    type('Draft');
    await click('New');
    expect(await screen.findByText('This record has changes that are not saved. Discard them?')).toBeInTheDocument();
    await click('Keep editing');
    expect(nameInput().value).toBe('Draft');
    await click('New');
    await click('Discard changes');
    await waitFor(() => expect(nameInput().value).toBe(''));
    expect(recordId()).toBe('New record');
  });

  it('tells its workspace tab and the browser while the record has unsaved changes', async () => {
    const { http } = fakeServer();
    const changed = new Set<object>();
    const report = vi.fn<UnsavedChangesReporter>((owner, dirty) => (dirty ? changed.add(owner) : changed.delete(owner)));
    const leave = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented ? 'warned' : 'left';
    };
    renderScreen(http, report);
    await waitFor(() => expect(recordId()).toBe('New record'));
    expect(changed.size).toBe(0);
    expect(leave()).toBe('left');

    type('Draft');
    expect(changed.size).toBe(1);
    expect(leave()).toBe('warned');

    await click('Save');
    await waitFor(() => expect(recordId()).toBe('#100'));
    expect(changed.size).toBe(0);
    expect(leave()).toBe('left');
  });

  it('keeps the grid on the open record when the user picks another row and keeps editing', async () => {
    const { http } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    type('Hundred');
    await click('Save');
    await waitFor(() => expect(recordId()).toBe('#100'));
    await waitFor(() => expect(selectedRows()).toEqual(['100']));

    type('Hundred, changed');
    await act(() => fireEvent.click(gridCell('Seven')));
    expect(await screen.findByText(UNSAVED)).toBeInTheDocument();
    await click('Keep editing');
    expect(nameInput().value).toBe('Hundred, changed');
    expect(selectedRows()).toEqual(['100']);
    await waitFor(() => expect(screen.queryByText(UNSAVED)).toBeNull()); // the dialog's closing transition

    // Discarding opens the clicked row, and the grid follows.
    await act(() => fireEvent.click(gridCell('Seven'))); // ag-grid reports the click asynchronously
    expect(await screen.findByText(UNSAVED)).toBeInTheDocument();
    await click('Discard changes');
    await waitFor(() => expect(recordId()).toBe('#7'));
    expect(selectedRows()).toEqual(['7']);
  });

  it('says so when the record was changed by someone else, and offers to reload it', async () => {
    const { http, makeStale } = fakeServer();
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    type('Mine');
    await click('Save');
    await waitFor(() => expect(recordId()).toBe('#100'));
    makeStale();
    type('Mine, edited');
    await click('Save');
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    expect(nameInput().value).toBe('Mine, edited');
    await click('Reload');
    await waitFor(() => expect(nameInput().value).toBe('Mine'));
  });

  it('contributes its standard commands with key bindings: next and previous record, new, delete (armed first), save from the field', async () => {
    const { http, stored } = fakeServer();
    stored.set(8, { id: 8, version: 1, name: 'Eight' });
    renderScreen(http);
    await waitFor(() => expect(recordId()).toBe('New record'));
    await waitFor(() => expect(gridCell('Eight')).toBeTruthy());
    const key = (init: Partial<KeyboardEventInit> & { key: string; code: string }) =>
      act(async () => {
        fireEvent.keyDown(nameInput(), init);
      });

    // Alt+Down from the name field: the first record, then the next; Alt+Up back.
    await key({ key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(recordId()).toBe('#7'));
    await key({ key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(recordId()).toBe('#8'));
    await key({ key: 'ArrowUp', code: 'ArrowUp', altKey: true });
    await waitFor(() => expect(recordId()).toBe('#7'));

    // Ctrl+S from the field saves.
    type('Seven and a half');
    await key({ key: 's', code: 'KeyS', ctrlKey: true });
    await waitFor(() => expect(stored.get(7)?.name).toBe('Seven and a half'));

    // Alt+Shift+D arms Delete (the toggle), a second time deletes.
    await key({ key: 'D', code: 'KeyD', altKey: true, shiftKey: true });
    expect(stored.has(7)).toBe(true);
    expect(screen.getByRole('switch', { name: 'Delete' })).toHaveProperty('checked', true);
    await key({ key: 'D', code: 'KeyD', altKey: true, shiftKey: true });
    await waitFor(() => expect(stored.has(7)).toBe(false));
    await waitFor(() => expect(recordId()).toBe('New record'));

    // Alt+N: a new record, from a record with no changes.
    await key({ key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(recordId()).toBe('#8'));
    await key({ key: 'n', code: 'KeyN', altKey: true });
    await waitFor(() => expect(recordId()).toBe('New record'));
  });
});

describe('the work context kept over a reload', () => {
  it('opens the kept record and search; a row the user picks while that restore is on its way wins over it', async () => {
    localStorage.setItem('cm_work:1:999', JSON.stringify({ id: 7, search: 'e' }));
    const { http, stored } = fakeServer();
    stored.set(8, { id: 8, version: 1, name: 'Eight' });
    const plain = http.get.getMockImplementation()!;
    let releaseRestore!: () => void;
    http.get.mockImplementation(async (path, ...rest) => {
      if (path === 'things/7')
        await new Promise<void>((r) => {
          releaseRestore = r;
        });
      return plain(path, ...rest);
    });
    renderScreen(http);
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('e');
    await waitFor(() => expect(gridCell('Eight')).toBeTruthy());
    await waitFor(() => expect(releaseRestore).toBeTypeOf('function'));
    await act(() => fireEvent.click(gridCell('Eight')));
    await waitFor(() => expect(recordId()).toBe('#8'));
    await act(async () => {
      releaseRestore();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(recordId()).toBe('#8');
    expect(nameInput().value).toBe('Eight');
    expect(JSON.parse(localStorage.getItem('cm_work:1:999')!)).toEqual({ id: 8, search: 'e' });
    localStorage.clear();
  });
});
