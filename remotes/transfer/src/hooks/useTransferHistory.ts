import { useCallback, useState } from 'react';
import { useNotification } from '@companion/shared-state';
import { useGameData, type GameDataView } from '@companion/tab-kit';
import { transferApi, type Transfer } from '../api/transferApi';
import { mergeTransfers, parseTransfer } from '../lib/transferList';

export interface TransferHistory {
  view: GameDataView<Transfer[]>;
  retry: () => void;
  /** Adds or updates one transfer (this tab's own, or a transferUpdated message). */
  upsert: (transfer: Transfer) => void;
}

/**
 * The player's transfers, newest first: the list is loaded with the kit's data hook, and transfers that
 * change meanwhile (transferUpdated messages, this tab's own) are laid over it, newer copy winning.
 */
export function useTransferHistory(): TransferHistory {
  const { view, retry } = useGameData('transfers', () => transferApi().getTransfers());
  const [updates, setUpdates] = useState<Transfer[]>([]);
  const upsert = useCallback(
    (transfer: Transfer) => setUpdates((previous) => mergeTransfers(previous, [transfer])),
    [],
  );
  useNotification('transferUpdated', (data) => {
    const transfer = parseTransfer(data);
    if (transfer) upsert(transfer);
  });
  const merged: GameDataView<Transfer[]> =
    view.status === 'ready' ? { status: 'ready', data: mergeTransfers(view.data, updates) } : view;
  return { view: merged, retry, upsert };
}
