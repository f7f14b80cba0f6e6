import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How deep a JSON body may nest: no form of the app's goes past a handful of levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether the JSON text nests arrays and objects deeper than max. A scan of the text, before
 * parsing: a deep body is refused before any recursive walk (validation, the input rules) sees it.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** What an empty JSON body parses to; registerRoute reads it as no body. */
export const NO_BODY = Symbol('no body');

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * After a refused request whose body was not read to its end (an upload refused at its first
 * part): the rest of the body is read and dropped, so the client can finish sending, read the
 * answer and send its next request on the same connection. Past drainLimit bytes the connection
 * is closed instead.
 */
function drainUnreadBody(req: FastifyRequest, drainLimit: number): void {
  const raw = req.raw;
  if (raw.complete || raw.readableEnded) return;
  raw.unpipe();
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > drainLimit) raw.socket?.destroy();
  });
  raw.resume();
}

/**
 * The body rules of every request: an empty JSON body is no body; JSON nested at most MAX_JSON_DEPTH
 * levels (400 beyond), parsed as Fastify does otherwise (prototype poisoning refused); a body left
 * unread by a refusal drained.
 */
export function installBodyRules(app: FastifyInstance, opts: { drainLimit: number }): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // A POST the spec sends without a body (keep, bulk-keep, retry-failed…) may still say it is JSON: no body
    // (a parser cannot answer undefined, Fastify makes it null: the route turns NO_BODY back into undefined).
    if (!(body as string).trim()) return done(null, NO_BODY);
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      return done(badRequest(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`), undefined);
    }
    parseJson(req, body as string, done);
  });
  app.addHook('onSend', async (req) => drainUnreadBody(req, opts.drainLimit));
}
