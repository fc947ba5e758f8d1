import {
  poolActionSchema,
  stakePositionSchema,
  useLoginStore,
  useNotification,
  type PoolAction,
  type PoolState,
  type StakingOverview,
} from '@companion/shared-state';
import { useGameData, type GameData } from '@companion/tab-kit';
import { stakingApi } from '../api/stakingApi';
import { actionUpdate, positionUpdate } from '../lib/applyAnswer';

export interface StakingData {
  pool: PoolState;
  staking: StakingOverview;
  history: PoolAction[];
  /** Date.now() when the staking figures arrived: rewards tick from here. */
  loadedAt: number;
  /** Date.now() when a position's own figures arrived since (an answer, a socket message), by id. */
  receivedAt: Record<string, number>;
}

/**
 * The pool, the staking options and positions and the history of the signed-in wallet, loaded together.
 * What the game pushes on the socket (a position opened, paid or closed; an add or remove settled) is applied
 * as it comes, without asking for the lists again.
 */
export function useStakingData(): GameData<StakingData> {
  const walletId = useLoginStore((s) => s.publicKey);
  const data = useGameData(walletId || null, async () => {
    const api = stakingApi();
    const [pool, staking, history] = await Promise.all([
      api.getPool(),
      api.getStaking(),
      api.getStakingHistory(),
    ]);
    return { pool, staking, history, loadedAt: Date.now(), receivedAt: {} };
  });
  const { update } = data;
  useNotification('stakeUpdated', (message) => {
    const position = stakePositionSchema.safeParse(message);
    if (position.success) update(positionUpdate(position.data));
  });
  useNotification('liquidityUpdated', (message) => {
    const action = poolActionSchema.safeParse(message);
    if (action.success) update(actionUpdate(action.data));
  });
  return data;
}
