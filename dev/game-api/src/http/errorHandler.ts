import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './HttpError';
import { validationMessage } from './validationMessage';

export const SERVER_FAILURE_MESSAGE =
  'The game server failed to handle this request. Please try again later.';

/** A body of another type than JSON (or, for a route that takes it, text). */
export const BODY_NOT_JSON = 'request body must be JSON (content-type: application/json)';
/** A body that is empty or not JSON at all. */
export const BODY_NOT_AN_OBJECT = 'request body must be a JSON object';

/** Fastify's own 4xx messages that read poorly to a person. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: BODY_NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: BODY_NOT_AN_OBJECT,
  FST_ERR_CTP_BODY_TOO_LARGE: 'request body is too large',
};

/**
 * Every 4xx/5xx answer is `{ error }` with a readable message; no stack trace or internal detail leaves. An
 * answer that does not match its route's schema is a 500 (and logged), never sent.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError) return reply.status(status).send({ error: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: validationMessage(error.validation, error.validationContext) });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: CLIENT_ERROR_MESSAGES[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: SERVER_FAILURE_MESSAGE });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `no such route: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
