// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CourseConfigs } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { SEARCH_ITEM_HEIGHT, SEARCH_ITEM_WIDTH, SearchItemDialog } from './SearchItemDialog';
import type { ItemRow } from '../public';

const ROWS: ItemRow[] = [
  { id: 7, target: 'el coche rojo', source: 'the red car', hasError: false, texts: { 2: 'el coche rojo', 4: 'el carro rojo', 3: 'the red car' } },
  { id: 9, target: 'la mesa', source: 'the table', hasError: true, texts: { 2: 'la mesa', 3: 'the table' } },
];

function setup(exclude: number[] = []) {
  const get = vi.fn(async (_path: string, params?: { text?: string }) => (params?.text ? ROWS.filter((r) => r.target.includes(params.text!)) : ROWS));
  const http = fakeHttp({ get });
  const configs: CourseConfigs = {
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
  const onPick = vi.fn();
  const onClose = vi.fn();
  renderWithServices(<SearchItemDialog opened courseId={1} onPick={onPick} onClose={onClose} exclude={exclude} />, { http, courseConfigs: configs });
  return { get, onPick, onClose };
}

describe('Search Item popup', () => {
  it('is the 468x555 popup titled Search Item, listing the items in the default target dialect', async () => {
    const { get } = setup();
    expect([SEARCH_ITEM_WIDTH, SEARCH_ITEM_HEIGHT]).toEqual([468, 555]);
    expect(screen.getByText('Search Item')).toBeInTheDocument();
    expect(await screen.findByText('el coche rojo')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('groups/1/items', { dialect: 2, text: undefined }, expect.any(AbortSignal));
  });

  it('shows the dialect chosen, searches the text, and picks an item', async () => {
    const { get, onPick, onClose } = setup();
    await screen.findByText('el coche rojo');
    fireEvent.click(screen.getByRole('combobox', { name: 'Dialect' }));
    fireEvent.click(await screen.findByRole('option', { name: 'es-MX' }));
    expect(await screen.findByText('el carro rojo')).toBeInTheDocument();
    expect(screen.getByText('(no text in this dialect)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search items'), { target: { value: 'coche' } });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('groups/1/items', { dialect: 4, text: 'coche' }, expect.any(AbortSignal)));
    await waitFor(() => expect(screen.queryByTestId('pick-item-9')).toBeNull());
    fireEvent.click(screen.getByTestId('pick-item-7'));
    expect(onPick).toHaveBeenCalledWith({ id: 7, text: 'el carro rojo', dialectId: 4 });
    expect(onClose).toHaveBeenCalled();
  });

  it('does not offer items already chosen; Enter picks the first offered one', async () => {
    const { onPick } = setup([7]);
    await screen.findByText('la mesa');
    expect((screen.getByTestId('pick-item-7') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Search items'), { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith({ id: 9, text: 'la mesa', dialectId: 2 });
  });
});
