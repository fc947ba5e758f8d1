import { useEffect, useRef } from 'react';
import { WalletType, useHeaderStore } from '@companion/shared-state';
import { useWalletRead, useWalletUnknown } from './walletUnknown';

export type GlobalToken = 'GOLDY' | 'DFL' | 'USDC' | 'DFL_USDC';

/**
 * The player's on-chain (GLOBAL) balance of a token as the header shows it (exact decimal text), or null
 * while it is not known: before the session's first chain read answers, or when the chain could not be read.
 * Then no figure, and never 0, is a fact: `AmountField` says which (loading, or unknown with a Retry), and the
 * session reads again by itself.
 */
export function useGlobalBalance(token: GlobalToken): string | null {
  const amount = useHeaderStore((s) => s.tokens.GLOBAL[token].amount);
  const known = useWalletRead(WalletType.GLOBAL) === 'known';
  return known ? amount : null;
}

/** Whether the GLOBAL balances (and what the game reads from the chain with them) are unknown now. */
export function useChainUnknown(): boolean {
  return useWalletUnknown(WalletType.GLOBAL);
}

/**
 * Calls `onBack` when the chain answers again after it could not be read: a block showing what the game
 * read from the chain (an NFT's holding) reads it again then, with no reload.
 */
export function useChainBack(onBack: () => void): void {
  const unknown = useChainUnknown();
  const wasUnknown = useRef(unknown);
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (wasUnknown.current && !unknown) latest.current();
    wasUnknown.current = unknown;
  }, [unknown]);
}
