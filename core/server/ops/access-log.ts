import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './metrics';

/**
 * One JSON line per answered request at level info (LOG_LEVEL=info): Fastify's request id (reqId),
 * method, path without its query, route pattern, status, user id and duration in ms; and the
 * request counted in the metrics.
 */
export function installAccessLog(app: FastifyInstance, metrics?: ServerMetrics): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    const ms = reply.elapsedTime;
    metrics?.request(route, req.method, reply.statusCode, ms / 1000);
    req.log.info(
      { method: req.method, path: req.url.split('?')[0], route, status: reply.statusCode, userId: req.user?.id, durationMs: Math.round(ms * 10) / 10 },
      'request',
    );
  });
}
