import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientDistDir, createServer } from './app';
import { configFromEnv } from './config';

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

/** The client is rebuilt when a source file is newer than the last build. */
async function buildClientIfNeeded(): Promise<void> {
  const builtAt = existsSync(join(clientDistDir, 'index.html')) ? statSync(join(clientDistDir, 'index.html')).mtimeMs : 0;
  const sourcesAt = Math.max(...['core/client', 'sdk', 'plugins', 'vite.config.ts'].map((p) => {
    const full = join(root, p);
    return statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
  }));
  if (builtAt >= sourcesAt) return;
  console.log('Building the client…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

const config = configFromEnv();
// The client is built while the database opens (or is created and filled): vite's bundler works mostly off this thread.
const clientBuilt = process.env.SKIP_CLIENT_BUILD !== 'true' ? buildClientIfNeeded() : undefined;
clientBuilt?.catch(() => undefined); // awaited by createServer; not unhandled meanwhile
const server = await createServer(config, console.log, clientBuilt);
await server.app.listen({ port: config.port, host: config.host });
console.log(`Back office ready on http://localhost:${config.port} (database: ${server.database.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().finally(() => process.exit(0)));
}
