// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../../sdk/client';
import { fakeHttp, renderWithServices, RxEventBus } from '../../../tests/support/client';
import type { TtsEntry } from './tts';
import { TtsForm } from './TtsForm';
import { TTS_LAB } from '../public';

vi.mock('./WaveformPlayer', () => ({ WaveformPlayer: ({ url }: { url: string }) => <div data-testid="player">{url}</div> }));

const ENTRY: TtsEntry = {
  id: 7,
  version: 1,
  name: 'Saludos',
  dialectId: 2,
  script: 'Hola',
  voice: '',
  flag: 1,
  status: 'none',
  progress: 0,
  error: null,
  hasAudio: false,
};

function setup(value: TtsEntry, answers: { generate?: Awaited<ReturnType<HttpClient['post']>>; entry?: Partial<TtsEntry> } = {}) {
  const get = vi.fn(async (path: string) => {
    if (path === 'ttsLab/dialects') return [{ dialectId: 2, dialectCode: 'es-ES' }];
    if (path === 'ttsLab/voices') return { voices: [{ id: 'es+f1', language: 'es', gender: 'f', name: 'Spanish, female 1' }] };
    if (path === `ttsLab/${value.id}`) return { ...value, ...answers.entry };
    return undefined;
  });
  const post = vi.fn(async () => answers.generate ?? { ok: true as const, data: { record: { ...value, status: 'queued' } } });
  const http = fakeHttp({ get, post });
  const onChange = vi.fn();
  const events = new RxEventBus();
  const changed: unknown[] = [];
  events.on('record.changed').subscribe((e) => changed.push(e));
  renderWithServices(<TtsForm value={value} onChange={onChange} errors={{}} courseId={0} />, { http, events });
  return { post, onChange, changed };
}

describe('TTS Lab form', () => {
  it('generates a saved entry without audio, shows the progress, then the player', async () => {
    const { post, changed } = setup(ENTRY, { entry: { status: 'done', progress: 100, hasAudio: true } });
    expect(screen.queryByTestId('player')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('ttsLab/7/generate', undefined));
    await screen.findByLabelText('Generating');
    expect((await screen.findByTestId('player', {}, { timeout: 3000 })).textContent).toBe('/api/ttsLab/7/audio?v=1-100');
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    // The generation's end is told once, for the grid's row to follow (Audio: Yes) without a reload.
    expect(changed).toEqual([{ module: TTS_LAB, courseId: 0, id: 7 }]);
  });

  it('offers no Generate until the new entry is saved', async () => {
    setup({ ...ENTRY, id: -1 });
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Save the entry to generate its speech.')).toBeInTheDocument();
  });

  it('shows the refusal of a generation', async () => {
    setup(ENTRY, { generate: { ok: false, status: 400, error: 'The voice does not speak es-ES', fields: { voice: 'Not a voice of es-ES' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('Not a voice of es-ES');
  });

  it('plays an entry that has audio, with no Generate', () => {
    setup({ ...ENTRY, status: 'done', progress: 100, hasAudio: true });
    expect(screen.getByTestId('player')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });
});
