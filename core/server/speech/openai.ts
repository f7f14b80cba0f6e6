import type { SpeechGender, SpeechProvider, SpeechVoice } from '../../../sdk/server/speech';
import { encodeWav, parseWav } from './wav';

/*
 * `openai`: any OpenAI-compatible POST {base}/audio/speech, asked for WAV. Its voices speak every
 * language, so voices(lang) lists them all under that language ('mul' when none is asked).
 * OpenAI does not state genders: the default list goes by how the voices sound; a compatible
 * server with other voices sets OPENAI_TTS_VOICES='id:m,id:f,…'.
 */

export interface OpenAiSpeechConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  voices: { id: string; gender: SpeechGender }[];
  timeoutMs: number;
}

const DEFAULT_VOICES = 'onyx:m,echo:m,ash:m,fable:m,nova:f,shimmer:f,coral:f,sage:f';

export function parseVoiceList(list: string): { id: string; gender: SpeechGender }[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [id, gender] = s.split(':');
      if (!id || (gender !== 'm' && gender !== 'f')) throw new Error(`OPENAI_TTS_VOICES: '${s}' is not id:m or id:f`);
      return { id, gender };
    });
}

export function openAiSpeechConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OpenAiSpeechConfig {
  return {
    baseUrl: (env.OPENAI_BASE_URL || 'https://api.openai.com/v1').replace(/\/$/, ''),
    apiKey: env.OPENAI_API_KEY ?? '',
    model: env.OPENAI_TTS_MODEL || 'gpt-4o-mini-tts',
    voices: parseVoiceList(env.OPENAI_TTS_VOICES || DEFAULT_VOICES),
    timeoutMs: Number(env.OPENAI_TIMEOUT_MS ?? 60_000),
  };
}

export function openAiSpeechProvider(cfg: OpenAiSpeechConfig): SpeechProvider {
  return {
    name: 'openai',
    async voices(language) {
      return cfg.voices.map(
        (v): SpeechVoice => ({
          id: v.id,
          language: language ?? 'mul',
          gender: v.gender,
          name: `${v.id} (${v.gender === 'm' ? 'male' : 'female'})`,
        }),
      );
    },
    async synthesize({ text, voice }) {
      if (!cfg.voices.some((v) => v.id === voice)) throw new Error(`Unknown voice: ${voice}`);
      if (!text.trim()) throw new Error('Nothing to say: the text is empty');
      let res: Response;
      try {
        res = await fetch(`${cfg.baseUrl}/audio/speech`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.apiKey}` },
          body: JSON.stringify({ model: cfg.model, input: text, voice, response_format: 'wav' }),
          signal: AbortSignal.timeout(cfg.timeoutMs),
        });
      } catch (e) {
        const err = e as Error;
        const timeout = err.name === 'TimeoutError' || err.name === 'AbortError';
        throw new Error(timeout ? `No answer within ${cfg.timeoutMs} ms` : `Request failed: ${err.message}`);
      }
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${body.toString('utf8', 0, 500)}`);
      // OpenAI streams its WAV with unknown sizes in the header; this checks it and writes real ones.
      return encodeWav(parseWav(body));
    },
  };
}
