// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Navigation } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { MemoryPanel, similarityColor } from './MemoryPanel';
import { TranslationEditor } from './TranslationEditor';
import type { MemoryGuest, Translation } from '../public';

const GUEST: MemoryGuest = {
  query: { dialectId: 2, dialectCode: 'es-ES', text: 'Me gustaría un café, por favor.' },
  memory: [
    {
      id: 11,
      fromText: 'Me gustaría un café, por favor.',
      text: 'I would like a coffee, please.',
      similarity: 101,
      course: { id: 1, name: 'Spanish for English speakers' },
      ref: 16,
      refName: 'Sentences',
      refId: 7,
    },
    {
      id: 12,
      fromText: 'me gustaría un café por favor',
      text: 'I’d like a coffee, please.',
      similarity: 100,
      course: { id: 3, name: 'English for Spanish speakers' },
      ref: 16,
      refName: 'Sentences',
      refId: 8,
    },
    {
      id: 13,
      fromText: 'Me gustaría un té, por favor.',
      text: 'I would like a tea, please.',
      similarity: 86,
      course: { id: 1, name: 'Spanish for English speakers' },
      ref: 7,
      refName: 'K-Lines',
      refId: 2,
    },
  ],
};

const TRANSLATION: Translation = {
  id: 5,
  courseId: 1,
  ref: 10,
  refId: 3,
  field: 'tooltip',
  refName: 'Glossaries',
  openRef: 10,
  openItemId: 3,
  openRefName: 'Glossaries',
  open: { module: 10, recordId: 3, params: { search: '3' } },
  defaultTargetDialectId: 2,
  defaultSourceDialectId: 3,
  error: null,
  checkedAt: null,
  dialects: [
    { dialectId: 2, dialectCode: 'es-ES', kind: 'target', text: 'Me gustaría un café, por favor.', status: 2 },
    { dialectId: 3, dialectCode: 'en-US', kind: 'source', text: '', status: 0 },
  ],
};

/** A fake server: the translation and its memory suggestions (after a tick, like the network); PUTs answer the translation with the sent text. */
function setup(ui: ReactNode, guest: MemoryGuest = GUEST) {
  const get = vi.fn(async (path: string) => {
    await new Promise((r) => setTimeout(r, 5));
    if (path === 'translations/5') return TRANSLATION;
    if (/^translations\/5\/dialects\/\d+\/memory-guest$/.test(path)) return guest;
    return undefined;
  });
  const put = vi.fn(async (_path: string, body: { dialects: { dialectId: number; text: string; status: number }[] }) => ({
    ok: true as const,
    data: { ...TRANSLATION, dialects: TRANSLATION.dialects.map((x) => ({ ...x, ...body.dialects.find((b) => b.dialectId === x.dialectId) })) },
  }));
  const http = fakeHttp({ get, put });
  const navigation: Navigation = { navigate: vi.fn() };
  renderWithServices(ui, { http, navigation });
  return { get, put, navigate: navigation.navigate as ReturnType<typeof vi.fn> };
}

const badgeOf = (text: string) => screen.getByRole('button', { name: `Use suggestion: ${text}` }).querySelector('[data-similarity]') as HTMLElement;

describe('memory panel', () => {
  it('colours 100 and above green and below orange (spec 2 §9)', () => {
    expect([101, 100, 99, 0].map(similarityColor)).toEqual(['green', 'green', 'orange', 'orange']);
  });

  it('follows the typing of the looked-up text: asked again with it, once, after the pause; not for the stored text', async () => {
    const { get } = setup(<MemoryPanel translationId={5} dialectId={3} onPick={vi.fn()} typed={{ 2: GUEST.query!.text }} />);
    await screen.findByText('I would like a coffee, please.');
    await new Promise((r) => setTimeout(r, 600));
    expect(get.mock.calls.filter(([p]) => String(p).endsWith('memory-guest'))).toHaveLength(1);
  });

  it('asks the memory for the typed text when it differs from the stored one', async () => {
    const { get } = setup(<MemoryPanel translationId={5} dialectId={3} onPick={vi.fn()} typed={{ 2: 'Me gustaría un té' }} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('translations/5/dialects/3/memory-guest', { text: 'Me gustaría un té' }, expect.any(AbortSignal)));
    expect(get.mock.calls.filter(([p]) => String(p).endsWith('memory-guest'))).toHaveLength(2);
  });

  it('lists the suggestions best first with their similarity, colour, source text and origin', async () => {
    const { get } = setup(<MemoryPanel translationId={5} dialectId={3} onPick={vi.fn()} />);
    await screen.findByText('I would like a coffee, please.');
    expect(get).toHaveBeenCalledWith('translations/5/dialects/3/memory-guest', undefined, expect.any(AbortSignal));
    expect(screen.getByText('Similar to the es-ES text: Me gustaría un café, por favor.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^Use suggestion/ });
    expect(buttons.map((b) => b.querySelector('[data-similarity]')!.textContent)).toEqual(['101', '100', '86']);
    expect(badgeOf('I would like a coffee, please.').getAttribute('style')).toContain('green');
    expect(badgeOf('I’d like a coffee, please.').getAttribute('style')).toContain('green');
    expect(badgeOf('I would like a tea, please.').getAttribute('style')).toContain('orange');
    expect(badgeOf('I would like a tea, please.').getAttribute('style')).not.toContain('green');
    expect(screen.getByText('Spanish for English speakers · K-Lines #2')).toBeInTheDocument();
  });

  it('says so when there is nothing to look up or nothing similar', async () => {
    setup(<MemoryPanel translationId={5} dialectId={3} onPick={vi.fn()} />, { query: null, memory: [] });
    await screen.findByText('No default target or source text to look up.');
    setup(<MemoryPanel translationId={5} dialectId={3} onPick={vi.fn()} />, { query: GUEST.query, memory: [] });
    await screen.findByText('No suggestions.');
  });

  it('copies a clicked suggestion into the field of the chosen dialect, and Save sends it', async () => {
    const { put } = setup(<TranslationEditor courseId={1} translationId={5} dialectId={3} onChanged={vi.fn()} onDirtyChange={vi.fn()} />);
    const field = (await screen.findByLabelText('Texts en-US')) as HTMLTextAreaElement;
    expect(field.value).toBe('');
    fireEvent.click(await screen.findByRole('button', { name: 'Use suggestion: I would like a tea, please.' }));
    expect(field.value).toBe('I would like a tea, please.');
    expect((screen.getByLabelText('Texts es-ES') as HTMLTextAreaElement).value).toBe('Me gustaría un café, por favor.');
    expect(screen.getByTestId('record-id').textContent).toContain('unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('translations/5?dialect=3', { dialects: [{ dialectId: 3, text: 'I would like a tea, please.', status: 0 }] }),
    );
    expect(put).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('record-id').textContent).not.toContain('unsaved'));
  });

  it('opens the record the text belongs to', async () => {
    const { navigate } = setup(<TranslationEditor courseId={1} translationId={5} dialectId={3} onChanged={vi.fn()} onDirtyChange={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open Glossaries #3' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 10, courseId: 1, search: '3' });
  });
});
