import type { SpeechVoice } from '../../../sdk/server/speech';

/** Does a voice speak `wanted` (a language 'en' or a dialect 'en-GB')? A dialect-less voice serves every dialect of its language. */
export function speaks(voice: SpeechVoice, wanted: string): boolean {
  const [vLang, vRegion] = voice.language.toLowerCase().split('-');
  const [wLang, wRegion] = wanted.toLowerCase().split('-');
  return vLang === wLang && (!vRegion || !wRegion || vRegion === wRegion);
}

export function voicesFor(all: SpeechVoice[], language?: string): SpeechVoice[] {
  return language ? all.filter((v) => speaks(v, language)) : all;
}
