import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@companion/shared-state/schemas';
import type {
  RouteDeclaration,
  RouteRequestParts,
  RouteResult,
  RouteSchema,
} from '@companion/shared-state/routes';
import type { GameContext } from '../GameContext';
import { routeDescription } from './routeDescription';
import { SESSION_SECURITY } from './openApi';

/** What a handler gets: the request's parts as the route's schemas validated them, and the request itself. */
export type RouteCall<D extends RouteDeclaration> = RouteRequestParts<D> & {
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Serves one declared route: the service call and nothing else (validation and auth come from the declaration). */
export type RouteHandler<D extends RouteDeclaration> = (call: RouteCall<D>) => Promise<RouteResult<D>>;

/** A handler for every route of a group of declarations: a declared route without one does not compile. */
export type RouteHandlers<T extends Record<string, RouteDeclaration>> = {
  [K in keyof T]: RouteHandler<T[K]>;
};

/** Per-route Fastify config for a rate-limit class beyond its area's budget, e.g. the deposit limit. */
export type RateLimitConfig = (route: RouteDeclaration) => Record<string, unknown> | undefined;

/**
 * Registers each declared route in `scope` (whose prefix is the routes' area): params, query and body are
 * validated by their schemas and every answer is checked against the declared schema for its status (a
 * mismatch is a 500), a route with `auth` gets the session check before anything else.
 */
export function serveRoutes<T extends Record<string, RouteDeclaration>>(
  scope: FastifyInstance,
  ctx: GameContext,
  routes: T,
  handlers: RouteHandlers<T>,
  rateLimitConfig: RateLimitConfig = () => undefined,
): void {
  const typed = scope.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(routes) as (keyof T & string)[]) {
    const route = routes[name] as T[typeof name];
    // Each handler is typed against its own declaration above; here they are called alike.
    const handler = handlers[name] as unknown as RouteHandler<RouteDeclaration>;
    const options: RouteOptions = {
      method: route.method,
      url: route.path,
      schema: {
        operationId: route.name,
        summary: route.summary,
        description: routeDescription(route),
        tags: [route.area],
        ...(route.auth ? { security: SESSION_SECURITY } : {}),
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: responseSchemas(route),
      },
      config: { ...rateLimitConfig(route), ...(route.noPreflight ? { noPreflight: true } : {}) },
      ...(route.auth
        ? {
            onRequest: async (request: FastifyRequest) => {
              request.session = ctx.auth.authenticate(request.headers.authorization);
            },
          }
        : {}),
      handler: (request, reply) =>
        handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          request,
          reply,
        }),
    };
    typed.route(options);
  }
}

/** The declared answers by status, each error status answering `{ error }`. */
function responseSchemas(route: RouteDeclaration): Record<number, RouteSchema> {
  const schemas: Record<number, RouteSchema> = {};
  for (const [status, schema] of Object.entries(route.responses))
    if (schema) schemas[Number(status)] = schema;
  for (const status of route.errors) schemas[status] = errorBodySchema;
  return schemas;
}
