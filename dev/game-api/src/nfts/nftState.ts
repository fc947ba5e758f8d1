import type { Nft } from '@companion/shared-state/schemas';
import type { StoredNft } from '../db/nftStore';
import { energyPerHour } from './mechanics';
import { loveMeterAt } from './petMechanics';

// An NFT's state at a moment of the game clock, from what is stored: energy restored since it was set, the
// love meter decayed since the last meal, a lock that has passed gone (docs/game-api.md, "Inventory mechanics").

const HOUR_MS = 3_600_000;

/** Energy now: what was stored, restored on the game clock since, up to the maximum. */
export function currentEnergy({ nft, energyAt }: StoredNft, now: number): number {
  if (energyAt === null) return nft.energy;
  const restored = (energyPerHour(nft.level) * (now - energyAt)) / HOUR_MS;
  return Math.min(nft.maxEnergy, Math.round((nft.energy + restored) * 1000) / 1000);
}

/** A pet's love meter now; null for tools. NFTs stored before meals were recorded do not decay. */
export function currentLove({ nft, fedAt, loveAt }: StoredNft, now: number): number | null {
  if (nft.loveMeter === null) return null;
  if (fedAt === null) return nft.loveMeter;
  return loveMeterAt(nft.loveMeter, loveAt ?? fedAt, fedAt, now);
}

/** The NFT as the player sees it at `now`. */
export function presentNft(stored: StoredNft, now: number): Nft {
  const { nft } = stored;
  const locked = nft.lockedUntil !== null && Date.parse(nft.lockedUntil) > now;
  return {
    ...nft,
    energy: currentEnergy(stored, now),
    loveMeter: currentLove(stored, now),
    lockedUntil: locked ? nft.lockedUntil : null,
  };
}
