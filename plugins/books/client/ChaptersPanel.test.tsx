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

describe('a chapter text saved', () => {
  it('is one request, whose chapter (its words) the editor and, back, the chapters list show without reading again', async () => {
    const text = { id: 31, chapterId: 1, title: 'Uno', position: 1, nWords: 3, clDetails: [] };
    const targets = [{ dialectId: 2, dialectCode: 'es-ES', html: '<p>Pan con queso</p>' }];
    const get = vi.fn(async (path: string) =>
      path === 'books/7/chapters'
        ? [chapter(1, 'La casa', 1)]
        : path === 'books/chapters/1'
          ? { ...chapter(1, 'La casa', 1), texts: [text] }
          : path === 'books/chapters/texts/31'
            ? { ...text, targets }
            : undefined,
    );
    const saved = { ...text, title: 'Uno bis', nWords: 9 };
    const put = vi.fn(async () => ({
      ok: true as const,
      data: { ...saved, targets, chapter: { ...chapter(1, 'La casa', 1), nWords: 9, texts: [saved] } },
    }));
    renderWithServices(<ChaptersPanel bookId={7} />, { http: fakeHttp({ get, put }) });
    fireEvent.click(await screen.findByText('La casa'));
    const title = (await screen.findByLabelText('Text title')) as HTMLInputElement;
    expect(screen.getByText('Lesson 2 · 3 words')).toBeInTheDocument();
    const reads = get.mock.calls.length;

    fireEvent.change(title, { target: { value: 'Uno bis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save text' }));
    await screen.findByText('Lesson 2 · 9 words');
    expect(put.mock.calls).toEqual([['books/chapters/texts/31', { title: 'Uno bis', targets: [] }]]);
    expect(screen.getByText('1. Uno bis')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Chapters' }));
    await screen.findByText('9 words');
    expect(get.mock.calls.length).toBe(reads);
  });
});
