import type { SpeechProvider, SpeechVoice } from '../../../sdk/server/speech';
import { voicesFor } from './voices';
import { runInWorker } from '../../../sdk/server/workers';
import type synthesizeInWorker from './espeak.worker';

/*
 * `local`: eSpeak NG compiled to WebAssembly (npm espeak-ng 1.0.2, GPL-3.0-or-later), offline.
 * Run in a worker thread (the SDK's runInWorker), by espeak.ts. One module instance per call: the program runs its main() once and keeps state in its memory,
 * so an instance is not reused; the compiled module (18 MB of WASM, the voice data inside) is
 * compiled once and shared, which saves about a quarter of the CPU time of a call. Measured on the
 * 2-core machine under load, a 3.4 s Spanish sentence: 150 to 200 ms of CPU, 250 to 400 ms wall;
 * about 60 MB more RSS while a call runs, given back after it (flat over 60 calls).
 * The text goes through a file (-f), so a text that starts with '-' is not an option.
 *
 * Voices: eSpeak's language voices are male; its variants `+m3`, `+f1`, `+f3` work in this build
 * (checked: median pitch about 105 Hz for es and es+m3, 185 to 225 Hz for es+f1 and es+f3).
 */

const LANGUAGES: { espeak: string; language: string; label: string }[] = [
  { espeak: 'es', language: 'es', label: 'Spanish' },
  { espeak: 'fr', language: 'fr', label: 'French' },
  { espeak: 'de', language: 'de', label: 'German' },
  { espeak: 'it', language: 'it', label: 'Italian' },
  { espeak: 'ru', language: 'ru', label: 'Russian' },
  { espeak: 'cmn', language: 'zh', label: 'Mandarin' },
  { espeak: 'en-us', language: 'en-US', label: 'American English' },
  { espeak: 'en-gb', language: 'en-GB', label: 'British English' },
];

const VARIANTS: { suffix: string; gender: 'm' | 'f'; label: string }[] = [
  { suffix: '', gender: 'm', label: 'male 1' },
  { suffix: '+m3', gender: 'm', label: 'male 2' },
  { suffix: '+f1', gender: 'f', label: 'female 1' },
  { suffix: '+f3', gender: 'f', label: 'female 2' },
];

export const LOCAL_VOICES: SpeechVoice[] = LANGUAGES.flatMap((l) =>
  VARIANTS.map((v) => ({ id: `${l.espeak}${v.suffix}`, language: l.language, gender: v.gender, name: `${l.label}, ${v.label}` })),
);

const ESPEAK = new URL('./espeak.worker.ts', import.meta.url);

export function localSpeechProvider(): SpeechProvider {
  return {
    name: 'local',
    async voices(language) {
      return voicesFor(LOCAL_VOICES, language);
    },
    async synthesize({ text, voice }) {
      if (!LOCAL_VOICES.some((v) => v.id === voice)) throw new Error(`Unknown voice: ${voice}`);
      if (!text.trim()) throw new Error('Nothing to say: the text is empty');
      // In a worker thread: a call takes 150 to 400 ms of CPU, which the requests of this process do not wait for.
      return Buffer.from(await runInWorker<typeof synthesizeInWorker>(ESPEAK, { text, voice }));
    },
  };
}
