import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import type { GameApiConfig } from '../config';

/** Whether the hop at `address` may name the client in X-Forwarded-For. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a check: no proxy is trusted unless configured, so a client cannot pick its own rate-limit
 * bucket by sending X-Forwarded-For; behind a configured proxy, each player gets the address it forwards.
 */
export function trustProxyCheck(setting: GameApiConfig['trustProxy']): TrustProxy {
  if (setting === true) return () => true;
  if (setting === false || setting.length === 0) return () => false;
  return proxyaddr.compile(setting);
}

/** The client's address as Fastify's `request.ip` computes it, for requests outside Fastify (socket upgrades). */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyaddr(request, trust);
}
