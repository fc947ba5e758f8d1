import { useLoginStore, type Nft } from '@companion/shared-state';
import { useGameData, type GameData } from '@companion/tab-kit';
import { inventoryApi } from '../api/inventoryApi';

/** The socket message that says one of the player's NFTs changed. */
export const NFT_MESSAGES = ['nftUpdated'] as const;

/**
 * A User Timing mark set when both lists are read and checked, before the grid is drawn: where the grid's
 * own first render starts in a DevTools profile and in bench/ (docs/performance.md, "Inventory grid").
 */
export const NFTS_READ_MARK = 'inventory:nfts-read';

/** Both collections of the signed-in wallet's NFTs, p2e first, read again on nftUpdated. */
export function useInventory(): GameData<Nft[]> {
  const walletId = useLoginStore((s) => s.publicKey);
  return useGameData(
    walletId || null,
    async () => {
      const api = inventoryApi();
      const [p2e, f2p] = await Promise.all([api.getNfts('p2e'), api.getNfts('f2p')]);
      // A page without User Timing (the tests' DOM) simply has no mark.
      if (typeof performance.mark === 'function') performance.mark(NFTS_READ_MARK);
      return [...p2e, ...f2p];
    },
    { refreshOn: NFT_MESSAGES },
  );
}
