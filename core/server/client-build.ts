import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientDistDir } from './http/client-files';

const root = fileURLToPath(new URL('../..', import.meta.url));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Whether a client source file is newer than the last build (or there is none); about 15 ms. */
export function clientBuildIsStale(sources = root, built = clientDistDir): boolean {
  const builtAt = existsSync(join(built, 'index.html')) ? statSync(join(built, 'index.html')).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...['core/client', 'sdk', 'plugins', 'vite.config.ts'].map((p) => {
      const full = join(sources, p);
      return statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    }),
  );
  return builtAt < sourcesAt;
}

/** Builds the client into dist/client with vite. */
export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
