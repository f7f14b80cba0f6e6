import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../../sdk/server';

/** The PostgreSQL error behind a Drizzle or driver error, if any. */
function databaseError(error: unknown): { code: string; detail?: string } | undefined {
  for (let e = error as { code?: unknown; cause?: unknown; detail?: string } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, detail: e.detail };
  }
  return undefined;
}

const camel = (column: string) => column.trim().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * What a database refusal means to the caller, when the input caused it: a unique value taken
 * (409 naming the field, from the constraint's 'Key (column)=…' detail — the value is not echoed),
 * a record referred to that is gone (409 naming the field),
 * a value out of its column's range or badly encoded (400). Anything else is a server error.
 */
function clientErrorOf(error: unknown): HttpError | undefined {
  const db = databaseError(error);
  if (!db) return undefined;
  if (db.code === '23505') {
    // 'Key (course_id, lower(name))=(…) already exists.': the columns, out of any function around them.
    const key = /^Key \((.*)\)=\(/.exec(db.detail ?? '')?.[1] ?? '';
    const columns = [...key.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/gi)].map((m) => camel(m[1]));
    const field = columns.at(-1) ?? 'value';
    return new HttpError(409, `This ${field} is already in use`, { [field]: 'Already in use' });
  }
  // 'Key (category_id)=(…) is not present in table …': removed by someone else meanwhile.
  if (db.code === '23503' && /is not present in table/.test(db.detail ?? '')) {
    const field = camel(
      /^Key \((.*)\)=\(/
        .exec(db.detail ?? '')?.[1]
        ?.split(',')
        .at(-1) ?? 'value',
    );
    return new HttpError(409, 'This refers to a record that no longer exists. Reload and try again.', { [field]: 'No longer exists' });
  }
  if (db.code === '22003') return new HttpError(400, 'A number is out of range');
  if (db.code === '22P05' || db.code === '22021' || db.code === '22P02') return new HttpError(400, 'Invalid characters or value in the input');
  return undefined;
}

/**
 * One error convention for every route: bad input is a 400 with the failing fields; HttpError its
 * status; a database refusal the input caused its 4xx; anything else a 500 that says only that it
 * happened and its request id, the details (SQL, parameters, stack) going to the server log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
        fields[field] ??= v.message ?? 'Invalid';
      }
      return reply.status(400).send({ error: `Invalid ${error.validationContext ?? 'input'}: ${Object.keys(fields).join(', ')}`, fields });
    }
    const known = error instanceof HttpError ? error : clientErrorOf(error);
    if (known) return reply.status(known.status).send(known.fields ? { error: known.message, fields: known.fields } : { error: known.message });
    const status = (error as FastifyError).statusCode;
    // Fastify's own 4xx (a malformed JSON body, a body too large…) say what is wrong in plain words.
    if (status && status >= 400 && status < 500) return reply.status(status).send({ error: error.message });
    req.log.error({ err: error, requestId: req.id }, 'request failed');
    return reply.status(500).send({ error: `Internal server error (request ${req.id})`, requestId: req.id });
  });
}
