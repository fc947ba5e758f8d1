import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the game API serves its HTTP reference with the dev routes on (docs/game-api.md, "Reference"). */
export const OPENAPI_PATH = '/dev/openapi.json';

/** The checked-in reference, kept equal to what the server serves by a test (`pnpm --filter @companion/game-api openapi`). */
export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', 'openapi.json');

/** The security requirement of a route that needs a session. */
export const SESSION_SECURITY = [{ session: [] }];

/**
 * Collects every route registered after it into an OpenAPI document (`app.swagger()`), its schemas
 * converted from the routes' zod schemas: register before the routes.
 */
export async function collectOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Game API',
        version: '1.0.0',
        description:
          'Generated from the route declarations in shared-state (src/routes). Errors answer `{ error }` with a message a person can read.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description: 'The token of the sign-in answer, sent as is.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** GET {OPENAPI_PATH} in the dev scope (prefix /dev): the reference of every route this server registered. */
export function serveOpenApi(devScope: FastifyInstance): void {
  devScope.get(OPENAPI_PATH.slice('/dev'.length), { schema: { hide: true } }, async () => devScope.swagger());
}
