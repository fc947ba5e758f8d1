import { fromBaseUnits, toBaseUnits, type StakePosition } from '@companion/shared-state';

/**
 * A position's rewards `elapsedMs` after the server's figure: the figure plus its per-second rate for each
 * whole second since, rounded down, so the ticking number never runs ahead of what the server pays.
 */
export function rewardsAt(
  position: Pick<StakePosition, 'rewards' | 'rewardPerSecond'>,
  elapsedMs: number,
): string {
  const seconds = BigInt(Math.max(0, Math.floor(elapsedMs / 1000)));
  return fromBaseUnits(
    toBaseUnits(position.rewards, 9) + toBaseUnits(position.rewardPerSecond, 9) * seconds,
    9,
  );
}
