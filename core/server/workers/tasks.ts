import type { Misspelling, SpellingInput } from '../../../sdk/server/spelling';
import { espeakSynthesize } from '../speech/espeak';
import { spellCheck } from '../spelling/hunspell';

/** What a worker thread does (core/server/workers/pool.ts). */
export type WorkerTask = { kind: 'speech'; text: string; voice: string } | ({ kind: 'spelling' } & SpellingInput);

/** The answer of each kind of task. */
export type WorkerTaskAnswer<T extends WorkerTask> = T extends { kind: 'speech' }
  ? Uint8Array
  : T extends { kind: 'spelling' }
    ? Misspelling[][] | null
    : never;

/** The worker's entry: runs one task in this thread. */
export default async function run(task: WorkerTask): Promise<unknown> {
  switch (task.kind) {
    case 'speech': {
      return espeakSynthesize(task.text, task.voice);
    }
    case 'spelling': {
      return spellCheck(task);
    }
  }
}
