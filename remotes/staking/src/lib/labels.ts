import type { PoolAction, StakeToken } from '@companion/shared-state';

export const TOKEN_LABEL: Record<StakeToken, string> = { DFL: 'DFL', DFL_USDC: 'DFL/USDC LP' };

/** "Flexible" or "30 days". */
export function lockLabel(lockDays: number): string {
  return lockDays === 0 ? 'Flexible' : `${lockDays} days`;
}

/** One line of the history: what happened, in the player's words. */
export function actionLabel(action: PoolAction): string {
  switch (action.kind) {
    case 'add':
      return `Added liquidity: ${action.dfl} DFL + ${action.usdc} USDC → ${action.lp} LP`;
    case 'remove':
      return `Removed liquidity: ${action.lp} LP → ${action.dfl} DFL + ${action.usdc} USDC`;
    case 'stake':
      return action.lp !== '0' ? `Staked ${action.lp} DFL/USDC LP` : `Staked ${action.dfl} DFL`;
    case 'claim':
      return `Claimed ${action.dfl} DFL`;
    case 'unstake':
      return action.lp !== '0'
        ? `Unstaked ${action.lp} DFL/USDC LP (+${action.dfl} DFL)`
        : `Unstaked ${action.dfl} DFL`;
  }
}

export const STATUS_LABEL: Record<PoolAction['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  refunded: 'Refunded',
  failed: 'Refund pending',
};

/** "2026-12-22 14:03" in UTC. */
export function utcDateTime(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** "29d 23:59:59" until `untilMs`, "0d 00:00:00" once reached. */
export function countdown(untilMs: number, nowMs: number): string {
  const total = Math.max(0, Math.floor((untilMs - nowMs) / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days}d ${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
