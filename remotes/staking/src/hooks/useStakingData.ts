import {
  useLoginStore,
  type PoolAction,
  type PoolState,
  type StakingOverview,
} from '@companion/shared-state';
import { useGameData, type GameData } from '@companion/tab-kit';
import { stakingApi } from '../api/stakingApi';

export interface StakingData {
  pool: PoolState;
  staking: StakingOverview;
  history: PoolAction[];
  /** Date.now() when the staking figures arrived: rewards tick from here. */
  loadedAt: number;
}

/** Socket messages that mean a position or the pool changed. */
export const STAKING_MESSAGES = ['stakeUpdated', 'liquidityUpdated'] as const;

/** The pool, the staking options and positions and the history of the signed-in wallet, loaded together. */
export function useStakingData(): GameData<StakingData> {
  const walletId = useLoginStore((s) => s.publicKey);
  return useGameData(
    walletId || null,
    async () => {
      const api = stakingApi();
      const [pool, staking, history] = await Promise.all([
        api.getPool(),
        api.getStaking(),
        api.getStakingHistory(),
      ]);
      return { pool, staking, history, loadedAt: Date.now() };
    },
    { refreshOn: STAKING_MESSAGES },
  );
}
