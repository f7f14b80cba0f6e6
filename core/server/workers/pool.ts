import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import type { WorkerPool } from '../../../sdk/server/workers';
import type { WorkerCall } from './tasks';

/*
 * CPU-heavy work (speech synthesis, mining, embeddings, batch checks) runs in worker threads, one
 * pool per process shared by every server in it, so that a request's latency does not depend on
 * the tasks running: the main thread keeps answering while a worker computes. WORKER_THREADS
 * threads at most (default: the cores less one, at least one); an idle thread ends after a while,
 * so an idle server holds none. Plugins and core reach it through the SDK's runInWorker.
 *
 * The tasks run from the compiled bundle (dist/server/worker.js, core/server/build-server.mjs) when
 * the server does, else from the TypeScript sources through tsx (dev, tests). `import.meta['url']`
 * is this module's real place: the build rewrites `import.meta.url` to name the source file.
 */
const here = import.meta['url'];
const workerFile = here.endsWith('.ts') ? new URL('./dev-worker.mjs', here).href : new URL('./worker.js', here).href;

let pool: Piscina | undefined;

function workers(): Piscina {
  pool ??= new Piscina({
    filename: workerFile,
    minThreads: 0,
    maxThreads: Math.max(1, Number(process.env.WORKER_THREADS) || availableParallelism() - 1),
    idleTimeout: 30_000,
  });
  return pool;
}

/** The pool the SDK's runInWorker uses (core/server/services.ts registers it). */
export const workerPool: WorkerPool = {
  run: (module, input, transfer) => workers().run({ module, input } satisfies WorkerCall, transfer ? { transferList: [...transfer] } : undefined),
};

/** Tasks waiting for a thread and threads in the pool (metrics). */
export function workerPoolStats(): { queued: number; threads: number; completed: number } {
  return { queued: pool?.queueSize ?? 0, threads: pool?.threads.length ?? 0, completed: pool?.completed ?? 0 };
}
