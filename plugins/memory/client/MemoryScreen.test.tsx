// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Navigation } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { ModuleScreenProps } from '../../../sdk/shared';
import { MISSING_SEARCH } from '../plugin';
import MemoryScreen from './MemoryScreen';
import { TranslationPopup } from './TranslationPopup';
import type { MemoryHit, MemoryTranslation } from '../public';

const HIT: MemoryHit = {
  id: 5,
  courseId: 1,
  courseName: 'Spanish for English speakers',
  ref: 10,
  refName: 'Glossaries',
  refId: 3,
  text: 'I would like a coffee, please.',
  dialectId: 3,
  similarity: 87,
};
const TRANSLATION: MemoryTranslation = {
  id: 5,
  courseId: 1,
  courseName: 'Spanish for English speakers',
  ref: 10,
  refName: 'Glossaries',
  refId: 3,
  field: 'tooltip',
  open: { module: 10, recordId: 3, params: { search: '3' } },
  dialects: [
    { dialectId: 2, dialectCode: 'es-ES', text: 'Me gustaría un café.', status: 2 },
    { dialectId: 3, dialectCode: 'en-US', text: 'I would like a coffee, please.', status: 2 },
    { dialectId: 1, dialectCode: 'en-GB', text: 'Coffee', status: 1 },
  ],
};

/** A dialog segment's text (a part): it opens on its dialog with the segment selected. */
const SEGMENT: MemoryTranslation = {
  ...TRANSLATION,
  id: 6,
  ref: 2501,
  refName: 'Dialog segments',
  refId: 12,
  field: 'text',
  open: { module: 25, recordId: 3, params: { id: 3, segment: 12 } },
};

function setup(ui: ReturnType<typeof MemoryScreen>) {
  const get = vi.fn(async (path: string) => {
    if (path === 'memory/translation/6') return SEGMENT;
    await new Promise((r) => setTimeout(r, 5));
    if (path === 'memory/dialects')
      return [
        { dialectId: 1, dialectCode: 'en-GB' },
        { dialectId: 3, dialectCode: 'en-US' },
      ];
    if (path === 'memory') return [HIT];
    if (path === 'grid-columns/memory') return [{ field: 'text', headerName: 'Text', flex: 1 }];
    if (path === 'memory/translation/5') return TRANSLATION;
    return undefined;
  });
  // A save answers the translation, and with ?search= the search as it now stands (the text changed, and its similarity).
  const put = vi.fn(async (target: string, body: { text: string; status: number }) => {
    const [path, query] = target.split('?');
    const d = Number(path.split('/').pop());
    const translation = { ...TRANSLATION, dialects: TRANSLATION.dialects.map((x) => (x.dialectId === d ? { ...x, ...body } : x)) };
    return { ok: true as const, data: { ...translation, ...(query ? { hits: [{ ...HIT, text: body.text, similarity: 91 }] } : {}) } };
  });
  const http = fakeHttp({ get, put });
  const navigation: Navigation = { navigate: vi.fn() };
  renderWithServices(ui, { http, navigation });
  const searches = () => get.mock.calls.filter(([path]) => path === 'memory');
  return { get, put, searches, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
}

const screenProps = (params?: ModuleScreenProps['params']): ModuleScreenProps => ({ moduleId: 86, courseId: 0, params });

describe('memory search', () => {
  it('searches on Enter or the button, not on every keystroke, and needs a dialect', async () => {
    const { searches } = setup(<MemoryScreen {...screenProps()} />);
    const input = screen.getByLabelText('Memory text');
    fireEvent.change(input, { target: { value: 'coffee' } });
    fireEvent.change(input, { target: { value: 'coffee please' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(MISSING_SEARCH)).toBeInTheDocument();
    expect(searches()).toHaveLength(0);

    fireEvent.click(screen.getByRole('combobox', { name: 'Dialect' }));
    fireEvent.click(await screen.findByRole('option', { name: 'en-US' }));
    expect(searches()).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(searches()).toEqual([['memory', { text: 'coffee please', dialect: '3' }, undefined]]));
    expect(screen.queryByText(MISSING_SEARCH)).toBeNull();
    expect(await screen.findByText('1 match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
  });

  it('runs the search it is opened with at once', async () => {
    const { searches } = setup(<MemoryScreen {...screenProps({ search: 'un café', dialect: 2 })} />);
    await waitFor(() => expect(searches()).toEqual([['memory', { text: 'un café', dialect: '2' }, undefined]]));
    expect((screen.getByLabelText('Memory text') as HTMLInputElement).value).toBe('un café');
  });
});

describe('the translation popup', () => {
  it('shows every dialect with its status, and saves the changed ones through the Memory route', async () => {
    const onSaved = vi.fn();
    const { put, navigate } = setup(<TranslationPopup hit={HIT} onClose={vi.fn()} search={{ text: 'coffee please', dialect: '3' }} onSaved={onSaved} />);
    const es = (await screen.findByLabelText('Texts es-ES')) as HTMLTextAreaElement;
    expect(es.value).toBe('Me gustaría un café.');
    expect(screen.getByText('Translation #5 · Spanish for English speakers')).toBeInTheDocument();
    expect(screen.getByTitle('Similarity to the search').getAttribute('style')).toContain('orange');
    // A system status cannot be changed here (the editor disables it).
    expect((screen.getByRole('combobox', { name: 'Status en-GB' }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(es, { target: { value: 'Me gustaría un café, por favor.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('memory/translation/5/dialects/2?search=coffee+please&searchDialect=3', {
        text: 'Me gustaría un café, por favor.',
        status: 2,
      }),
    );
    expect(put).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith([{ ...HIT, text: 'Me gustaría un café, por favor.', similarity: 91 }]));

    fireEvent.click(screen.getByRole('button', { name: 'Open Glossaries #3' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 10, courseId: 1, search: '3' });
  });

  it("opens a part text (a dialog's segment) on its parent record with the part selected, never as a module of its own", async () => {
    const { navigate } = setup(
      <TranslationPopup hit={{ ...HIT, id: 6, ref: 2501, refName: 'Dialog segments', refId: 12 }} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open Dialog segments #12' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ id: 3, segment: 12, ref: 25, courseId: 1 });
  });
});

describe('memory search and its popup', () => {
  it('saves a text with one request: the grid shows the search as the save answered it, not searched again', async () => {
    const { put, searches } = setup(<MemoryScreen {...screenProps({ search: 'coffee please', dialect: 3 })} />);
    await waitFor(() => expect(searches()).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.ag-row .ag-cell')).toBeTruthy(), { timeout: 5000 });
    fireEvent.click(document.querySelector('.ag-row .ag-cell')!);
    const en = (await screen.findByLabelText('Texts en-US')) as HTMLTextAreaElement;
    fireEvent.change(en, { target: { value: 'I would like a coffee, thanks.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('I would like a coffee, thanks.', { selector: '.ag-cell' }, { timeout: 5000 })).toBeInTheDocument();
    expect(put).toHaveBeenCalledExactlyOnceWith('memory/translation/5/dialects/3?search=coffee+please&searchDialect=3', {
      text: 'I would like a coffee, thanks.',
      status: 2,
    });
    expect(searches()).toHaveLength(1);
  });
});
