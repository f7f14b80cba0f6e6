// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { ElementEditor } from './ElementEditor';

function setup(kind: 'table' | 'chart') {
  // The tables plugin's list contracts, searched with ?text= (the query the client passes beside the path).
  const get = vi.fn(async (path: string, query?: { text?: string }) => {
    if (path === 'courses/1/table' && query?.text !== undefined)
      return [
        { id: 31, name: 'Ser: presente' },
        { id: 32, name: 'Estar: presente' },
      ];
    if (path === 'courses/1/chart' && query?.text !== undefined) return [{ id: 41, name: 'Pronombres' }];
    return undefined;
  });
  const http = fakeHttp({ get });
  const onSave = vi.fn(async () => undefined);
  renderWithServices(
    <ElementEditor
      element={{ elementId: 1, ref: kind, itemId: null, dialect: null, data: {} }}
      courseId={1}
      dialects={[]}
      readOnly={false}
      onClose={vi.fn()}
      onSave={onSave}
    />,
    { http },
  );
  return { get, onSave };
}

describe('Search Table and Search Chart', () => {
  it("Search Table searches the tables plugin's routes; a picked table is saved in the element", async () => {
    const { get, onSave } = setup('table');
    fireEvent.click(await screen.findByRole('button', { name: 'Search Table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Table' });
    fireEvent.change(within(dialog).getByLabelText('Search'), { target: { value: 'estar' } });
    await waitFor(() => expect(get).toHaveBeenCalledWith('courses/1/table', { text: 'estar' }, undefined));
    fireEvent.click(await within(dialog).findByText('32 · Estar: presente'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search Table' })).toBeNull());
    expect((screen.getByLabelText('Table id') as HTMLInputElement).value).toBe('32');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ tableId: 32 });
  });

  it('Search Chart lists the charts', async () => {
    setup('chart');
    fireEvent.click(await screen.findByRole('button', { name: 'Search Chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Chart' });
    expect(await within(dialog).findByText('41 · Pronombres')).toBeInTheDocument();
  });
});
