import { useBalanceReadStore } from '../stores/balanceReadStore';
import { useHeaderStore } from '../stores/headerStore';
import { useLoginStore } from '../stores/loginStore';
import { WalletType, type WalletTokenType } from '../tokens';

/** Balances a test starts the player with, per wallet, as decimal strings: `{ IN_GAME: { GOLDY: '100' } }`. */
export type TestBalances = { [W in WalletType]?: Partial<Record<WalletTokenType<W>, string>> };

/**
 * Leaves the stores as the shell does once a player has signed in and the session's first reads have
 * answered: the wallet's public key, the balances the shell would have read (with `amountRaw` derived from
 * `amount`, as the shell derives it), and both wallets' reads known.
 */
export function signInAs(publicKey: string, balances: TestBalances = {}): void {
  useLoginStore.getState().setPublicKey(publicKey);
  const { setTokenBalance } = useHeaderStore.getState();
  for (const walletType of Object.values(WalletType)) {
    const amounts: Partial<Record<string, string>> = balances[walletType] ?? {};
    for (const [token, amount] of Object.entries(amounts)) {
      if (amount === undefined) continue;
      setTokenBalance(walletType, token as WalletTokenType<typeof walletType>, {
        amount,
        amountRaw: Number(amount),
      });
    }
  }
  useBalanceReadStore.getState().setInGameRead('known');
  useBalanceReadStore.getState().setGlobalRead('known');
}
