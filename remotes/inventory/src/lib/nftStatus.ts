import type { Nft } from '@companion/shared-state';

/** The states a player filters by; an NFT can be in more than one (e.g. needs repair and out of energy). */
export const NFT_STATUSES = [
  'ready',
  'upgrading',
  'adventure',
  'needsRepair',
  'noEnergy',
  'notInWallet',
] as const;
export type NftStatus = (typeof NFT_STATUSES)[number];

export const NFT_STATUS_LABELS: Readonly<Record<NftStatus, string>> = {
  ready: 'Ready',
  upgrading: 'Upgrading',
  adventure: 'On an adventure',
  needsRepair: 'Needs repair',
  noEnergy: 'Out of energy',
  notInWallet: 'Not in your wallet',
};

/** Until when the NFT is locked on the game clock (ms: upgrading, or away on an adventure), or null when free. */
export function lockedUntil(nft: Nft, gameNow: number): number | null {
  if (!nft.lockedUntil) return null;
  const until = Date.parse(nft.lockedUntil);
  return until > gameNow ? until : null;
}

/** Every status the NFT is in now; "ready" only when it is in none of the others. */
export function statusesOf(nft: Nft, gameNow: number): NftStatus[] {
  const statuses: NftStatus[] = [];
  if (lockedUntil(nft, gameNow) !== null) statuses.push(nft.adventure ? 'adventure' : 'upgrading');
  if (nft.hp < nft.maxHp) statuses.push('needsRepair');
  // An action spends one whole energy.
  if (nft.energy < 1) statuses.push('noEnergy');
  // A p2e NFT the player's Global Wallet does not hold on chain right now (sold or moved away).
  if (!nft.inWallet) statuses.push('notInWallet');
  return statuses.length === 0 ? ['ready'] : statuses;
}
