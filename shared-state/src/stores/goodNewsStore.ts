import { create } from 'zustand';
import { createFallbackStorage } from './fallbackStorage';

/** Something good for the player (docs/product-rules.md, "Good news"): said once, and marked on its tab. */
export interface GoodNews {
  /** Stable for the event (a raffle win, an adventure's return), so it is never said twice. */
  id: string;
  /** The route of the tab it belongs to ("/raffles"): its link carries a badge until that tab is seen. */
  tab: string;
  /** What the notice says, in player words. */
  message: string;
}

/** Per wallet, what was said already and which tabs still carry a badge: kept across reloads. */
export const GOOD_NEWS_STORAGE_KEY = 'companion.goodNews';
/** The ids remembered per wallet: the newest, which is all the game still shows (older ones are never read again). */
export const GOOD_NEWS_REMEMBERED = 200;

interface Remembered {
  announced: string[];
  unseen: string[];
}

export interface GoodNewsState {
  /** The wallet the record below belongs to; '' before a session. */
  wallet: string;
  /** Whether this wallet had a record before this session (a first visit says only what is recent). */
  known: boolean;
  announced: string[];
  /** Routes of the tabs whose link carries a badge. */
  unseen: string[];
  /** Reads the wallet's record (at sign-in and on reload). */
  openWallet: (wallet: string) => void;
  /**
   * Keeps what was not said yet (badging its tab unless `quietly`) and answers it: the caller says it once.
   * Nothing is kept without a wallet.
   */
  announce: (news: readonly GoodNews[], options?: { quietly?: boolean }) => GoodNews[];
  /** The player is on that tab: its badge goes. */
  markSeen: (tab: string) => void;
  /** No wallet (sign-out); the record stays stored for the next sign-in. */
  close: () => void;
}

const storage = createFallbackStorage();
const keyOf = (wallet: string) => `${GOOD_NEWS_STORAGE_KEY}.${wallet}`;

function read(wallet: string): Remembered | null {
  try {
    const text = storage.getItem(keyOf(wallet));
    if (typeof text !== 'string') return null;
    const value = JSON.parse(text) as Partial<Remembered>;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    return { announced: strings(value.announced), unseen: strings(value.unseen) };
  } catch {
    return null; // unreadable: start afresh rather than fail the app
  }
}

function write(wallet: string, remembered: Remembered): void {
  if (wallet) void storage.setItem(keyOf(wallet), JSON.stringify(remembered));
}

export const useGoodNewsStore = create<GoodNewsState>()((set, get) => ({
  wallet: '',
  known: false,
  announced: [],
  unseen: [],
  openWallet: (wallet) => {
    if (get().wallet === wallet) return;
    const remembered = wallet ? read(wallet) : null;
    set({
      wallet,
      known: remembered !== null,
      announced: remembered?.announced ?? [],
      unseen: remembered?.unseen ?? [],
    });
  },
  announce: (news, options = {}) => {
    const { wallet, announced, unseen } = get();
    if (!wallet) return [];
    const fresh = news.filter(
      (item, index) => !announced.includes(item.id) && news.findIndex((n) => n.id === item.id) === index,
    );
    if (fresh.length === 0) return [];
    const next: Remembered = {
      announced: [...announced, ...fresh.map((item) => item.id)].slice(-GOOD_NEWS_REMEMBERED),
      unseen: options.quietly
        ? unseen
        : [
            ...unseen,
            ...fresh
              .map((item) => item.tab)
              .filter((tab, i, all) => !unseen.includes(tab) && all.indexOf(tab) === i),
          ],
    };
    write(wallet, next);
    set({ ...next, known: true });
    return options.quietly ? [] : fresh;
  },
  markSeen: (tab) => {
    const { wallet, announced, unseen } = get();
    if (!unseen.includes(tab)) return;
    const next = { announced, unseen: unseen.filter((item) => item !== tab) };
    write(wallet, next);
    set(next);
  },
  close: () => set({ wallet: '', known: false, announced: [], unseen: [] }),
}));
