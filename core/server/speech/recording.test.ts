import { beforeAll, describe, expect, it } from 'vitest';
import { provideServerServices } from '../services';
import { localSpeechProvider } from './local';
import { MIN_PAUSE_MS, recordingScript, splitRecording } from './recording';
import { concatWithSilence, duration, encodeWav, parseWav, rms, WavError, type Pcm } from './wav';

const TEXTS = [
  'Sí.',
  'Buenos días, ¿cómo está usted?',
  'Me llamo Juan. Vivo en Madrid y trabajo en una escuela de idiomas.', // two sentences: eSpeak pauses inside
];

/** Deterministic noise of about -35 dBFS (a noisy room): louder than a tenth of the speech, so only the noise margin keeps it out. */
function withNoise(pcm: Pcm): Pcm {
  let seed = 1;
  const samples = pcm.samples.map((s) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return Math.max(-32768, Math.min(32767, s + (seed % 2001) - 1000));
  });
  return { sampleRate: pcm.sampleRate, samples };
}

// The provider synthesizes in the SDK's worker pool, which core registers.
beforeAll(() => provideServerServices());

describe('splitting a recording at the pauses', () => {
  let items: Pcm[];
  let recording: Pcm;

  beforeAll(async () => {
    const speech = localSpeechProvider();
    items = [];
    for (const text of TEXTS) items.push(parseWav(await speech.synthesize({ text, voice: 'es' })));
    recording = concatWithSilence(items, 1.5);
  });

  it('finds one clip per item, in order, each as long as its item', () => {
    const result = splitRecording(encodeWav(recording), 3);
    if (!result.ok) throw new Error(result.error);
    expect(result.clips).toHaveLength(3);
    result.clips.forEach((clip, i) => {
      const pcm = parseWav(clip);
      expect(pcm.sampleRate).toBe(recording.sampleRate);
      // eSpeak ends an item with about 0.3 s of quiet, of which the clip keeps PAD_MS: within 0.25 s.
      expect(Math.abs(duration(pcm) - duration(items[i])), `clip ${i + 1}`).toBeLessThan(0.25);
      expect(rms(pcm.samples)).toBeGreaterThan(0.02);
    });
    // The items differ in length (about 0.5, 2 and 5 s), so clips in the wrong order would fail above.
    expect(duration(items[2])).toBeGreaterThan(duration(items[1]) + 1);
  });

  it('still finds them with room noise and leading and trailing silence', () => {
    const padded = concatWithSilence(
      [{ sampleRate: recording.sampleRate, samples: new Int16Array(0) }, recording, { sampleRate: recording.sampleRate, samples: new Int16Array(0) }],
      1,
    );
    const result = splitRecording(encodeWav(withNoise(padded)), 3);
    expect(result.ok).toBe(true);
  });

  it('refuses a count that does not match, saying what it found', () => {
    expect(splitRecording(encodeWav(recording), 4)).toEqual({ ok: false, found: 3, error: 'Found 3 clips at the pauses, expected 4' });
    // Pauses shorter than the minimum do not cut (eSpeak's own 0.3 s of quiet at the end of an item included): one clip.
    const hurried = concatWithSilence(items, MIN_PAUSE_MS / 4 / 1000);
    expect(splitRecording(encodeWav(hurried), 3)).toMatchObject({ ok: false, found: 1, error: 'Found 1 clip at the pauses, expected 3' });
    const silent = { sampleRate: 22050, samples: new Int16Array(22050 * 3) };
    expect(splitRecording(encodeWav(silent), 3)).toMatchObject({ ok: false, found: 0 });
  });

  it('drops a click alone in a pause', () => {
    const click = { sampleRate: recording.sampleRate, samples: Int16Array.from({ length: 40 }, (_, i) => (i % 2 ? 20000 : -20000)) };
    const withClick = concatWithSilence([items[0], click, items[1], items[2]], 1.5);
    const result = splitRecording(encodeWav(withClick), 3);
    expect(result.ok).toBe(true);
  });

  it('refuses a file that is not a WAV it takes', () => {
    expect(() => splitRecording(Buffer.from('not audio'), 3)).toThrow(WavError);
  });

  it('writes the script to read: numbered texts and the pause to leave', () => {
    const script = recordingScript(['Hola.', '  Buenos\n días. ']);
    expect(script).toContain('Pause for about 2 seconds after each text');
    expect(script.split('\n')).toEqual(expect.arrayContaining(['1. Hola.', '2. Buenos días.']));
  });
});
