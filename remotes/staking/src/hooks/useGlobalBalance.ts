import { useGlobalBalance as useKitGlobalBalance } from '@companion/tab-kit';

type GlobalToken = 'DFL' | 'USDC' | 'DFL_USDC';

/**
 * The player's on-chain balance of a token as the header shows it (exact decimal text), or null while it is
 * not known (the session's first chain read not answered yet, or the chain cannot be read): the forms then
 * say "loading", or "unknown" with a Retry, and send nothing.
 */
export function useGlobalBalance(token: GlobalToken): string | null {
  return useKitGlobalBalance(token);
}
