import type { GameApi } from '../../services';
import { useGoodNewsStore, type GoodNews } from '../../stores/goodNewsStore';
import type { NotificationSocket } from '../../socket';
import { newsFromActivity, newsFromStaking, nextUnlockAt } from './goodNewsFrom';

/** On a wallet's first visit, what happened longer ago than this is remembered without a word. */
export const GOOD_NEWS_RECENT_MS = 3 * 24 * 3600 * 1000;
/** Messages after which the game may have good news (a payout, a draw, a position's change). */
export const GOOD_NEWS_MESSAGES = ['fundsUpdated', 'raffleUpdated', 'stakeUpdated'] as const;
/** The first read waits this long after sign-in, off the path of the first screen (docs/performance.md). */
export const GOOD_NEWS_FIRST_READ_MS = 2000;
/** Several messages of one event are read as one. */
const SETTLE_MS = 400;
/** setTimeout's longest wait. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export interface GoodNewsWatch {
  wallet: string;
  gameApi: Pick<GameApi, 'getActivity' | 'getStaking'>;
  /** The session's socket now, and a way to hear when it changes. */
  socket: () => NotificationSocket | null;
  onSocketChange: (listener: () => void) => () => void;
  /** Says one piece of news (the shell's toast). */
  say: (news: GoodNews) => void;
  now?: () => number;
}

/**
 * Watches for good news for a signed-in wallet (docs/product-rules.md, "Good news"): reads the activity feed
 * and the staking overview at once, after each message that may bring some and when the next locked stake
 * unlocks, and says each piece once (remembered per wallet across reloads), badging its tab. Answers the stop.
 */
export function watchGoodNews({
  wallet,
  gameApi,
  socket,
  onSocketChange,
  say,
  now = Date.now,
}: GoodNewsWatch): () => void {
  const store = useGoodNewsStore.getState();
  store.openWallet(wallet);
  let stopped = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let unlock: ReturnType<typeof setTimeout> | undefined;

  const check = async () => {
    const [activity, staking] = await Promise.all([
      gameApi.getActivity({ limit: 20 }).catch(() => null),
      gameApi.getStaking().catch(() => null),
    ]);
    if (stopped) return;
    const readAt = now();
    const found: (GoodNews & { at?: string })[] = [
      ...(activity ? newsFromActivity(activity.items) : []),
      ...(staking ? newsFromStaking(staking) : []),
    ];
    const { known, announce } = useGoodNewsStore.getState();
    const old = (item: { at?: string }) =>
      !known && item.at !== undefined && readAt - Date.parse(item.at) > GOOD_NEWS_RECENT_MS;
    announce(found.filter(old), { quietly: true });
    for (const news of announce(found.filter((item) => !old(item)))) say(news);
    clearTimeout(unlock);
    const next = staking && nextUnlockAt(staking, readAt);
    if (next) unlock = setTimeout(() => void check(), Math.min(next - readAt + 1000, LONGEST_WAIT_MS));
  };

  const soon = () => {
    clearTimeout(settle);
    settle = setTimeout(() => void check(), SETTLE_MS);
  };

  let unsubscribe: (() => void)[] = [];
  const listen = () => {
    for (const stop of unsubscribe) stop();
    const current = socket();
    unsubscribe = current ? GOOD_NEWS_MESSAGES.map((type) => current.subscribe(type, soon)) : [];
  };
  listen();
  const stopListening = onSocketChange(listen);
  const first = setTimeout(() => void check(), GOOD_NEWS_FIRST_READ_MS);

  return () => {
    clearTimeout(first);
    stopped = true;
    clearTimeout(settle);
    clearTimeout(unlock);
    stopListening();
    for (const stop of unsubscribe) stop();
  };
}
