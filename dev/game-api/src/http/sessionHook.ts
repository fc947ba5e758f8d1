import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/AuthService';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; set before anything else on every route whose declaration has `auth`. */
    session: Session | null;
  }
}

/** The session the route's check put on the request; a route declared without `auth` has none. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route is declared without auth');
  return request.session;
}
