import { WalletType, useBalanceReadStore } from '@companion/shared-state';
import { UNKNOWN_BALANCE_TEXT } from './UnknownBalance';

/** Why IN_GAME balances are unknown: the game did not give them (docs/product-rules.md, "Balances"). */
export const UNKNOWN_IN_GAME_TEXT = 'Unknown: the game cannot be reached right now.';

/**
 * Whether a wallet's balances are unknown now: GLOBAL while the chain cannot be read, IN_GAME while no read of
 * the session has answered and the last one failed. Unknown is never shown as 0; the session reads again by
 * itself every few seconds.
 */
export function useWalletUnknown(wallet: WalletType): boolean {
  return useBalanceReadStore((s) => (wallet === WalletType.GLOBAL ? s.global : s.inGame) === 'unknown');
}

/** What `UnknownBalance` says of a wallet's unknown balances: the chain or the game cannot be reached. */
export function unknownBalanceText(wallet: WalletType): string {
  return wallet === WalletType.GLOBAL ? UNKNOWN_BALANCE_TEXT : UNKNOWN_IN_GAME_TEXT;
}
