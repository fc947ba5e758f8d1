import { useSyncExternalStore } from 'react';
import {
  WalletType,
  useBalanceReadStore,
  useHeaderStore,
  useLoginStore,
  type HeaderTokens,
} from '@companion/shared-state';
import { keepLastAnswer, readLastAnswer, type LastAnswer } from './lastVisitStorage';

/**
 * The header's balances of the last visit (docs/tab-kit.md, "The last visit's answers"): each wallet's
 * amounts are kept whenever a fresh read writes them, and shown from the next visit's first frame until that
 * visit's own read of the wallet answers. They never enter the header store, which holds fresh reads only:
 * the forms that move value read it (or the kit's balance hooks), so none of them acts on a kept figure.
 * A read that fails before this visit has read the wallet shows "Unknown", never the kept figure.
 */

type Amounts = Record<string, string>;
const answerKey = (wallet: WalletType) => `balances:${wallet}`;

/** Which wallets this visit has read already: from then on the header store's figures are the ones shown. */
let read: Record<WalletType, boolean> = { [WalletType.IN_GAME]: false, [WalletType.GLOBAL]: false };
const listeners = new Set<() => void>();
function setRead(wallet: WalletType): void {
  if (read[wallet]) return;
  read = { ...read, [wallet]: true };
  listeners.forEach((listener) => listener());
}

const amountsOf = (tokens: HeaderTokens, wallet: WalletType): Amounts =>
  Object.fromEntries(Object.entries(tokens[wallet]).map(([token, entry]) => [token, entry.amount]));

function keep(wallet: WalletType): void {
  const { token, publicKey } = useLoginStore.getState();
  if (!token || !publicKey) return;
  setRead(wallet);
  keepLastAnswer(answerKey(wallet), amountsOf(useHeaderStore.getState().tokens, wallet));
}

let watching = false;
/** From the kit's first use on: notes each fresh read of a wallet's balances and keeps it. */
function watchBalances(): void {
  if (watching) return;
  watching = true;
  useHeaderStore.subscribe((state, previous) => {
    const inGame = state.tokens.IN_GAME !== previous.tokens.IN_GAME;
    const global = state.tokens.GLOBAL !== previous.tokens.GLOBAL;
    // A read writes one wallet; both rewritten at once is the mints set at start or the reset at sign-out.
    if (inGame && global) return;
    if (inGame) keep(WalletType.IN_GAME);
    if (global && useBalanceReadStore.getState().global === 'known') keep(WalletType.GLOBAL);
  });
  useBalanceReadStore.subscribe(({ global, inGame }, previous) => {
    // Unknown is said as unknown: the kept figure is not shown again this visit.
    if (inGame === 'unknown' && previous.inGame !== 'unknown') setRead(WalletType.IN_GAME);
    if (global === previous.global) return;
    if (global === 'known') keep(WalletType.GLOBAL);
    else if (global === 'unknown') setRead(WalletType.GLOBAL);
  });
  useLoginStore.subscribe((state, previous) => {
    if (state.publicKey !== previous.publicKey) {
      read = { [WalletType.IN_GAME]: false, [WalletType.GLOBAL]: false };
      listeners.forEach((listener) => listener());
    }
    // Sign-in reads the chain as soon as the wallet gives its key, so that read can answer before the
    // session begins: it is kept once the session has begun.
    if (state.token && !previous.token && useBalanceReadStore.getState().global === 'known') {
      keep(WalletType.GLOBAL);
    }
  });
}
watchBalances();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The last visit's amount of `token` in `wallet` while this visit has not read that wallet yet (null once it
 * has, or when nothing was kept): for display only, marked as such (`savedAt`).
 */
export function useLastVisitBalance(wallet: WalletType, token: string): LastAnswer<string> | null {
  const publicKey = useLoginStore((s) => s.publicKey);
  const wasRead = useSyncExternalStore(subscribe, () => read[wallet]);
  if (wasRead || !publicKey) return null;
  const kept = readLastAnswer<Amounts>(answerKey(wallet));
  const amount = kept?.data[token];
  return kept && typeof amount === 'string' ? { data: amount, savedAt: kept.savedAt } : null;
}

/** Back to "nothing read yet" (tests: each starts a new visit). */
export function resetLastVisitBalances(): void {
  read = { [WalletType.IN_GAME]: false, [WalletType.GLOBAL]: false };
  listeners.forEach((listener) => listener());
}
