import { NOTIFICATIONS_TOKEN_PARAM } from '../schemas/notificationsTokenParam';

/**
 * The notification socket's address: the configured base followed by the token as its Authorization
 * query parameter (docs/product-rules.md, "Calls"). The token is URL-encoded so that a '+' or '=' in it reaches the server as
 * sent. '' while there is no token or no base, meaning "do not connect".
 */
export function notificationsSocketUrl(base: string | undefined, token: string): string {
  if (!token || !base) return '';
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${NOTIFICATIONS_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
