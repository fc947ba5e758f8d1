import { getGameApi, type GameApi } from '../services';
import { useLoginStore } from './loginStore';
import { useNftStore } from './nftStore';

/**
 * Fetches the account's game NFTs into the shared store: by the shell after sign-in, and by a tab's
 * Retry. isNftsFetched turns true once the wallet reports any (one-way; docs/product-rules.md, "Sign-in").
 */
export async function loadNfts(api: GameApi = getGameApi()): Promise<void> {
  useNftStore.getState().setStatus('loading');
  try {
    const [p2e, f2p] = await Promise.all([api.getNfts('p2e'), api.getNfts('f2p')]);
    useNftStore.getState().setNfts({ p2e, f2p });
    if (p2e.length + f2p.length > 0) useLoginStore.getState().markNftsFetched();
  } catch (error) {
    console.warn('Failed to fetch NFTs', error);
    useNftStore.getState().setStatus('error');
  }
}
