import type { LiquidityResult, PoolAction, StakePosition, StakeResult } from '@companion/shared-state';
import type { StakingData } from '../hooks/useStakingData';

/** A change the game already told the tab about, applied to what it shows without asking again. */
export type Apply = (data: StakingData) => StakingData;

function upsert<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((entry) => entry.id === item.id);
  if (index < 0) return [item, ...list];
  return list.map((entry, i) => (i === index ? item : entry));
}

/** An opened, paid or closed position (a closed one leaves the list); its rewards tick from now. */
export const positionUpdate =
  (position: StakePosition): Apply =>
  (data) => ({
    ...data,
    staking: {
      ...data.staking,
      positions: upsert(data.staking.positions, position).filter((entry) => entry.status !== 'closed'),
    },
    receivedAt: { ...data.receivedAt, [position.id]: Date.now() },
  });

/** An entry of the history that is new or changed status, newest first. */
export const actionUpdate =
  (action: PoolAction): Apply =>
  (data) => ({ ...data, history: upsert(data.history, action) });

/** What a stake, claim or unstake answered: the position and the history entry. */
export const stakeAnswer =
  (result: StakeResult): Apply =>
  (data) =>
    actionUpdate(result.action)(positionUpdate(result.position)(data));

/** What an add or remove answered: the history entry and the pool after it. */
export const liquidityAnswer =
  (result: LiquidityResult): Apply =>
  (data) => ({ ...actionUpdate(result.action)(data), pool: result.pool });
