import { getConfig } from '../configStore';
import { useLoginStore } from '../stores/loginStore';
import { joinUrl } from '../api/sendRequest';
import { fillPath } from '../routes/fillPath';
import { gameRoutes } from '../routes';
import { chainCallBody } from './chain/chainRpc';
import { globalBalancesCall } from './chain/globalBalances';

/**
 * A session's first reads, kept for the next visit's page, which begins them from its head before its scripts
 * have run (docs/performance.md, "The first reads from the page's head"; the app takes their answers through
 * ../api/begunReads.ts): the IN_GAME funds, both NFT lists and the GLOBAL balances. Each is written here as the
 * app itself sends it, from the same route declarations and chain call, so the app's own request matches it.
 * The live session keeps them (./useLiveSession.ts); a session that ends takes them with it.
 */

/** Where they are kept (docs/product-rules.md, "Constants"). */
export const FIRST_READS_KEY = 'firstReads';

/** The head begins at most this many. */
export const MAX_FIRST_READS = 4;

/** One read as the head sends it: `authorized` ones carry the stored session's token as `authorization`. */
export interface FirstRead {
  method: 'GET' | 'POST';
  url: string;
  /** JSON, sent as `application/json`. */
  body?: string;
  authorized: boolean;
}

/** The first reads of `owner`'s session, as this config addresses them. */
export function sessionFirstReads(owner: string): FirstRead[] {
  const { apiUrl, rpcUrl } = getConfig();
  const apiRead = (path: string): FirstRead => ({
    method: 'GET',
    url: joinUrl(apiUrl, path),
    authorized: true,
  });
  return [
    apiRead(fillPath(gameRoutes.getFunds.path)),
    apiRead(fillPath(gameRoutes.getNfts.path, { collection: 'p2e' })),
    apiRead(fillPath(gameRoutes.getNfts.path, { collection: 'f2p' })),
    { method: 'POST', url: rpcUrl, body: chainCallBody(...globalBalancesCall(owner)), authorized: false },
  ];
}

/**
 * Keeps `owner`'s first reads for the next visit; quietly nothing where storage is blocked (a wallet's frame
 * may throw on the very mention of `localStorage`, so it is reached inside the guard).
 */
export function keepFirstReads(owner: string, storage: () => Storage = () => localStorage): void {
  try {
    storage().setItem(FIRST_READS_KEY, JSON.stringify(sessionFirstReads(owner).slice(0, MAX_FIRST_READS)));
  } catch {
    // The next visit then reads once its scripts have run, as it did before.
  }
}

/** A session that ends takes its reads with it: they name its wallet. */
export function forgetFirstReads(storage: () => Storage = () => localStorage): void {
  try {
    storage().removeItem(FIRST_READS_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

useLoginStore.subscribe((state, previous) => {
  if (previous.token && !state.token) forgetFirstReads();
});
