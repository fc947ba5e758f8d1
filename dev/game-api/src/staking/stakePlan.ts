import { earned, rewardPerSecond, rewardPerTokenAt, type RewardPool } from './rewardMath';

export interface PlanFigures {
  /** DFL base units earned over the plan's seconds, rounded down. */
  rewards: bigint;
  /** DFL base units a second at today's rate, rounded down. */
  rewardPerSecond: bigint;
}

/**
 * What a new stake of `amount` would earn over `seconds` from `now` (seconds) if nothing else changed: the
 * accumulator brought up to now, the stake added to the pool, then the same accrual a position gets
 * (rewardMath.ts), every division rounded down, so the plan never promises more than the game pays.
 */
export function planStake(pool: RewardPool, amount: bigint, now: bigint, seconds: bigint): PlanFigures {
  const paid = rewardPerTokenAt(pool, now);
  const withStake: RewardPool = {
    ...pool,
    rewardPerToken: paid,
    updatedAt: now > pool.updatedAt ? now : pool.updatedAt,
    totalStaked: pool.totalStaked + amount,
  };
  const position = { amount, rewardPerTokenPaid: paid, rewards: 0n };
  return {
    rewards: earned(position, rewardPerTokenAt(withStake, withStake.updatedAt + seconds)),
    rewardPerSecond: rewardPerSecond(withStake, amount),
  };
}
