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

  describe('one request per action in the segment editor', () => {
    const segment = {
      id: 1,
      dialogId: 7,
      courseId: 1,
      position: 1,
      speakerId: 5,
      title: '',
      exerciseType: 0,
      error: '',
      aiReview: 0,
      version: 3,
      targets: [{ dialectId: 2, dialectCode: 'es-ES', text: '<p>Hola</p>', status: 2 }],
      sources: [{ dialectId: 3, dialectCode: 'en-US', text: 'Hello', status: 2 }],
    };
    const ana = { id: 5, name: 'Ana', gender: 'f' as const, version: 1 };
    const desc = { id: 0, name: 'DESCRIPTION', gender: 'm' as const, version: 0 };
    const row = { ...seg(1, 1, 'Hola'), speakerId: 5, speaker: 'Ana' };
    function open(put: HttpClient['put']) {
      const get = vi.fn(async (path: string) =>
        path === 'dialogs/7/segments' ? [row] : path === 'dialogs/segments/1' ? segment : path === 'dialogs/7/speakers' ? [desc, ana] : undefined,
      );
      renderWithServices(<SegmentList dialogId={7} onChanged={() => undefined} />, { http: fakeHttp({ get, put }) });
      return get;
    }
    const listed = () => document.querySelector('[data-segment="1"]')?.textContent;

    it('a save sends the segment and the texts that changed at once; the list shows the segments it answers', async () => {
      const put = vi.fn(async () => ({
        ok: true as const,
        data: { ...segment, title: 'Saludo', version: 4, segments: [{ ...row, title: 'Saludo', text: 'Hola de nuevo' }] },
      }));
      const get = open(put as never);
      fireEvent.click(await screen.findByText('Hola'));
      const title = await screen.findByRole('textbox', { name: 'Title' });
      await waitFor(() => expect(get).toHaveBeenCalledWith('dialogs/7/speakers', undefined, undefined));
      const reads = get.mock.calls.length;
      fireEvent.change(title, { target: { value: 'Saludo' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save segment' }));
      await waitFor(() => expect(listed()).toContain('Hola de nuevo'));
      expect(put.mock.calls).toEqual([['dialogs/segments/1', { speakerId: 5, title: 'Saludo', exerciseType: 0, version: 3, targets: [], sources: [] }]]);
      expect(get.mock.calls.length).toBe(reads);
    });

    it("a speaker renamed is one request; the speakers and the list's segments show the names it answers", async () => {
      const renamed = { ...ana, name: 'Ana B.', version: 2 };
      const put = vi.fn(async () => ({
        ok: true as const,
        data: { ...renamed, dialogId: 7, speakers: [desc, renamed], segments: [{ ...row, speaker: 'Ana B.' }] },
      }));
      const get = open(put as never);
      fireEvent.click(await screen.findByText('Hola'));
      await screen.findByRole('textbox', { name: 'Title' });
      await waitFor(() => expect(get).toHaveBeenCalledWith('dialogs/7/speakers', undefined, undefined));
      const reads = get.mock.calls.length;
      fireEvent.click(screen.getByRole('button', { name: 'Speakers' }));
      const [name] = await screen.findAllByRole('textbox', { name: 'Speaker name' });
      fireEvent.change(name, { target: { value: 'Ana B.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save speaker' }));
      await waitFor(() => expect(listed()).toContain('Ana B.'));
      expect(put.mock.calls).toEqual([['dialog-speakers/5', { name: 'Ana B.', gender: 'f', version: 1 }]]);
      expect(get.mock.calls.length).toBe(reads);
    });
  });
});
