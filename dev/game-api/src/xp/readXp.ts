import type { XpGameId, XpResponse } from '@companion/shared-state/schemas';
import type { NftStore } from '../db/nftStore';
import type { XpStore } from '../db/xpStore';
import { levelFor } from './levels';
import { startingXp } from './startingXp';

/** Reads a wallet's XP, seeding it from the wallet's NFTs on the first read (accounts of any age). */
export function createXpReader(xp: XpStore, nfts: NftStore) {
  return (walletId: string, gameId: XpGameId): XpResponse => {
    let points = xp.get(walletId, gameId);
    if (points === undefined) {
      xp.seed(
        walletId,
        gameId,
        startingXp(
          [...nfts.list(walletId, 'p2e'), ...nfts.list(walletId, 'f2p')].map((stored) => stored.nft),
        ),
      );
      // Re-read: a concurrent first read may have seeded it already, and the stored value wins.
      points = xp.get(walletId, gameId) ?? 0;
    }
    return { walletId, gameId, xp: points, ...levelFor(points) };
  };
}
export type XpReader = ReturnType<typeof createXpReader>;
