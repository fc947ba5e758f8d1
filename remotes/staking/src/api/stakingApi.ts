import { getGameApi, type GameApi, type StakeResult } from '@companion/shared-state';
import { RetryKeys } from '@companion/tab-kit';

/** The calls of the shared game client this tab uses (fakes in tests implement only these). */
export type StakingApi = Pick<
  GameApi,
  | 'getPool'
  | 'addLiquidity'
  | 'removeLiquidity'
  | 'getStaking'
  | 'getStakePlan'
  | 'stake'
  | 'claimRewards'
  | 'unstake'
  | 'getStakingHistory'
>;

export function stakingApi(): StakingApi {
  return getGameApi();
}

/** Kept while the app is open: a payout retried after leaving the tab is still the same payout. */
const payoutKeys = new RetryKeys();

/**
 * Claims a position's rewards, or unstakes it: the game pays on chain. The same payout confirmed again after
 * its answer was lost carries the same key, so it is paid once.
 */
export function requestPayout(
  kind: 'claim' | 'unstake',
  positionId: string,
  keys: RetryKeys = payoutKeys,
): Promise<StakeResult> {
  return keys.send(`${kind} ${positionId}`, (idempotencyKey) =>
    kind === 'claim'
      ? stakingApi().claimRewards({ positionId, idempotencyKey })
      : stakingApi().unstake({ positionId, idempotencyKey }),
  );
}
