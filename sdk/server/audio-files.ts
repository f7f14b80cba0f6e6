/*
 * Audio files as uploaded (WAV and MP3): their headers read and checked against each other and
 * the file, not their first bytes sniffed. A WAV must declare a playable format (PCM or float,
 * 1-8 channels, 8-192 kHz) whose figures agree (block size, byte rate) and a data chunk that the
 * file holds; an MP3 must have, after any ID3 tag, MPEG audio frames with a valid frame sync,
 * bitrate and sample rate, that follow one another. Small parsers of our own, as no audio library
 * is among the dependencies; `music-metadata` (npm) reads the same headers and would replace them.
 */

export interface WavInfo {
  /** 1 PCM, 3 IEEE float (a WAVE_FORMAT_EXTENSIBLE file's sub-format). */
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  seconds: number;
}

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;
const BITS: Record<number, number[]> = { [PCM]: [8, 16, 24, 32], [FLOAT]: [32, 64] };
const MIN_RATE = 8000;
const MAX_RATE = 192_000;
const MAX_CHANNELS = 8;

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** A WAV's format and length, its RIFF chunks walked; throws with the reason when they do not hold together. */
export function readWav(data: Buffer): WavInfo {
  if (data.length < 12 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WAVE') throw new Error('it is not a RIFF/WAVE file');
  const riffEnd = data.readUInt32LE(4) + 8;
  if (riffEnd > data.length) throw new Error(`its header claims ${sizeOf(riffEnd)} but the file has ${sizeOf(data.length)}`);
  let fmt: Omit<WavInfo, 'dataBytes' | 'seconds'> | undefined;
  for (let pos = 12; pos + 8 <= riffEnd; ) {
    const id = data.toString('latin1', pos, pos + 4);
    const size = data.readUInt32LE(pos + 4);
    const body = pos + 8;
    if (body + size > riffEnd) throw new Error(`its '${id.trim()}' chunk claims ${sizeOf(size)}, more than the file holds`);
    if (id === 'fmt ') {
      if (size < 16) throw new Error('its format chunk is too short');
      let format = data.readUInt16LE(body);
      if (format === EXTENSIBLE && size >= 26) format = data.readUInt16LE(body + 24);
      const channels = data.readUInt16LE(body + 2);
      const sampleRate = data.readUInt32LE(body + 4);
      const byteRate = data.readUInt32LE(body + 8);
      const blockAlign = data.readUInt16LE(body + 12);
      const bitsPerSample = data.readUInt16LE(body + 14);
      if (!BITS[format]) throw new Error(`its encoding (format ${format}) is not PCM`);
      if (channels < 1 || channels > MAX_CHANNELS) throw new Error(`it declares ${channels} channels`);
      if (sampleRate < MIN_RATE || sampleRate > MAX_RATE) throw new Error(`it declares a sample rate of ${sampleRate} Hz`);
      if (!BITS[format].includes(bitsPerSample)) throw new Error(`it declares ${bitsPerSample}-bit samples`);
      if (blockAlign !== (channels * bitsPerSample) / 8 || byteRate !== sampleRate * blockAlign)
        throw new Error('its byte rate and block size do not match its format');
      fmt = { format, channels, sampleRate, bitsPerSample };
    } else if (id === 'data') {
      if (!fmt) throw new Error('its audio comes before its format');
      const frameBytes = (fmt.channels * fmt.bitsPerSample) / 8;
      if (size === 0 || size % frameBytes !== 0) throw new Error(size ? 'its audio ends in the middle of a sample' : 'it holds no audio');
      return { ...fmt, dataBytes: size, seconds: size / (frameBytes * fmt.sampleRate) };
    }
    pos = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error(fmt ? 'it holds no audio' : 'it has no format chunk');
}

export interface Mp3Info {
  /** 1, 2 or 2.5 */
  version: number;
  layer: number;
  sampleRate: number;
  channels: number;
  /** The first frame's bitrate, in kbit/s. */
  bitrate: number;
}

/** kbit/s by [MPEG-1 ? 0 : 1][layer - 1][index] (index 0 'free' and 15 'bad' are refused). */
const BITRATES = [
  [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
];
const RATES: Record<number, number[]> = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] };

interface Frame extends Mp3Info {
  bytes: number;
}

/** The MPEG audio frame whose header starts at pos, or undefined when there is none there. */
function frameAt(data: Buffer, pos: number): Frame | undefined {
  if (pos + 4 > data.length || data[pos] !== 0xff || (data[pos + 1] & 0xe0) !== 0xe0) return undefined;
  const version = [2.5, 0, 2, 1][(data[pos + 1] >> 3) & 3];
  const layer = [0, 3, 2, 1][(data[pos + 1] >> 1) & 3];
  const bitrateIndex = data[pos + 2] >> 4;
  const rateIndex = (data[pos + 2] >> 2) & 3;
  const padding = (data[pos + 2] >> 1) & 1;
  if (!version || !layer || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3 || (data[pos + 3] & 3) === 2) return undefined;
  const bitrate = BITRATES[version === 1 ? 0 : 1][layer - 1][bitrateIndex];
  const sampleRate = RATES[version][rateIndex];
  const bytes =
    layer === 1
      ? (Math.floor((12 * bitrate * 1000) / sampleRate) + padding) * 4
      : Math.floor(((layer === 3 && version !== 1 ? 72 : 144) * bitrate * 1000) / sampleRate) + padding;
  return { version, layer, sampleRate, channels: data[pos + 3] >> 6 === 3 ? 1 : 2, bitrate, bytes };
}

/** Tags that may end an MP3 after its frames: ID3v1, APE, Lyrics3. */
const TRAILERS = ['TAG', 'APETAGEX', 'LYRICS'];
/** Frames checked one after another from the first: enough that a chance frame sync in junk does not pass. */
const FRAMES_CHECKED = 4;

/** An MP3's format, read from its first frames after any ID3 tag; throws with the reason when there are none. */
export function readMp3(data: Buffer): Mp3Info {
  let pos = 0;
  while (data.length >= pos + 10 && data.toString('latin1', pos, pos + 3) === 'ID3') {
    const sizeBytes = data.subarray(pos + 6, pos + 10);
    if (sizeBytes.some((b) => b >= 0x80)) throw new Error('its ID3 tag is damaged');
    const size = (sizeBytes[0] << 21) | (sizeBytes[1] << 14) | (sizeBytes[2] << 7) | sizeBytes[3];
    pos += 10 + size + (data[pos + 5] & 0x10 ? 10 : 0);
    if (pos > data.length) throw new Error('its ID3 tag is longer than the file');
  }
  while (pos < data.length && data[pos] === 0) pos++; // padding some taggers leave after the tag
  const first = frameAt(data, pos);
  if (!first) throw new Error(pos ? 'no MPEG audio frame follows its ID3 tag' : 'it does not start with an MPEG audio frame');
  for (let n = 0, at = pos, frame: Frame | undefined = first; n < FRAMES_CHECKED; n++) {
    if (at + frame.bytes > data.length) throw new Error('its audio is cut short');
    at += frame.bytes;
    if (at === data.length || TRAILERS.some((t) => data.toString('latin1', at, at + t.length) === t)) break;
    frame = frameAt(data, at);
    if (!frame || frame.version !== first.version || frame.layer !== first.layer || frame.sampleRate !== first.sampleRate) {
      throw new Error('its audio frames do not follow one another');
    }
  }
  const { bytes: _, ...info } = first;
  return info;
}

/** Why the bytes are not a playable file of the kind (see readWav, readMp3), or undefined. */
export function audioFileProblem(data: Buffer, kind: 'wav' | 'mp3'): string | undefined {
  try {
    if (kind === 'wav') readWav(data);
    else readMp3(data);
    return undefined;
  } catch (e) {
    return `The ${kind.toUpperCase()} file is damaged: ${(e as Error).message}.`;
  }
}
