import { useEffect } from 'react';
import { useHeaderStore } from '@companion/shared-state';
import { useGameRead, type GameData } from '@companion/tab-kit';
import type { Portfolio } from '../api/homeApi';
import { portfolioRead } from '../api/homeReads';

/** What changes the portfolio besides the Global Wallet: in-game funds, transfers, stakes, the pool. */
export const PORTFOLIO_MESSAGES = ['fundsUpdated', 'transferUpdated', 'stakeUpdated', 'liquidityUpdated'];
/** Balances arrive token by token: one refresh after they settle, not one per token. */
const WALLET_SETTLE_MS = 300;

/**
 * The player's portfolio as the game values it, refreshed on the messages above and whenever the Global
 * Wallet's balances change on chain (the header reads them; the game values them).
 */
export function usePortfolio(): GameData<Portfolio> {
  const data = useGameRead(portfolioRead, { refreshOn: PORTFOLIO_MESSAGES });
  const { refresh } = data;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = useHeaderStore.subscribe((state, previous) => {
      if (state.tokens.GLOBAL === previous.tokens.GLOBAL) return;
      clearTimeout(timer);
      timer = setTimeout(refresh, WALLET_SETTLE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [refresh]);
  return data;
}
