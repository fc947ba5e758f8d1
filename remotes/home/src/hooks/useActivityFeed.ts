import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLoginStore } from '@companion/shared-state';
import { useGameData, type GameDataView } from '@companion/tab-kit';
import { homeApi, type ActivityPage } from '../api/homeApi';
import { EMPTY_FEED, withFirstPage, withOlderPage, type Feed } from '../lib/mergeFeed';

/** What changes the feed: funds moved in game, a transfer, a stake or a liquidity action changed status. */
export const ACTIVITY_MESSAGES = ['fundsUpdated', 'transferUpdated', 'stakeUpdated', 'liquidityUpdated'];

export type MoreState = { status: 'idle' | 'loading' } | { status: 'error'; error: unknown };

export interface ActivityFeed {
  /** The feed: loading and errors of its newest page until something is shown. */
  view: GameDataView<Feed>;
  retry: () => void;
  /** Loads the next older page; `more` says how it went. */
  loadMore: () => void;
  more: MoreState;
}

interface Shown {
  key: string | null;
  /** The newest page last folded in. */
  page: ActivityPage | null;
  feed: Feed;
}

/**
 * The player's activity, `pageSize` items at a time: the newest page loads with the block and again on every
 * message of ACTIVITY_MESSAGES (live), older pages on request, and a live update keeps the older pages shown.
 */
export function useActivityFeed(pageSize: number): ActivityFeed {
  const publicKey = useLoginStore((s) => s.publicKey);
  const key = publicKey ? `activity:${publicKey}:${pageSize}` : null;
  const first = useGameData(key, () => homeApi().getActivity({ limit: pageSize }), {
    refreshOn: ACTIVITY_MESSAGES,
  });
  const [shown, setShown] = useState<Shown>({ key, page: null, feed: EMPTY_FEED });
  const [more, setMore] = useState<MoreState>({ status: 'idle' });
  const page = first.view.status === 'ready' ? first.view.data : null;
  // A new newest page is folded in during render, so no frame shows the feed without it.
  if (page && (shown.page !== page || shown.key !== key)) {
    const base = shown.key === key ? shown.feed : EMPTY_FEED;
    setShown({ key, page, feed: withFirstPage(base, page) });
  }

  const latest = useRef({ key, next: shown.feed.next });
  useLayoutEffect(() => {
    latest.current = { key, next: shown.feed.next };
  });
  const loadMore = useCallback(() => {
    const asked = latest.current;
    if (asked.next === null) return;
    setMore({ status: 'loading' });
    homeApi()
      .getActivity({ limit: pageSize, before: asked.next })
      .then(
        (older) => {
          if (latest.current.key !== asked.key) return;
          setShown((current) => ({ ...current, feed: withOlderPage(current.feed, older) }));
          setMore({ status: 'idle' });
        },
        (error: unknown) => {
          if (latest.current.key === asked.key) setMore({ status: 'error', error });
        },
      );
  }, [pageSize]);

  const view: GameDataView<Feed> =
    first.view.status === 'ready'
      ? { status: 'ready', data: shown.key === key ? shown.feed : EMPTY_FEED }
      : first.view;
  return { view, retry: first.retry, loadMore, more };
}
