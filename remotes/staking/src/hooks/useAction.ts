import { useCallback, useState } from 'react';
import type { PublicKey, Transaction } from '@solana/web3.js';
import { notify, refreshBalances } from '@companion/shared-state';
import { playerMessage, useWalletTransaction, type RecentBlockhash } from '@companion/tab-kit';

export interface StakingAction {
  busy: boolean;
  /** The signed-in wallet when connected (null: actions are off). */
  owner: PublicKey | null;
  /** Signs and sends the player's transaction, then `after(signature)` tells the server; says the outcome. */
  withTransaction: (
    label: string,
    build: (owner: PublicKey, recent: RecentBlockhash) => Transaction | Promise<Transaction>,
    after: (signature: string) => Promise<string>,
  ) => Promise<void>;
  /** A server-only action (claim, unstake): the game sends the tokens. */
  withServer: (work: () => Promise<string>) => Promise<void>;
}

/**
 * The tab's value-moving actions: the kit's wallet transaction (fee check, one at a time, time-out, cancel,
 * declines and failures told by the kit), then the game server; the outcome goes to the shell's toasts,
 * and the page's data and the GLOBAL balances are read again.
 */
export function useAction(onDone: () => void): StakingAction {
  const wallet = useWalletTransaction();
  const [busy, setBusy] = useState(false);
  const finish = useCallback(
    async (work: () => Promise<string | null>) => {
      setBusy(true);
      try {
        const message = await work();
        if (message) notify(message, 'success');
      } catch (error) {
        notify(playerMessage(error), 'error');
      } finally {
        setBusy(false);
        onDone();
        void refreshBalances();
      }
    },
    [onDone],
  );
  const withTransaction = useCallback<StakingAction['withTransaction']>(
    (label, build, after) =>
      finish(async () => {
        const result = await wallet.run(build, { label });
        // The kit has told the player why (declined, fee, time-out, ...); nothing reached the server.
        if (!result.ok) return null;
        return after(result.signature);
      }),
    [finish, wallet],
  );
  const withServer = useCallback<StakingAction['withServer']>((work) => finish(work), [finish]);
  return { busy: busy || wallet.pending !== null, owner: wallet.owner, withTransaction, withServer };
}
