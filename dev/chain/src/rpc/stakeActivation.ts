import { BOOTSTRAP_EPOCH } from '../accounts/stakeState';
import type { Delegation } from '../accounts/stakeState';

export interface StakeActivation {
  state: 'active' | 'inactive' | 'activating' | 'deactivating';
  active: number;
  inactive: number;
}

/**
 * getStakeActivation's answer for a stake account holding `staked` lamports above its reserve. Without stake
 * history there is no gradual warm-up or cool-down: a delegation is activating during the epoch it was made,
 * active from the next one, deactivating during the epoch it was deactivated, inactive after.
 */
export function stakeActivation(
  staked: bigint,
  delegation: Delegation | undefined,
  epoch: number,
): StakeActivation {
  const current = BigInt(epoch);
  const total = Number(staked);
  if (!delegation) return { state: 'inactive', active: 0, inactive: total };
  const delegated = Number(delegation.stake);
  if (delegation.deactivationEpoch < current) return { state: 'inactive', active: 0, inactive: total };
  if (delegation.deactivationEpoch === current) {
    return { state: 'deactivating', active: delegated, inactive: total - delegated };
  }
  if (delegation.activationEpoch === current && delegation.activationEpoch !== BOOTSTRAP_EPOCH) {
    return { state: 'activating', active: 0, inactive: total };
  }
  return { state: 'active', active: delegated, inactive: total - delegated };
}
