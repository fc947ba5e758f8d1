import { useCallback, useEffect, useReducer } from 'react';
import { useNotification } from '@companion/shared-state';
import { transferApi, type Transfer } from '../api/transferApi';
import { messageOf } from '../lib/messageOf';
import { mergeTransfers, parseTransfer } from '../lib/transferList';

export interface HistoryState {
  status: 'loading' | 'ready' | 'error';
  transfers: Transfer[];
  error: string | null;
  /** Bumped by Retry to fetch again. */
  request: number;
}

type Action =
  | { type: 'loaded'; transfers: Transfer[] }
  | { type: 'failed'; error: string }
  | { type: 'retry' }
  | { type: 'upsert'; transfer: Transfer };

function reduce(state: HistoryState, action: Action): HistoryState {
  switch (action.type) {
    case 'loaded':
      // Updates that arrived while the list was loading are kept over the list's older copies.
      return {
        ...state,
        status: 'ready',
        error: null,
        transfers: mergeTransfers(action.transfers, state.transfers),
      };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'retry':
      return { ...state, status: 'loading', error: null, request: state.request + 1 };
    case 'upsert':
      return { ...state, transfers: mergeTransfers(state.transfers, [action.transfer]) };
  }
}

const INITIAL: HistoryState = { status: 'loading', transfers: [], error: null, request: 0 };

/** The player's transfers, newest first, kept current by transferUpdated messages and this tab's own transfers. */
export function useTransferHistory() {
  const [state, dispatch] = useReducer(reduce, INITIAL);

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const transfers = await transferApi().getTransfers();
        if (current) dispatch({ type: 'loaded', transfers });
      } catch (error) {
        console.warn('Failed to load transfers', error);
        if (current) dispatch({ type: 'failed', error: messageOf(error) });
      }
    })();
    return () => {
      current = false;
    };
  }, [state.request]);

  useNotification('transferUpdated', (data) => {
    const transfer = parseTransfer(data);
    if (transfer) dispatch({ type: 'upsert', transfer });
  });

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const upsert = useCallback((transfer: Transfer) => dispatch({ type: 'upsert', transfer }), []);
  return { state, retry, upsert };
}
