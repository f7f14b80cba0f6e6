import type { FastifyReply, FastifyRequest } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Writes need the custom header (a cross-site form cannot set it) and, when the browser sends an
 * Origin, the app's own. Together with SameSite=Strict cookies this closes CSRF.
 */
export async function checkSameOrigin(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!WRITES.has(req.method) || !req.url.startsWith('/api/')) return;
  if (req.headers['x-requested-with'] !== 'XMLHttpRequest') {
    return reply.status(403).send({ error: 'Writes need the header X-Requested-With: XMLHttpRequest' });
  }
  const origin = req.headers.origin;
  if (origin && origin !== `${req.protocol}://${req.host}`) {
    return reply.status(403).send({ error: 'Cross-origin request refused' });
  }
}
