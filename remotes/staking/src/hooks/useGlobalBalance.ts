import { useGlobalBalance as useKitGlobalBalance } from '@companion/tab-kit';

type GlobalToken = 'DFL' | 'USDC' | 'DFL_USDC';

/**
 * The player's on-chain balance of a token as the header shows it (exact decimal text), or null while the
 * chain cannot be read: the forms then say "unknown" with a Retry and send nothing.
 */
export function useGlobalBalance(token: GlobalToken): string | null {
  return useKitGlobalBalance(token);
}
