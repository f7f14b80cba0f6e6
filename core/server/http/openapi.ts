import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The OpenAPI document's view of a route: its params, query and body, and its answer as the 200 response. */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const answer = input.route.config?.answer;
  if (!answer) return jsonSchemaTransform(input);
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, response: { 200: answer } } });
}
