import { getConfig } from '../configStore';
import type { GameApi } from '../services';
import { useHeaderStore } from '../stores/headerStore';
import { WalletType, tokenTypeForInGameMint } from '../tokens';

// The IN_GAME balances come from the game API alone: no chain, no web3.js (the GLOBAL ones are ./chain/globalBalances.ts).

export const FAILED_TO_FETCH_BALANCES = 'Failed to fetch user balances';

/** Writes an in-game funds list (from the API or a fundsUpdated message) into the IN_GAME balances. */
export function applyInGameFunds(funds: readonly { mint: string; amount: string }[]): void {
  const { mints } = getConfig();
  const { setTokenBalance } = useHeaderStore.getState();
  for (const { mint, amount } of funds) {
    const tokenType = tokenTypeForInGameMint(mint, mints);
    if (!tokenType) continue;
    setTokenBalance(WalletType.IN_GAME, tokenType, { amount, amountRaw: Number(amount), mint });
  }
}

/** How many pushed funds lists have been applied: a read that a push overtook is older than the push. */
let pushesApplied = 0;

/**
 * A fundsUpdated message: the funds as the game booked them after a change, newer than any read that was
 * still under way when it arrived.
 */
export function applyPushedFunds(funds: readonly { mint: string; amount: string }[]): void {
  pushesApplied++;
  applyInGameFunds(funds);
}

/**
 * Reads the IN_GAME funds. An answer that arrives after a push is dropped: the server may have read it
 * before the change the push carries, and writing it would put the old balance back. A failed fetch is
 * logged and changes nothing on screen (docs/product-rules.md, "Errors").
 */
export async function loadInGameFunds(api: GameApi): Promise<void> {
  const pushesBefore = pushesApplied;
  try {
    const funds = await api.getFunds();
    if (pushesApplied === pushesBefore) applyInGameFunds(funds);
  } catch (error) {
    console.error(FAILED_TO_FETCH_BALANCES, error);
  }
}
