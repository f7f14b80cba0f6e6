// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { noAudio, type AudioState } from '../../../sdk/shared';
import { SentenceForm } from './SentenceForm';
import type { Sentence } from '../public';
const NOT_USED = 'Not used in any panel yet';

const SENTENCE: Sentence = {
  id: 42,
  courseId: 1,
  genderCode: 'm',
  readBy: 'm',
  sourceAdaptationNote: '',
  hasSvg: false,
  hasPng: false,
  version: 1,
  targets: [
    { dialectId: 2, dialectCode: 'es-ES', text: 'Estoy cansado.', status: 2 },
    { dialectId: 4, dialectCode: 'es-MX', text: 'Estoy cansado.', status: 2 },
  ],
  sources: [{ dialectId: 3, dialectCode: 'en-US', text: 'I am tired.', status: 2 }],
  usedIn: [],
};

function setup(value: Sentence = SENTENCE) {
  // The audio dialog refreshes its state on opening; the rest of the form asks for lists.
  const audioIn = (path: string) => value.targets.find((t) => path === `audio/16/${value.id}/dialect/${t.dialectId}`)?.audio;
  const http = fakeHttp({ get: (path: string) => audioIn(path) ?? [] });
  const navigate = vi.fn();
  const onChange = vi.fn();
  renderWithServices(<SentenceForm value={value} onChange={onChange} errors={{}} courseId={1} />, {
    http,
    navigation: { navigate },
    courseConfigs: { all: [], of: () => undefined },
  });
  return { onChange, navigate };
}

describe('sentence editor', () => {
  it('shows the id, the targets with their audio state, the sources, the illustration and that no panel uses it', () => {
    setup();
    expect(screen.getByTestId('sentence-id').textContent).toBe('Id: 42');
    expect(screen.getByLabelText('Targets es-MX')).toHaveProperty('value', 'Estoy cansado.');
    expect(screen.getByText('es-ES: No audio')).toBeInTheDocument();
    expect(screen.getByText('es-MX: No audio')).toBeInTheDocument();
    expect(screen.getByLabelText('Sources en-US')).toHaveProperty('value', 'I am tired.');
    expect(screen.getByTestId('illustration-panel')).toBeInTheDocument();
    expect(screen.getByText(NOT_USED)).toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: 'Read by' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('edits the source adaptation note', () => {
    const { onChange } = setup();
    fireEvent.change(screen.getByLabelText('Source adaptation note'), { target: { value: 'Formal you in the source.' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sourceAdaptationNote: 'Formal you in the source.' }));
  });

  it('lists the panels using the sentence; a click opens the Panels module on that panel', () => {
    const { navigate } = setup({
      ...SENTENCE,
      usedIn: [
        { id: 4, courseId: 1, kind: 'panels', module: 12 },
        { id: 9, courseId: 1, kind: 'panels', module: 12 },
      ],
    });
    expect(screen.queryByText(NOT_USED)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Panel 9' }));
    expect(navigate).toHaveBeenCalledWith({ ref: 12, courseId: 1, search: '9' });
  });

  it('shows the audio state of each target, from the sentence, and opens the audio dialog for one', async () => {
    const withAudio: AudioState = { ...noAudio(16, 42, 2), path: '16/42/audio/2.wav', mimeType: 'audio/wav', fileName: 'estoy-cansado.wav', size: 1644 };
    const deleted: AudioState = { ...noAudio(16, 42, 4), canRecover: true };
    const { onChange } = setup({
      ...SENTENCE,
      targets: [
        { ...SENTENCE.targets[0], audio: withAudio },
        { ...SENTENCE.targets[1], audio: deleted },
      ],
    });
    const audio = within(screen.getByLabelText('Audio'));
    expect(audio.getByText('es-ES: Audio')).toBeInTheDocument();
    expect(audio.getByText('es-MX: Audio deleted')).toBeInTheDocument();
    fireEvent.click(audio.getByRole('button', { name: 'Audio es-ES: Audio' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Audio es-ES' }));
    expect(dialog.getByText('estoy-cansado.wav')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Delete reference' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a new sentence shows "No audio" for each target, without opening a dialog', () => {
    setup({ ...SENTENCE, id: -1 });
    expect(screen.getByText('es-ES: No audio')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Audio')).queryByRole('button')).toBeNull();
  });
});
