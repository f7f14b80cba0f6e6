// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, Navigation } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { CategoryOption, Voc, WordClassOption } from '../shared/types';
import { VocForm } from './VocForm';

const CLASSES: WordClassOption[] = [
  { id: 1, courseId: null, name: 'noun', inflectAs: null },
  { id: 2, courseId: null, name: 'verb', inflectAs: null },
];
const OPTIONS: CategoryOption[] = [
  { id: 11, name: 'Drinks', fullPath: 'Food > Drinks' },
  { id: 12, name: 'Fruit', fullPath: 'Food > Fruit' },
];

const link = (id: number, title: string) => ({ id, title, word: title });

function voc(patch: Partial<Voc> = {}): Voc {
  return {
    id: 5,
    courseId: 1,
    version: 3,
    title: 'manzana',
    level: 13,
    wordClassId: 1,
    image: null,
    imageAiScore: null,
    vocCategories: [12],
    categoriesInherited: false,
    categories: [{ id: 12, fullPath: 'Food > Fruit' }],
    parent: null,
    parentSynonym: null,
    tree: { parent: null, parentSynonym: null, children: [], synonyms: [] },
    compounds: [],
    dialects: [
      {
        dialectId: 2,
        dialectCode: 'es-ES',
        kind: 'target',
        text: 'manzana',
        status: 2,
        gender: 'f',
        targetEnabled: true,
        targetCanBeDisabled: false,
        nInflects: 1,
        inflects: [{ inflectId: 102, word: 'manzanas', conjState: 1 }],
      },
      {
        dialectId: 3,
        dialectCode: 'en-US',
        kind: 'source',
        text: 'apple',
        status: 2,
        gender: '',
        targetEnabled: true,
        targetCanBeDisabled: false,
        nInflects: 0,
        inflects: [],
      },
    ],
    ...patch,
  };
}

/** A fake server for the form's lookups; every answer comes after a tick, like the network. */
function setup(initial: Voc = voc(), puts: Record<string, Awaited<ReturnType<HttpClient['put']>>> = {}) {
  const get = vi.fn(async (path: string) => {
    await new Promise((r) => setTimeout(r, 1));
    if (path === 'courses/1/word-classes') return CLASSES;
    if (path.startsWith('voc-categories/dialects/')) return OPTIONS;
    if (path === `vocs/${initial.id}/uses`) return { id: initial.id, uses: [{ kind: 'panels', module: 12, items: [] }] };
    return undefined;
  });
  const put = vi.fn(async (path: string) => puts[path] ?? { ok: false as const, status: 500, error: 'not in this test' });
  const http = fakeHttp({ get, put });
  const navigation: Navigation = { navigate: vi.fn() };
  const changes: Voc[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <VocForm
        value={value}
        errors={{}}
        courseId={value.courseId}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  renderWithServices(<Harness />, { http, navigation });
  return { get, put, changes, last: () => changes[changes.length - 1] };
}

const levelInput = () => screen.getByLabelText('Level', { selector: 'input' }) as HTMLInputElement;

describe('vocabulary form: level', () => {
  it('shows the stored level as its name and offers A1.1-A1.5, A2.1-A2.5, B1.1-B1.5 only', async () => {
    setup();
    expect(levelInput().value).toBe('A1.3');
    fireEvent.click(levelInput());
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['A1.1', 'A1.2', 'A1.3', 'A1.4', 'A1.5', 'A2.1', 'A2.2', 'A2.3', 'A2.4', 'A2.5', 'B1.1', 'B1.2', 'B1.3', 'B1.4', 'B1.5']);
  });

  it('stores the chosen level as its number (B1.2 is 32), and none as null', async () => {
    const { last } = setup();
    fireEvent.click(levelInput());
    fireEvent.click(await screen.findByRole('option', { name: 'B1.2' }));
    expect(last().level).toBe(32);
    expect(levelInput().value).toBe('B1.2');
  });

  it('shows no level for an entry without one', () => {
    setup(voc({ level: null }));
    expect(levelInput().value).toBe('');
  });
});

describe('vocabulary form: categories', () => {
  it('adds a category only once one is chosen, and removes one with its chip', async () => {
    const { last } = setup();
    const section = screen.getByTestId('voc-categories');
    const add = within(section).getByRole('button', { name: 'Add category' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.title).toBe('Add category needs one chosen');
    fireEvent.click(within(section).getByLabelText('Category to add', { selector: 'input' }));
    // Only the leaf options not yet assigned.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Food > Drinks']);
    fireEvent.click(screen.getByRole('option', { name: 'Food > Drinks' }));
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    expect(last()).toMatchObject({
      vocCategories: [12, 11],
      categories: [
        { id: 12, fullPath: 'Food > Fruit' },
        { id: 11, fullPath: 'Food > Drinks' },
      ],
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Remove category Food > Fruit' }));
    expect(last().vocCategories).toEqual([11]);
  });

  it('is read-only with the message when the categories are inherited from the parent synonym', () => {
    setup(voc({ categoriesInherited: true, parentSynonym: 7, tree: { parent: null, parentSynonym: link(7, 'poma'), children: [], synonyms: [] } }));
    const section = screen.getByTestId('voc-categories');
    expect(within(section).getByText('Categories are inherited from parent synonym and cannot be edited')).toBeInTheDocument();
    expect(within(section).getByText('Food > Fruit')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add category' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /Remove category/ })).toBeNull();
  });
});

describe('vocabulary form: tree', () => {
  it('hides the parent/child actions for a synonym child, and offers to unlink it', () => {
    setup(voc({ parentSynonym: 7, categoriesInherited: true, tree: { parent: null, parentSynonym: link(7, 'poma'), children: [], synonyms: [] } }));
    const tree = screen.getByTestId('voc-tree');
    expect(within(tree).queryByRole('button', { name: 'Set parent' })).toBeNull();
    expect(within(tree).getByText('Synonym of: poma #7')).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Unlink synonym' })).toBeInTheDocument();
  });

  it('allows a link to a synonym only without parent, children and synonyms', () => {
    setup(voc({ tree: { parent: null, parentSynonym: null, children: [link(8, 'manzanita')], synonyms: [] } }));
    const button = within(screen.getByTestId('voc-tree')).getByRole('button', { name: 'Link to synonym' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Link to synonym is allowed only when the entry has no parent, no children and no synonyms.')).toBeInTheDocument();
  });

  it("unlinks at once and takes the server's tree; a refusal shows 'Error: {text}'", async () => {
    const linked = voc({ parentSynonym: 7, categoriesInherited: true, tree: { parent: null, parentSynonym: link(7, 'poma'), children: [], synonyms: [] } });
    const { put, last } = setup(linked, {
      'vocs/5/parent-synonym': { ok: true, data: voc({ vocCategories: [12], categoriesInherited: false }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unlink synonym' }));
    await waitFor(() => expect(last()).toMatchObject({ parentSynonym: null, categoriesInherited: false }));
    expect(put).toHaveBeenCalledWith('vocs/5/parent-synonym', { parentSynonym: null });
  });

  it('says so when the server refuses a link', async () => {
    setup(voc({ parent: 9, tree: { parent: link(9, 'fruta'), parentSynonym: null, children: [], synonyms: [] } }), {
      'vocs/5/parent': { ok: false, status: 400, error: 'A synonym child has no parent', fields: { parent: 'x' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unlink parent' }));
    expect(await screen.findByText('Error: A synonym child has no parent')).toBeInTheDocument();
  });

  it('asks to save a new entry before linking', () => {
    setup(voc({ id: -1, version: 0 }));
    expect(screen.getByText('Save the entry before linking it to others.')).toBeInTheDocument();
  });
});

describe('vocabulary form: dialects and uses', () => {
  it('edits the target, its gender and forms, and the source translation', async () => {
    const { last } = setup();
    fireEvent.change(screen.getByLabelText('Target es-ES'), { target: { value: 'manzana verde' } });
    expect(last().dialects[0].text).toBe('manzana verde');
    fireEvent.change(screen.getByLabelText('es-ES plural'), { target: { value: 'manzanas verdes' } });
    expect(last().dialects[0].inflects).toEqual([{ inflectId: 102, word: 'manzanas verdes', conjState: 1 }]);
    fireEvent.change(screen.getByLabelText('Source en-US'), { target: { value: 'green apple' } });
    expect(last().dialects[1].text).toBe('green apple');
    expect(screen.queryByLabelText('Gender en-US')).toBeNull();
    expect((screen.getByLabelText('Target enabled es-ES') as HTMLInputElement).disabled).toBe(true);
  });

  it('says the entry is not used yet when the usage lists are empty', async () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Uses' }));
    expect(await screen.findByText('Not used in any panel or sentence yet')).toBeInTheDocument();
  });

  it('shows the compounds only for a course entry', () => {
    setup();
    expect(screen.getByText('No compound uses this entry yet.')).toBeInTheDocument();
  });

  it('has no compounds section in the main vocabulary', async () => {
    setup(voc({ courseId: 0 }));
    expect(screen.queryByText('Compounds')).toBeNull();
  });
});
