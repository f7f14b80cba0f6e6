// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TranslationStatus, type Params } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { LiteralForm } from './LiteralForm';
import type { LinkedRecord, Literal } from '../public';

const TABLES: LinkedRecord[] = [
  { id: 1, name: 'Articles' },
  { id: 2, name: 'Present tense -ar verbs' },
  { id: 3, name: 'Present tense -er verbs' },
];
const CHARTS: LinkedRecord[] = [{ id: 9, name: 'Vowel chart' }];

/** Answers the course's table and chart lists, filtered by ?text= as the server does. */
function tablesServer() {
  const get = (path: string, params?: Params) => {
    const rows = path === 'courses/1/table' ? TABLES : path === 'courses/1/chart' ? CHARTS : undefined;
    const text = String(params?.text ?? '').toLowerCase();
    return rows?.filter((r) => r.name.toLowerCase().includes(text));
  };
  return fakeHttp({ get });
}

const literal: Literal = {
  id: 5,
  courseId: 1,
  code: 'ARTICLES',
  version: 1,
  tables: [{ id: 1, name: 'Articles' }],
  charts: [],
  conjTemplates: [{ id: 7 }],
  sources: [{ dialectId: 3, dialectCode: 'en-US', text: 'Articles', status: TranslationStatus.DONE }],
};

function renderForm(errors: Record<string, string> = {}) {
  const http = tablesServer();
  const values: Literal[] = [];
  function Harness() {
    const [value, setValue] = useState(literal);
    return (
      <LiteralForm
        value={value}
        errors={errors}
        courseId={1}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithServices(<Harness />, { http });
  return { http, last: () => values.at(-1) };
}

const chips = (noun: string) => within(screen.getByTestId(`linked-${noun}s`));

describe('literal form', () => {
  it('adds a table through the Search Table dialog as a chip, and removing the chip removes it from the value', async () => {
    const { http, last } = renderForm();
    expect(chips('table').getByText('Articles')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Table' });
    // the already linked table is listed but not offered again
    await waitFor(() => expect(within(dialog).getByTestId('pick-table-2')).toBeInTheDocument());
    expect(within(dialog).getByTestId('pick-table-1').hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search tables' }), { target: { value: '-ar' } });
    await waitFor(() => expect(http.get).toHaveBeenLastCalledWith('courses/1/table', { text: '-ar' }, expect.anything()));
    await waitFor(() => expect(within(dialog).queryByTestId('pick-table-3')).toBeNull());
    fireEvent.click(within(dialog).getByTestId('pick-table-2'));

    expect(last()!.tables).toEqual([
      { id: 1, name: 'Articles' },
      { id: 2, name: 'Present tense -ar verbs' },
    ]);
    expect(chips('table').getByText('Present tense -ar verbs')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search Table' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove table Articles' }));
    expect(last()!.tables).toEqual([{ id: 2, name: 'Present tense -ar verbs' }]);
    expect(chips('table').queryByText('Articles')).toBeNull();
    expect(chips('table').getByText('Present tense -ar verbs')).toBeInTheDocument();
    // nothing else of the literal changed
    expect(last()).toMatchObject({ code: 'ARTICLES', charts: [], conjTemplates: [{ id: 7 }] });
  });

  it('adds a chart through the Search Chart dialog, picking the first match with Enter', async () => {
    const { last } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Chart' });
    const search = within(dialog).getByRole('textbox', { name: 'Search charts' });
    fireEvent.change(search, { target: { value: 'vowel' } });
    await waitFor(() => expect(within(dialog).getByTestId('pick-chart-9')).toBeInTheDocument());
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(last()!.charts).toEqual([{ id: 9, name: 'Vowel chart' }]);
    expect(chips('chart').getByText('Vowel chart')).toBeInTheDocument();
  });

  it("shows conjugation templates read-only, and the server's failing fields", () => {
    renderForm({ code: 'A literal with this code already exists', tables: 'Tables must belong to this course; not in it: #44' });
    const templates = screen.getByTestId('conj-templates');
    expect(within(templates).getByText('#7')).toBeInTheDocument();
    expect(within(templates).queryByRole('button')).toBeNull();
    expect(screen.getByText(/linked to a literal from the Conjugation module/)).toBeInTheDocument();
    expect(screen.getByText('A literal with this code already exists')).toBeInTheDocument();
    expect(screen.getByText('Tables must belong to this course; not in it: #44')).toBeInTheDocument();
  });
});
