import { useCallback, useSyncExternalStore } from 'react';
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import type { PublicKey, Transaction } from '@solana/web3.js';
import { useLoginStore } from '@companion/shared-state';
import {
  runWalletTransaction,
  type RecentBlockhash,
  type WalletTransactionOptions,
  type WalletTransactionResult,
} from './runWalletTransaction';
import { transactionLock, TRANSACTION_STATUS_TEXT, type PendingTransaction } from './transactionLock';

export interface WalletTransaction {
  /** The signed-in wallet when it is the connected one: the server credits the session's wallet. */
  owner: PublicKey | null;
  /** The request in flight anywhere in the app (this tab's or another's), or null. */
  pending: PendingTransaction | null;
  /** Player text of the pending request's status. */
  pendingText: string | null;
  run: <T>(
    build: (owner: PublicKey, recent: RecentBlockhash) => Transaction | Promise<Transaction>,
    options: WalletTransactionOptions<T>,
  ) => Promise<WalletTransactionResult<T>>;
}

const NOT_CONNECTED = {
  ok: false as const,
  reason: 'failed' as const,
  message: 'Connect the wallet you signed in with first.',
};

/** The kit's transaction helper bound to the app's Connection and the connected wallet. */
export function useWalletTransaction(): WalletTransaction {
  const { connection } = useConnection();
  const { publicKey, signTransaction } = useWallet();
  const walletId = useLoginStore((s) => s.publicKey);
  const owner = publicKey && walletId && publicKey.toBase58() === walletId ? publicKey : null;
  const pending = useSyncExternalStore(
    transactionLock.subscribe,
    () => transactionLock.getState().pending,
    () => null,
  );
  const run = useCallback(
    async <T>(
      build: (owner: PublicKey, recent: RecentBlockhash) => Transaction | Promise<Transaction>,
      options: WalletTransactionOptions<T>,
    ): Promise<WalletTransactionResult<T>> => {
      if (!owner || !signTransaction) return NOT_CONNECTED;
      return runWalletTransaction({ connection, owner, signTransaction }, build, options);
    },
    [connection, owner, signTransaction],
  );
  return { owner, pending, pendingText: pending ? TRANSACTION_STATUS_TEXT[pending.status] : null, run };
}
