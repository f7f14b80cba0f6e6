// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiOf, conceptCards } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import manifest from '../plugin';
import { moveMember, NEEDS_SAVED_COMPOUND } from '../shared/types';
import type { Compound } from '../public';
import { compoundConceptCard } from './concept-card';
import { CompoundForm } from './CompoundForm';

const member = (refId: number, title: string, order: number) => ({ ref: 22, refId, order, title });

function compound(patch: Partial<Compound> = {}): Compound {
  return {
    id: 7,
    courseId: 1,
    compoundType: 1,
    wordClass: null,
    title: 'café con leche',
    overwriteInflect: false,
    version: 2,
    sourceDialectId: 3,
    inflects: [
      { dialectId: 2, dialectCode: 'es-ES', inflectWord: 'café con leche', splitType: 0, preselected: true },
      { dialectId: 4, dialectCode: 'es-MX', inflectWord: 'café con leche', splitType: 0, preselected: true },
    ],
    items: [member(10, 'café', 1), member(11, 'leche', 2), member(12, 'azúcar', 3)],
    ...patch,
  };
}

function setup(initial: Compound = compound()) {
  const get = vi.fn(async (path: string, params?: Record<string, unknown>) => {
    await new Promise((r) => setTimeout(r, 1));
    if (path === 'courses/1/compound-types') return [{ id: 1, name: 'Noun + con + noun' }];
    if (path === 'courses/1/word-classes') return [{ id: 1, name: 'noun' }];
    if (path === 'courses/1/compound-member-options')
      return params?.ref === 22
        ? [
            { id: 10, title: 'café', courseId: 1 },
            { id: 13, title: 'pan', courseId: 1 },
          ]
        : [];
    if (path.startsWith('concepts-linker/course/1/ref/15/refId/7/targetDialect/')) {
      return path.includes('/targetDialect/2/') ? [{ ref: 16, refId: 5, target: 'Un café con leche.', source: 'A white coffee.' }] : [];
    }
    return undefined;
  });
  const http = fakeHttp({ get });
  const changes: Compound[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <CompoundForm
        value={value}
        errors={{}}
        courseId={1}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  renderWithServices(<Harness />, { http });
  return { get, last: () => changes[changes.length - 1] };
}

const titles = () => screen.getAllByTestId('member').map((m) => m.textContent?.replace(/^\d+\.Vocabulary/, ''));

describe('compound member move rules', () => {
  it('the first cannot move up, the last cannot move down; others swap and are renumbered', () => {
    const items = [member(1, 'a', 1), member(2, 'b', 2), member(3, 'c', 3)];
    expect(moveMember(items, 0, -1)).toBeNull();
    expect(moveMember(items, 2, 1)).toBeNull();
    expect(moveMember(items, 1, -1)!.map((m) => [m.title, m.order])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
    expect(moveMember(items, 0, 1)!.map((m) => m.refId)).toEqual([2, 1, 3]);
  });
});

describe('compound form', () => {
  it('disables Move up on the first member and Move down on the last, and moves the others', async () => {
    const { last } = setup();
    expect((screen.getByRole('button', { name: 'Move café up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move azúcar down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move café down' }));
    expect(titles()).toEqual(['leche', 'café', 'azúcar']);
    expect(last().items.map((m) => [m.refId, m.order])).toEqual([
      [11, 1],
      [10, 2],
      [12, 3],
    ]);
    expect((screen.getByRole('button', { name: 'Move leche up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move azúcar up' }));
    expect(titles()).toEqual(['leche', 'azúcar', 'café']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove azúcar' }));
    expect(last().items.map((m) => [m.title, m.order])).toEqual([
      ['leche', 1],
      ['café', 2],
    ]);
  });

  it('needs a saved compound to add members', () => {
    setup(compound({ id: -1, items: [] }));
    expect((screen.getByRole('button', { name: 'Add member' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(NEEDS_SAVED_COMPOUND)).toBeInTheDocument();
  });

  it('adds a vocabulary entry found in the dialog, not offering a member again', async () => {
    const { last } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByTestId('add-member');
    await within(dialog).findByText('pan (#13)');
    expect(within(dialog).queryByText('café (#10)')?.closest('button')?.disabled ?? true).toBe(true);
    fireEvent.click(within(dialog).getByText('pan (#13)'));
    await waitFor(() =>
      expect(last().items.map((m) => [m.title, m.order])).toEqual([
        ['café', 1],
        ['leche', 2],
        ['azúcar', 3],
        ['pan', 4],
      ]),
    );
  });

  it('edits the inflect settings per target dialect', async () => {
    const { last } = setup();
    fireEvent.change(screen.getByLabelText('Inflect word es-MX'), { target: { value: 'café con lechita' } });
    fireEvent.click(screen.getByLabelText('Preselected es-ES'));
    expect(last().inflects).toEqual([
      { dialectId: 2, dialectCode: 'es-ES', inflectWord: 'café con leche', splitType: 0, preselected: false },
      { dialectId: 4, dialectCode: 'es-MX', inflectWord: 'café con lechita', splitType: 0, preselected: true },
    ]);
  });

  it('shows the concept uses per target dialect in the Uses tab', async () => {
    const { get } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Uses' }));
    expect(await screen.findByText('Un café con leche.')).toBeInTheDocument();
    // The using text's module by name, not its ref.
    expect(screen.getByText('Un café con leche.').closest('tr')!.firstElementChild!.textContent).toBe('Sentences');
    expect(get).toHaveBeenCalledWith('concepts-linker/course/1/ref/15/refId/7/targetDialect/2/sourceDialect/3/concept-uses', undefined, expect.anything());
    fireEvent.click(screen.getByText('es-MX'));
    expect(await screen.findByText('No text links this compound in this dialect yet')).toBeInTheDocument();
  });
});

describe("the compound's concept card", () => {
  it('is contributed by the manifest and reads GET tooltips-compound', async () => {
    expect(manifest.contributes).toContainEqual({ point: conceptCards.id, values: [compoundConceptCard] });
    const tip = { id: 7, title: 'café con leche', items: [member(10, 'café', 1), member(11, 'leche', 2)] };
    const http = fakeHttp({ get: () => [tip] });
    const data = await compoundConceptCard.tooltip(apiOf(http), { courseId: 1, refId: 7, dialectId: 2 });
    expect(http.get).toHaveBeenCalledWith('tooltips-compound', { compounds: '7' }, undefined);
    render(<div>{compoundConceptCard.render({ ref: 15, refId: 7, positions: [0, 1, 2], deltaPos: 0, inflectStudied: null, preselected: false }, data)}</div>);
    expect(screen.getByTestId('compound-card').textContent).toBe('café con lechecafé + leche');
  });
});
