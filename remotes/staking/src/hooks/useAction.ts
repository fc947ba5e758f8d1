import { useCallback } from 'react';
import type { PublicKey, Transaction } from '@solana/web3.js';
import { notify, refreshBalances } from '@companion/shared-state';
import { playerMessage, type BlockAction, type GameData } from '@companion/tab-kit';
import { useWalletTransaction, type RecentBlockhash } from '@companion/tab-kit/wallet';
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
  /** The signed-in wallet when connected (null: actions are off). */
  owner: PublicKey | null;
  /**
   * Signs the player's transaction and `submit`s it to the game, which sends and books it in one request
   * and answers; `submit` turns the answer into the outcome. The block (its kit `useBlockAction`) shows
   * the wait with Cancel, keeps its inputs locked meanwhile and keeps a failure beside the action.
   */
  withTransaction: (
    block: BlockAction,
    label: string,
    build: (owner: PublicKey, recent: RecentBlockhash) => Transaction | Promise<Transaction>,
    submit: (signedTransaction: string) => Promise<ActionOutcome>,
  ) => Promise<void>;
  /** A server-only action (claim, unstake): the game sends the tokens; `waiting` is said meanwhile. */
  withServer: (block: BlockAction, waiting: string, work: () => Promise<ActionOutcome>) => Promise<void>;
}

/**
 * The tab's value-moving actions: the kit's wallet transaction (fee check, one at a time, time-out, cancel)
 * handed to the game in one request. The game's answer is shown at once (the position, the history entry,
 * the pool) and said in a toast; a failure stays beside the action that failed until the player acts again
 * (docs/tab-kit.md, "Actions"); the figures that move with it (totals, APRs, the GLOBAL balances) are read
 * again in the background.
 */
export function useAction({
  update,
  refresh,
}: Pick<GameData<StakingData>, 'update' | 'refresh'>): StakingAction {
  const wallet = useWalletTransaction();
  const finish = useCallback(
    (
      block: BlockAction,
      waiting: string,
      work: (fail: (message: string) => void) => Promise<ActionOutcome | null>,
    ) =>
      block.run(waiting, async (fail) => {
        try {
          const outcome = await work(fail);
          if (outcome?.apply) update(outcome.apply);
          if (outcome) notify(outcome.message, outcome.tone ?? 'success');
        } catch (error) {
          fail(playerMessage(error));
        } finally {
          refresh();
          void refreshBalances();
        }
      }),
    [update, refresh],
  );
  const withTransaction = useCallback<StakingAction['withTransaction']>(
    (block, label, build, submit) =>
      finish(block, `${label}…`, async (fail) => {
        const result = await wallet.run(build, { label, submit, notifyFailure: false });
        if (result.ok) return result.value;
        // A cancel is the player's own doing: nothing to explain.
        if (result.reason !== 'cancelled') fail(result.message);
        return null;
      }),
    [finish, wallet],
  );
  const withServer = useCallback<StakingAction['withServer']>(
    (block, waiting, work) => finish(block, waiting, work),
    [finish],
  );
  return { owner: wallet.owner, withTransaction, withServer };
}
