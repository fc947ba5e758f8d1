import { toBaseUnits, TOKENS, useBalanceReadStore, useHeaderStore } from '@companion/shared-state';

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
 * The IN_GAME balance of a token as the header shows it, in base units, or null while it is unknown: the game
 * has not given the session's balances (docs/product-rules.md, "Balances"), so no figure, and never 0, is a
 * fact. The session reads again by itself; `UnknownBalance` with `UNKNOWN_IN_GAME_TEXT` says so with a Retry.
 */
export function useKnownInGameBalance(token: InGameToken): bigint | null {
  const amount = useHeaderStore((s) => s.tokens.IN_GAME[token].amount);
  const unknown = useBalanceReadStore((s) => s.inGame === 'unknown');
  return unknown ? null : inBaseUnits(amount, token);
}

function inBaseUnits(amount: string, token: InGameToken): bigint {
  try {
    return toBaseUnits(amount, TOKENS[token].decimals);
  } catch {
    return 0n;
  }
}
