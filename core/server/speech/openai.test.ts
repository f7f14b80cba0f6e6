import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { openAiSpeechConfigFromEnv, openAiSpeechProvider, parseVoiceList } from './openai';
import { speechProviderFor } from './providers';
import { encodeWav, parseWav } from './wav';

/** A fake OpenAI-compatible speech endpoint on loopback: answers `next` and records the requests. */
let server: Server;
let baseUrl: string;
const requests: { url?: string; auth?: string; body: any }[] = [];
let next: { status?: number; body: Buffer; delayMs?: number };

const tone = Int16Array.from({ length: 2400 }, (_, i) => Math.round(8000 * Math.sin(i / 3)));

/** A WAV as OpenAI streams it: 24 kHz, sizes unknown (0xFFFFFFFF) in the header. */
function streamedWav(): Buffer {
  const wav = encodeWav({ sampleRate: 24000, samples: tone });
  wav.writeUInt32LE(0xffffffff, 4);
  wav.writeUInt32LE(0xffffffff, 40);
  return wav;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      setTimeout(() => {
        res.writeHead(next.status ?? 200, { 'content-type': next.status ? 'application/json' : 'audio/wav' });
        res.end(next.body);
      }, next.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('openai speech provider', () => {
  const config = () => ({
    ...openAiSpeechConfigFromEnv({ OPENAI_BASE_URL: `${baseUrl}/`, OPENAI_API_KEY: 'sk-test', OPENAI_TTS_MODEL: 'tts-test' }),
    timeoutMs: 2000,
  });

  it('is chosen by SPEECH_PROVIDER=openai and asks the endpoint for a WAV of the text in the voice', async () => {
    expect(configFromEnv({ SPEECH_PROVIDER: 'openai' }).speechProvider).toBe('openai');
    expect(configFromEnv({}).speechProvider).toBe('local');
    const speech = speechProviderFor('openai', { OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: 'sk-test', OPENAI_TTS_MODEL: 'tts-test' });
    expect(speech.name).toBe('openai');
    next = { body: streamedWav() };
    const wav = await speech.synthesize({ text: 'Hola, me llamo Juan.', voice: 'nova' });
    expect(requests.at(-1)).toEqual({
      url: '/v1/audio/speech',
      auth: 'Bearer sk-test',
      body: { model: 'tts-test', input: 'Hola, me llamo Juan.', voice: 'nova', response_format: 'wav' },
    });
    // The streamed header is rewritten with the real sizes.
    expect(wav.readUInt32LE(40)).toBe(tone.length * 2);
    const pcm = parseWav(wav);
    expect(pcm.sampleRate).toBe(24000);
    expect(Array.from(pcm.samples)).toEqual(Array.from(tone));
  });

  it('names the failure: HTTP error, not a WAV, time-out, unknown voice', async () => {
    const speech = openAiSpeechProvider(config());
    next = { status: 401, body: Buffer.from('{"error":{"message":"Incorrect API key"}}') };
    await expect(speech.synthesize({ text: 'x', voice: 'onyx' })).rejects.toThrow(/HTTP 401: .*Incorrect API key/);
    next = { body: Buffer.from('ID3\x04 an mp3') };
    await expect(speech.synthesize({ text: 'x', voice: 'onyx' })).rejects.toThrow(/Not a WAV/);
    const before = requests.length;
    await expect(speech.synthesize({ text: 'x', voice: 'nobody' })).rejects.toThrow(/Unknown voice: nobody/);
    expect(requests.length).toBe(before);
    next = { body: streamedWav(), delayMs: 300 };
    await expect(openAiSpeechProvider({ ...config(), timeoutMs: 50 }).synthesize({ text: 'x', voice: 'onyx' })).rejects.toThrow(/No answer within 50 ms/);
  });

  it('lists its voices for any language, with genders; OPENAI_TTS_VOICES replaces them', async () => {
    const speech = openAiSpeechProvider(config());
    const es = await speech.voices('es-MX');
    expect(es).toContainEqual({ id: 'nova', language: 'es-MX', gender: 'f', name: 'nova (female)' });
    expect(es.some((v) => v.gender === 'm')).toBe(true);
    expect((await speech.voices()).every((v) => v.language === 'mul')).toBe(true);
    const custom = openAiSpeechProvider({ ...config(), voices: parseVoiceList('af_bella:f, am_adam:m') });
    expect((await custom.voices('fr')).map((v) => [v.id, v.gender])).toEqual([
      ['af_bella', 'f'],
      ['am_adam', 'm'],
    ]);
    expect(() => parseVoiceList('alloy')).toThrow(/'alloy' is not id:m or id:f/);
  });
});
