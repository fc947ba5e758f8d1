import { useLoginStore, useNftStore, type GameApi } from '@companion/shared-state';

/** Fetches the account's game NFTs; isNftsFetched turns true once the wallet reports any (SPEC §4). */
export async function loadNfts(api: GameApi): Promise<void> {
  const store = useNftStore.getState();
  store.setStatus?.('loading');
  try {
    const [p2e, f2p] = await Promise.all([api.getNfts('p2e'), api.getNfts('f2p')]);
    useNftStore.getState().setNfts({ p2e, f2p });
    if (p2e.length + f2p.length > 0) useLoginStore.getState().markNftsFetched();
  } catch (error) {
    useNftStore.getState().setStatus?.('error');
    console.warn('Failed to fetch NFTs', error);
  }
}
