// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Params } from '../http';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { contract } from '../../shared';
import { useErrorCheck } from './error-check';

const check = contract({ method: 'GET', path: 'courses/:courseId/exercises/check' });

function Probe({ seen }: { seen: (p: Params | undefined, rows: unknown) => void }) {
  const { bar, listParams, rows } = useErrorCheck(check, 1, 'exercises', 'Exercises');
  seen(listParams, rows);
  return <>{bar}</>;
}

describe('useErrorCheck', () => {
  it('checks on the server, then lists only the records with errors, as the check answered them, until Show all', async () => {
    const get = vi.fn(async () => [{ id: 4, name: 'In error' }]);
    const seen = vi.fn();
    renderWithServices(<Probe seen={seen} />, { http: fakeHttp({ get }) });
    expect(seen).toHaveBeenLastCalledWith(undefined, undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    expect(get).toHaveBeenCalledWith('courses/1/exercises/check', undefined, undefined);
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith({ withError: '1' }, [{ id: 4, name: 'In error' }]));
    expect(screen.getByText('Showing exercises with errors')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show all' })));
    expect(seen).toHaveBeenLastCalledWith(undefined, undefined);
  });
});
