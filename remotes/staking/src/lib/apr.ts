import { formatPercent } from '@companion/tab-kit';
import { fromBaseUnits, toBaseUnits, type PoolState, type StakeOption } from '@companion/shared-state';

const SECONDS_PER_YEAR = 365n * 24n * 60n * 60n;
/** APRs are worked out in millionths of a percent, so "< 0.01 %" can be told from 0. */
const MICRO_PERCENT = 100_000_000n;

/**
 * The APR a new stake of `amount` base units would earn in `option` now, in millionths of a percent, rounded
 * down; null when it cannot be priced. The game API's rule (docs/game-api.md, "Staking"): the option's rate
 * is shared by what is staked with the new stake counted, and never by less than `fullEmissionAt`; the
 * stake is valued in DFL (LP at 2 · DFL reserve / LP supply).
 */
export function aprForStake(
  option: Pick<StakeOption, 'token' | 'rewardPerSecond' | 'totalStaked' | 'fullEmissionAt'>,
  amount: bigint,
  pool: Pick<PoolState, 'dflReserve' | 'lpSupply'>,
): bigint | null {
  const staked = toBaseUnits(option.totalStaked, 9) + amount;
  const floor = option.fullEmissionAt === undefined ? 0n : toBaseUnits(option.fullEmissionAt, 9);
  const shares = staked > floor ? staked : floor;
  if (shares === 0n) return null;
  const yearly = toBaseUnits(option.rewardPerSecond, 9) * SECONDS_PER_YEAR * MICRO_PERCENT;
  if (option.token === 'DFL') return yearly / shares;
  const dflReserve = toBaseUnits(pool.dflReserve, 9);
  const lpSupply = toBaseUnits(pool.lpSupply, 9);
  if (dflReserve === 0n || lpSupply === 0n) return null;
  return (yearly * lpSupply) / (shares * 2n * dflReserve);
}

/** The server's figure ("12.34", percent) in millionths of a percent, for `aprText`. */
export function aprFromServer(apr: string | null): bigint | null {
  return apr === null ? null : toBaseUnits(apr, 6);
}

/**
 * An APR as players read it, in the app's one percent format (the kit's `formatPercent`): grouped, two
 * decimals under 10 %, one under 100 %, none above, cut ("8.25 %", "42.5 %", "1,576,800 %"); "< 0.01 %"
 * for less than that, "—" when there is none.
 */
export function aprText(microPercent: bigint | null): string {
  if (microPercent === null) return '—';
  return formatPercent(fromBaseUnits(microPercent, 6));
}

/** The server's APR of an option as players read it ("—" while it has none). */
export function aprLabel(apr: string | null): string {
  return aprText(aprFromServer(apr));
}
