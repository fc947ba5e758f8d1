import {
  NFT_KINDS,
  RARITIES,
  type Nft,
  type NftKind,
  type NftsByCollection,
  type Rarity as NftRarity,
} from '@companion/shared-state';

export interface NftSummary {
  total: number;
  byKind: { kind: NftKind; count: number }[];
  /** Only the rarities the player holds. */
  byRarity: { rarity: NftRarity; count: number }[];
}

/** Counts of the player's NFTs (both collections) by kind and by rarity. */
export function summarizeNfts(nfts: NftsByCollection): NftSummary {
  const all = [...nfts.p2e, ...nfts.f2p];
  const count = <K extends string>(keys: readonly K[], keyOf: (nft: Nft) => K) =>
    keys.map((key) => ({ key, count: all.filter((nft) => keyOf(nft) === key).length }));
  return {
    total: all.length,
    byKind: count(NFT_KINDS, (nft) => nft.kind).map(({ key, count }) => ({ kind: key, count })),
    byRarity: count(RARITIES, (nft) => nft.rarity)
      .filter(({ count }) => count > 0)
      .map(({ key, count }) => ({ rarity: key, count })),
  };
}
