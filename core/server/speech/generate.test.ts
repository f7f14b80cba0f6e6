import { beforeAll, describe, expect, it } from 'vitest';
import type { SpeechProvider } from '../../../sdk/server/speech';
import { missingVoices, synthesizeItems } from './generate';
import { provideServerServices } from '../services';
import { localSpeechProvider } from './local';
import { parseWav, rms } from './wav';

/** Records the calls; fails on the text 'boom'. */
function fakeSpeech(): SpeechProvider & { calls: { text: string; voice: string }[] } {
  const calls: { text: string; voice: string }[] = [];
  return {
    name: 'fake',
    calls,
    async voices() {
      return [];
    },
    async synthesize(input) {
      calls.push(input);
      if (input.text === 'boom') throw new Error('the engine broke');
      return Buffer.from(`${input.voice}:${input.text}`);
    },
  };
}

// The provider synthesizes in the SDK's worker pool, which core registers.
beforeAll(() => provideServerServices());

describe('TTS for an audio set', () => {
  it('needs a voice for each gender the set is read by', () => {
    expect(missingVoices('m', {})).toEqual(['voiceM']);
    expect(missingVoices('m', { voiceM: 'es' })).toEqual([]);
    expect(missingVoices('f', { voiceM: 'es' })).toEqual(['voiceF']);
    expect(missingVoices('mf', { voiceM: 'es', voiceF: '  ' })).toEqual(['voiceF']);
    expect(missingVoices('mf', {})).toEqual(['voiceM', 'voiceF']);
    expect(missingVoices('mf', { voiceM: 'es', voiceF: 'es+f1' })).toEqual([]);
  });

  it('speaks each item in its gender voice, in order, reporting progress', async () => {
    const speech = fakeSpeech();
    const progress: string[] = [];
    const out = await synthesizeItems(
      speech,
      [
        { id: 7, text: 'uno', gender: 'm' },
        { id: 8, text: 'dos', gender: 'f' },
        { id: 9, text: 'tres', gender: 'm' },
      ],
      { voiceM: 'es', voiceF: 'es+f1' },
      (done, total) => {
        progress.push(`${done}/${total}`);
      },
    );
    expect(out.map((o) => [o.id, o.wav.toString()])).toEqual([
      [7, 'es:uno'],
      [8, 'es+f1:dos'],
      [9, 'es:tres'],
    ]);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('names the item that failed and stops there', async () => {
    const speech = fakeSpeech();
    await expect(
      synthesizeItems(
        speech,
        [
          { id: 1, text: 'boom', gender: 'm' },
          { id: 2, text: 'dos', gender: 'm' },
        ],
        { voiceM: 'es' },
      ),
    ).rejects.toThrow('Item 1: the engine broke');
    expect(speech.calls).toHaveLength(1);
    await expect(synthesizeItems(speech, [{ id: 3, text: 'dos', gender: 'f' }], { voiceM: 'es' })).rejects.toThrow('No female voice for item 3');
  });

  it('makes real audio with the local provider', async () => {
    const [item] = await synthesizeItems(localSpeechProvider(), [{ id: 1, text: 'Buenas noches.', gender: 'f' }], { voiceF: 'es+f1' });
    expect(rms(parseWav(item.wav).samples)).toBeGreaterThan(0.02);
  });
});
