// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { catRow } from './cat-row.fixture';
import { CatEditor, FILTER_DEBOUNCE_MS, keepsWordsOf } from './CatEditor';
import type { CatRow, MemorySuggestion } from '../public';

/** Renders of each CAT row (by row id) and of the side panel: the rows and the panel, wrapped with the same memo, count themselves. */
const renders = vi.hoisted(() => ({ rows: new Map<number, number>(), panel: 0 }));
vi.mock('./CatRowView', async (real) => {
  const { memo, createElement } = await import('react');
  const m = await real<typeof import('./CatRowView')>();
  return {
    ...m,
    CatRowView: memo((props: import('./CatRowView').CatRowViewProps) => {
      renders.rows.set(props.row.id, (renders.rows.get(props.row.id) ?? 0) + 1);
      return createElement(m.CatRowView, props);
    }),
  };
});
vi.mock('./CatSidePanel', async (real) => {
  const { memo, createElement } = await import('react');
  const m = await real<typeof import('./CatSidePanel')>();
  return {
    ...m,
    CatSidePanel: memo((props: import('./CatSidePanel').CatSidePanelProps) => {
      renders.panel++;
      return createElement(m.CatSidePanel, props);
    }),
  };
});

const suggestion = (id: number, text: string, similarity: number, fromText = 'x'): MemorySuggestion => ({
  id,
  fromText,
  text,
  similarity,
  course: { id: 1, name: 'Spanish' },
  ref: 10,
  refName: 'Glossaries',
  refId: id,
});

/** A fake server of project 7: rows, memory per row, and row saves as the server answers them. */
function setup(opts: { refuse?: boolean; extra?: CatRow[]; qa?: boolean } = {}) {
  const rows = [catRow(1, 'Una mesa.'), catRow(2, 'Hola.', 'Hello.', 2), catRow(3, 'Adiós.'), catRow(4, 'Gracias.'), ...(opts.extra ?? [])];
  if (opts.qa) Object.assign(rows[0], { aiReview: 1 }) && Object.assign(rows[2], { aiReview: 2 });
  const memory: Record<number, MemorySuggestion[]> = {
    1: [suggestion(50, 'A table.', 90, 'Una mesa grande.'), suggestion(51, 'One table.', 70, 'Una mesita.')],
    3: [suggestion(52, 'Goodbye.', 101, 'Adiós.')],
  };
  const get = vi.fn(async (path: string, params?: Record<string, unknown>) => {
    if (path === 'courses/1/translations/projects/select') return [{ id: 7, name: 'Demo' }];
    if (path === 'translations/projects/7/translations') return structuredClone(rows);
    const m = path.match(/^translations\/projects\/translations\/(\d+)\/memory-guest$/);
    if (m) return { memory: memory[Number(m[1])] ?? [] };
    if (path === 'translations/projects/7/concordance') {
      const q = String(params?.text ?? '').toLowerCase();
      return [
        { id: 60, fromText: 'Una mesa redonda.', text: 'A round table.', course: { id: 1, name: 'Spanish' }, ref: 10, refName: 'Glossaries', refId: 60 },
      ].filter((h) => h.fromText.toLowerCase().includes(q));
    }
    const ctx = path.match(/^translations\/projects\/translations\/(\d+)\/context$/);
    if (ctx) {
      return Number(ctx[1]) === 1
        ? {
            kind: 'glossary',
            refName: 'Glossaries',
            refId: 1,
            field: 'tooltip',
            recordName: 'Glossaries',
            readBy: null,
            lesson: 3,
            texts: [
              { field: 'title', fromText: 'La mesa', toText: 'The table' },
              { field: 'tooltip', fromText: 'Una mesa.', toText: '' },
            ],
          }
        : {
            kind: 'item',
            refName: 'Sentences',
            refId: 4,
            field: 'text',
            recordName: 'Sentences',
            readBy: 'f',
            lesson: null,
            texts: [{ field: 'text', fromText: 'Gracias.', toText: '' }],
          };
    }
    return undefined;
  });
  const put = vi.fn(async (path: string, body: { toText: string; status?: number; fromMemoryText?: string; similarity?: number }) => {
    if (path === 'translations/projects/7/search-replace') {
      // As the server: the targets of the rows not done; applied, the answer has the project's rows.
      const { search, replace, apply } = body as unknown as { search: string; replace: string; apply?: boolean };
      const hits = rows.filter((r) => r.status !== 2 && r.toText.includes(search));
      const changes = hits.map((r) => ({ id: r.id, before: r.toText, after: r.toText.split(search).join(replace) }));
      if (apply) for (const c of changes) rows.find((r) => r.id === c.id)!.toText = c.after;
      return { ok: true as const, data: { applied: !!apply, rows: changes, ...(apply ? { projectRows: structuredClone(rows) } : {}) } };
    }
    const m = path.match(/^translations\/projects\/translations\/(\d+)$/);
    if (!m) return { ok: false as const, status: 404, error: 'Not found' };
    if (opts.refuse) return { ok: false as const, status: 400, error: 'A done text cannot be empty', fields: { toText: 'A done text cannot be empty' } };
    const r = rows.find((x) => x.id === Number(m[1]))!;
    Object.assign(
      r,
      { toText: body.toText, status: body.status ?? r.status },
      body.fromMemoryText !== undefined ? { fromMemoryText: body.fromMemoryText, similarity: body.similarity } : {},
    );
    // A done save answers its repetitions, as the server does.
    const repetitions = r.status === 2 ? rows.filter((x) => x.id !== r.id && x.status !== 2 && x.fromText === r.fromText).map((x) => x.id) : undefined;
    return { ok: true as const, data: { ...structuredClone(r), ...(repetitions ? { repetitions } : {}) } };
  });
  const http = fakeHttp({ get, put });
  renderWithServices(<CatEditor courseId={1} projectId={7} />, { http, events: new RxEventBus() });
  return { get, put, rows };
}

const counter = () => screen.getByTestId('cat-counter').textContent;
const key = (k: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: k, code: /^\d$/.test(k) ? `Digit${k}` : k, ...init });
  });
const target = (n: number) => screen.findByRole('textbox', { name: `Target ${n}` }) as Promise<HTMLTextAreaElement>;

describe('CAT editor: keyboard first', () => {
  it('loads the project with the done/total counter; Alt+↓ opens the first row with its memory', async () => {
    setup();
    await waitFor(() => expect(counter()).toBe('1/4'));
    expect(screen.getAllByTestId('cat-source').map((e) => e.textContent)).toEqual(['Una mesa.', 'Hola.', 'Adiós.', 'Gracias.']);
    await key('ArrowDown', { altKey: true });
    expect(document.activeElement).toBe(await target(1));
    expect(await screen.findByRole('button', { name: 'Use suggestion 1: A table.' })).toBeInTheDocument();
  });

  it('Ctrl+Enter saves as done, counts it, and goes to the next row not done; Ctrl+2 puts in the second suggestion, recorded on save', async () => {
    const { put } = setup();
    await waitFor(() => expect(counter()).toBe('1/4'));
    await key('ArrowDown', { altKey: true });
    await screen.findByRole('button', { name: 'Use suggestion 2: One table.' });
    await key('2', { ctrlKey: true });
    expect((await target(1)).value).toBe('One table.');
    fireEvent.change(await target(1), { target: { value: 'A small table.' } });
    await key('Enter', { ctrlKey: true });
    expect(put).toHaveBeenCalledWith('translations/projects/translations/1', {
      toText: 'A small table.',
      status: 2,
      fromMemoryText: 'Una mesita.',
      similarity: 70,
      version: 0,
    });
    await waitFor(() => expect(counter()).toBe('2/4'));
    // Row 2 is done already: the next row not done is row 3, auto-filled from its 101 suggestion.
    const third = await target(3);
    expect(document.activeElement).toBe(third);
    await waitFor(() => expect(third.value).toBe('Goodbye.'));
  });

  it('typing in a row renders none of the rows nor the side panel; the save sends what was typed', async () => {
    const { put } = setup({ extra: Array.from({ length: 8 }, (_, i) => catRow(5 + i, `Frase ${i}.`)) });
    await waitFor(() => expect(counter()).toBe('1/12'));
    await key('ArrowDown', { altKey: true });
    await screen.findByRole('button', { name: 'Use suggestion 1: A table.' });
    const field = await target(1);
    renders.rows.clear();
    renders.panel = 0;
    for (const text of ['A', 'A ro', 'A round', 'A round table.']) fireEvent.change(field, { target: { value: text } });
    expect(field.value).toBe('A round table.');
    expect(Object.fromEntries(renders.rows)).toEqual({});
    expect(renders.panel).toBe(0);
    // A suggestion put in replaces what was typed; typing after it is what the save sends.
    await key('2', { ctrlKey: true });
    expect((await target(1)).value).toBe('One table.');
    fireEvent.change(await target(1), { target: { value: 'One round table.' } });
    await key('Enter', { shiftKey: true });
    expect(put).toHaveBeenCalledWith('translations/projects/translations/1', {
      toText: 'One round table.',
      status: 1,
      fromMemoryText: 'Una mesita.',
      similarity: 70,
      version: 0,
    });
    // The save renders the saved row alone of the rows.
    await waitFor(() => expect([...renders.rows.keys()]).toEqual([1]));
  });

  it('Shift+Enter saves keeping the status and stays on the row', async () => {
    const { put } = setup();
    await waitFor(() => expect(counter()).toBe('1/4'));
    fireEvent.click(screen.getByText('Gracias.'));
    fireEvent.change(await target(4), { target: { value: 'Thanks' } });
    await key('Enter', { shiftKey: true });
    expect(put).toHaveBeenCalledWith('translations/projects/translations/4', {
      toText: 'Thanks',
      status: undefined,
      fromMemoryText: undefined,
      similarity: undefined,
      version: 0,
    });
    expect(counter()).toBe('1/4');
    expect((await target(4)).value).toBe('Thanks');
  });

  it('the done toggle switches done to doing', async () => {
    const { put } = setup();
    await waitFor(() => expect(counter()).toBe('1/4'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Row 2 done: set to doing' })));
    expect(put).toHaveBeenCalledWith('translations/projects/translations/2', { toText: 'Hello.', status: 1, version: 0 });
    await waitFor(() => expect(counter()).toBe('0/4'));
  });

  it('a refused save keeps what was typed and shows why', async () => {
    setup({ refuse: true });
    await waitFor(() => expect(counter()).toBe('1/4'));
    fireEvent.click(screen.getByText('Gracias.'));
    fireEvent.change(await target(4), { target: { value: '   ' } });
    await key('Enter', { ctrlKey: true });
    expect(await screen.findByText('A done text cannot be empty')).toBeInTheDocument();
    expect((await target(4)).value).toBe('   ');
    expect(counter()).toBe('1/4');
  });

  it('filters by source after the 500 ms debounce, and by rows not done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup();
      await waitFor(() => expect(counter()).toBe('1/4'));
      fireEvent.change(screen.getByRole('textbox', { name: 'From filter' }), { target: { value: 'adi' } });
      await act(async () => {
        vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 100);
      });
      expect(screen.getAllByTestId('cat-source')).toHaveLength(4);
      await act(async () => {
        vi.advanceTimersByTime(150);
      });
      await waitFor(() => expect(screen.getAllByTestId('cat-source').map((e) => e.textContent)).toEqual(['Adiós.']));
      fireEvent.change(screen.getByRole('textbox', { name: 'From filter' }), { target: { value: '' } });
      await act(async () => {
        vi.advanceTimersByTime(FILTER_DEBOUNCE_MS + 50);
      });
      await key('D', { altKey: true, shiftKey: true });
      await waitFor(() => expect(screen.getAllByTestId('cat-source').map((e) => e.textContent)).toEqual(['Una mesa.', 'Adiós.', 'Gracias.']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the repetitions of a row just done, and Alt+Shift+P fills them as doing', async () => {
    const { put } = setup({ extra: [catRow(5, 'Gracias.')] });
    await waitFor(() => expect(counter()).toBe('1/5'));
    fireEvent.click(screen.getAllByText('Gracias.')[0]);
    fireEvent.change(await target(4), { target: { value: 'Thank you.' } });
    await key('Enter', { ctrlKey: true });
    expect(await screen.findByText('1 other row has the same source text.')).toBeInTheDocument();
    await key('P', { altKey: true, shiftKey: true, code: 'KeyP' });
    await waitFor(() => expect(put).toHaveBeenCalledWith('translations/projects/translations/5', { toText: 'Thank you.', status: 1, version: 0 }));
    await waitFor(() => expect(screen.queryByText('1 other row has the same source text.')).toBeNull());
  });

  it('shows no QA filter when the project has no QA', async () => {
    setup();
    await waitFor(() => expect(counter()).toBe('1/4'));
    expect(screen.queryByText('QA flagged')).toBeNull();
  });

  it('a segment typed anew drops the memory match it came from, and its badge; a post-edit keeps it', async () => {
    const matched = { ...catRow(5, 'Una silla.', 'A chair.'), fromMemoryText: 'Una silla roja.', similarity: 58 };
    const { put } = setup({ extra: [matched] });
    await waitFor(() => expect(counter()).toBe('1/5'));
    expect(screen.getByTitle('Memory similarity 58')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Una silla.'));
    fireEvent.change(await target(5), { target: { value: 'Seat for one person.' } });
    await key('Enter', { shiftKey: true });
    expect(put).toHaveBeenLastCalledWith('translations/projects/translations/5', {
      toText: 'Seat for one person.',
      status: undefined,
      fromMemoryText: '',
      similarity: 0,
      version: 0,
    });
    await waitFor(() => expect(screen.queryByTitle('Memory similarity 58')).toBeNull());
    expect(keepsWordsOf('One table.', 'A small table.')).toBe(true);
    expect(keepsWordsOf('A chair.', 'Seat for one person.')).toBe(false);
  });

  it('the QA filter keeps the flagged rows', async () => {
    setup({ qa: true });
    await waitFor(() => expect(counter()).toBe('1/4'));
    expect(screen.getByText('QA flagged')).toBeInTheDocument();
    await key('K', { altKey: true, shiftKey: true, code: 'KeyK' });
    await waitFor(() => expect(screen.getAllByTestId('cat-source').map((e) => e.textContent)).toEqual(['Una mesa.']));
  });

  it('Alt+T opens the memory popup: the row suggestions and the concordance; Enter puts the first hit in the row, recorded on save', async () => {
    const { put, get } = setup();
    await waitFor(() => expect(counter()).toBe('1/4'));
    await key('ArrowDown', { altKey: true });
    await screen.findByRole('button', { name: 'Use suggestion 1: A table.' });
    await key('T', { altKey: true, code: 'KeyT' });
    const dialog = await screen.findByRole('dialog', { name: 'Translation memory' });
    expect(within(dialog).getByRole('button', { name: 'Use suggestion 2: One table.' })).toBeInTheDocument();
    const search = within(dialog).getByRole('textbox', { name: 'Concordance search' });
    fireEvent.change(search, { target: { value: 'redonda' } });
    expect(await within(dialog).findByRole('button', { name: 'Use concordance: A round table.' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('translations/projects/7/concordance', { text: 'redonda' }, expect.anything());
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Translation memory' })).toBeNull());
    expect((await target(1)).value).toBe('A round table.');
    await key('Enter', { shiftKey: true });
    expect(put).toHaveBeenCalledWith('translations/projects/translations/1', {
      toText: 'A round table.',
      status: 1,
      fromMemoryText: 'Una mesa redonda.',
      similarity: undefined,
      version: 0,
    });
  });

  it('shows the context block by context type: a glossary its title, a sentence who reads it', async () => {
    setup();
    await waitFor(() => expect(counter()).toBe('1/4'));
    await key('ArrowDown', { altKey: true });
    const glossary = await screen.findByTestId('cat-context');
    expect(glossary.getAttribute('data-kind')).toBe('glossary');
    // Named by its owner, as the record's module says it, not by the context type's key.
    expect(within(glossary).getByRole('heading', { name: 'Context: Glossaries' })).toBeInTheDocument();
    expect(within(glossary).getByText('La mesa')).toBeInTheDocument();
    expect(within(glossary).queryByText('Una mesa.')).toBeNull();
    fireEvent.click(screen.getByText('Gracias.'));
    await waitFor(() => expect(screen.getByTestId('cat-context').getAttribute('data-kind')).toBe('item'));
    expect(within(screen.getByTestId('cat-context')).getByRole('heading', { name: 'Context: Sentences' })).toBeInTheDocument();
    expect(screen.getByTestId('cat-read-by').textContent).toBe('Read by: female voice');
  });
});

describe('CAT editor: project-wide actions', () => {
  it('Search & Replace applies with one request: the rows show its answer, the project is not read again', async () => {
    const { get, put } = setup({ extra: [catRow(5, 'Una silla.', 'A chiar.')] });
    await waitFor(() => expect(counter()).toBe('1/5'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'chiar' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Replace with' }), { target: { value: 'chair' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    get.mockClear();
    put.mockClear();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Replace 1' })));
    expect(await screen.findByText('A chair.')).toBeInTheDocument();
    expect(put.mock.calls).toEqual([
      ['translations/projects/7/search-replace', { search: 'chiar', replace: 'chair', apply: true, regex: false, caseSensitive: true, side: 'target' }],
    ]);
    expect(get.mock.calls.filter(([p]) => p === 'translations/projects/7/translations')).toEqual([]);
  });
});
