import { sha256Hex } from '@companion/shared-state/schemas';

/** JSON with every object's keys in order, so two equal requests hash alike whatever order they came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 of a request body without its idempotency key: what the key is bound to, besides wallet and route. */
export function requestHash(body: { idempotencyKey: string } & Record<string, unknown>): string {
  const { idempotencyKey: _key, ...request } = body;
  return sha256Hex(canonicalJson(request));
}
