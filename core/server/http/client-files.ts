import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { TrustProxy } from '../config';
import { installSecurityHeaders } from './security-headers';
import { requestIdOf } from './request-id';
import { installAccessLog } from '../ops/access-log';

export const clientDistDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/**
 * How long a client may take: to send a whole request (headers and body: a slow body is cut, with
 * 408), its headers, and to read or send anything at all; how long an idle kept-alive connection stays.
 */
export const TIMEOUTS = { requestMs: 60_000, headersMs: 20_000, idleMs: 120_000, keepAliveMs: 72_000 };

interface HttpOptions {
  trustProxy: TrustProxy;
  /** TIMEOUTS.requestMs unless set (tests). */
  requestTimeoutMs?: number;
  /** The log's level (LOG_LEVEL; warn by default, info adds the access log). */
  logLevel?: string;
  /** Where the log's JSON lines go: standard output unless set (tests). */
  logStream?: { write(line: string): void };
}

/** Fastify's trustProxy: a hop count as proxy-addr counts them (Fastify 5 takes a bare number for "trust none"). */
function proxyTrust(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  const hops = trust === true ? 1 : trust;
  if (typeof hops !== 'number') return hops;
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
}

/** The options of every Fastify instance of the server. */
export function fastifyOptions(opts: HttpOptions): FastifyHttpOptions<Server> {
  const requestTimeout = opts.requestTimeoutMs ?? TIMEOUTS.requestMs;
  return {
    logger: { level: opts.logLevel ?? 'warn', ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // Fastify's two lines per request are replaced by one of ours (core/server/ops/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: proxyTrust(opts.trustProxy),
    // The caller's X-Request-Id when sane (requestIdOf), logged with every line of the request and returned in X-Request-Id.
    requestIdHeader: false,
    genReqId: requestIdOf,
    requestTimeout,
    connectionTimeout: TIMEOUTS.idleMs,
    keepAliveTimeout: TIMEOUTS.keepAliveMs,
    // Node checks the request and header timeouts every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout: Math.min(TIMEOUTS.headersMs, requestTimeout), connectionsCheckingInterval: Math.min(5_000, requestTimeout / 4) },
  };
}

/** Security headers and compression, on every answer: registered before any route. */
export async function installResponseHeaders(app: FastifyInstance, opts: { https: boolean }): Promise<void> {
  installSecurityHeaders(app, opts);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  // Scripts and large API answers (over 1 KB) go compressed; brotli at quality 5 is nearly as small as 11 at a fraction of the CPU.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
}

/** The built client's files: index.html at / (and, through the not-found handler, for any app path), its assets. */
export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  // Vite names assets by their content hash: cached for good. index.html names the current ones: revalidated each time.
  // One wildcard route, not one per file: no listing of the folder at start, and a file missing goes to the not-found handler.
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
}

export interface ClientShell {
  /** Whether the request is for one of the client's files (GET or HEAD of /, index.html or an asset). */
  serves(req: IncomingMessage): boolean;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * A Fastify instance serving only the client's files, with the headers of the whole server, so that
 * the login page is served while the rest of the server starts (core/server/start.ts).
 */
export async function clientShell(clientDir: string, opts: HttpOptions): Promise<ClientShell | undefined> {
  if (!existsSync(clientDir)) return undefined;
  const files = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `/${relative(clientDir, join(e.parentPath, e.name)).split('\\').join('/')}`),
  );
  const app = Fastify(fastifyOptions(opts));
  await installResponseHeaders(app, { https: opts.trustProxy !== false });
  installAccessLog(app);
  await registerClientFiles(app, clientDir);
  await app.ready();
  return {
    serves: (req) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const path = (req.url ?? '').split('?')[0];
      try {
        return path === '/' || files.has(decodeURIComponent(path));
      } catch {
        return false;
      }
    },
    handle: (req, res) => app.routing(req, res),
  };
}
