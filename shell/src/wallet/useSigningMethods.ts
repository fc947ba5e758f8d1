import { useCallback, useMemo } from 'react';
import { WalletNotConnectedError, type Adapter } from '@solana/wallet-adapter-base';
import { WalletNotSelectedError, type WalletContextState } from '@solana/wallet-adapter-react';
import type { ReportWalletError } from './useWalletErrors';

type SigningMethods = Pick<
  WalletContextState,
  'sendTransaction' | 'signTransaction' | 'signAllTransactions' | 'signMessage' | 'signIn'
>;

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

  const signTransaction = useMemo<SigningMethods['signTransaction']>(
    () =>
      adapter && 'signTransaction' in adapter
        ? async (transaction) => {
            if (!connected) throw report(new WalletNotConnectedError(), adapter);
            return await adapter.signTransaction(transaction);
          }
        : undefined,
    [adapter, connected, report],
  );

  const signAllTransactions = useMemo<SigningMethods['signAllTransactions']>(
    () =>
      adapter && 'signAllTransactions' in adapter
        ? async (transactions) => {
            if (!connected) throw report(new WalletNotConnectedError(), adapter);
            return await adapter.signAllTransactions(transactions);
          }
        : undefined,
    [adapter, connected, report],
  );

  const signMessage = useMemo<SigningMethods['signMessage']>(
    () =>
      adapter && 'signMessage' in adapter
        ? async (message) => {
            if (!connected) throw report(new WalletNotConnectedError(), adapter);
            return await adapter.signMessage(message);
          }
        : undefined,
    [adapter, connected, report],
  );

  const signIn = useMemo<SigningMethods['signIn']>(
    () => (adapter && 'signIn' in adapter ? async (input) => await adapter.signIn(input) : undefined),
    [adapter],
  );

  // One object while none of them changes: the wallet context's value depends on it.
  return useMemo(
    () => ({ sendTransaction, signTransaction, signAllTransactions, signMessage, signIn }),
    [sendTransaction, signTransaction, signAllTransactions, signMessage, signIn],
  );
}
