import { useCallback } from 'react';
import { notify, refreshBalances } from '@companion/shared-state';
import { playerMessage, useBlockAction, type BlockAction } from '@companion/tab-kit';

/**
 * Runs one value-moving call at a time for a block, with the kit's block action (docs/tab-kit.md,
 * "Actions"): the block is busy and says what it waits for while it runs, a success is a toast, a failure
 * stays beside the action until the player acts again; then `onDone` (refresh the raffles). Balances
 * follow by fundsUpdated; they are read again too, in case the socket is down.
 */
export function useRaffleAction(onDone: () => void): BlockAction & {
  act: (waiting: string, call: () => Promise<unknown>, success: string) => Promise<void>;
} {
  const block = useBlockAction();
  const { run } = block;
  const act = useCallback(
    (waiting: string, call: () => Promise<unknown>, success: string) =>
      run(waiting, async (fail) => {
        try {
          await call();
          notify(success, 'success');
          onDone();
          void refreshBalances().catch(() => undefined);
        } catch (error) {
          fail(playerMessage(error));
        }
      }),
    [run, onDone],
  );
  return { ...block, act };
}
