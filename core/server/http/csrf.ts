import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a cross-site page may send without asking: reads. Everything else is a write. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Every write, whatever its path, needs the custom header (a cross-site form cannot set it) and,
 * when the browser sends an Origin, the app's own. Together with SameSite=Strict cookies this
 * closes CSRF. The rule does not look at the path: a path the router decodes or normalizes into
 * an API route ('/%61pi/logout') gets no way around it.
 */
export async function checkSameOrigin(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (READS.has(req.method)) return;
  if (req.headers['x-requested-with'] !== 'XMLHttpRequest') {
    return reply.status(403).send({ error: 'Writes need the header X-Requested-With: XMLHttpRequest' });
  }
  const origin = req.headers.origin;
  if (origin && origin !== `${req.protocol}://${req.host}`) {
    return reply.status(403).send({ error: 'Cross-origin request refused' });
  }
}

/** Whether the request was routed to an API route: the router's own reading of the path (decoded), not the raw URL. */
export const isApiRoute = (req: FastifyRequest): boolean => req.routeOptions.url?.startsWith('/api/') ?? false;
