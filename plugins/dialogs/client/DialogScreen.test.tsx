// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import { DIALOGS } from '../public';
import DialogScreen from './DialogScreen';

const row = (id: number, title: string, error = '') => ({ id, flag: 1, title, positions: '1', error, segmentCount: 2 });

describe('the dialogs Check', () => {
  it('is one request: the check answers the rows in error, which the grid shows', async () => {
    const http = fakeHttp({
      get: (path) => {
        if (path === 'grid-columns/dialogs') return [{ field: 'title', headerName: 'Title' }];
        if (path === 'courses/1/dialogs') return [row(1, 'En la cafetería'), row(2, 'En la estación')];
        if (path === 'courses/1/dialogs/check') return [row(2, 'En la estación', 'No segments')];
        return undefined;
      },
    });
    renderWithServices(<DialogScreen courseId={1} moduleId={DIALOGS} />, { http, events: new RxEventBus() });
    expect(await screen.findByText('En la cafetería')).toBeInTheDocument();
    http.get.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    expect(await screen.findByText('Showing dialogs with errors')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('En la cafetería')).not.toBeInTheDocument());
    expect(screen.getByText('En la estación')).toBeInTheDocument();
    expect(http.get.mock.calls.map((c) => c[0])).toEqual(['courses/1/dialogs/check']);
  });
});
