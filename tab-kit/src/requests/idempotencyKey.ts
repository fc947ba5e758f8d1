/**
 * A fresh key for one value-moving request; sending it again (a retry after a lost answer) moves nothing
 * twice. getRandomValues works on plain http too, where randomUUID does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
