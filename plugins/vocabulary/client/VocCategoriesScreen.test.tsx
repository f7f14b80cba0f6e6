// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Navigation, WriteOutcome } from '../../../sdk/client';
import { fakeHttp, RxEventBus, renderWithServices } from '../../../tests/support/client';
import { VOC_CATEGORIES, VOCS_COURSE, VOCS_MAIN, type CategoryVoc, type VocCategory, type VocCategoryRow } from '../shared/types';
import VocCategoriesScreen from './VocCategoriesScreen';

const cat = (id: number, name: string, fullPath: string, parent: number, leaf: boolean, nVocs = 0): VocCategoryRow => ({
  id,
  name,
  fullPath,
  parent,
  leaf,
  nVocs,
  description: '',
});
/** The tree as the server lists it: every category, sorted by full path. */
const ROWS: VocCategoryRow[] = [
  cat(1, 'Clothing', 'Clothing', 0, true),
  cat(2, 'Food', 'Food', 0, false),
  cat(3, 'Drinks', 'Food > Drinks', 2, true, 4),
  cat(4, 'Fruit', 'Food > Fruit', 2, false, 12),
  cat(6, 'Citrus', 'Food > Fruit > Citrus', 4, true, 3),
  cat(5, 'Numbers', 'Numbers', 0, true, 20),
];
const SOURCES = [
  { dialectId: 3, dialectCode: 'en-US', text: '', status: 0 as const },
  { dialectId: 2, dialectCode: 'es-ES', text: '', status: 0 as const },
];
const record = (r: VocCategoryRow, version = 1): VocCategory => ({
  id: r.id,
  version,
  name: r.name,
  parent: r.parent,
  fullPath: r.fullPath,
  description: r.description,
  sources: SOURCES,
});
const VOCS: CategoryVoc[] = [
  { id: 70, courseId: 0, courseCode: 'Main', title: 'apple', word: 'manzana' },
  { id: 81, courseId: 5, courseCode: 'DE', title: 'Apfel', word: 'Apfel' },
];

/** A fake server of the category module: the tree above, what is created, the refusals asked for. */
function setup(refuse?: WriteOutcome<unknown>) {
  const rows = [...ROWS];
  const get = vi.fn(async (path: string) => {
    await new Promise((r) => setTimeout(r, 1));
    if (path === 'grid-columns/vocCategories')
      return [
        { field: 'fullPath', headerName: 'Full path' },
        { field: 'nVocs', headerName: 'Entries' },
      ];
    if (path === 'Voc-Categories') return rows;
    if (path === 'Voc-Categories/new') return { id: -1, version: 0, name: '', parent: 0, fullPath: '', description: '', sources: SOURCES };
    if (path === 'Voc-Categories/2/vocs') return VOCS;
    if (/^Voc-Categories\/\d+\/vocs$/.test(path)) return [];
    if (/^ref\/6\/refId\/\d+\/notes$/.test(path)) return [];
    const grid = path.match(/^Voc-Categories\/grid\/(\d+)$/);
    if (grid) return rows.find((r) => r.id === Number(grid[1]));
    const one = path.match(/^Voc-Categories\/(\d+)$/);
    const found = one && rows.find((r) => r.id === Number(one[1]));
    return found ? record(found) : undefined;
  });
  const post = vi.fn(async (_path: string, body: VocCategory) => {
    if (refuse) return refuse;
    const row = cat(100, body.name, body.name, body.parent, true);
    rows.push(row);
    // A write answers the record and its grid row (one request per save).
    return { ok: true as const, data: { id: 100, record: record(row), row } };
  });
  const put = vi.fn(async (path: string, body: VocCategory) => {
    if (refuse) return refuse;
    const i = rows.findIndex((r) => r.id === Number(path.split('/')[1]));
    rows[i] = { ...rows[i], name: body.name, parent: body.parent };
    return { ok: true as const, data: { id: rows[i].id, record: record(rows[i], body.version + 1), row: rows[i] } };
  });
  const http = fakeHttp({ get, post, put });
  const navigation: Navigation = { navigate: vi.fn() };
  renderWithServices(<VocCategoriesScreen moduleId={VOC_CATEGORIES} courseId={0} />, { http, events: new RxEventBus(), navigation });
  return { get, post, put, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
}

const recordId = () => screen.getByTestId('record-id').textContent;
const parentInput = () => screen.getByRole('combobox', { name: 'Parent' }) as HTMLInputElement;
/** The Parent options, as the open dropdown lists them. */
async function parentOptions() {
  fireEvent.click(parentInput());
  // Every category is read as the list opens.
  await waitFor(() => expect(parentInput().dataset.loaded).toBe('true'));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);
}
const openRow = async (fullPath: string) => {
  const cell = await screen.findByText(fullPath, { selector: '.ag-cell' });
  await act(async () => fireEvent.click(cell));
};
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('Vocabulary Categories (module 6)', () => {
  it('lists the tree by full path; a new category starts under ROOT (id 0), and is saved there', async () => {
    const { post } = setup();
    await waitFor(() => expect(recordId()).toBe('New record'));
    expect(await screen.findByText('Food > Fruit > Citrus', { selector: '.ag-cell' })).toBeInTheDocument();
    expect(parentInput().value).toBe('ROOT');
    // ROOT first, then every category (a parent may have children: not only leaves), by full path.
    expect(await parentOptions()).toEqual(['ROOT', 'Clothing', 'Food', 'Food > Drinks', 'Food > Fruit', 'Food > Fruit > Citrus', 'Numbers']);

    await save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Weather' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description for AI categorization' }), { target: { value: 'Sky and seasons' } });
    await save();
    await waitFor(() => expect(recordId()).toBe('#100'));
    expect(post).toHaveBeenCalledWith('Voc-Categories', expect.objectContaining({ name: 'Weather', parent: 0, description: 'Sky and seasons', version: 0 }));
    expect(await screen.findByText('Weather', { selector: '.ag-cell' })).toBeInTheDocument();
  });

  it('opening reads the categories once (the grid’s list): the editor names the parent from the record until its list opens', async () => {
    const { get } = setup();
    await waitFor(() => expect(recordId()).toBe('New record'));
    expect(await screen.findByText('Food > Fruit > Citrus', { selector: '.ag-cell' })).toBeInTheDocument();
    await openRow('Food > Fruit > Citrus');
    await waitFor(() => expect(recordId()).toBe('#6'));
    expect(parentInput().value).toBe('Food > Fruit');
    expect(get.mock.calls.filter(([p]) => p === 'Voc-Categories')).toHaveLength(1);
  });

  it('offers as parent neither the category itself nor anything below it; the choice is saved by id', async () => {
    const { put } = setup();
    await openRow('Food > Fruit');
    await waitFor(() => expect(recordId()).toBe('#4'));
    expect(parentInput().value).toBe('Food');
    expect(await parentOptions()).toEqual(['ROOT', 'Clothing', 'Food', 'Food > Drinks', 'Numbers']);
    fireEvent.click(screen.getByRole('option', { name: 'ROOT' }));
    expect(parentInput().value).toBe('ROOT');
    await save();
    expect(put).toHaveBeenCalledWith('Voc-Categories/4', expect.objectContaining({ name: 'Fruit', parent: 0, version: 1 }));
  });

  it("shows the server's refusal of the parent under it", async () => {
    setup({ ok: false, status: 400, error: 'Invalid body: parent', fields: { parent: 'No such category' } });
    await openRow('Clothing');
    await waitFor(() => expect(recordId()).toBe('#1'));
    fireEvent.click(parentInput());
    fireEvent.click(await screen.findByRole('option', { name: 'Numbers' }));
    await save();
    expect(await screen.findByText('No such category')).toBeInTheDocument();
    expect(screen.getByText('Invalid body: parent')).toBeInTheDocument();
    expect(parentInput().getAttribute('aria-invalid')).toBe('true');
  });

  it("the Vocabulary tab lists the category's entries in every vocabulary, and a row opens the entry there", async () => {
    const { get, navigate } = setup();
    await waitFor(() => expect(recordId()).toBe('New record'));
    fireEvent.click(screen.getByRole('tab', { name: 'Vocabulary' }));
    expect(await screen.findByText('Save the category to see its vocabulary.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Edit' }));
    await openRow('Food');
    await waitFor(() => expect(recordId()).toBe('#2'));
    fireEvent.click(screen.getByRole('tab', { name: 'Vocabulary' }));
    const table = await screen.findByRole('table', { name: 'Category vocabulary' });
    expect(get).toHaveBeenCalledWith('Voc-Categories/2/vocs', undefined, expect.any(AbortSignal));
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['CourseWordTitle', 'Mainmanzanaapple', 'DEApfelApfel']);
    fireEvent.click(screen.getByTestId('category-voc-70'));
    expect(navigate).toHaveBeenLastCalledWith({ ref: VOCS_MAIN, courseId: 0, search: '70' });
    fireEvent.click(screen.getByTestId('category-voc-81'));
    expect(navigate).toHaveBeenLastCalledWith({ ref: VOCS_COURSE, courseId: 5, search: '81' });

    fireEvent.click(screen.getByRole('tab', { name: 'Edit' }));
    await openRow('Numbers');
    await waitFor(() => expect(recordId()).toBe('#5'));
    fireEvent.click(screen.getByRole('tab', { name: 'Vocabulary' }));
    expect(await screen.findByText('No vocabulary in this category yet.')).toBeInTheDocument();
  });
});
