import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Requests are validated by, and answers checked against, the zod schemas of each route's declaration
 * (Fastify's zod type provider); every route starts with no session (a route with `auth` sets it).
 */
export function applyRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
}
