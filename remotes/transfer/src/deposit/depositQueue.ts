import { create } from 'zustand';
import type { TransferToken } from '../lib/transferTokens';

/** localStorage key of the deposits sent on chain but not yet credited, keyed by wallet. */
export const PENDING_DEPOSITS_KEY = 'companion.pendingDeposits';

export interface PendingDeposit {
  signature: string;
  token: TransferToken;
  amount: string;
  /** With lastValidBlockHeight: lets a resumed deposit tell "still in flight" from "never landed". */
  blockhash: string;
  lastValidBlockHeight: number;
  /** Seen confirmed on chain; from then on only the server's credit is missing. */
  confirmed: boolean;
  createdAt: string;
  /** Why it is not credited yet (the last attempt's failure), shown next to "Retry crediting". */
  reason?: string;
}

export type PendingByWallet = Readonly<Record<string, readonly PendingDeposit[]>>;

interface DepositQueueState {
  byWallet: PendingByWallet;
  /** Signatures a flow is working on right now, so a resume never runs twice at once. */
  working: ReadonlySet<string>;
  /** Adds the deposit, or replaces the one with the same signature. */
  save: (walletId: string, deposit: PendingDeposit) => void;
  /** Changes a stored deposit; does nothing once it has been removed. */
  update: (walletId: string, signature: string, patch: Partial<Omit<PendingDeposit, 'signature'>>) => void;
  remove: (walletId: string, signature: string) => void;
  /** Marks a signature as being worked on; false when another flow already is. */
  claim: (signature: string) => boolean;
  release: (signature: string) => void;
  /** Reads localStorage again (another browser tab changed it). */
  reload: () => void;
}

export const NO_DEPOSITS: readonly PendingDeposit[] = [];

function isPendingDeposit(value: unknown): value is PendingDeposit {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.signature === 'string' &&
    (d.token === 'DFL' || d.token === 'GOLDY') &&
    typeof d.amount === 'string' &&
    typeof d.blockhash === 'string' &&
    typeof d.lastValidBlockHeight === 'number' &&
    typeof d.confirmed === 'boolean' &&
    typeof d.createdAt === 'string'
  );
}

/** What is stored; malformed entries are skipped, not fatal. */
function readStored(): PendingByWallet {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_DEPOSITS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const byWallet: Record<string, PendingDeposit[]> = {};
    for (const [walletId, list] of Object.entries(parsed)) {
      const deposits = Array.isArray(list) ? list.filter(isPendingDeposit) : [];
      if (deposits.length > 0) byWallet[walletId] = deposits;
    }
    return byWallet;
  } catch (error) {
    console.error('Could not read the pending deposits', error);
    return {};
  }
}

function write(byWallet: PendingByWallet): void {
  try {
    localStorage.setItem(PENDING_DEPOSITS_KEY, JSON.stringify(byWallet));
  } catch (error) {
    // The in-memory queue still drives this session's retries.
    console.error('Could not store the pending deposits', error);
  }
}

function withWallet(
  byWallet: PendingByWallet,
  walletId: string,
  deposits: readonly PendingDeposit[],
): PendingByWallet {
  const { [walletId]: _previous, ...others } = byWallet;
  return deposits.length > 0 ? { ...others, [walletId]: deposits } : others;
}

/**
 * Deposits that reached the chain but not yet the game's books. Every change is written to localStorage
 * at once, so a closed tab or a failed server call never loses one: it is resumed on the next visit.
 */
export const useDepositQueue = create<DepositQueueState>()((set, get) => {
  const change = (
    walletId: string,
    edit: (deposits: readonly PendingDeposit[]) => readonly PendingDeposit[],
  ) => {
    // Re-read first so that a change made meanwhile in another browser tab is kept.
    const stored = readStored();
    const next = withWallet(stored, walletId, edit(stored[walletId] ?? NO_DEPOSITS));
    write(next);
    set({ byWallet: next });
  };
  return {
    byWallet: readStored(),
    working: new Set(),
    save: (walletId, deposit) =>
      change(walletId, (list) => [...list.filter((d) => d.signature !== deposit.signature), deposit]),
    update: (walletId, signature, patch) =>
      change(walletId, (list) => list.map((d) => (d.signature === signature ? { ...d, ...patch } : d))),
    remove: (walletId, signature) =>
      change(walletId, (list) => list.filter((d) => d.signature !== signature)),
    claim: (signature) => {
      if (get().working.has(signature)) return false;
      set({ working: new Set(get().working).add(signature) });
      return true;
    },
    release: (signature) => {
      const working = new Set(get().working);
      working.delete(signature);
      set({ working });
    },
    reload: () => set({ byWallet: readStored() }),
  };
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PENDING_DEPOSITS_KEY || event.key === null) useDepositQueue.getState().reload();
  });
}
