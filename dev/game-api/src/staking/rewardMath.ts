// The reward-per-token accumulator of Synthetix's StakingRewards, in integer base units (docs/game-api.md,
// "Pool and staking"). A pool pays `rate` DFL base units a second, shared by stake; each position keeps
// the accumulator value it last settled at. Every division rounds down, so the game never pays more than
// rate × time; each staker loses less than one base unit per settlement.
//
// Dust cannot collect the emission: the rate is shared as if at least `fullEmissionAt` were staked. Below
// it each staked unit earns rate / fullEmissionAt a second, at most, and the rest is not paid out.

/** Scale of the accumulator: reward base units per staked base unit, times 10^18. */
export const REWARD_PRECISION = 10n ** 18n;

export interface RewardPool {
  /** DFL base units per second. */
  rate: bigint;
  totalStaked: bigint;
  rewardPerToken: bigint;
  /** Game time (seconds) the accumulator was last brought up to. */
  updatedAt: bigint;
  /**
   * The least stake (base units of the staked token) the rate is shared by: with less staked, each unit
   * earns what it would with this much. 0 or absent: the whole rate is shared by whatever is staked.
   */
  fullEmissionAt?: bigint;
}

export interface RewardPosition {
  amount: bigint;
  rewardPerTokenPaid: bigint;
  /** Settled and not yet paid, DFL base units. */
  rewards: bigint;
}

/** What the rate is shared by when `staked` is in the pool: the stake, or the floor when the stake is less. */
export function rewardShares(pool: Pick<RewardPool, 'fullEmissionAt'>, staked: bigint): bigint {
  const floor = pool.fullEmissionAt ?? 0n;
  return staked > floor ? staked : floor;
}

/** The accumulator at `now` (seconds): nothing accrues while nothing is staked. */
export function rewardPerTokenAt(pool: RewardPool, now: bigint): bigint {
  if (pool.totalStaked === 0n || now <= pool.updatedAt) return pool.rewardPerToken;
  return (
    pool.rewardPerToken +
    ((now - pool.updatedAt) * pool.rate * REWARD_PRECISION) / rewardShares(pool, pool.totalStaked)
  );
}

/** What a position has earned at accumulator value `rewardPerToken`, rounded down. */
export function earned(position: RewardPosition, rewardPerToken: bigint): bigint {
  return (
    position.rewards + (position.amount * (rewardPerToken - position.rewardPerTokenPaid)) / REWARD_PRECISION
  );
}

/** The DFL a position earns a second right now, rounded down (for the client's ticking figure). */
export function rewardPerSecond(pool: RewardPool, amount: bigint): bigint {
  return pool.totalStaked === 0n ? 0n : (pool.rate * amount) / rewardShares(pool, pool.totalStaked);
}
