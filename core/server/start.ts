import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { buildClient, clientBuildIsStale } from './client-build';
import { configFromEnv } from './config';
import { clientDistDir, clientShell, fastifyOptions } from './http/client-files';
import { answerProbeWhileStarting } from './ops/probes';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const config = configFromEnv();
// A client source newer than its build (`npm install` builds it): built while the database opens (or
// is created and filled), as vite's bundler works mostly off this thread.
const clientBuilt = process.env.SKIP_CLIENT_BUILD !== 'true' && clientBuildIsStale() ? (console.log('Building the client…'), buildClient()) : undefined;
clientBuilt?.catch(() => undefined); // awaited by createServer; not unhandled meanwhile

// The server listens at once and serves the client's files (the login page) and the probes (/readyz: 503)
// while the rest starts; any other request waits until the whole server is ready, then is answered by it.
const shell = clientBuilt ? undefined : await clientShell(clientDistDir, config);
let app: Handler | undefined;
let appReady!: (handler: Handler) => void;
const ready = new Promise<Handler>((resolve) => (appReady = resolve));
// Fastify's http options (the headers' timeout, how often timeouts are checked) count only at creation.
const http = createHttpServer(fastifyOptions(config).http ?? {}, (req, res) => {
  if (app) app(req, res);
  else if (answerProbeWhileStarting(req, res)) return;
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

// No new connection; the requests under way and the running tasks get SHUTDOWN_SECONDS, then the
// tasks still running go back to the queue (server.close). A second signal exits at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`Stopping (within ${config.shutdownSeconds} s)…`);
    http.close();
    http.closeIdleConnections();
    void server.close().then(
      () => process.exit(0),
      (e: Error) => {
        server.app.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
