import { LOCK_DAYS, type LockDays, type StakeToken } from '@companion/shared-state/schemas';
import { fromBaseUnits, toBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import type { PoolAccumulator } from '../db/stakeStore';
import type { RewardPool } from './rewardMath';

export interface StakeOptionConfig {
  id: string;
  token: StakeToken;
  lockDays: LockDays;
  /** DFL base units paid a second to this option's stakers together. */
  rate: bigint;
  /** The smallest stake the option takes, base units of its token. */
  minimumStake: bigint;
  /**
   * The least stake the rate is shared by, base units of its token: with less staked, each unit earns
   * rate / fullEmissionAt a second and the rest of the emission is not paid (rewardMath.ts).
   */
  fullEmissionAt: bigint;
}

/** DFL a second per option, decimal strings (config: `stakingRates`). */
export type StakingRates = Record<StakeToken, Record<`${LockDays}`, string>>;

/** Per pool, in its token (decimal strings): the smallest stake, and the stake below which rewards are capped. */
export type StakeLimits = Record<StakeToken, { minimumStake: string; fullEmissionAt: string }>;

/** Longer locks earn more; LP earns more than DFL alone for the same lock (it carries the USDC side too). */
export const DEFAULT_STAKING_RATES: StakingRates = {
  DFL: { '0': '0.001', '30': '0.002', '90': '0.003', '180': '0.0045', '365': '0.007' },
  DFL_USDC: { '0': '0.0015', '30': '0.003', '90': '0.0045', '180': '0.0065', '365': '0.01' },
};

/**
 * 1 DFL and 0.01 LP (about 2 DFL at the seeded price) at least; rewards shared as if at least 100,000 DFL or
 * 1,000 LP (about 200,000 DFL) were staked. With the default rates no option pays a new stake more than
 * about 221 % a year (DFL, 365 days) or 158 % (LP, 365 days), however little is staked in it.
 */
export const DEFAULT_STAKE_LIMITS: StakeLimits = {
  DFL: { minimumStake: '1', fullEmissionAt: '100000' },
  DFL_USDC: { minimumStake: '0.01', fullEmissionAt: '1000' },
};

const DECIMALS = 9;
const POOL_NAME: Record<StakeToken, string> = { DFL: 'DFL', DFL_USDC: 'DFL/USDC LP' };

export function stakeOptions(
  rates: StakingRates,
  limits: StakeLimits = DEFAULT_STAKE_LIMITS,
): StakeOptionConfig[] {
  return (['DFL', 'DFL_USDC'] as const).flatMap((token) => {
    const minimumStake = amountOf(limits[token].minimumStake, `stakeLimits.${token}.minimumStake`);
    const fullEmissionAt = amountOf(limits[token].fullEmissionAt, `stakeLimits.${token}.fullEmissionAt`);
    if (minimumStake === 0n) throw new Error(`stakeLimits.${token}.minimumStake must be more than 0`);
    return LOCK_DAYS.map((lockDays) => {
      const rate = amountOf(rates[token][`${lockDays}`], `stakingRates.${token}.${lockDays}`);
      return { id: optionId(token, lockDays), token, lockDays, rate, minimumStake, fullEmissionAt };
    });
  });
}

/** e.g. "dfl-flexible", "lp-30d". */
export function optionId(token: StakeToken, lockDays: LockDays): string {
  return `${token === 'DFL' ? 'dfl' : 'lp'}-${lockDays === 0 ? 'flexible' : `${lockDays}d`}`;
}

/** The option's accumulator with its rate and floor, as the reward maths takes it. */
export function rewardPool(option: StakeOptionConfig, accumulator: PoolAccumulator): RewardPool {
  return { ...accumulator, rate: option.rate, fullEmissionAt: option.fullEmissionAt };
}

/**
 * Refuses a stake smaller than the option takes, with 400 in the player's words. Call it with the amount
 * the player's transaction sends before that transaction goes to the chain, so nothing moves.
 */
export function refuseStakeBelowMinimum(option: StakeOptionConfig, amount: bigint): void {
  if (amount >= option.minimumStake) return;
  const name = POOL_NAME[option.token];
  throw new HttpError(
    400,
    `The smallest stake in the ${name} pool is ${fromBaseUnits(option.minimumStake, DECIMALS)} ${name}: ` +
      `stake at least that much.`,
  );
}

function amountOf(text: string, name: string): bigint {
  const units = toBaseUnits(text, DECIMALS);
  if (units === null || units < 0n) throw new Error(`${name} is not an amount with at most 9 decimals`);
  return units;
}
