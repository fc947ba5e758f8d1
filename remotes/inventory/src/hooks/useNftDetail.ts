import { useLoginStore, type Nft, type NftQuote } from '@companion/shared-state';
import { useGameData, type GameData } from '@companion/tab-kit';
import { inventoryApi } from '../api/inventoryApi';
import { NFT_MESSAGES } from './useInventory';

export interface NftDetail {
  nft: Nft;
  /** What its actions cost now, from the game (the app never computes a price). */
  quote: NftQuote;
}

/** One NFT and its quote, read again on nftUpdated (an action here, or one from another device). */
export function useNftDetail(id: string): GameData<NftDetail> {
  const walletId = useLoginStore((s) => s.publicKey);
  return useGameData(
    walletId ? `${walletId}/${id}` : null,
    async () => {
      const api = inventoryApi();
      const [p2e, f2p, quote] = await Promise.all([
        api.getNfts('p2e'),
        api.getNfts('f2p'),
        api.getNftQuote(id),
      ]);
      const nft = [...p2e, ...f2p].find((item) => item.id === id);
      if (!nft) throw new Error('That NFT is not in your inventory.');
      return { nft, quote };
    },
    { refreshOn: NFT_MESSAGES },
  );
}
