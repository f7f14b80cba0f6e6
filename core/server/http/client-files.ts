import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { installSecurityHeaders } from './security-headers';

export const clientDistDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** The options of every Fastify instance of the server. */
export function fastifyOptions(opts: { trustProxy: boolean }): FastifyServerOptions {
  return {
    logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy: opts.trustProxy,
    // A request id of our own (never the caller's header), logged with a failure and returned in its answer.
    requestIdHeader: false, genReqId: () => randomBytes(6).toString('hex'),
  };
}

/** Security headers and compression, on every answer: registered before any route. */
export async function installResponseHeaders(app: FastifyInstance, opts: { https: boolean }): Promise<void> {
  installSecurityHeaders(app, opts);
  // Scripts and large API answers (over 1 KB) go compressed; brotli at quality 5 is nearly as small as 11 at a fraction of the CPU.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
}

/** The built client's files: index.html at / (and, through the not-found handler, for any app path), its assets. */
export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  // Vite names assets by their content hash: cached for good. index.html names the current ones: revalidated each time.
  // One wildcard route, not one per file: no listing of the folder at start, and a file missing goes to the not-found handler.
  await app.register(fastifyStatic, {
    root: clientDir, wildcard: true, index: 'index.html', cacheControl: false,
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
export async function clientShell(clientDir: string, opts: { trustProxy: boolean }): Promise<ClientShell | undefined> {
  if (!existsSync(clientDir)) return undefined;
  const files = new Set(readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .map((e) => `/${relative(clientDir, join(e.parentPath, e.name)).split('\\').join('/')}`));
  const app = Fastify(fastifyOptions(opts));
  await installResponseHeaders(app, { https: opts.trustProxy });
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
