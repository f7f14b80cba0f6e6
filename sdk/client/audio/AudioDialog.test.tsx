// @vitest-environment happy-dom
import 'reflect-metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteOutcome } from '..';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { AUDIO_ERROR_MS, AUDIO_MAX_BYTES, AUDIO_MESSAGES, noAudio, type AudioState } from '../../shared/audio';
import { AudioCell } from './AudioCell';
import { AudioDialog } from './AudioDialog';

const PATH = 'audio/16/42/dialect/2';
const NONE = noAudio(16, 42, 2);
const HAS: AudioState = { ...NONE, path: '16/42/audio/2.mp3', mimeType: 'audio/mpeg', fileName: 'coche.mp3', size: 417, artistName: 'Lucía' };
const DELETED: AudioState = { ...NONE, canRecover: true, artistName: 'Lucía' };
const LOCKED: AudioState = { ...HAS, audioSet: { id: 3, name: 'Spring recordings', active: true } };

type Answer = WriteOutcome<AudioState>;

/** A fake server holding one audio state; each write answers what `answers` says, or does what the real one does. */
function setup(initial: AudioState, answers: Partial<Record<'delete' | 'recover' | 'upload', Answer>> = {}, download?: unknown) {
  let state = initial;
  const get = vi.fn(async (path: string) => {
    if (path === PATH) return state;
    if (path === `${PATH}/download`) return download;
    return undefined;
  });
  const reply = (kind: 'delete' | 'recover' | 'upload', next: AudioState): Answer => {
    const a = answers[kind];
    if (a) return a;
    state = next;
    return { ok: true, data: next };
  };
  const del = vi.fn(async (path: string) => (path === PATH ? reply('delete', DELETED) : { ok: false as const, status: 404, error: 'no' }));
  const post = vi.fn(async (path: string) => (path === `${PATH}/recover` ? reply('recover', HAS) : { ok: false as const, status: 404, error: 'no' }));
  const upload = vi.fn(async (path: string, _form: FormData) =>
    path === `${PATH}/upload` ? reply('upload', HAS) : { ok: false as const, status: 404, error: 'no' },
  );
  const http = fakeHttp({ get, post, delete: del, upload });
  const onChanged = vi.fn();
  renderWithServices(
    <AudioDialog opened onClose={() => undefined} refType={16} refId={42} dialectId={2} dialectCode="es-ES" state={initial} onChanged={onChanged} />,
    { http },
  );
  return { get, del, post, upload, onChanged };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Audio es-ES' }));
const status = () => screen.getByTestId('audio-dialog').getAttribute('data-status');
const button = (name: string) => dialog().getByRole('button', { name }) as HTMLButtonElement;
const banner = () => screen.queryByRole('alert')?.textContent ?? null;
const choose = (file: File) => fireEvent.change(screen.getByTestId('audio-file'), { target: { files: [file] } });
const mp3 = new File([new Uint8Array([0x49, 0x44, 0x33])], 'coche.mp3', { type: 'audio/mpeg' });

afterEach(() => vi.useRealTimers());

describe('the audio management dialog', () => {
  it('with audio: plays it, offers download and delete reference, no upload', async () => {
    const { get } = setup(HAS);
    await waitFor(() => expect(get).toHaveBeenCalledWith(PATH, undefined, expect.anything()));
    expect(status()).toBe('audio');
    const player = screen.getByLabelText('Play the audio') as HTMLAudioElement;
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe(`/api/${PATH}/file?v=0`);
    expect(dialog().getByText('coche.mp3 — Lucía')).toBeInTheDocument();
    expect(button('Download').disabled).toBe(false);
    expect(button('Delete reference').disabled).toBe(false);
    expect(screen.queryByTestId('audio-file')).toBeNull();
    expect(dialog().queryByRole('button', { name: 'Recover' })).toBeNull();
  });

  it('deletes the reference, then offers to recover it, and recovers it', async () => {
    const { del, post, onChanged } = setup(HAS);
    fireEvent.click(button('Delete reference'));
    await waitFor(() => expect(status()).toBe('recoverable'));
    expect(del).toHaveBeenCalledWith(PATH, undefined);
    expect(onChanged).toHaveBeenLastCalledWith(DELETED);
    expect(dialog().queryByRole('button', { name: 'Download' })).toBeNull();
    fireEvent.click(button('Recover'));
    await waitFor(() => expect(status()).toBe('audio'));
    expect(post).toHaveBeenCalledWith(`${PATH}/recover`, undefined);
    expect(onChanged).toHaveBeenLastCalledWith(HAS);
    // A new file: the player reloads.
    expect(screen.getByLabelText('Play the audio').getAttribute('src')).toBe(`/api/${PATH}/file?v=2`);
  });

  it('without audio: uploads the chosen file in the field "audio"', async () => {
    const { upload, onChanged } = setup(NONE);
    expect(status()).toBe('none');
    choose(mp3);
    fireEvent.click(button('Upload'));
    await waitFor(() => expect(status()).toBe('audio'));
    const form = upload.mock.calls[0][1];
    expect((form.get('audio') as File).name).toBe('coche.mp3');
    expect(onChanged).toHaveBeenCalledWith(HAS);
  });

  it('checks the file before sending: chosen, WAV or MP3, under 10 MB', async () => {
    const { upload } = setup(NONE);
    fireEvent.click(button('Upload'));
    expect(banner()).toBe(AUDIO_MESSAGES.noFile);
    choose(new File(['x'], 'take.ogg', { type: 'audio/ogg' }));
    fireEvent.click(button('Upload'));
    expect(banner()).toBe(AUDIO_MESSAGES.wrongType);
    const big = new File(['x'], 'long.wav', { type: 'audio/wav' });
    Object.defineProperty(big, 'size', { value: AUDIO_MAX_BYTES });
    choose(big);
    fireEvent.click(button('Upload'));
    expect(banner()).toBe(AUDIO_MESSAGES.tooBig);
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's text in the banner, or the spec's fallback, and clears it after 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup(NONE, { upload: { ok: false, status: 400, error: 'Audio file must be smaller than 10MB!' } });
    choose(mp3);
    fireEvent.click(button('Upload'));
    await waitFor(() => expect(banner()).toBe('Audio file must be smaller than 10MB!'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUDIO_ERROR_MS - 50);
    });
    expect(banner()).toBe('Audio file must be smaller than 10MB!');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(banner()).toBeNull();
  });

  it.each([
    ['delete', HAS, 'Delete reference', AUDIO_MESSAGES.failed.delete],
    ['recover', DELETED, 'Recover', AUDIO_MESSAGES.failed.recover],
    ['upload', NONE, 'Upload', AUDIO_MESSAGES.failed.upload],
  ] as const)('a failed %s without a text shows %s', async (kind, initial, name, fallback) => {
    setup(initial, { [kind]: { ok: false, status: 500, error: 'HTTP 500' } });
    if (kind === 'upload') choose(mp3);
    fireEvent.click(button(name));
    await waitFor(() => expect(banner()).toBe(fallback));
  });

  it('downloads the file; a failed download shows the fallback, an answer without data "No audio file to download"', async () => {
    const createObjectURL = vi.fn(() => 'blob:audio');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setup(HAS, {}, { result: 'OK', fileData: btoa('ID3'), mimeType: 'audio/mpeg', fileName: 'coche.mp3' });
    fireEvent.click(button('Download'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('coche.mp3');
    expect(banner()).toBeNull();
    click.mockRestore();
  });

  it.each([
    [undefined, AUDIO_MESSAGES.failed.download],
    [{ result: 'OK' }, AUDIO_MESSAGES.noDownload],
  ])('a download answering %j shows %s', async (answer, message) => {
    setup(HAS, {}, answer);
    fireEvent.click(button('Download'));
    await waitFor(() => expect(banner()).toBe(message));
  });

  it('an audio in an active audio set is read-only: the message, no changes, download allowed', async () => {
    setup(LOCKED);
    expect(dialog().getByText(AUDIO_MESSAGES.locked('Spring recordings'))).toBeInTheDocument();
    expect(button('Delete reference').disabled).toBe(true);
    expect(button('Download').disabled).toBe(false);
  });
});

describe('the audio badge', () => {
  function renderCell(refId: number, state?: AudioState) {
    const http = fakeHttp({ get: () => state, delete: () => ({ ok: true, data: DELETED }) });
    renderWithServices(<AudioCell refType={16} refId={refId} dialectId={2} dialectCode="es-ES" state={state} />, { http });
  }

  it('shows the state and opens the dialog; the badge follows a change made there', async () => {
    renderCell(42, HAS);
    fireEvent.click(screen.getByRole('button', { name: 'Audio es-ES: Audio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete reference' }));
    await screen.findByRole('button', { name: 'Audio es-ES: Audio deleted' });
  });

  it('an unsaved record shows "No audio" without a dialog', () => {
    renderCell(-1);
    expect(screen.getByText('es-ES: No audio')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
