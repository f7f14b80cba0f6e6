// @vitest-environment happy-dom
import 'reflect-metadata';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { ConjugationEditor } from './ConjugationEditor';

function setup(value: { tableId?: number; ref?: number; id?: number }) {
  const get = vi.fn(async () => [{ id: 3, title: 'Ser: el presente' }]);
  const http = fakeHttp({ get });
  renderWithServices(<ConjugationEditor courseId={1} value={value} onChange={vi.fn()} readOnly={false} />, { http });
}

describe('Insert Conjugation', () => {
  it('shows the Vocabulary, Panel and Compound tabs only once a table is chosen', async () => {
    setup({});
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('with a table, offers the tabs and the chosen record', async () => {
    setup({ tableId: 5, ref: 12, id: 3 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Vocabulary', 'Panel', 'Compound']);
    expect(screen.getByRole('tab', { name: 'Panel' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByDisplayValue('3 · Ser: el presente')).toBeInTheDocument();
  });
});
