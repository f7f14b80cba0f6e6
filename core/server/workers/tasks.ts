import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a worker thread is given (core/server/workers/pool.ts): a *.worker.ts module's URL and the input of its default export. */
export interface WorkerCall {
  module: string;
  input: unknown;
}

type WorkerModule = { default: (input: unknown) => unknown };

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The server build's worker modules, by their path from the root (core/server/build-server.mjs); none when run from the sources. */
let bundled: Record<string, () => Promise<WorkerModule>> | undefined;

export function provideBundledWorkerModules(modules: Record<string, () => Promise<WorkerModule>>): void {
  bundled = modules;
}

function load(module: string): Promise<WorkerModule> {
  if (!bundled) return import(module);
  const path = relative(root, fileURLToPath(module)).split('\\').join('/');
  const get = bundled[path];
  if (!get) throw new Error(`No worker module ${path} in the server build`);
  return get();
}

/** The worker's entry: runs one call in this thread. */
export default async function run(call: WorkerCall): Promise<unknown> {
  return (await load(call.module)).default(call.input);
}
