// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { TitlesEditor } from './TitlesScreen';

const TITLES = {
  id: 4,
  targets: [
    { dialectId: 2, dialectCode: 'es-ES', text: 'Saludos', status: 2 },
    { dialectId: 4, dialectCode: 'es-MX', text: '', status: 0 },
  ],
  sources: [],
};

function setup(put: HttpClient['put']) {
  const get = vi.fn(async () => TITLES);
  const http = fakeHttp({ get, put });
  const onSaved = vi.fn();
  renderWithServices(<TitlesEditor courseId={1} path="lessons" id={4} onSaved={onSaved} />, { http });
  return { onSaved };
}

describe('titles editor', () => {
  it('saves the titles in one request and hands the grid row back', async () => {
    const put = vi.fn(async (_p: string, body?: unknown) => ({
      ok: true as const,
      data: { record: { ...TITLES, targets: (body as typeof TITLES).targets }, row: { id: 4, position: 1, title: 'Hola' } },
    }));
    const { onSaved } = setup(put as HttpClient['put']);
    const input = await screen.findByLabelText('Titles es-ES');
    fireEvent.change(input, { target: { value: 'Hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 4, position: 1, title: 'Hola' }));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0][0]).toBe('groups/1/lessons/4/titles');
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('keeps what was typed when the save is refused, and says why', async () => {
    const put = vi.fn(async () => ({
      ok: false as const,
      status: 400,
      error: 'Invalid body',
      fields: { 'targets.0.dialectId': 'Not a target dialect of this course' },
    }));
    const { onSaved } = setup(put as HttpClient['put']);
    const input = await screen.findByLabelText('Titles es-ES');
    fireEvent.change(input, { target: { value: 'Buenos días' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Not a target dialect of this course')).toBeInTheDocument());
    expect((screen.getByLabelText('Titles es-ES') as HTMLInputElement).value).toBe('Buenos días');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
