// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceContract } from '../../shared';
import { FLAG_DEBOUNCE_MS, FlagCell } from './FlagButton';
import { fakeHttp } from '../../../tests/support/client';

afterEach(() => vi.useRealTimers());

const glossaries = resourceContract({ list: 'courses/:courseId/glossaries', create: 'courses/:courseId/glossaries', item: 'glossaries' });

describe('the flag cell', () => {
  it('cycles on each click and saves once, 500 ms after the last click', async () => {
    vi.useFakeTimers();
    const put = vi.fn(async () => ({ ok: true as const, data: null }));
    const http = fakeHttp({ put });
    render(
      <MantineProvider>
        <FlagCell id={9} value={4} contract={glossaries.flag} http={http} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Flag 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flag 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flag 1' }));
    expect(screen.getByRole('button', { name: 'Flag 2' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(FLAG_DEBOUNCE_MS - 1));
    expect(put).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('glossaries/9/flag', { flag: 2 });
  });

  it('goes back to the saved flag when the save is refused', async () => {
    vi.useFakeTimers();
    const put = vi.fn(async () => ({ ok: false as const, status: 403, error: 'You do not have access to this module' }));
    render(
      <MantineProvider>
        <FlagCell id={9} value={2} contract={glossaries.flag} http={fakeHttp({ put })} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Flag 2' }));
    expect(screen.getByRole('button', { name: 'Flag 3' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(FLAG_DEBOUNCE_MS));
    expect(put).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Flag 2' })).toBeInTheDocument();
  });
});
