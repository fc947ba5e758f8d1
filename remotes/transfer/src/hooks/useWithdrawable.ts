import { useGameData } from '@companion/tab-kit';
import { transferApi } from '../api/transferApi';
import type { TransferToken } from '../lib/transferTokens';

export interface Withdrawable {
  /** What a withdrawal may take (exact decimal text), or null while it is not known yet. */
  amount: string | null;
  /** The IN_GAME balance in the same answer, so the note beside Available never mixes two readings. */
  total: string | null;
  /** The bonus part of the balance, which stays in game ("0" when there is none). */
  bonus: string;
  /** The reading failed: say so and offer to read again. */
  failed: boolean;
  retry: () => void;
}

/**
 * What a withdrawal of `token` may take: the IN_GAME balance less its starting bonus (docs/product-rules.md,
 * "Transfer"), as the game books it; read again with every fundsUpdated.
 */
export function useWithdrawable(token: TransferToken, active: boolean): Withdrawable {
  const { view, retry } = useGameData(active ? 'withdrawable' : null, () => transferApi().getWithdrawable(), {
    refreshOn: ['fundsUpdated'],
  });
  if (view.status !== 'ready')
    return { amount: null, total: null, bonus: '0', failed: view.status === 'error', retry };
  const item = view.data.find((entry) => entry.token === token);
  return {
    amount: item?.withdrawable ?? '0',
    total: item?.amount ?? '0',
    bonus: item?.bonus ?? '0',
    failed: false,
    retry,
  };
}
