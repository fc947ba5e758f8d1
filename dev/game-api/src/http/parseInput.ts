import type { z } from 'zod';
import { HttpError } from './HttpError';

/**
 * Parses a request part with its shared schema; a 400 names the first field at fault, e.g.
 * "walletId must be a base58 public key (32 bytes)".
 */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, part: 'body' | 'path' | 'query'): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue || issue.path.length === 0) {
    throw new HttpError(
      400,
      part === 'body' ? 'request body must be a JSON object' : `invalid request ${part}`,
    );
  }
  throw new HttpError(400, `${issue.path.join('.')} ${issue.message}`);
}
