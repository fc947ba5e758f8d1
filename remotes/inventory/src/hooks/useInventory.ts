import { useLoginStore, type Nft } from '@companion/shared-state';
import { useGameData, type GameData } from '@companion/tab-kit';
import { inventoryApi } from '../api/inventoryApi';

/** The socket message that says one of the player's NFTs changed. */
export const NFT_MESSAGES = ['nftUpdated'] as const;

/** Both collections of the signed-in wallet's NFTs, p2e first, read again on nftUpdated. */
export function useInventory(): GameData<Nft[]> {
  const walletId = useLoginStore((s) => s.publicKey);
  return useGameData(
    walletId || null,
    async () => {
      const api = inventoryApi();
      const [p2e, f2p] = await Promise.all([api.getNfts('p2e'), api.getNfts('f2p')]);
      return [...p2e, ...f2p];
    },
    { refreshOn: NFT_MESSAGES },
  );
}
