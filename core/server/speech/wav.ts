/*
 * RIFF WAV in and out, as the speech code needs it. parseWav takes PCM (format 1, or
 * WAVE_FORMAT_EXTENSIBLE with the PCM sub-format), 16-bit, mono or stereo (stereo is mixed to
 * mono), any sample rate; chunks it does not know (LIST, fact…) are skipped; a data size larger
 * than the file (streaming writers put 0xFFFFFFFF there) means "to the end". encodeWav always
 * writes 16-bit mono with a 44-byte header.
 */

export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

export class WavError extends Error {}

const PCM = 1;
const EXTENSIBLE = 0xfffe;

export function parseWav(buf: Buffer): Pcm {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new WavError('Not a WAV file (no RIFF/WAVE header)');
  }
  let fmt: { format: number; channels: number; sampleRate: number; bits: number } | undefined;
  let pos = 12;
  while (pos + 8 <= buf.length) {
    const id = buf.toString('ascii', pos, pos + 4);
    const size = buf.readUInt32LE(pos + 4);
    const body = pos + 8;
    if (id === 'fmt ') {
      if (size < 16) throw new WavError('The WAV format chunk is too short');
      let format = buf.readUInt16LE(body);
      if (format === EXTENSIBLE && size >= 26) format = buf.readUInt16LE(body + 24);
      fmt = { format, channels: buf.readUInt16LE(body + 2), sampleRate: buf.readUInt32LE(body + 4), bits: buf.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!fmt) throw new WavError('The WAV data comes before its format chunk');
      if (fmt.format !== PCM) throw new WavError(`Only PCM WAV is taken (format ${fmt.format})`);
      if (fmt.bits !== 16) throw new WavError(`Only 16-bit WAV is taken (${fmt.bits}-bit)`);
      if (fmt.channels !== 1 && fmt.channels !== 2) throw new WavError(`Only mono or stereo WAV is taken (${fmt.channels} channels)`);
      if (fmt.sampleRate < 1) throw new WavError('The WAV sample rate is 0');
      const end = Math.min(buf.length, body + size);
      const frames = Math.floor((end - body) / (2 * fmt.channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) {
        const at = body + i * 2 * fmt.channels;
        samples[i] = fmt.channels === 1 ? buf.readInt16LE(at) : (buf.readInt16LE(at) + buf.readInt16LE(at + 2)) >> 1;
      }
      return { sampleRate: fmt.sampleRate, samples };
    }
    pos = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new WavError('The WAV file has no data chunk');
}

export function encodeWav({ sampleRate, samples }: Pcm): Buffer {
  const dataBytes = samples.length * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(PCM, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) buf.writeInt16LE(samples[i], 44 + i * 2);
  return buf;
}

/** Seconds. */
export function duration(pcm: Pcm): number {
  return pcm.samples.length / pcm.sampleRate;
}

/** Root mean square of the samples (or of [from, to)), on the 0..1 scale. */
export function rms(samples: Int16Array, from = 0, to = samples.length): number {
  if (to <= from) return 0;
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i] * samples[i];
  return Math.sqrt(sum / (to - from)) / 32768;
}

/** The parts one after another with `silenceSeconds` of silence between them; all at one sample rate. */
export function concatWithSilence(parts: Pcm[], silenceSeconds: number): Pcm {
  if (parts.length === 0) throw new WavError('Nothing to join');
  const { sampleRate } = parts[0];
  if (parts.some((p) => p.sampleRate !== sampleRate)) throw new WavError('The parts have different sample rates');
  const gap = Math.round(silenceSeconds * sampleRate);
  const out = new Int16Array(parts.reduce((n, p) => n + p.samples.length, 0) + gap * (parts.length - 1));
  let at = 0;
  parts.forEach((p, i) => {
    out.set(p.samples, at);
    at += p.samples.length + (i < parts.length - 1 ? gap : 0);
  });
  return { sampleRate, samples: out };
}
