/*
 * Speech synthesis (issue 21; spec 3 §4 'Audio set recording', §5 TTS rules, 4 §2.6 TTS lab).
 * The host makes one provider from SPEECH_PROVIDER (core/server/speech/): `local` (default,
 * offline eSpeak NG) or `openai` (an OpenAI-compatible /audio/speech endpoint).
 */

export type SpeechGender = 'm' | 'f';

export interface SpeechVoice {
  /** What synthesize() takes, e.g. 'es+f1' (local) or 'nova' (openai). */
  id: string;
  /** BCP 47: a language ('es') or a dialect ('en-GB'); voices(lang) matches on both. */
  language: string;
  gender: SpeechGender;
  /** For pickers: 'Spanish, female 1'. */
  name: string;
}

export interface SpeechProvider {
  readonly name: string;
  /** Every voice, or those that speak a language or dialect ('es', 'es-MX', 'en-GB'). */
  voices(language?: string): Promise<SpeechVoice[]>;
  /** The text spoken: a 16-bit PCM mono RIFF WAV. Rejects with an Error naming the cause. */
  synthesize(input: { text: string; voice: string }): Promise<Buffer>;
}
