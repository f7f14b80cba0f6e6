// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseConfigs, HttpClient } from '../../../sdk/client';
import { fakeHttp, RxEventBus, createHttpClient, renderWithServices } from '../../../tests/support/client';
import { SearchSentenceDialog } from './SearchSentenceDialog';
import type { SentenceRow } from '../public';

const row = (id: number, texts: Record<number, string>): SentenceRow => ({
  id,
  target: texts[2] ?? '',
  source: texts[3] ?? '',
  genderCode: 'N',
  readBy: 'M',
  hasIllustration: false,
  texts,
});
const ROWS = [
  row(7, { 2: 'Tengo frío.', 4: 'Tengo frío.', 3: 'I am cold.' }),
  row(9, { 2: 'Conduzco el coche.', 4: 'Manejo el carro.', 3: 'I drive the car.' }),
  row(12, { 2: 'Hace sol.', 3: '' }),
];
const CONFIGS: CourseConfigs = {
  all: [],
  of: () => ({
    id: 1,
    sourceDialectDefaultId: 3,
    targetDialectDefaultId: 2,
    dialectOrder: [],
    targetDialects: [
      { dialectId: 2, dialectCode: 'es-ES' },
      { dialectId: 4, dialectCode: 'es-MX' },
    ],
    sourceDialects: [{ dialectId: 3, dialectCode: 'en-US' }],
  }),
};

/** The server's search: a text in the chosen dialect, or an id. */
const search = (params: { dialect?: number; text?: string } = {}) =>
  ROWS.filter((r) => !params.text || String(r.id) === params.text || (r.texts[params.dialect ?? 2] ?? '').toLowerCase().includes(params.text.toLowerCase()));

function setup(http: HttpClient, exclude: number[] = []) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  renderWithServices(<SearchSentenceDialog opened courseId={1} onPick={onPick} onClose={onClose} exclude={exclude} />, { http, courseConfigs: CONFIGS });
  return { onPick, onClose };
}

function searchServer() {
  const http = fakeHttp({ get: (_path: string, params?: { dialect?: number; text?: string }) => search(params) });
  return { get: http.get, http };
}

const box = () => screen.getByLabelText('Search sentences');
afterEach(() => vi.unstubAllGlobals());

describe('Search Sentence popup', () => {
  it("is titled Search Sentence and lists the course's sentences in its default target dialect", async () => {
    const { http, get } = searchServer();
    setup(http);
    expect(screen.getByText('Search Sentence')).toBeInTheDocument();
    expect(await screen.findByText('Tengo frío.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('groups/1/sentences', { dialect: 2, text: undefined }, expect.any(AbortSignal));
    expect((screen.getByRole('combobox', { name: 'Dialect' }) as HTMLInputElement).value).toBe('es-ES');
    expect(screen.getByPlaceholderText('Text or id')).toBeInTheDocument();
  });

  it('searches a text or an id in the dialect chosen, and picks a sentence with its text in that dialect', async () => {
    const { http, get } = searchServer();
    const { onPick, onClose } = setup(http);
    await screen.findByText('Conduzco el coche.');
    fireEvent.click(screen.getByRole('combobox', { name: 'Dialect' }));
    fireEvent.click(await screen.findByRole('option', { name: 'en-US' }));
    expect(await screen.findByText('I drive the car.')).toBeInTheDocument();
    expect(screen.getByText('(no text in this dialect)')).toBeInTheDocument(); // #12 has no English yet

    fireEvent.change(box(), { target: { value: 'car' } });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('groups/1/sentences', { dialect: 3, text: 'car' }, expect.any(AbortSignal)));
    await waitFor(() => expect(screen.queryByTestId('pick-sentence-7')).toBeNull());
    fireEvent.change(box(), { target: { value: '12' } });
    expect(await screen.findByTestId('pick-sentence-12')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'car' } });
    fireEvent.click(await screen.findByTestId('pick-sentence-9'));
    expect(onPick).toHaveBeenCalledWith({ id: 9, text: 'I drive the car.', dialectId: 3 });
    expect(onClose).toHaveBeenCalled();
  });

  it('lists the sentences already chosen without offering them; Enter picks the first offered one', async () => {
    const { http } = searchServer();
    const { onPick } = setup(http, [7]);
    await screen.findByText('Hace sol.');
    expect((screen.getByTestId('pick-sentence-7') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('chosen')).toHaveLength(1);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith({ id: 9, text: 'Conduzco el coche.', dialectId: 2 });
  });

  it('says so when nothing matches', async () => {
    const { http } = searchServer();
    setup(http);
    await screen.findByText('Hace sol.');
    fireEvent.change(box(), { target: { value: 'zzz' } });
    expect(await screen.findByText('No sentences found.')).toBeInTheDocument();
  });

  it('says why when the server refuses the search (the real HTTP client: a 4xx answers no rows)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'No permission for this course' }), { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    setup(createHttpClient(new RxEventBus()));
    expect(await screen.findByText('The sentences could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('No permission for this course')).toBeInTheDocument();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/groups/1/sentences?dialect=2');
  });
});
