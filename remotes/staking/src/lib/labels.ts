import type { PoolAction, StakeToken } from '@companion/shared-state';
import { formatAmount } from '@companion/tab-kit';

export const TOKEN_LABEL: Record<StakeToken, string> = { DFL: 'DFL', DFL_USDC: 'DFL/USDC LP' };

/** "Flexible" or "30 days". */
export function lockLabel(lockDays: number): string {
  return lockDays === 0 ? 'Flexible' : `${lockDays} days`;
}

/** One line of the history: what happened, in the player's words, amounts in the app's one format. */
export function actionLabel(action: PoolAction): string {
  const dfl = formatAmount(action.dfl);
  const usdc = formatAmount(action.usdc);
  const lp = formatAmount(action.lp);
  switch (action.kind) {
    case 'add':
      return `Added liquidity: ${dfl} DFL + ${usdc} USDC → ${lp} LP`;
    case 'remove':
      return `Removed liquidity: ${lp} LP → ${dfl} DFL + ${usdc} USDC`;
    case 'stake':
      return action.lp !== '0' ? `Staked ${lp} DFL/USDC LP` : `Staked ${dfl} DFL`;
    case 'claim':
      return `Claimed ${dfl} DFL`;
    case 'unstake':
      return action.lp !== '0' ? `Unstaked ${lp} DFL/USDC LP (+${dfl} DFL)` : `Unstaked ${dfl} DFL`;
  }
}

export const STATUS_LABEL: Record<PoolAction['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  refunded: 'Refunded',
  failed: 'Refund pending',
};
