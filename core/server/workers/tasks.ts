import { espeakSynthesize } from '../speech/espeak';

/** What a worker thread does (core/server/workers/pool.ts). */
export type WorkerTask = { kind: 'speech'; text: string; voice: string };

/** The answer of each kind of task. */
export type WorkerTaskAnswer<T extends WorkerTask> = T extends { kind: 'speech' } ? Uint8Array : never;

/** The worker's entry: runs one task in this thread. */
export default async function run(task: WorkerTask): Promise<unknown> {
  switch (task.kind) {
    case 'speech': {
      return espeakSynthesize(task.text, task.voice);
    }
  }
}
