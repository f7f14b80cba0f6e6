// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { ChaptersPanel } from './ChaptersPanel';

const chapter = (id: number, title: string, position: number) => ({ id, bookId: 7, title, lessonPos: position * 2, position, nWords: 3, clDetails: '' });

function setup(initial: ReturnType<typeof chapter>[], post: HttpClient['post']) {
  const get = vi.fn(async () => initial);
  const http = fakeHttp({ get, post });
  renderWithServices(<ChaptersPanel bookId={7} />, { http });
}
const dragToggle = () => screen.getByLabelText('Drag to reorder chapters') as HTMLInputElement;

describe('chapters panel', () => {
  it('lists lesson position, title and word count; the drag toggle needs 2 chapters', async () => {
    const post = vi.fn(async () => ({ ok: true as const, data: { id: 2, chapters: [chapter(1, 'La casa', 1), chapter(2, 'El mercado', 2)] } }));
    setup([chapter(1, 'La casa', 1)], post as never);
    await screen.findByText('La casa');
    expect(screen.getByText('Lesson 2')).toBeInTheDocument();
    expect(screen.getByText('3 words')).toBeInTheDocument();
    expect(dragToggle().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    fireEvent.change(await screen.findByLabelText(/Chapter title/), { target: { value: 'El mercado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('El mercado');
    expect(post).toHaveBeenCalledWith('books/7/chapters/new', { title: 'El mercado', lessonPos: 0 });
    expect(dragToggle().disabled).toBe(false);
    fireEvent.click(dragToggle());
    await waitFor(() => expect(screen.getAllByLabelText('Drag to move (chapters)')).toHaveLength(2));
  });

  it('a refused chapter keeps the dialog open with what was typed and the reason', async () => {
    const post = vi.fn(async () => ({ ok: false as const, status: 400, error: 'Invalid body', fields: { title: 'Too long' } }));
    setup([], post as never);
    await screen.findByText('No chapters yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    const input = (await screen.findByLabelText(/Chapter title/)) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Un título' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Too long');
    expect((screen.getByLabelText(/Chapter title/) as HTMLInputElement).value).toBe('Un título');
  });
});
