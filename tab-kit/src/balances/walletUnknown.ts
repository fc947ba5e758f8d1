import { WalletType, useBalanceReadStore, type BalanceRead } from '@companion/shared-state';
import { UNKNOWN_BALANCE_TEXT } from './UnknownBalance';

/** Why IN_GAME balances are unknown: the game did not give them (docs/product-rules.md, "Balances"). */
export const UNKNOWN_IN_GAME_TEXT = 'Unknown: the game cannot be reached right now.';
/** What is said of IN_GAME balances the session has not read yet: its first read is on its way. */
export const LOADING_IN_GAME_TEXT = 'Loading: the game has not answered yet.';

/**
 * Whether a wallet's balances are unknown now: GLOBAL while the chain cannot be read, IN_GAME while no read of
 * the session has answered and the last one failed. Unknown is never shown as 0; the session reads again by
 * itself every few seconds.
 */
export function useWalletUnknown(wallet: WalletType): boolean {
  return useWalletRead(wallet) === 'unknown';
}

/**
 * How far the session's read of a wallet's balances has come: `loading` until its first read answers,
 * `known` once one did, `unknown` when they could not be read (docs/product-rules.md, "Balances").
 */
export function useWalletRead(wallet: WalletType): BalanceRead {
  return useBalanceReadStore((s) => (wallet === WalletType.GLOBAL ? s.global : s.inGame));
}

/**
 * Why the IN_GAME balances are not known now, in the words shown (`LOADING_IN_GAME_TEXT` before the session's
 * first read answers, `UNKNOWN_IN_GAME_TEXT` when the game could not give them), or null once they are known:
 * what a form says instead of judging an amount against a 0 the game never said.
 */
export function useInGameNotKnown(): string | null {
  const read = useWalletRead(WalletType.IN_GAME);
  return read === 'known' ? null : read === 'unknown' ? UNKNOWN_IN_GAME_TEXT : LOADING_IN_GAME_TEXT;
}

/** What `UnknownBalance` says of a wallet's unknown balances: the chain or the game cannot be reached. */
export function unknownBalanceText(wallet: WalletType): string {
  return wallet === WalletType.GLOBAL ? UNKNOWN_BALANCE_TEXT : UNKNOWN_IN_GAME_TEXT;
}
