import { toBaseUnits, TOKENS, useHeaderStore, WalletType } from '@companion/shared-state';
import { useWalletRead } from './walletUnknown';

export type InGameToken = 'GOLDY' | 'DFL' | 'TICKET' | 'GOLDEN_TICKET';

/**
 * The IN_GAME balance of a token as the header shows it, in base units (0 when unreadable). Kept for tabs
 * built before 3.2.0: it says 0 while the balance is unknown, where `useKnownInGameBalance` says null.
 */
export function useInGameBalance(token: InGameToken): bigint {
  const amount = useHeaderStore((s) => s.tokens.IN_GAME[token].amount);
  return inBaseUnits(amount, token);
}

/**
 * The IN_GAME balance of a token as the header shows it, in base units, or null while it is not known: before
 * the session's first read answers, or when the game could not give the balances (docs/product-rules.md,
 * "Balances"). Then no figure, and never 0, is a fact: `useInGameNotKnown` says why, and `InGameNotKnown`
 * shows it (with a Retry when the game could not be reached; the session also reads again by itself).
 */
export function useKnownInGameBalance(token: InGameToken): bigint | null {
  const amount = useHeaderStore((s) => s.tokens.IN_GAME[token].amount);
  const known = useWalletRead(WalletType.IN_GAME) === 'known';
  return known ? inBaseUnits(amount, token) : null;
}

function inBaseUnits(amount: string, token: InGameToken): bigint {
  try {
    return toBaseUnits(amount, TOKENS[token].decimals);
  } catch {
    return 0n;
  }
}
