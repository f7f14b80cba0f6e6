// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PartLink, type HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { SegmentRow } from './dialog';
import { SegmentList } from './SegmentList';

const seg = (id: number, position: number, text: string): SegmentRow => ({
  id,
  position,
  speakerId: 0,
  speaker: 'DESCRIPTION',
  title: '',
  error: '',
  aiReview: 0,
  text,
});

function setup(segments: SegmentRow[], post: HttpClient['post'], link: Record<string, unknown> = {}) {
  const get = vi.fn(async (path: string) => (path === 'dialogs/7/segments' ? segments : undefined));
  const http = fakeHttp({ get, post });
  renderWithServices(
    <PartLink params={link} part="segment">
      <SegmentList dialogId={7} onChanged={() => undefined} />
    </PartLink>,
    { http },
  );
  return get;
}

describe('SegmentList', () => {
  it('disables the reorder toggle under two segments', async () => {
    setup([seg(1, 1, 'Hola')], vi.fn());
    await screen.findByText('Hola');
    expect((screen.getByRole('switch', { name: 'Drag to reorder segments' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('enables the reorder toggle with two segments', async () => {
    setup([seg(1, 1, 'Hola'), seg(2, 2, 'Adiós')], vi.fn());
    await screen.findByText('Adiós');
    expect((screen.getByRole('switch', { name: 'Drag to reorder segments' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('Add script sends the script, shows the new segments; a refusal keeps what was typed', async () => {
    const post = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 400, error: 'Invalid body: script', fields: { script: 'Too long' } })
      .mockResolvedValueOnce({ ok: true, data: { dialogId: 7, segments: [seg(1, 1, 'Hola'), seg(2, 2, 'Qué tal')] } });
    setup([seg(1, 1, 'Hola')], post);
    await screen.findByText('Hola');
    fireEvent.click(screen.getByRole('button', { name: 'Add script' }));
    const box = await screen.findByRole('textbox', { name: 'Script' });
    fireEvent.change(box, { target: { value: 'Ana: Qué tal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Too long');
    expect((screen.getByRole('textbox', { name: 'Script' }) as HTMLTextAreaElement).value).toBe('Ana: Qué tal');
    expect(post).toHaveBeenCalledWith('dialogs/7/add-script', { script: 'Ana: Qué tal' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByText('Qué tal')).toBeInTheDocument());
    expect(screen.getByText('Segments (2)')).toBeInTheDocument();
  });

  it('a link to one of its segments selects it and opens its editor; a link to another dialog does not', async () => {
    const get = setup([seg(1, 1, 'Hola'), seg(2, 2, 'Adiós')], vi.fn(), { id: 7, segment: 2 });
    await screen.findByText('Adiós');
    await waitFor(() => expect(get).toHaveBeenCalledWith('dialogs/segments/2', undefined, undefined));
    expect(document.querySelector('[aria-current]')?.getAttribute('data-segment')).toBe('2');
    expect(get).not.toHaveBeenCalledWith('dialogs/segments/1', undefined, undefined);
  });

  it('opens no segment for a link to another dialog', async () => {
    const get = setup([seg(1, 1, 'Hola'), seg(2, 2, 'Adiós')], vi.fn(), { id: 8, segment: 2 });
    await screen.findByText('Adiós');
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(get.mock.calls.map(([p]) => p)).toEqual(['dialogs/7/segments']);
  });
});
