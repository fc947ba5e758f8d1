import { useCallback, useRef, useState } from 'react';
import { notify, refreshBalances } from '@companion/shared-state';
import { playerMessage } from '@companion/tab-kit';

/**
 * Runs one value-moving call at a time for a block: busy while it runs, a toast with the outcome, then
 * `onDone` (refresh the raffles). Balances follow by fundsUpdated; they are read again too, in case the
 * socket is down.
 */
export function useRaffleAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (call: () => Promise<unknown>, success: string) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await call();
        notify(success, 'success');
        onDone();
        void refreshBalances().catch(() => undefined);
      } catch (error) {
        notify(playerMessage(error), 'error');
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [onDone],
  );
  return { busy, run };
}
