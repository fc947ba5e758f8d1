import { useEffect, useState } from 'react';
import { fromBaseUnits } from '@companion/shared-state';
import type { StakePlan } from '@companion/shared-state/schemas';
import { useGameData, type GameDataView } from '@companion/tab-kit';
import { stakingApi } from '../api/stakingApi';

/** How long the amount must rest before the game is asked, so typing "1000" asks once, not four times. */
export const PLAN_DELAY_MS = 300;

/**
 * The game's plan for a stake of `amount` base units in `optionId` (null while there is nothing to plan),
 * asked once the amount has rested; `null` view while nothing is asked.
 */
export function useStakePlan(optionId: string | null, amount: bigint | null): GameDataView<StakePlan> | null {
  const wanted =
    optionId && amount !== null && amount > 0n ? `${optionId}|${fromBaseUnits(amount, 9)}` : null;
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), PLAN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const key = asked === wanted ? asked : null;
  const { view } = useGameData(key, () => {
    const [id = '', text = ''] = (key ?? '').split('|');
    return stakingApi().getStakePlan({ optionId: id, amount: text });
  });
  if (wanted === null) return null;
  return key === null ? { status: 'loading' } : view;
}
