// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnsavedChangesContext, type ModuleScreenProps, type Navigation, type UnsavedChangesReporter, type WriteOutcome } from '../../../sdk/client';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { TRANSLATIONS } from '../plugin';
import TextsTab from './TextsTab';
import type { DialectText, SearchOptions, Translation, TranslationRow } from '../public';

const OPTIONS: SearchOptions = {
  courseId: 1,
  defaultTargetDialectId: 2,
  defaultSourceDialectId: 3,
  dialects: [
    { dialectId: 2, dialectCode: 'es-ES', kind: 'target' },
    { dialectId: 4, dialectCode: 'es-MX', kind: 'target' },
    { dialectId: 3, dialectCode: 'en-US', kind: 'source' },
    { dialectId: 7, dialectCode: 'de-DE', kind: 'other' },
  ],
  refs: [
    { ref: 10, title: 'Glossaries', count: 2 },
    { ref: 16, title: 'Sentences', count: 1 },
  ],
};
const dt = (dialectId: number, dialectCode: string, kind: DialectText['kind'], text: string, status: DialectText['status']): DialectText => ({
  dialectId,
  dialectCode,
  kind,
  text,
  status,
});
const translation = (id: number, ref: number, refName: string, texts: Record<number, [string, DialectText['status']]>): Translation => ({
  id,
  courseId: 1,
  ref,
  refId: id * 10,
  field: ref === 10 ? 'tooltip' : 'text',
  refName,
  openRef: ref,
  openItemId: id * 10,
  openRefName: refName,
  open: { module: ref, recordId: id * 10, params: { search: String(id * 10) } },
  defaultTargetDialectId: 2,
  defaultSourceDialectId: 3,
  error: null,
  checkedAt: null,
  dialects: OPTIONS.dialects.map((d) => dt(d.dialectId, d.dialectCode, d.kind, ...(texts[d.dialectId] ?? ['', 0]))),
});
const STORED = [
  translation(5, 10, 'Glossaries', { 2: ['madrugada', 2], 4: ['madrugada', 2], 3: ['small hours', 2] }),
  translation(6, 10, 'Glossaries', { 2: ['café', 2], 3: ['coffee', 2] }),
  translation(8, 16, 'Sentences', { 2: ['Me gustaría un café.', 2], 3: ['', 0] }),
];

/**
 * A fake server of course 1's translations; saves, checks and invalidations as the spec says (spec 2
 * §2, §7 Translations). The screen is in a workspace tab when reportUnsaved is given.
 */
function setup(
  props: Partial<ModuleScreenProps> = {},
  answer: Record<string, WriteOutcome<unknown>> = {},
  reportUnsaved: UnsavedChangesReporter | null = null,
) {
  const stored = new Map(STORED.map((t) => [t.id, structuredClone(t)]));
  const rowOf = (t: Translation, dialect: number): TranslationRow => {
    const d = t.dialects.find((x) => x.dialectId === dialect)!;
    return {
      id: t.id,
      ref: t.ref,
      refName: t.refName,
      refId: t.refId,
      field: t.field,
      dialectId: dialect,
      text: d.text,
      status: d.status,
      statusLabel: String(d.status),
      error: t.error,
    };
  };
  const get = vi.fn(async (path: string, params: Record<string, unknown> = {}) => {
    await new Promise((r) => setTimeout(r, 1));
    if (path === 'grid-columns/translations')
      return [
        { field: 'refName', headerName: 'Module' },
        { field: 'text', headerName: 'Text' },
      ];
    if (path === 'courses/1/translations-search-options') return OPTIONS;
    if (path === 'courses/1/translations') {
      const text = params.text as string | undefined;
      return [...stored.values()]
        .filter((t) => (!params.ref || t.ref === params.ref) && (!text || t.dialects.some((d) => d.text.includes(text))))
        .map((t) => rowOf(t, params.dialect as number));
    }
    if (path === 'translations/with-error') return [...stored.values()].filter((t) => t.error).map((t) => rowOf(t, params.dialect as number));
    if (path === 'translations/check') {
      stored.get(8)!.error = 'en-US: empty';
      // The grid as it is shown, after the check, when its dialect is given.
      const rows = params.withError === '1' ? [...stored.values()].filter((t) => t.error) : [...stored.values()];
      return { checked: stored.size, withError: 1, ...(params.dialect ? { rows: rows.map((t) => rowOf(t, params.dialect as number)) } : {}) };
    }
    if (/\/memory-guest$/.test(path)) return { query: null, memory: [] };
    const row = path.match(/^translations\/(\d+)\/grid-row$/);
    if (row) return rowOf(stored.get(Number(row[1]))!, params.dialect as number);
    const one = path.match(/^translations\/(\d+)$/);
    return one ? structuredClone(stored.get(Number(one[1]))) : undefined;
  });
  // The writes answer the translation (or the check) with its grid row in the grid's dialect (?dialect=).
  const put = vi.fn(async (target: string, body?: { dialects: { dialectId: number; text: string; status: DialectText['status'] }[] }) => {
    const [path, query] = target.split('?');
    const dialect = Number(new URLSearchParams(query).get('dialect'));
    if (answer[path]) return answer[path];
    const save = path.match(/^translations\/(\d+)$/);
    if (save && body) {
      const t = stored.get(Number(save[1]))!;
      t.dialects = t.dialects.map((d) => ({ ...d, ...body.dialects.find((x) => x.dialectId === d.dialectId) }));
      return { ok: true as const, data: { ...structuredClone(t), row: rowOf(t, dialect) } };
    }
    const check = path.match(/^translations\/(\d+)\/check$/);
    if (check) {
      const t = stored.get(Number(check[1]))!;
      t.error =
        t.dialects
          .filter((d) => d.kind !== 'other' && !d.text)
          .map((d) => `${d.dialectCode}: empty`)
          .join('; ') || null;
      return { ok: true as const, data: { id: t.id, error: t.error, row: rowOf(t, dialect) } };
    }
    const inv = path.match(/^translations\/(\d+)\/dialects\/(\d+)\/invalidate$/);
    if (inv) {
      const t = stored.get(Number(inv[1]))!;
      t.dialects = t.dialects.map((d) => (d.dialectId === Number(inv[2]) ? { ...d, status: 0 } : d));
      return { ok: true as const, data: { ...structuredClone(t), row: rowOf(t, dialect) } };
    }
    return { ok: false as const, status: 404, error: 'Not found' };
  });
  const http = fakeHttp({ get, put });
  const navigation: Navigation = { navigate: vi.fn() };
  renderWithServices(
    <UnsavedChangesContext.Provider value={reportUnsaved}>
      <TextsTab moduleId={TRANSLATIONS} courseId={1} {...props} />
    </UnsavedChangesContext.Provider>,
    { http, events: new RxEventBus(), navigation },
  );
  const lastList = () => get.mock.calls.filter(([p]) => p === 'courses/1/translations').at(-1)?.[1];
  return { get, put, stored, lastList, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
}

const cell = (text: string) => screen.findByText(text, { selector: '.ag-cell' });
const choose = async (select: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const open = async (text: string, id: number) => {
  fireEvent.click(await cell(text));
  await waitFor(() => expect(screen.getByTestId('record-id').textContent).toMatch(new RegExp(`^#${id} `)));
};

describe('Translations: the search', () => {
  it("starts on the course's default source dialect; searches by text (debounced), dialect and ref", async () => {
    const { lastList } = setup();
    expect(await cell('small hours')).toBeTruthy();
    expect(lastList()).toEqual({ dialect: 3, text: undefined, ref: undefined });
    expect((screen.getByRole('combobox', { name: 'Dialect' }) as HTMLInputElement).value).toBe('en-US');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'café' } });
    await waitFor(() => expect(lastList()).toEqual({ dialect: 3, text: 'café', ref: undefined }), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByText('small hours', { selector: '.ag-cell' })).toBeNull());
    expect(await cell('coffee')).toBeTruthy();

    // The dialects by kind: targets, sources, other.
    fireEvent.click(screen.getByRole('combobox', { name: 'Dialect' }));
    const groups = (await screen.findByRole('listbox')).querySelectorAll('.mantine-Select-group');
    expect([...groups].map((g) => [...g.querySelectorAll('[role=option]')].map((o) => o.textContent))).toEqual([['es-ES', 'es-MX'], ['en-US'], ['de-DE']]);
    fireEvent.click(screen.getByRole('option', { name: 'es-ES' }));
    await waitFor(() => expect(lastList()).toEqual({ dialect: 2, text: 'café', ref: undefined }));
    expect(await cell('Me gustaría un café.')).toBeTruthy();

    await choose('Ref', 'Sentences (1)');
    await waitFor(() => expect(lastList()).toEqual({ dialect: 2, text: 'café', ref: 16 }));
    await waitFor(() => expect(screen.queryByText('café', { selector: '.ag-cell' })).toBeNull());
    expect(screen.getByText('Me gustaría un café.', { selector: '.ag-cell' })).toBeInTheDocument();
  });

  it('opens on the search and dialect a navigation brings', async () => {
    const { lastList } = setup({ params: { search: 'madrugada', dialect: 4 } });
    expect(await cell('madrugada')).toBeTruthy();
    expect(lastList()).toEqual({ dialect: 4, text: 'madrugada', ref: undefined });
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('madrugada');
  });

  it('Check all checks the course and says how many have errors, in one request answering the grid; the switch lists only those', async () => {
    const { get } = setup();
    await cell('small hours');
    get.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Check all' }));
    expect(await screen.findByText('3 checked, 1 with errors')).toBeInTheDocument();
    expect(get.mock.calls).toEqual([['translations/check', { course: 1, dialect: 3, text: undefined, ref: undefined }, undefined]]);
    fireEvent.click(screen.getByRole('switch', { name: 'Only with check errors' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('translations/with-error', { course: 1, dialect: 3 }, expect.any(AbortSignal)));
    await waitFor(() => expect(screen.queryByText('small hours', { selector: '.ag-cell' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).disabled).toBe(true);
    // With only the errors shown, the check answers those.
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    get.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Check all' }));
    await waitFor(() => expect(get.mock.calls).toEqual([['translations/check', { course: 1, dialect: 3, withError: '1' }, undefined]]));
  });
});

describe('Translations: the editor', () => {
  it('Check stores the result and shows what failed, keeping what is being typed; the grid row is the answered one', async () => {
    const { put, get } = setup({ params: { dialect: 2 } });
    await open('Me gustaría un café.', 8);
    expect(screen.queryByText('Check failed')).toBeNull();
    get.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    expect(put.mock.calls).toEqual([['translations/8/check?dialect=2', undefined]]);
    expect((await screen.findByTestId('check-error')).textContent).toBe('es-MX: empty; en-US: empty');
    expect(screen.getByText('Check failed')).toBeInTheDocument();
    // One request: nothing read again.
    expect(get).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Texts es-MX'), { target: { value: 'Quisiera un café.' } });
    fireEvent.change(screen.getByLabelText('Texts en-US'), { target: { value: 'I would like a coffee.' } });
    // The check is of what is stored; what is typed stays, unsaved.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    await waitFor(() => expect(screen.getByTestId('check-error').textContent).toBe('es-MX: empty; en-US: empty'));
    expect((screen.getByLabelText('Texts es-MX') as HTMLTextAreaElement).value).toBe('Quisiera un café.');
  });

  it('says it passed when the check finds nothing', async () => {
    setup();
    await open('small hours', 5);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    expect(await screen.findByText('Check passed')).toBeInTheDocument();
    expect(screen.queryByTestId('check-error')).toBeNull();
  });

  it('Invalidate sets one dialect back to pending, keeps its text and what is being typed in the others; pending ones are not offered', async () => {
    const { put, get } = setup();
    await open('small hours', 5);
    fireEvent.change(screen.getByLabelText('Texts es-MX'), { target: { value: 'la madrugada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invalidate' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => [i.textContent, i.hasAttribute('disabled') || i.getAttribute('data-disabled') === 'true']),
    ).toEqual([
      ['es-ES', false],
      ['es-MX', false],
      ['en-US', false],
      ['de-DE', true],
    ]);
    await act(async () => fireEvent.click(within(menu).getByRole('menuitem', { name: 'es-ES' })));
    expect(put).toHaveBeenCalledWith('translations/5/dialects/2/invalidate?dialect=3', undefined);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Status es-ES' }) as HTMLInputElement).value).toBe('Pending'));
    expect((screen.getByLabelText('Texts es-ES') as HTMLTextAreaElement).value).toBe('madrugada');
    expect((screen.getByLabelText('Texts es-MX') as HTMLTextAreaElement).value).toBe('la madrugada');
    expect(screen.getByTestId('record-id').textContent).toContain('unsaved changes');
    expect(get.mock.calls.filter(([p]) => String(p).endsWith('grid-row'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Invalidate' }));
    const again = await screen.findByRole('menu');
    const esES = within(again).getByRole('menuitem', { name: 'es-ES' });
    expect(esES.hasAttribute('disabled') || esES.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it("shows the server's refusal of a check or an invalidation", async () => {
    setup(
      {},
      {
        'translations/5/check': { ok: false, status: 403, error: 'No permission for this course' },
        'translations/5/dialects/4/invalidate': { ok: false, status: 400, error: 'Not a dialect of this course' },
      },
    );
    await open('small hours', 5);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    expect(await screen.findByText('No permission for this course')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invalidate' }));
    await act(async () => fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'es-MX' })));
    expect(await screen.findByText('Not a dialect of this course')).toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: 'Status es-MX' }) as HTMLInputElement).value).toBe('Done');
  });

  it('opens the record the text belongs to', async () => {
    const { navigate } = setup();
    await open('coffee', 6);
    fireEvent.click(screen.getByRole('button', { name: 'Open Glossaries #60' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 10, courseId: 1, search: '60' });
  });

  it('asks before opening another translation over unsaved changes', async () => {
    setup();
    await open('small hours', 5);
    fireEvent.change(screen.getByLabelText('Texts de-DE'), { target: { value: 'frühe Morgenstunden' } });
    fireEvent.click(await cell('coffee'));
    expect(await screen.findByText('This translation has changes that are not saved. Discard them?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByLabelText('Texts de-DE') as HTMLTextAreaElement).value).toBe('frühe Morgenstunden');
    fireEvent.click(await cell('coffee'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByTestId('record-id').textContent).toMatch(/^#6 /));
  });

  it('saves with one request: the grid row shows the answered text, nothing is read again', async () => {
    const { put, get } = setup();
    await open('small hours', 5);
    fireEvent.change(screen.getByLabelText('Texts en-US'), { target: { value: 'the small hours' } });
    get.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await cell('the small hours')).toBeInTheDocument();
    expect(put.mock.calls).toEqual([['translations/5?dialect=3', { dialects: [{ dialectId: 3, text: 'the small hours', status: expect.any(Number) }] }]]);
    expect(get).not.toHaveBeenCalled();
  });

  it('tells its workspace tab while the open translation has unsaved changes, until they are saved or discarded', async () => {
    const changed = new Set<object>();
    const report = vi.fn<UnsavedChangesReporter>((owner, dirty) => (dirty ? changed.add(owner) : changed.delete(owner)));
    const { put } = setup({}, {}, report);
    await open('small hours', 5);
    expect(changed.size).toBe(0);

    fireEvent.change(screen.getByLabelText('Texts de-DE'), { target: { value: 'frühe Morgenstunden' } });
    await waitFor(() => expect(report).toHaveBeenLastCalledWith(expect.anything(), true));
    expect(changed.size).toBe(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(put).toHaveBeenCalledWith('translations/5?dialect=3', { dialects: [{ dialectId: 7, text: 'frühe Morgenstunden', status: 0 }] });
    await waitFor(() => expect(screen.getByTestId('record-id').textContent).not.toContain('unsaved changes'));
    await waitFor(() => expect(changed.size).toBe(0));
    expect(report).toHaveBeenLastCalledWith(expect.anything(), false);

    fireEvent.change(screen.getByLabelText('Texts de-DE'), { target: { value: 'Morgengrauen' } });
    await waitFor(() => expect(changed.size).toBe(1));
    fireEvent.click(await cell('coffee'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByTestId('record-id').textContent).toMatch(/^#6 /));
    await waitFor(() => expect(changed.size).toBe(0));
    expect(report).toHaveBeenLastCalledWith(expect.anything(), false);
  });

  it('saves every changed dialect in one request; a refusal saves none, names the text and keeps what was typed', async () => {
    const { put } = setup(
      {},
      { 'translations/5': { ok: false, status: 400, error: 'Refused', fields: { 'dialects.1.status': 'The status is set by the system' } } },
    );
    await open('small hours', 5);
    fireEvent.change(screen.getByLabelText('Texts es-MX'), { target: { value: 'madrugadita' } });
    fireEvent.change(screen.getByLabelText('Texts de-DE'), { target: { value: 'Morgengrauen' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(put.mock.calls.filter(([p]) => p === 'translations/5?dialect=3')).toEqual([
      [
        'translations/5?dialect=3',
        {
          dialects: [
            { dialectId: 4, text: 'madrugadita', status: 2 },
            { dialectId: 7, text: 'Morgengrauen', status: 0 },
          ],
        },
      ],
    ]);
    expect(await screen.findByText('The status is set by the system')).toBeInTheDocument();
    expect((screen.getByLabelText('Texts es-MX') as HTMLTextAreaElement).value).toBe('madrugadita');
    expect((screen.getByLabelText('Texts de-DE') as HTMLTextAreaElement).value).toBe('Morgengrauen');
    expect(screen.getByTestId('record-id').textContent).toContain('unsaved changes');
  });
});
