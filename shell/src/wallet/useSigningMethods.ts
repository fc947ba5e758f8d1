import { useCallback, useMemo } from 'react';
import { WalletNotConnectedError, type Adapter } from '@solana/wallet-adapter-base';
import { WalletNotSelectedError, type WalletContextState } from '@solana/wallet-adapter-react';
import type { ReportWalletError } from './useWalletErrors';

type SigningMethods = Pick<
  WalletContextState,
  'sendTransaction' | 'signTransaction' | 'signAllTransactions' | 'signMessage' | 'signIn'
>;

/** The methods that sign with the connected wallet's key. */
type SignerName = 'signTransaction' | 'signAllTransactions' | 'signMessage';

/**
 * What the wallet context offers to send and sign with, through the chosen adapter. A method the adapter lacks
 * is `undefined`, so a caller can tell (a wallet without `signMessage` signs in with a transaction). Sending
 * without a chosen wallet, or sending or signing before it is connected, reports the error, then throws it.
 * `signIn` needs no connection: the wallet's one approval connects it.
 */
export function useSigningMethods(
  adapter: Adapter | null,
  connected: boolean,
  report: ReportWalletError,
): SigningMethods {
  const sendTransaction = useCallback<SigningMethods['sendTransaction']>(
    async (transaction, connection, options) => {
      if (!adapter) throw report(new WalletNotSelectedError());
      if (!connected) throw report(new WalletNotConnectedError(), adapter);
      return await adapter.sendTransaction(transaction, connection, options);
    },
    [adapter, connected, report],
  );

  // Each one the adapter has, usable only while it is connected.
  const signers = useMemo(() => {
    const whileConnected = <K extends SignerName>(name: K): SigningMethods[K] => {
      if (!adapter || !(name in adapter)) return undefined;
      const method = (adapter as unknown as Record<K, (...args: unknown[]) => Promise<unknown>>)[name];
      return (async (...args: unknown[]) => {
        if (!connected) throw report(new WalletNotConnectedError(), adapter);
        return await method.apply(adapter, args);
      }) as SigningMethods[K];
    };
    return {
      signTransaction: whileConnected('signTransaction'),
      signAllTransactions: whileConnected('signAllTransactions'),
      signMessage: whileConnected('signMessage'),
    };
  }, [adapter, connected, report]);

  const signIn = useMemo<SigningMethods['signIn']>(
    () => (adapter && 'signIn' in adapter ? async (input) => await adapter.signIn(input) : undefined),
    [adapter],
  );

  // One object while none of them changes: the wallet context's value depends on it.
  return useMemo(() => ({ sendTransaction, ...signers, signIn }), [sendTransaction, signers, signIn]);
}
