import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a caller's X-Request-Id may be to be kept: a proxy's or a client's id (a UUID, a trace id), nothing to inject into a log line or an answer. */
const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when sane, else one of our own. Logged with every line of the request and returned in X-Request-Id. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE.test(given) ? given : randomBytes(6).toString('hex');
}
