import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../../sdk/server';

/** Bad input: 400 with the failing fields; HttpError: its status; anything else: 500 with its message. */
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
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.fields ? { error: error.message, fields: error.fields } : { error: error.message });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status < 500) return reply.status(status).send({ error: error.message });
    req.log.error(error);
    return reply.status(500).send({ error: error.message || 'Internal server error' });
  });
}
