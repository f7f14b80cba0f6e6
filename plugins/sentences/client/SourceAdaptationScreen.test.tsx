// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnsavedChangesContext, type UnsavedChangesReporter, type WriteOutcome } from '../../../sdk/client';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { SENTENCES, SOURCE_ADAPTATION } from '../plugin';
import SourceAdaptationScreen from './SourceAdaptationScreen';
import type { Adaptation } from '../public';

const text = (dialectId: number, dialectCode: string, value: string) => ({ dialectId, dialectCode, text: value, status: (value ? 2 : 0) as 0 | 2 });
const adaptation = (id: number, target: string, source: string, note: string, version = 3): Adaptation => ({
  id,
  courseId: 1,
  version,
  sourceAdaptationNote: note,
  targets: [text(2, 'es-ES', target), text(4, 'es-MX', '')],
  sources: [text(3, 'en-US', source)],
});
const STALE = 'This record was changed by someone else since you opened it. Reload it to see their changes.';

/** A fake server of course 1's sentences with a source adaptation note; the screen is in a workspace tab when reportUnsaved is given. */
function setup(
  answerPut?: (path: string, body: Partial<Adaptation>) => WriteOutcome<unknown> | undefined,
  reportUnsaved: UnsavedChangesReporter | null = null,
) {
  const stored = new Map<number, Adaptation>([
    [51, adaptation(51, 'Tengo frío.', 'I am cold.', 'In English one *is* cold.')],
    [52, adaptation(52, 'Me gusta el té.', 'I like tea.', 'Word order differs.')],
  ]);
  const rowOf = (a: Adaptation) => ({ id: a.id, target: a.targets[0].text, source: a.sources[0].text, sourceAdaptationNote: a.sourceAdaptationNote });
  const listed = () => [...stored.values()].filter((a) => a.sourceAdaptationNote);
  const get = vi.fn(async (path: string, params?: { text?: string }) => {
    await new Promise((r) => setTimeout(r, 1));
    if (path === 'grid-columns/sourceAdaptation')
      return [
        { field: 'target', headerName: 'Target' },
        { field: 'sourceAdaptationNote', headerName: 'Note' },
      ];
    if (path === 'groups/1/source-adaptation')
      return listed()
        .filter((a) => !params?.text || a.sourceAdaptationNote.includes(params.text))
        .map(rowOf);
    const row = path.match(/^groups\/1\/source-adaptation\/(\d+)$/);
    if (row) {
      const a = listed().find((x) => x.id === Number(row[1]));
      return a && rowOf(a);
    }
    const one = path.match(/^source-adaptation\/(\d+)$/);
    return one ? structuredClone(stored.get(Number(one[1]))) : undefined;
  });
  const put = vi.fn(async (path: string, body: Pick<Adaptation, 'version' | 'sourceAdaptationNote' | 'sources'>) => {
    const refused = answerPut?.(path, body);
    if (refused) return refused;
    const id = Number(path.split('/')[1]);
    const before = stored.get(id)!;
    const after = {
      ...before,
      version: body.version + 1,
      sourceAdaptationNote: body.sourceAdaptationNote,
      sources: before.sources.map((s, i) => ({ ...s, ...body.sources[i] })),
    };
    stored.set(id, after);
    // The answer carries the sentence and its grid row (null once it has no note).
    return { ok: true as const, data: { ...structuredClone(after), row: after.sourceAdaptationNote ? rowOf(after) : null } };
  });
  const http = fakeHttp({ get, put });
  const events = new RxEventBus();
  const saved: unknown[] = [];
  events.on('record.saved').subscribe((e) => saved.push(e));
  renderWithServices(
    <UnsavedChangesContext.Provider value={reportUnsaved}>
      <SourceAdaptationScreen moduleId={SOURCE_ADAPTATION} courseId={1} />
    </UnsavedChangesContext.Provider>,
    { http, events },
  );
  const listCalls = () => get.mock.calls.filter(([p]) => p === 'groups/1/source-adaptation');
  return { get, put, events, saved, stored, listCalls };
}

const recordId = () => screen.getByTestId('record-id').textContent;
const note = () => screen.getByRole('textbox', { name: 'Source adaptation note' }) as HTMLTextAreaElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const open = async (cellText: string, id: number) => {
  fireEvent.click(await screen.findByText(cellText, { selector: '.ag-cell' }));
  await waitFor(() => expect(recordId()).toBe(`Id: ${id}`));
};

describe('Source Adaptation (module 20)', () => {
  it('lists the sentences with a note; opens one with its targets for reference, its note and sources', async () => {
    setup();
    expect(recordId()).toBe('Choose a sentence');
    expect(screen.getByText('The sentences of this course that have a source adaptation note are listed on the left.')).toBeInTheDocument();
    expect(await screen.findByText('Word order differs.', { selector: '.ag-cell' })).toBeInTheDocument();
    await open('Tengo frío.', 51);
    expect(screen.getByText('Tengo frío.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument(); // es-MX has no text yet
    expect(screen.queryByRole('textbox', { name: /Targets/ })).toBeNull();
    expect(note().value).toBe('In English one *is* cold.');
    expect((screen.getByRole('textbox', { name: 'Sources en-US' }) as HTMLTextAreaElement).value).toBe('I am cold.');
    expect(saveButton().disabled).toBe(true);
  });

  it('saves the note and the sources with the version, refreshes the row from the answer (one request), and tells the other screens', async () => {
    const { get, put, saved } = setup();
    await open('Tengo frío.', 51);
    const readsBefore = get.mock.calls.length;
    fireEvent.change(note(), { target: { value: 'Spanish "has" cold: tener frío.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Sources en-US' }), { target: { value: "I'm cold." } });
    expect(recordId()).toBe('Id: 51 · unsaved changes');
    await act(async () => fireEvent.keyDown(note(), { key: 's', ctrlKey: true }));
    await waitFor(() => expect(recordId()).toBe('Id: 51'));
    expect(put).toHaveBeenCalledWith('source-adaptation/51', {
      version: 3,
      sourceAdaptationNote: 'Spanish "has" cold: tener frío.',
      sources: [{ dialectId: 3, text: "I'm cold.", status: 2 }],
    });
    expect(await screen.findByText('Spanish "has" cold: tener frío.', { selector: '.ag-cell' })).toBeInTheDocument();
    expect(saved).toEqual([{ module: SOURCE_ADAPTATION, courseId: 1, id: 51 }]);
    expect(saveButton().disabled).toBe(true);
    // The save was the PUT alone: neither the record nor its row was read again.
    expect(put).toHaveBeenCalledTimes(1);
    expect(
      get.mock.calls
        .slice(readsBefore)
        .map(([p]) => p)
        .filter((p) => /source-adaptation\/51$/.test(p)),
    ).toEqual([]);
  });

  it('a sentence whose note is removed leaves the list', async () => {
    setup();
    await open('Tengo frío.', 51);
    fireEvent.change(note(), { target: { value: '' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.queryByText('Tengo frío.', { selector: '.ag-cell' })).toBeNull());
    expect(screen.getByText('Me gusta el té.', { selector: '.ag-cell' })).toBeInTheDocument();
  });

  it('a save based on an old version says so and offers Reload, which shows what the server holds', async () => {
    const { stored } = setup((path) => (path === 'source-adaptation/51' ? { ok: false, status: 409, error: STALE } : undefined));
    await open('Tengo frío.', 51);
    stored.set(51, { ...stored.get(51)!, version: 4, sourceAdaptationNote: 'Edited in Sentences.' });
    fireEvent.change(note(), { target: { value: 'Mine' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(note().value).toBe('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(note().value).toBe('Edited in Sentences.'));
    expect(screen.queryByText(STALE)).toBeNull();
  });

  it("shows the server's refusal of a field under it", async () => {
    setup(() => ({ ok: false, status: 400, error: 'Invalid body: sourceAdaptationNote', fields: { sourceAdaptationNote: 'At most 4000 characters' } }));
    await open('Tengo frío.', 51);
    fireEvent.change(note(), { target: { value: 'x' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('At most 4000 characters')).toBeInTheDocument();
    expect(note().getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before leaving a changed sentence, and keeps the changes unless they are discarded', async () => {
    setup();
    await open('Tengo frío.', 51);
    fireEvent.change(note(), { target: { value: 'Draft' } });
    fireEvent.click(screen.getByText('Me gusta el té.', { selector: '.ag-cell' }));
    expect(await screen.findByText('This sentence has changes that are not saved. Discard them?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(note().value).toBe('Draft');
    fireEvent.click(screen.getByText('Me gusta el té.', { selector: '.ag-cell' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(recordId()).toBe('Id: 52'));
    expect(note().value).toBe('Word order differs.');
  });

  it('tells its workspace tab while the open sentence has unsaved changes, until they are saved or discarded', async () => {
    const changed = new Set<object>();
    const report = vi.fn<UnsavedChangesReporter>((owner, dirty) => (dirty ? changed.add(owner) : changed.delete(owner)));
    setup(undefined, report);
    await open('Tengo frío.', 51);
    expect(changed.size).toBe(0);

    fireEvent.change(note(), { target: { value: 'Draft' } });
    expect(report).toHaveBeenLastCalledWith(expect.anything(), true);
    expect(changed.size).toBe(1);
    fireEvent.click(saveButton());
    await waitFor(() => expect(changed.size).toBe(0)); // once the save is answered
    expect(report).toHaveBeenLastCalledWith(expect.anything(), false);
    expect(recordId()).toBe('Id: 51');

    fireEvent.change(note(), { target: { value: 'Another draft' } });
    expect(changed.size).toBe(1);
    fireEvent.click(screen.getByText('Me gusta el té.', { selector: '.ag-cell' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(recordId()).toBe('Id: 52'));
    await waitFor(() => expect(changed.size).toBe(0));
    expect(report).toHaveBeenLastCalledWith(expect.anything(), false);
  });

  it('searches texts and notes, and reloads the list when the Sentences editor saves a sentence of the course', async () => {
    const { get, events, listCalls } = setup();
    await screen.findByText('Tengo frío.', { selector: '.ag-cell' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'order' } });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('groups/1/source-adaptation', { text: 'order' }, expect.any(AbortSignal)));
    await waitFor(() => expect(screen.queryByText('Tengo frío.', { selector: '.ag-cell' })).toBeNull());

    const before = listCalls().length;
    act(() => events.emit('record.saved', { module: SENTENCES, courseId: 2, id: 9 }));
    act(() => events.emit('record.saved', { module: SOURCE_ADAPTATION + 1000, courseId: 1, id: 9 }));
    expect(listCalls()).toHaveLength(before);
    act(() => events.emit('record.saved', { module: SENTENCES, courseId: 1, id: 9 }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  });
});
