// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import { EXERCISES } from '../public';
import Screen from './ExerciseScreen';

const row = (id: number, text: string) => ({ id, flag: 1, target: text });

describe('the exercises Check', () => {
  it('is one request: the check answers the rows in error, which the grid shows', async () => {
    const http = fakeHttp({
      get: (path) => {
        if (path === 'grid-columns/exercises') return [{ field: 'target', headerName: 'Text' }];
        if (path === 'groups/1/exercises') return [row(1, 'Fine one'), row(2, 'Wrong one')];
        if (path === 'courses/1/exercises/check') return [row(2, 'Wrong one')];
        return undefined;
      },
    });
    renderWithServices(<Screen courseId={1} moduleId={EXERCISES} />, { http, events: new RxEventBus() });
    expect(await screen.findByText('Fine one')).toBeInTheDocument();
    http.get.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    await waitFor(() => expect(screen.queryByText('Fine one')).not.toBeInTheDocument());
    expect(screen.getByText('Wrong one')).toBeInTheDocument();
    expect(http.get.mock.calls.map((c) => c[0])).toEqual(['courses/1/exercises/check']);
  });
});
