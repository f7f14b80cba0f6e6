import ESpeakNg from 'espeak-ng';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { SpeechProvider, SpeechVoice } from '../../../sdk/server/speech';
import { voicesFor } from './voices';
import { encodeWav, parseWav } from './wav';

/*
 * `local`: eSpeak NG compiled to WebAssembly (npm espeak-ng 1.0.2, GPL-3.0-or-later), offline.
 * One module instance per call: the program runs its main() once and keeps state in its memory,
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

let compiled: Promise<WebAssembly.Module> | undefined;

function espeakModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm')).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

/**
 * The instance runs here, synchronously: it loads its embedded voice files, creating each folder on
 * the way and catching the error of one that exists, an Error whose stack trace eSpeak's runtime
 * takes twice; those traces were about half the CPU of a call.
 */
function withoutStackTraces(run: () => void): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    run();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function localSpeechProvider(): SpeechProvider {
  return {
    name: 'local',
    async voices(language) {
      return voicesFor(LOCAL_VOICES, language);
    },
    async synthesize({ text, voice }) {
      if (!LOCAL_VOICES.some((v) => v.id === voice)) throw new Error(`Unknown voice: ${voice}`);
      if (!text.trim()) throw new Error('Nothing to say: the text is empty');
      const errors: string[] = [];
      const module = await espeakModule();
      let failed!: (e: Error) => void;
      const instantiateFailed = new Promise<never>((_, reject) => {
        failed = reject;
      });
      const espeak = await Promise.race([
        instantiateFailed,
        ESpeakNg({
          // Emscripten has no failure callback here: a failed instantiation would leave ESpeakNg pending forever.
          instantiateWasm: (imports, done) => {
            WebAssembly.instantiate(module, imports).then((instance) => withoutStackTraces(() => done(instance, module)), failed);
            return {};
          },
          arguments: ['-w', 'out.wav', '-v', voice, '-f', 'in.txt'],
          preRun: [(m) => m.FS.writeFile('in.txt', text)],
          print: () => {},
          printErr: (line) => errors.push(line),
        }),
      ]);
      let wav: Buffer;
      try {
        wav = Buffer.from(espeak.FS.readFile('out.wav'));
      } catch {
        throw new Error(`eSpeak made no audio${errors.length ? `: ${errors.join(' ')}` : ''}`);
      }
      // Checks it is the 16-bit mono WAV the interface promises, written with a plain 44-byte header.
      return encodeWav(parseWav(wav));
    },
  };
}
