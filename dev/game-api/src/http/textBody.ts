import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';
import { BODY_NOT_AN_OBJECT, BODY_NOT_JSON } from './errorHandler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration says `noPreflight` (set by serveRoutes): it takes a text body as JSON. */
    noPreflight?: boolean;
  }
}

/**
 * A body sent as `text/plain` is read as JSON by a route declared `noPreflight` (the sign-up and sign-in,
 * which a browser then sends across origins without a CORS preflight: docs/game-api.md, "Sign-in without
 * preflights"); every other route refuses it (415), as it refuses any type but JSON.
 */
export function readTextBodiesAsJson(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request: FastifyRequest, text, done) => {
    // No such route: the not-found answer says so, whatever the body.
    if (request.is404) {
      done(null, text);
      return;
    }
    if (!request.routeOptions.config.noPreflight) {
      done(new HttpError(415, BODY_NOT_JSON), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text as string) as unknown);
    } catch {
      done(new HttpError(400, BODY_NOT_AN_OBJECT), undefined);
    }
  });
}
