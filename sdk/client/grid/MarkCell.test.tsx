// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { contract, contribute, gridCellMarks, registerContributions, type GridCellMark } from '../../shared';
import { z } from 'zod';
import { DataGrid } from './DataGrid';

const reasons = contract({ method: 'GET', path: 'reasons/:module/:id', params: z.object({ module: z.number(), id: z.number() }), answer: z.array(z.string()) });

/** A plugin's mark on the 'aiReview' column: a star, its reasons read on hover, a click opens the record at the first. */
const starMark: GridCellMark<string[]> = {
  column: 'aiReview',
  render: (value) => (value === 1 ? <span>★</span> : null),
  label: () => 'Starred',
  details: (api, r) => api.load(reasons, { params: { module: r.module, id: r.id } }),
  tooltip: (_value, found) => (found ? found.join('; ') : 'Starred'),
  open: (navigation, r, found) => navigation.navigate({ ref: r.module, courseId: r.courseId, search: found[0] }),
};

let unregister = () => undefined as void;
afterEach(() => unregister());

describe('a mark another plugin contributes to a grid column (gridCellMarks)', () => {
  it('draws it on the rows of that column type, reads its details once when pointed at; a click opens the row and goes where the details say', async () => {
    unregister = registerContributions([contribute(gridCellMarks, starMark)]);
    const http = fakeHttp({
      get: (path: string) => {
        if (path === 'grid-columns/things')
          return [
            { field: 'name', headerName: 'Name' },
            { field: 'aiReview', headerName: 'AI', type: 'aiReview', width: 60 },
          ];
        if (path === 'reasons/7/2') return ['Number 12 missing in es-ES'];
        return undefined;
      },
    });
    const navigation = { navigate: vi.fn() };
    const onSelect = vi.fn();
    renderWithServices(
      <div style={{ height: 300 }}>
        <DataGrid
          gridName="things"
          rows={[
            { id: 1, name: 'Plain', aiReview: 0 },
            { id: 2, name: 'Starred', aiReview: 1 },
          ]}
          records={{ module: 7, courseId: 3 }}
          onSelect={onSelect}
        />
      </div>,
      { http, navigation },
    );
    const star = await screen.findByRole('button', { name: 'Starred' });
    expect(screen.getAllByRole('button', { name: 'Starred' })).toHaveLength(1);
    expect(http.get.mock.calls.filter(([p]) => p.startsWith('reasons/'))).toHaveLength(0); // nothing read with the rows

    await act(async () => fireEvent.mouseEnter(star));
    expect(await screen.findByText('Number 12 missing in es-ES')).toBeInTheDocument();
    await act(async () => fireEvent.click(star));
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith({ ref: 7, courseId: 3, search: 'Number 12 missing in es-ES' }));
    expect(http.get.mock.calls.filter(([p]) => p.startsWith('reasons/'))).toHaveLength(1);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});
