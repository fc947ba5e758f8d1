import { LOCK_DAYS, type LockDays, type StakeToken } from '@companion/shared-state/schemas';
import { toBaseUnits } from '../funds/units';

export interface StakeOptionConfig {
  id: string;
  token: StakeToken;
  lockDays: LockDays;
  /** DFL base units paid a second to this option's stakers together. */
  rate: bigint;
}

/** DFL a second per option, decimal strings (config: `stakingRates`). */
export type StakingRates = Record<StakeToken, Record<`${LockDays}`, string>>;

/** Longer locks earn more; LP earns more than DFL alone for the same lock (it carries the USDC side too). */
export const DEFAULT_STAKING_RATES: StakingRates = {
  DFL: { '0': '0.001', '30': '0.002', '90': '0.003', '180': '0.0045', '365': '0.007' },
  DFL_USDC: { '0': '0.0015', '30': '0.003', '90': '0.0045', '180': '0.0065', '365': '0.01' },
};

export function stakeOptions(rates: StakingRates): StakeOptionConfig[] {
  return (['DFL', 'DFL_USDC'] as const).flatMap((token) =>
    LOCK_DAYS.map((lockDays) => {
      const rate = toBaseUnits(rates[token][`${lockDays}`], 9);
      if (rate === null || rate < 0n)
        throw new Error(`stakingRates.${token}.${lockDays} is not a DFL amount`);
      return { id: optionId(token, lockDays), token, lockDays, rate };
    }),
  );
}

/** e.g. "dfl-flexible", "lp-30d". */
export function optionId(token: StakeToken, lockDays: LockDays): string {
  return `${token === 'DFL' ? 'dfl' : 'lp'}-${lockDays === 0 ? 'flexible' : `${lockDays}d`}`;
}
