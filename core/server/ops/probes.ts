import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/** The operator's endpoints: no session, outside the API (and its OpenAPI document). */
export const OPS_PATHS = { health: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

/** How long /readyz waits for the database before answering it unreachable. */
const DATABASE_CHECK_MS = 2_000;

type ProbeState = 'ok' | 'starting' | 'ready' | 'stopping' | 'unavailable';
const answer = (state: ProbeState) => ({ status: state });

/**
 * /healthz: the process answers. /readyz: 200 once the server is built (database open and migrated,
 * plugins loaded) while the database answers, 503 while it starts (core/server/start.ts), while it
 * shuts down, or when the database does not answer.
 */
export function registerProbes(app: FastifyInstance, opts: { db: Db; stopping: () => boolean }): void {
  const hide = { schema: { hide: true } };
  app.get(OPS_PATHS.health, hide, async (_req, reply) => reply.header('Cache-Control', 'no-store').send(answer('ok')));
  app.get(OPS_PATHS.ready, hide, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (opts.stopping()) return reply.status(503).send(answer('stopping'));
    let timer: NodeJS.Timeout | undefined;
    const reachable = await Promise.race([
      opts.db.execute(sql`SELECT 1`).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS))),
    ]);
    clearTimeout(timer);
    return reachable ? reply.send(answer('ready')) : reply.status(503).send(answer('unavailable'));
  });
}

/** The probes before the server is built (core/server/start.ts): alive, not ready. Answers whether the request was one. */
export function answerProbeWhileStarting(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '').split('?')[0];
  if (path !== OPS_PATHS.health && path !== OPS_PATHS.ready) return false;
  const alive = path === OPS_PATHS.health;
  res.writeHead(alive ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(answer(alive ? 'ok' : 'starting')));
  return true;
}
