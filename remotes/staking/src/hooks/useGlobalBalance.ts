import { useHeaderStore } from '@companion/shared-state';

type GlobalToken = 'DFL' | 'USDC' | 'DFL_USDC';

/** The player's on-chain balance of a token as the header shows it (exact decimal text). */
export function useGlobalBalance(token: GlobalToken): string {
  return useHeaderStore((s) => s.tokens.GLOBAL[token].amount);
}
