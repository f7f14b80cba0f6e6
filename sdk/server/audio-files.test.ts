import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../core/server/speech/wav';
import { speechProviderFor } from '../../core/server/speech/providers';
import { id3Tag, mp3Frames, wavOf } from '../../tests/unit/fixtures/media';
import { audioFileProblem, readMp3, readWav } from './audio-files';

const wavProblem = (data: Buffer) => audioFileProblem(data, 'wav');
const mp3Problem = (data: Buffer) => audioFileProblem(data, 'mp3');

describe('WAV headers are read and checked', () => {
  it('passes the WAVs the product writes, and PCM and float of the usual shapes', async () => {
    const spoken = await speechProviderFor('local').synthesize({ text: 'Hay un coche rojo.', voice: (await speechProviderFor('local').voices())[0].id });
    expect(readWav(spoken)).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16 });
    expect(wavProblem(encodeWav({ sampleRate: 22050, samples: new Int16Array(2205) }))).toBeUndefined();
    expect(readWav(wavOf({ channels: 2, sampleRate: 44100, samples: 44100 }))).toEqual({
      format: 1,
      channels: 2,
      sampleRate: 44100,
      bitsPerSample: 16,
      dataBytes: 44100 * 4,
      seconds: 1,
    });
    expect(wavProblem(wavOf({ format: 3, bits: 32, sampleRate: 48000 }))).toBeUndefined();
    expect(wavProblem(wavOf({ bits: 24, channels: 2 }))).toBeUndefined();
  });

  it.each([
    ['0 channels', wavOf({ channels: 0, byteRate: 0 }), 'it declares 0 channels'],
    ['0 Hz', wavOf({ sampleRate: 0 }), 'it declares a sample rate of 0 Hz'],
    ['0 channels and 0 Hz', wavOf({ channels: 0, sampleRate: 0 }), 'it declares 0 channels'],
    ['4 GB in its RIFF header', wavOf({ riffSize: 0xffffffff }), 'its header claims 4096 MB but the file has 4 KB'],
    ['4 GB of data', wavOf({ riffSize: 0xffffffff - 8, dataSize: 0xffffffff - 52 }), 'its header claims 4096 MB but the file has 4 KB'],
    ['more data than it holds', wavOf({ dataSize: 1_000_000 }), "its 'data' chunk claims 977 KB, more than the file holds"],
    ["a byte rate that is not its format's", wavOf({ byteRate: 1 }), 'its byte rate and block size do not match its format'],
    ['12-bit samples', wavOf({ bits: 12 }), 'it declares 12-bit samples'],
    ['a compressed encoding', wavOf({ format: 2 }), 'its encoding (format 2) is not PCM'],
    ['no audio', wavOf({ samples: 0 }), 'it holds no audio'],
    ['a half sample', Buffer.concat([wavOf({ dataSize: 3201, riffSize: 36 + 3201 }), Buffer.alloc(1)]), 'its audio ends in the middle of a sample'],
    ['only its RIFF header', Buffer.from('RIFF\x04\0\0\0WAVE', 'latin1'), 'it has no format chunk'],
  ])('refuses a WAV with %s', (_, data, reason) => {
    expect(wavProblem(data)).toBe(`The WAV file is damaged: ${reason}.`);
  });
});

describe('MP3 frames are read and checked', () => {
  it('passes frames, after an ID3 tag or none, with a trailing ID3v1 tag', () => {
    expect(readMp3(mp3Frames(10))).toEqual({ version: 1, layer: 3, sampleRate: 44100, channels: 2, bitrate: 128 });
    expect(mp3Problem(Buffer.concat([id3Tag(300), mp3Frames(3)]))).toBeUndefined();
    expect(mp3Problem(Buffer.concat([id3Tag(), mp3Frames(1)]))).toBeUndefined();
    expect(mp3Problem(Buffer.concat([mp3Frames(2), Buffer.from('TAG'), Buffer.alloc(125)]))).toBeUndefined();
  });

  it.each([
    [
      'an ID3 header and junk',
      Buffer.concat([id3Tag(), Buffer.from('this is not audio at all, only junk bytes after a tag')]),
      'no MPEG audio frame follows its ID3 tag',
    ],
    ['an ID3 tag longer than the file', id3Tag(100).subarray(0, 50), 'its ID3 tag is longer than the file'],
    [
      'a frame sync and junk',
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413), Buffer.from('junk junk junk')]),
      'its audio frames do not follow one another',
    ],
    ['a free-format bitrate', Buffer.from([0xff, 0xfb, 0x00, 0x64, 0, 0, 0]), 'it does not start with an MPEG audio frame'],
    ['a reserved sample rate', Buffer.from([0xff, 0xfb, 0x9c, 0x64, 0, 0, 0]), 'it does not start with an MPEG audio frame'],
    ['a frame cut short', mp3Frames(1).subarray(0, 200), 'its audio is cut short'],
  ])('refuses %s', (_, data, reason) => {
    expect(mp3Problem(data)).toBe(`The MP3 file is damaged: ${reason}.`);
  });
});
