import { beforeAll, describe, expect, it } from 'vitest';
import { provideServerServices } from '../services';
import { localSpeechProvider } from './local';
import { speechProviderFor } from './providers';
import { duration, parseWav, rms, type Pcm } from './wav';

/** Median pitch in Hz of the loud 40 ms frames (autocorrelation over 70 to 400 Hz). */
function medianPitch({ sampleRate, samples }: Pcm): number {
  const n = Math.round(0.04 * sampleRate);
  const pitches: number[] = [];
  for (let s = 0; s + n < samples.length; s += n) {
    if (rms(samples, s, s + n) < 0.05) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.round(sampleRate / 400); lag < Math.round(sampleRate / 70); lag++) {
      let c = 0;
      for (let i = 0; i < n - lag; i++) c += samples[s + i] * samples[s + i + lag];
      if (c > best) [best, bestLag] = [c, lag];
    }
    if (bestLag) pitches.push(sampleRate / bestLag);
  }
  return pitches.sort((a, b) => a - b)[pitches.length >> 1];
}

// The provider synthesizes in the SDK's worker pool, which core registers.
beforeAll(() => provideServerServices());

describe('local speech provider (eSpeak NG, WebAssembly)', () => {
  const speech = localSpeechProvider();
  const short = 'Hola, me llamo Juan.';
  let es: Buffer;

  beforeAll(async () => {
    es = await speech.synthesize({ text: short, voice: 'es' });
  });

  it('is the default provider', () => {
    expect(speechProviderFor(undefined).name).toBe('local');
    expect(speechProviderFor('local').name).toBe('local');
  });

  it('answers a valid 16-bit mono PCM WAV that is not silence', () => {
    expect(es.toString('ascii', 0, 4)).toBe('RIFF');
    expect(es.toString('ascii', 8, 12)).toBe('WAVE');
    expect(es.readUInt16LE(20)).toBe(1); // PCM
    expect(es.readUInt16LE(22)).toBe(1); // mono
    expect(es.readUInt32LE(24)).toBe(22050);
    expect(es.readUInt16LE(34)).toBe(16);
    expect(es.readUInt32LE(40)).toBe(es.length - 44);
    const pcm = parseWav(es);
    expect(duration(pcm)).toBeGreaterThan(0.8);
    expect(duration(pcm)).toBeLessThan(4);
    expect(rms(pcm.samples)).toBeGreaterThan(0.02);
  });

  it('takes longer for a longer script', async () => {
    const long = await speech.synthesize({ text: `${short} Vivo en Madrid y estudio francés todos los días por la tarde.`, voice: 'es' });
    expect(duration(parseWav(long))).toBeGreaterThan(duration(parseWav(es)) + 1.5);
  });

  it('sounds different in another language and in a female voice, and the female voice is higher', async () => {
    const fr = await speech.synthesize({ text: short, voice: 'fr' });
    const female = await speech.synthesize({ text: short, voice: 'es+f3' });
    expect(fr.equals(es)).toBe(false);
    expect(Math.abs(duration(parseWav(fr)) - duration(parseWav(es)))).toBeGreaterThan(0.01);
    expect(female.equals(es)).toBe(false);
    expect(medianPitch(parseWav(female))).toBeGreaterThan(1.4 * medianPitch(parseWav(es)));
  });

  it('reads a text that starts with a dash as text, not as an option', async () => {
    const pcm = parseWav(await speech.synthesize({ text: '-v xx dos', voice: 'es' }));
    expect(rms(pcm.samples)).toBeGreaterThan(0.02);
  });

  it('gives the process its stack traces back after a call (it runs eSpeak without them)', async () => {
    const limit = Error.stackTraceLimit;
    await speech.synthesize({ text: 'uno', voice: 'es' });
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('here').stack).toMatch(/local\.test\.ts/);
  });

  it('refuses an unknown voice and an empty text', async () => {
    await expect(speech.synthesize({ text: short, voice: 'xx' })).rejects.toThrow(/Unknown voice: xx/);
    await expect(speech.synthesize({ text: '  ', voice: 'es' })).rejects.toThrow(/empty/);
  });

  it('lists male and female voices for each of the seven demo languages, by language or dialect', async () => {
    for (const lang of ['es', 'fr', 'de', 'it', 'ru', 'zh', 'en']) {
      const voices = await speech.voices(lang);
      expect(voices.filter((v) => v.gender === 'm').length, lang).toBeGreaterThanOrEqual(1);
      expect(voices.filter((v) => v.gender === 'f').length, lang).toBeGreaterThanOrEqual(1);
    }
    expect((await speech.voices('es-MX')).map((v) => v.id)).toEqual(['es', 'es+m3', 'es+f1', 'es+f3']);
    expect(new Set((await speech.voices('en-GB')).map((v) => v.language))).toEqual(new Set(['en-GB']));
    expect(new Set((await speech.voices('en')).map((v) => v.language))).toEqual(new Set(['en-US', 'en-GB']));
    expect((await speech.voices('zh-TW')).map((v) => v.id)).toContain('cmn+f1');
    expect(await speech.voices('ja')).toEqual([]);
    expect((await speech.voices()).length).toBe(32);
    expect(await speech.voices('es')).toContainEqual({ id: 'es+f1', language: 'es', gender: 'f', name: 'Spanish, female 1' });
  });

  it('speaks with every voice it lists', async () => {
    for (const v of await speech.voices()) {
      if (v.id.includes('+') || v.id === 'es' || v.id === 'fr') continue; // checked above; one call per other language here
      const pcm = parseWav(await speech.synthesize({ text: '1 2 3', voice: v.id }));
      expect(rms(pcm.samples), v.id).toBeGreaterThan(0.02);
    }
  });
});
