import { describe, expect, it } from 'vitest';
import { concatWithSilence, duration, encodeWav, parseWav, rms, WavError } from './wav';

function tone(seconds: number, sampleRate = 16000, amplitude = 10000): Int16Array {
  return Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * 440 * i) / sampleRate)));
}

describe('WAV utilities', () => {
  it('encode then parse gives back the same samples, rate and a standard 44-byte header', () => {
    const pcm = { sampleRate: 16000, samples: tone(0.25) };
    const wav = encodeWav(pcm);
    expect(wav.length).toBe(44 + pcm.samples.length * 2);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.readUInt16LE(34)).toBe(16);
    const back = parseWav(wav);
    expect(back.sampleRate).toBe(16000);
    expect(Array.from(back.samples)).toEqual(Array.from(pcm.samples));
    expect(duration(back)).toBeCloseTo(0.25, 5);
  });

  it('skips unknown chunks, reads to the end when the data size is unknown, and mixes stereo to mono', () => {
    const frames = 4;
    const fmt = Buffer.alloc(24);
    fmt.write('fmt ', 0, 'ascii');
    fmt.writeUInt32LE(16, 4);
    fmt.writeUInt16LE(1, 8);
    fmt.writeUInt16LE(2, 10);
    fmt.writeUInt32LE(8000, 12);
    fmt.writeUInt32LE(32000, 16);
    fmt.writeUInt16LE(4, 20);
    fmt.writeUInt16LE(16, 22);
    const list = Buffer.concat([Buffer.from('LIST', 'ascii'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0', 'ascii')]); // odd size, padded
    const data = Buffer.alloc(8 + frames * 4);
    data.write('data', 0, 'ascii');
    data.writeUInt32LE(0xffffffff, 4);
    [
      [100, 300],
      [-100, -300],
      [0, 2],
      [32767, 32767],
    ].forEach(([l, r], i) => {
      data.writeInt16LE(l, 8 + i * 4);
      data.writeInt16LE(r, 10 + i * 4);
    });
    const head = Buffer.from('RIFF\xff\xff\xff\xffWAVE', 'latin1');
    const pcm = parseWav(Buffer.concat([head, fmt, list, data]));
    expect(pcm.sampleRate).toBe(8000);
    expect(Array.from(pcm.samples)).toEqual([200, -200, 1, 32767]);
  });

  it('refuses what it does not take, naming why', () => {
    expect(() => parseWav(Buffer.from('ID3 not a wav at all'))).toThrow(WavError);
    const eight = encodeWav({ sampleRate: 8000, samples: new Int16Array(4) });
    eight.writeUInt16LE(8, 34);
    expect(() => parseWav(eight)).toThrow(/16-bit/);
    const float = encodeWav({ sampleRate: 8000, samples: new Int16Array(4) });
    float.writeUInt16LE(3, 20);
    expect(() => parseWav(float)).toThrow(/PCM/);
    expect(() => parseWav(encodeWav({ sampleRate: 8000, samples: new Int16Array(4) }).subarray(0, 36))).toThrow(/no data chunk/);
  });

  it('measures RMS and joins parts with silence', () => {
    expect(rms(new Int16Array(100))).toBe(0);
    expect(rms(tone(1, 16000, 16384))).toBeCloseTo(0.5 / Math.SQRT2, 3);
    const a = { sampleRate: 16000, samples: tone(0.5) };
    const b = { sampleRate: 16000, samples: tone(0.25) };
    const joined = concatWithSilence([a, b], 1);
    expect(duration(joined)).toBeCloseTo(1.75, 5);
    expect(rms(joined.samples, 8000, 24000)).toBe(0);
    expect(joined.samples[24000 + 5]).toBe(b.samples[5]);
    expect(() => concatWithSilence([a, { sampleRate: 8000, samples: tone(0.1, 8000) }], 1)).toThrow(/sample rates/);
  });
});
