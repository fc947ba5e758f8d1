import { getGameApi, useLoginStore, useNftStore } from '@companion/shared-state';

/** Fetches the account's NFTs again into the shared store (Retry after the shell's load failed). */
export async function reloadNfts(): Promise<void> {
  useNftStore.getState().setStatus('loading');
  try {
    const api = getGameApi();
    const [p2e, f2p] = await Promise.all([api.getNfts('p2e'), api.getNfts('f2p')]);
    useNftStore.getState().setNfts({ p2e, f2p });
    if (p2e.length + f2p.length > 0) useLoginStore.getState().markNftsFetched();
  } catch (error) {
    console.warn('Failed to fetch NFTs', error);
    useNftStore.getState().setStatus('error');
  }
}
