import type { RouteDeclaration } from '@companion/shared-state/routes';

const RATE_LIMIT_TEXT: Record<RouteDeclaration['rateLimit'], string> = {
  address: 'Rate limit: per client address.',
  wallet: 'Rate limit: per signed-in wallet.',
  deposit: "Rate limit: the wallet's deposit budget.",
  none: 'Rate limit: none (this machine only).',
};

/** The reference's description of a route: what its declaration says beyond the summary. */
export function routeDescription(route: RouteDeclaration): string {
  const lines = [
    route.auth ? 'Needs a session token in `authorization`.' : 'No session needed.',
    route.idempotent
      ? 'Idempotent: the same `idempotencyKey` with the same request replays the answer; with another request, 409.'
      : undefined,
    RATE_LIMIT_TEXT[route.rateLimit],
    route.noPreflight
      ? 'Also takes its JSON body as `text/plain`, which a browser sends across origins without a CORS preflight.'
      : undefined,
  ];
  return lines.filter((line) => line !== undefined).join(' ');
}
