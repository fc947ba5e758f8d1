import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '../auth/AuthService';
import type { GameContext } from '../GameContext';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; set by the session hook on every route of an authenticated scope. */
    session: Session | null;
  }
}

/**
 * Checks the session once for every route registered in `scope` (docs/game-api.md, "Authentication"):
 * a route added later is authenticated without a line of its own, and cannot forget it.
 */
export function requireSession(scope: FastifyInstance, ctx: GameContext): void {
  scope.decorateRequest('session', null);
  scope.addHook('onRequest', async (request) => {
    request.session = ctx.auth.authenticate(request.headers.authorization);
  });
}

/** The session the hook put on the request; a route outside an authenticated scope has none. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route is outside an authenticated scope');
  return request.session;
}
