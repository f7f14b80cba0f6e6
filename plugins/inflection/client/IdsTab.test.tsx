// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { IdsTab } from './IdsTab';
import { TemplateForm, type ActiveTemplate } from './TemplateForm';

const ROWS = [
  { index: 0, inflectId: -1, label: 'CL Fix', value: 1000, position: 1 },
  { index: 1, inflectId: 0, label: 'Base', value: 1000, position: 2 },
  { index: 2, inflectId: 201, label: '1st singular', value: 1000, position: 3 },
];

function setup(put: HttpClient['put']) {
  const get = vi.fn(async (path: string) => {
    if (path === 'inflect-tables/courses/1') return [{ wordClass: 'verb' }];
    if (path === 'active-inflect-templates/7/active-inflects') {
      return {
        headers: ['Singular', 'Plural'],
        cells: [
          { inflectCellId: 11, inflectId: 201, row: 0, column: 0, label: '1st singular' },
          { inflectCellId: 14, inflectId: 204, row: 0, column: 1, label: '1st plural' },
        ],
      };
    }
    return ROWS;
  });
  const http = fakeHttp({ get, put });
  return { get, http };
}

async function loadVerb() {
  const load = screen.getByRole('button', { name: 'Load' });
  expect(load).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('combobox', { name: /Word class/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'verb' }));
  await waitFor(() => expect(load).toHaveProperty('disabled', false));
  fireEvent.click(load);
  await screen.findByText('CL Fix');
}

describe('Ids and Position tabs', () => {
  it('loads a word class, edits a value and saves all; a refused save keeps the edit and says why', async () => {
    const put = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 400, error: 'Invalid', fields: { 'ids.2.value': 'Too big' } })
      .mockResolvedValueOnce({ ok: true, status: 200, data: ROWS });
    const { get, http } = setup(put);
    renderWithServices(<IdsTab courseId={1} kind="ids" />, { http });
    await loadVerb();
    expect(get).toHaveBeenCalledWith('courses/1/inflect-ids', { wordClass: 'verb' }, undefined);
    fireEvent.change(screen.getByRole('textbox', { name: 'Value of 201' }), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too big')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Value of 201' })).toHaveProperty('value', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(put).toHaveBeenLastCalledWith('courses/1/inflect-ids', {
      ids: [
        { inflectId: -1, value: 1000 },
        { inflectId: 0, value: 1000 },
        { inflectId: 201, value: 40 },
      ],
    });
  });

  it('moves an id up and saves the new order as positions', async () => {
    const put = vi.fn().mockResolvedValue({ ok: true, status: 200, data: ROWS });
    const { http } = setup(put);
    renderWithServices(<IdsTab courseId={1} kind="positions" />, { http });
    await loadVerb();
    fireEvent.click(screen.getByRole('button', { name: 'Move 201 up' }));
    const ids = within(screen.getByRole('table', { name: 'Inflect positions' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-inflect-id'));
    expect(ids).toEqual(['-1', '201', '0']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('courses/1/inflect-positions', {
        positions: [
          { inflectId: -1, position: 1 },
          { inflectId: 201, position: 2 },
          { inflectId: 0, position: 3 },
        ],
      }),
    );
  });
});

describe('TemplateForm', () => {
  it("lays out a saved template's cells as its table, toggles them, and locks the word class", async () => {
    const { http } = setup(vi.fn());
    const changes: ActiveTemplate[] = [];
    function Harness() {
      const [value, setValue] = useState<ActiveTemplate>({
        id: 7,
        version: 1,
        name: 'Singular',
        wordClass: 'verb',
        cells: [{ inflectCellId: 11, active: true }],
      });
      return (
        <TemplateForm
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
    const grid = await screen.findByRole('table', { name: 'Active cells' });
    expect(within(grid).getByRole('checkbox', { name: '1st singular (201)' })).toHaveProperty('checked', true);
    const plural = within(grid).getByRole('checkbox', { name: '1st plural (204)' });
    expect(plural).toHaveProperty('checked', false);
    fireEvent.click(plural);
    expect(plural).toHaveProperty('checked', true);
    expect(changes.at(-1)?.cells).toEqual(
      expect.arrayContaining([
        { inflectCellId: 11, active: true },
        { inflectCellId: 14, active: true },
      ]),
    );
    expect(screen.getByRole('combobox', { name: /Word class/ })).toHaveProperty('disabled', true);
  });

  it('a new template has no cell grid until saved', async () => {
    const { get, http } = setup(vi.fn());
    renderWithServices(
      <TemplateForm value={{ id: -1, version: 0, name: '', wordClass: '', cells: [] }} errors={{ name: 'Required' }} courseId={1} onChange={() => {}} />,
      { http },
    );
    expect(await screen.findByText('Save the template to choose its active cells.')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Word class/ })).toHaveProperty('disabled', false);
    expect(get).not.toHaveBeenCalledWith('active-inflect-templates/-1/active-inflects');
  });
});
