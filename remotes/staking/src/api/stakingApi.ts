import { getGameApi, type GameApi } from '@companion/shared-state';

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
