import type { Nft, Rarity } from '@companion/shared-state/schemas';

const RARITY_WEIGHT: Record<Rarity, number> = { common: 1, uncommon: 2, rare: 3, epic: 4, legendary: 5 };

/**
 * The XP an account starts with, derived from its NFTs (100 per level, weighted by rarity), so a
 * player's first XP reflects what they own, and the same NFTs always give the same number.
 */
export function startingXp(nfts: readonly Nft[]): number {
  return nfts.reduce((sum, nft) => sum + 100 * nft.level * RARITY_WEIGHT[nft.rarity], 0);
}
