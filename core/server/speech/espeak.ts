import ESpeakNg from 'espeak-ng';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { encodeWav, parseWav } from './wav';

/* eSpeak NG in WebAssembly, run in this thread: the worker threads' speech task (espeak.worker.ts); see local.ts. */

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

/** The WAV of the text in the voice (checked by the caller). */
export async function espeakSynthesize(text: string, voice: string): Promise<Buffer> {
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
}
