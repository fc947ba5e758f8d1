import { toBaseUnits, TOKENS, useHeaderStore } from '@companion/shared-state';

export type InGameToken = 'GOLDY' | 'DFL' | 'TICKET' | 'GOLDEN_TICKET';

/** The IN_GAME balance of a token as the header shows it, in base units (0 when unreadable). */
export function useInGameBalance(token: InGameToken): bigint {
  const amount = useHeaderStore((s) => s.tokens.IN_GAME[token].amount);
  try {
    return toBaseUnits(amount, TOKENS[token].decimals);
  } catch {
    return 0n;
  }
}
