import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from './config';
import { clientDistDir, clientShell } from './http/client-files';

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

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const config = configFromEnv();
// The client is built while the database opens (or is created and filled): vite's bundler works mostly off this thread.
const clientBuilt = process.env.SKIP_CLIENT_BUILD !== 'true' ? buildClientIfNeeded() : undefined;
clientBuilt?.catch(() => undefined); // awaited by createServer; not unhandled meanwhile

// The server listens at once and serves the client's files (the login page) while the rest starts;
// any other request waits until the whole server is ready, then is answered by it.
const shell = clientBuilt ? undefined : await clientShell(clientDistDir, config);
let app: Handler | undefined;
let appReady!: (handler: Handler) => void;
const ready = new Promise<Handler>((resolve) => (appReady = resolve));
const http = createHttpServer((req, res) => {
  if (app) app(req, res);
  else if (shell?.serves(req)) shell.handle(req, res);
  else void ready.then((handler) => handler(req, res));
});
http.keepAliveTimeout = 72_000; // Fastify's default, set again below from its options
await new Promise<void>((resolve, reject) => {
  http.once('error', reject);
  http.listen({ port: config.port, host: config.host }, () => {
    http.off('error', reject);
    resolve();
  });
});

// Loaded only now: the bundle of the server and its packages (core/server/build-server.mjs).
const { createServer } = await import('./app');
let handler: Handler | undefined;
// A first start answers once the demo is in; its last steps (made of other plugins' records) run after.
const server = await createServer({ ...config, deferDemoSteps: true }, console.log, clientBuilt, (httpHandler, options) => {
  handler = httpHandler;
  // What Fastify sets on a server it makes itself.
  const o = options as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
  http.keepAliveTimeout = o.keepAliveTimeout;
  http.requestTimeout = o.requestTimeout;
  http.setTimeout(o.connectionTimeout);
  return http;
});
await server.app.ready();
app = handler!;
appReady(app);
server.startBackground();
console.log(`Back office ready on http://localhost:${config.port} (database: ${server.database.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    http.close();
    http.closeIdleConnections();
    void server.close().finally(() => process.exit(0));
  });
}
