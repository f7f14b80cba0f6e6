// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { VocabularySearchDialog } from './VocabularySearchDialog';

const BLANK = {
  dialects: [
    { dialectId: 2, dialectCode: 'es-ES', kind: 'target' },
    { dialectId: 3, dialectCode: 'en-US', kind: 'source' },
  ],
};
const ROWS = [
  { id: 7, title: 'manzana', word: 'manzana', wordClass: 'noun', levelName: 'A1.3' },
  { id: 8, title: 'pera', word: 'pera' },
];

function setup() {
  const get = vi.fn(async (path: string) => {
    if (path === 'vocs/new') return BLANK;
    if (path.startsWith('voc-categories/')) return [];
    if (path === 'courses/1/vocs') return ROWS;
    return undefined;
  });
  const http = fakeHttp({ get });
  const onPick = vi.fn();
  renderWithServices(<VocabularySearchDialog opened courseId={1} onClose={() => undefined} onPick={onPick} exclude={[8]} />, { http });
  return { get, onPick };
}

describe('the vocabulary search dialog', () => {
  it('searches the first dialect, reports a syntax mistake without searching, and picks an entry', async () => {
    const { get, onPick } = setup();
    await screen.findByText('manzana');
    expect(get).toHaveBeenCalledWith('courses/1/vocs', { dialect: 2, text: undefined, category: undefined }, expect.anything());
    expect(screen.getByText('A1.3')).toBeInTheDocument();
    expect((screen.getByTestId('pick-voc-8') as HTMLButtonElement).disabled).toBe(true);

    const searches = () => get.mock.calls.filter(([p]) => p === 'courses/1/vocs').length;
    const before = searches();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'T:' } });
    await waitFor(() => expect(document.querySelector('.mantine-TextInput-error')?.textContent).toBeTruthy());
    expect(searches()).toBe(before);
    expect(screen.queryByText('No entries found.')).toBeNull();

    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'manz*' } });
    await waitFor(() => expect(get).toHaveBeenCalledWith('courses/1/vocs', { dialect: 2, text: 'manz*', category: undefined }, expect.anything()));
    fireEvent.click(await screen.findByTestId('pick-voc-7'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });
});
