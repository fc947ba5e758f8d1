import type { FastifySchemaValidationError } from 'fastify';

/** The part of a request a validation error is about, as the answer names it. */
const PART_NAMES: Record<string, 'body' | 'path' | 'query'> = {
  body: 'body',
  params: 'path',
  querystring: 'query',
};

/**
 * A 400's message from the first issue the route's schema found: the field and the schema's message, e.g.
 * "walletId must be a base58 public key (32 bytes)"; for the part as a whole, "request body must be a JSON
 * object" or "invalid request path|query".
 */
export function validationMessage(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const part = PART_NAMES[context ?? 'body'] ?? 'body';
  const issue = issues[0];
  const field = issue?.instancePath.split('/').filter(Boolean).join('.') ?? '';
  if (!issue || field === '') {
    return part === 'body' ? 'request body must be a JSON object' : `invalid request ${part}`;
  }
  return `${field} ${issue.message ?? 'is invalid'}`;
}
