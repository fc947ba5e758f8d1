import { getConfig } from '../configStore';
import type { GameApi } from '../services';
import { BALANCE_RETRY_MS, useBalanceReadStore } from '../stores/balanceReadStore';
import { useHeaderStore } from '../stores/headerStore';
import { useLoginStore } from '../stores/loginStore';
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
  useBalanceReadStore.getState().setInGameRead('known');
}

/**
 * Reads the IN_GAME funds; answers whether the game answered. An answer that arrives after a push is dropped:
 * the server may have read it before the change the push carries, and writing it would put the old balance
 * back. A failed fetch is logged and says nothing to the player (docs/product-rules.md, "Errors"): figures
 * already read stay on screen; if none has been read this session, the balances are unknown, never 0. An
 * answer for a session that has ended since is dropped.
 */
export async function loadInGameFunds(api: GameApi): Promise<boolean> {
  const pushesBefore = pushesApplied;
  const session = useLoginStore.getState().token;
  const current = () => useLoginStore.getState().token === session;
  const { setInGameRead } = useBalanceReadStore.getState();
  try {
    const funds = await api.getFunds();
    if (!current()) return false;
    if (pushesApplied === pushesBefore) applyInGameFunds(funds);
    setInGameRead('known');
    return true;
  } catch (error) {
    console.error(FAILED_TO_FETCH_BALANCES, error);
    if (current() && useBalanceReadStore.getState().inGame !== 'known') setInGameRead('unknown');
    return false;
  }
}

/**
 * While the session's IN_GAME balances are unknown, reads them again every few seconds until the game
 * answers (a read that answers, or a push, ends it). Answers the stop, for the session's end.
 */
export function readUnknownInGameFundsAgain(api: GameApi): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    clearTimeout(timer);
    if (stopped || useBalanceReadStore.getState().inGame !== 'unknown') return;
    timer = setTimeout(() => void loadInGameFunds(api).then(schedule), BALANCE_RETRY_MS);
  };
  const unsubscribe = useBalanceReadStore.subscribe((state, previous) => {
    if (state.inGame !== previous.inGame) schedule();
  });
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
