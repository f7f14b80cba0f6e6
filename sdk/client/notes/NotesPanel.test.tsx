// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { NotesPanel, type Note } from './NotesPanel';

function fakeNotes() {
  let notes: Note[] = [{ id: 1, user: 'ana@example.com', time: '2026-11-20T10:00:00Z', note: 'Check the plural', status: 'OPENED' }];
  // Each write answers the record's notes after it, as the server does.
  const ok = (id: number) => ({ ok: true as const, data: { id, notes: structuredClone(notes) } });
  const http = fakeHttp({
    get: () => structuredClone(notes),
    post: (_p, body: { note: string }) => {
      notes.push({ id: 2, user: 'me@example.com', time: '2026-11-21T10:00:00Z', note: body.note, status: 'OPENED' });
      return ok(2);
    },
    put: (path) => {
      notes = notes.map((n) => (`note/${n.id}` === path ? { ...n, status: 'CLOSED' as const } : n));
      return ok(1);
    },
    delete: (path) => {
      notes = notes.filter((n) => `note/${n.id}` !== path);
      return ok(1);
    },
  });
  renderWithServices(<NotesPanel refType={10} refId={5} />, { http });
  return http;
}

describe('the notes panel', () => {
  it('adds a note only with text, closes an opened note and deletes a closed one, one request each', async () => {
    const http = fakeNotes();
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Show notes' })));
    expect(await screen.findByText('Check the plural')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('ref/10/refId/5/notes', undefined, expect.any(AbortSignal));

    const add = screen.getByRole('button', { name: 'Add note' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Audio is clipped' } });
    expect(add.hasAttribute('disabled')).toBe(false);
    await act(() => fireEvent.click(add));
    expect(http.post).toHaveBeenCalledWith('ref/10/refId/5/notes', { note: 'Audio is clipped' });
    expect(await screen.findByText('Audio is clipped')).toBeInTheDocument();

    await act(() => fireEvent.click(screen.getAllByRole('button', { name: 'Close note' })[0]));
    expect(http.put).toHaveBeenCalledWith('note/1', { status: 'CLOSED' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete note' })).toHaveLength(1));
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete note' })));
    expect(http.delete).toHaveBeenCalledWith('note/1', undefined);
    await waitFor(() => expect(screen.queryByText('Check the plural')).toBeNull());
    // The writes' answers were shown: the notes were read once, when the panel opened.
    expect(http.get).toHaveBeenCalledTimes(1);
  });
});
