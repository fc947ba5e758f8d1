import type { NftsByCollection } from '@companion/shared-state';

type Nft = NftsByCollection[keyof NftsByCollection][number];
export type NftKind = Nft['kind'];
export type NftRarity = Nft['rarity'];

/** Display order and names; rarities go from common to legendary. */
export const KIND_LABELS: Readonly<Record<NftKind, string>> = { tool: 'Tools', pet: 'Pets' };
export const RARITY_LABELS: Readonly<Record<NftRarity, string>> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

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
  const kinds = Object.keys(KIND_LABELS) as NftKind[];
  const rarities = Object.keys(RARITY_LABELS) as NftRarity[];
  return {
    total: all.length,
    byKind: count(kinds, (nft) => nft.kind).map(({ key, count }) => ({ kind: key, count })),
    byRarity: count(rarities, (nft) => nft.rarity)
      .filter(({ count }) => count > 0)
      .map(({ key, count }) => ({ rarity: key, count })),
  };
}
