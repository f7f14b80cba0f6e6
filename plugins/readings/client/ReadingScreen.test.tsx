// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import { READINGS } from '../public';
import Screen from './ReadingScreen';

const row = (id: number, text: string) => ({ id, flag: 1, title: text });

describe('the readings Check', () => {
  it('is one request: the check answers the rows in error, which the grid shows', async () => {
    const http = fakeHttp({
      get: (path) => {
        if (path === 'grid-columns/readings') return [{ field: 'title', headerName: 'Text' }];
        if (path === 'courses/1/readings') return [row(1, 'Fine one'), row(2, 'Wrong one')];
        if (path === 'courses/1/readings/check') return { checked: 2, withError: 1, rows: [row(2, 'Wrong one')] };
        return undefined;
      },
    });
    renderWithServices(<Screen courseId={1} moduleId={READINGS} />, { http, events: new RxEventBus() });
    expect(await screen.findByText('Fine one')).toBeInTheDocument();
    http.get.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    await waitFor(() => expect(screen.queryByText('Fine one')).not.toBeInTheDocument());
    expect(screen.getByText('Wrong one')).toBeInTheDocument();
    expect(http.get.mock.calls.map((c) => c[0])).toEqual(['courses/1/readings/check']);
  });
});
