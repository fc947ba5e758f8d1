import { useCallback, useState } from 'react';
import type { PublicKey, Transaction } from '@solana/web3.js';
import { notify, refreshBalances } from '@companion/shared-state';
import { playerMessage, useWalletTransaction, type GameData, type RecentBlockhash } from '@companion/tab-kit';
import type { Apply } from '../lib/applyAnswer';
import type { StakingData } from './useStakingData';

/** How an action ended: what to tell the player, and what the game's answer changes on screen. */
export interface ActionOutcome {
  message: string;
  /** 'info' when the game has it but the chain has not confirmed yet. */
  tone?: 'success' | 'info';
  apply?: Apply;
}

export interface StakingAction {
  busy: boolean;
  /** The signed-in wallet when connected (null: actions are off). */
  owner: PublicKey | null;
  /**
   * Signs the player's transaction and `submit`s it to the game, which sends and books it in one request
   * and answers; `submit` turns the answer into the outcome. Says the outcome.
   */
  withTransaction: (
    label: string,
    build: (owner: PublicKey, recent: RecentBlockhash) => Transaction | Promise<Transaction>,
    submit: (signedTransaction: string) => Promise<ActionOutcome>,
  ) => Promise<void>;
  /** A server-only action (claim, unstake): the game sends the tokens. */
  withServer: (work: () => Promise<ActionOutcome>) => Promise<void>;
}

/**
 * The tab's value-moving actions: the kit's wallet transaction (fee check, one at a time, time-out, cancel,
 * declines and failures told by the kit) handed to the game in one request. The game's answer is shown at
 * once (the position, the history entry, the pool); the outcome goes to the shell's toasts, and the figures
 * that move with it (totals, APRs, the GLOBAL balances) are read again in the background.
 */
export function useAction({
  update,
  refresh,
}: Pick<GameData<StakingData>, 'update' | 'refresh'>): StakingAction {
  const wallet = useWalletTransaction();
  const [busy, setBusy] = useState(false);
  const finish = useCallback(
    async (work: () => Promise<ActionOutcome | null>) => {
      setBusy(true);
      try {
        const outcome = await work();
        if (outcome?.apply) update(outcome.apply);
        if (outcome) notify(outcome.message, outcome.tone ?? 'success');
      } catch (error) {
        notify(playerMessage(error), 'error');
      } finally {
        setBusy(false);
        refresh();
        void refreshBalances();
      }
    },
    [update, refresh],
  );
  const withTransaction = useCallback<StakingAction['withTransaction']>(
    (label, build, submit) =>
      finish(async () => {
        const result = await wallet.run(build, { label, submit });
        // The kit has told the player why (declined, fee, time-out, the game's refusal).
        return result.ok ? result.value : null;
      }),
    [finish, wallet],
  );
  const withServer = useCallback<StakingAction['withServer']>((work) => finish(work), [finish]);
  return { busy: busy || wallet.pending !== null, owner: wallet.owner, withTransaction, withServer };
}
