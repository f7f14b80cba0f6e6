import type { TransferListItem } from 'node:worker_threads';
import { SERVICES, service } from './services';

/** The host's worker threads (core/server/workers): what runInWorker hands the work to. */
export interface WorkerPool {
  run(moduleUrl: string, input: unknown, transfer?: readonly TransferListItem[]): Promise<unknown>;
}

/**
 * Runs CPU-heavy work (speech synthesis, mining, embeddings, a batch check) in one of the host's
 * worker threads (WORKER_THREADS), so that the requests of this process do not wait for it: the
 * default export of the module at moduleUrl, called with input. The module is a file named
 * `*.worker.ts`, named from its caller's place: `new URL('./mining.worker.ts', import.meta.url)`
 * (the server build bundles every such file into its worker entry). Input and answer are copied
 * between the threads (plain data, Maps, Sets, typed arrays; a Buffer comes back as a
 * Uint8Array); a MessagePort listed in transfer moves to the worker, for work fed in steps.
 *
 *   const rows = await runInWorker<typeof mine>(MINE, { cfg, texts });
 */
export function runInWorker<F extends (input: never) => unknown>(
  moduleUrl: URL | string,
  input: Parameters<F>[0],
  transfer?: readonly TransferListItem[],
): Promise<Awaited<ReturnType<F>>> {
  const url = String(moduleUrl);
  if (!/\.worker\.ts$/.test(url)) throw new Error(`A worker module is a file named *.worker.ts, not ${url}`);
  return service(SERVICES.workers).run(url, input, transfer) as Promise<Awaited<ReturnType<F>>>;
}
