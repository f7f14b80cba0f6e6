// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices, RxEventBus, createHttpClient } from '../../../tests/support/client';
import { VOCS_COURSE, type Voc, type VocRow } from '../shared/types';
import { VocabularySearchDialog } from './VocabularySearchDialog';
import VocabularyScreen from './VocabularyScreen';

/**
 * A search mistake only the server finds (an unknown word class: the client's syntax check does not
 * know the course's classes) reaches the user. The real HTTP client, over a fetch that answers as
 * the server does (the 400 below is the one plugins/vocabulary/vocabulary.test.ts gets for T:adjectiv).
 */
const UNKNOWN_CLASS = "Unknown word class 'adjectiv' in T: (at position 1); known: noun, verb, adjective, adverb";
const REFUSAL = { error: `Invalid search: ${UNKNOWN_CLASS}`, fields: { text: UNKNOWN_CLASS } };

const BLANK: Voc = {
  id: -1,
  courseId: 1,
  version: 0,
  title: '',
  level: null,
  wordClassId: null,
  image: null,
  imageAiScore: null,
  vocCategories: [],
  categoriesInherited: false,
  categories: [],
  parent: null,
  parentSynonym: null,
  tree: { parent: null, parentSynonym: null, children: [], synonyms: [] },
  compounds: [],
  dialects: [
    {
      dialectId: 2,
      dialectCode: 'es-ES',
      kind: 'target',
      text: '',
      status: 0,
      gender: '',
      targetEnabled: true,
      targetCanBeDisabled: false,
      nInflects: 0,
      inflects: [],
    },
    {
      dialectId: 3,
      dialectCode: 'en-US',
      kind: 'source',
      text: '',
      status: 0,
      gender: '',
      targetEnabled: true,
      targetCanBeDisabled: false,
      nInflects: 0,
      inflects: [],
    },
  ],
};
const row = (id: number, word: string, wordClass: string): VocRow => ({
  id,
  title: word,
  word,
  gender: '',
  wordClass,
  level: null,
  levelName: '',
  nInflects: 0,
  categories: '',
  tree: '',
  image: false,
});
const ROWS = [row(7, 'manzana', 'noun'), row(8, 'rojo', 'adjective')];

/** The server's answers by path: [status, body]. */
function answer(path: string, q: URLSearchParams): [number, unknown] {
  if (path === 'vocs/new') return [200, BLANK];
  if (path === 'grid-columns/vocs')
    return [
      200,
      [
        { field: 'word', headerName: 'Word' },
        { field: 'wordClass', headerName: 'Word class' },
      ],
    ];
  if (path === 'courses/1/word-classes')
    return [
      200,
      [
        { id: 1, courseId: null, name: 'noun', inflectAs: null },
        { id: 3, courseId: null, name: 'adjective', inflectAs: null },
      ],
    ];
  if (path.startsWith('voc-categories/dialects/')) return [200, []];
  if (path === 'courses/1/vocs') {
    const text = q.get('text') ?? '';
    if (/(^|\s)T:adjectiv(\s|$)/.test(text)) return [400, REFUSAL];
    const type = /T:(\w+)/.exec(text)?.[1];
    const rows = ROWS.filter((r) => (type ? r.wordClass === type : !text || r.word.includes(text)));
    // The grid pages (offset, limit); the search dialog reads the whole list.
    if (!q.has('limit')) return [200, rows];
    const offset = Number(q.get('offset') ?? 0);
    return [200, { rows: rows.slice(offset, offset + Number(q.get('limit'))), total: rows.length }];
  }
  return [404, { error: 'Not found' }];
}

const fetch = vi.fn(async (input: string) => {
  const url = new URL(input, 'http://localhost');
  const [status, body] = answer(url.pathname.replace(/^\/api\//, ''), url.searchParams);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});
const toasts: unknown[] = [];

function inWorkspace(ui: ReactNode) {
  vi.stubGlobal('fetch', fetch);
  fetch.mockClear();
  toasts.length = 0;
  const events = new RxEventBus();
  events.on('notification').subscribe((n) => toasts.push(n));
  return renderWithServices(ui, {
    http: createHttpClient(events),
    events,
    navigation: { navigate: vi.fn() },
    courseConfigs: { all: [], of: () => undefined },
  });
}
afterEach(() => vi.unstubAllGlobals());

/** The error text Mantine shows under an input (its aria-describedby '…-error'). */
const errorUnder = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'));
  return (id && document.getElementById(id)?.textContent) || '';
};
const gridCalls = () =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/courses/1/vocs?')).map(([url]) => new URL(url, 'http://localhost').searchParams.get('text'));

describe("the server's search syntax message", () => {
  it("shows under the vocabulary search dialog's text, instead of 'could not be searched'", async () => {
    inWorkspace(<VocabularySearchDialog opened courseId={1} onClose={vi.fn()} onPick={vi.fn()} />);
    expect(await screen.findByText('manzana')).toBeInTheDocument();
    const box = screen.getByLabelText('Text');

    fireEvent.change(box, { target: { value: 'T:adjectiv' } });
    await waitFor(() => expect(errorUnder(box)).toBe(UNKNOWN_CLASS));
    expect(gridCalls()).toContain('T:adjectiv');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The vocabulary could not be searched.')).toBeNull();
    expect(screen.queryByText('No entries found.')).toBeNull();
    expect(screen.queryByTestId('pick-voc-7')).toBeNull();
    expect(toasts).toEqual([]);

    // Corrected, it searches again and the message goes.
    fireEvent.change(box, { target: { value: 'T:adjective' } });
    expect(await screen.findByTestId('pick-voc-8')).toBeInTheDocument();
    expect(errorUnder(box)).toBe('');
  });

  it('shows the message of another refusal below the failure, not under the text', async () => {
    fetch.mockImplementation(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/courses/1/vocs') {
        return new Response(JSON.stringify({ error: 'Invalid query: dialect', fields: { dialect: 'Not a dialect of this vocabulary' } }), { status: 400 });
      }
      const [status, body] = answer(url.pathname.replace(/^\/api\//, ''), url.searchParams);
      return new Response(JSON.stringify(body), { status });
    });
    inWorkspace(<VocabularySearchDialog opened courseId={1} dialectId={9} onClose={vi.fn()} onPick={vi.fn()} />);
    try {
      expect(await screen.findByText('The vocabulary could not be searched.')).toBeInTheDocument();
      expect(screen.getByText('Not a dialect of this vocabulary')).toBeInTheDocument();
      expect(errorUnder(screen.getByLabelText('Text'))).toBe('');
    } finally {
      fetch.mockReset();
    }
  });

  it("shows under the vocabulary grid's search box; a mistake the client finds shows in the screen's alert, unsent", async () => {
    fetch.mockImplementation(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const [status, body] = answer(url.pathname.replace(/^\/api\//, ''), url.searchParams);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    inWorkspace(<VocabularyScreen moduleId={VOCS_COURSE} courseId={1} />);
    expect(await screen.findByText('manzana')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search' });

    fireEvent.change(search, { target: { value: 'T:adjectiv' } });
    await waitFor(() => expect(errorUnder(search)).toBe(UNKNOWN_CLASS));
    expect(gridCalls()).toContain('T:adjectiv');
    // No dialect chosen yet: the grid shows the server's default, the default target (es-ES), as the selector says.
    expect(fetch.mock.calls.find(([url]) => String(url).includes('T%3Aadjectiv'))?.[0]).not.toContain('dialect=');
    expect((screen.getByRole('combobox', { name: 'Dialect' }) as HTMLInputElement).value).toBe('es-ES (target)');
    await waitFor(() => expect(screen.queryByText('manzana')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts).toEqual([]);

    // The client's own check (GridEditorScreen's checkSearch): under the search box too, and nothing is sent.
    const sent = gridCalls().length;
    fireEvent.change(search, { target: { value: 'cosa IMG:2' } });
    await waitFor(() => expect(errorUnder(search)).toBe("IMG takes 1 (has an image) or 0 (has none), not '2' (at position 10)"));
    expect(gridCalls()).toHaveLength(sent);

    fireEvent.change(search, { target: { value: 'T:adjective' } });
    expect(await screen.findByText('rojo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(errorUnder(search)).toBe('');
  });
});

describe('the vocabulary screen', () => {
  it('asks for one blank entry: the dialect selector takes its dialects from the one the editor opens', async () => {
    inWorkspace(<VocabularyScreen moduleId={VOCS_COURSE} courseId={1} />);
    expect(await screen.findByText('manzana')).toBeInTheDocument();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Dialect' }) as HTMLInputElement).value).toBe('es-ES (target)'));
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/vocs/new'))).toHaveLength(1);
  });
});
