import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './table';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SpawnedServer {
  port: number;
  base: string;
  /** What the server printed so far. */
  output: string[];
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `npm start` as a child process (the built client is assumed; the server is compiled if stale): PORT free, the given database. */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['core/server/launch.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_CLIENT_BUILD: 'true', LOG_LEVEL: 'warn', ...env },
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { port, base: `http://127.0.0.1:${port}`, output, child, stop };
}

/** Polls url until check(status, body) holds; the ms it took, or an error after timeoutMs. */
export async function waitFor(
  server: SpawnedServer,
  path: string,
  check: (status: number, body: string) => boolean,
  timeoutMs = 120_000,
  pollMs = 50,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output.join('')}`);
    try {
      const res = await fetch(server.base + path, { signal: AbortSignal.timeout(5_000) });
      if (check(res.status, await res.text())) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await sleep(pollMs);
  }
  throw new Error(`${path} did not answer as expected after ${timeoutMs} ms:\n${server.output.join('')}`);
}
