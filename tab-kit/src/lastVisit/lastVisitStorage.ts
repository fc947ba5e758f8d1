import { CONTRACT_VERSION, useLoginStore } from '@companion/shared-state';

/**
 * What the last visit left (docs/tab-kit.md, "The last visit's answers"): the last answers of the blocks that
 * keep them and the header's balances, for one wallet, so a returning player's home draws at once. Shown as
 * such, then replaced by the fresh answer; never taken for a decision that moves value.
 */

/** The storage key; the number changes when the stored shape does (older entries are then ignored). */
export const LAST_VISIT_STORAGE_KEY = 'companion.lastVisit.v1';
/** An answer older than this is not shown. */
export const LAST_VISIT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The whole entry's size cap in characters of JSON: the oldest answers go first when it is over. */
export const LAST_VISIT_MAX_CHARS = 64 * 1024;

export interface LastAnswer<T = unknown> {
  data: T;
  /** When it was answered (ms since the epoch). */
  savedAt: number;
}

interface Stored {
  /** The contract the answers' shapes belong to: a different app version ignores them. */
  contract: string;
  wallet: string;
  answers: Record<string, LastAnswer>;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked: nothing is kept, every visit reads afresh
  }
}

function readStored(): Stored | null {
  try {
    const text = storage()?.getItem(LAST_VISIT_STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<Stored> | null;
    if (
      !value ||
      value.contract !== CONTRACT_VERSION ||
      typeof value.wallet !== 'string' ||
      typeof value.answers !== 'object' ||
      value.answers === null
    )
      return null;
    return value as Stored;
  } catch {
    return null;
  }
}

function write(stored: Stored): void {
  const answers = Object.entries(stored.answers).sort(([, a], [, b]) => b.savedAt - a.savedAt);
  // Newest first: the oldest answers are dropped until the entry fits.
  while (answers.length > 0) {
    const text = JSON.stringify({ ...stored, answers: Object.fromEntries(answers) });
    if (text.length <= LAST_VISIT_MAX_CHARS) {
      try {
        storage()?.setItem(LAST_VISIT_STORAGE_KEY, text);
      } catch {
        // Full or blocked: this answer is not kept; the next visit reads afresh.
      }
      return;
    }
    answers.pop();
  }
  forgetLastVisit();
}

/** The last answer kept for `key` of the signed-in wallet, if one is there and not too old. */
export function readLastAnswer<T>(key: string, now = Date.now()): LastAnswer<T> | null {
  watchSession();
  const wallet = useLoginStore.getState().publicKey;
  const stored = readStored();
  if (!wallet || stored?.wallet !== wallet) return null;
  const answer = stored.answers[key];
  if (!answer || now - answer.savedAt > LAST_VISIT_MAX_AGE_MS || answer.savedAt > now) return null;
  return answer as LastAnswer<T>;
}

/** Keeps `data` as the signed-in wallet's last answer for `key`; another wallet's answers are replaced. */
export function keepLastAnswer(key: string, data: unknown, now = Date.now()): void {
  watchSession();
  const wallet = useLoginStore.getState().publicKey;
  if (!wallet) return;
  const stored = readStored();
  const answers = stored?.wallet === wallet ? stored.answers : {};
  write({ contract: CONTRACT_VERSION, wallet, answers: { ...answers, [key]: { data, savedAt: now } } });
}

/** Forgets every kept answer (at sign-out and when another wallet signs in). */
export function forgetLastVisit(): void {
  try {
    storage()?.removeItem(LAST_VISIT_STORAGE_KEY);
  } catch {
    // blocked: nothing was kept
  }
}

let stopWatching: (() => void) | null = null;

/** From the first use on: a sign-out, or a sign-in of another wallet, forgets what was kept. */
function watchSession(): void {
  if (stopWatching) return;
  stopWatching = useLoginStore.subscribe((state, previous) => {
    if (state.publicKey === previous.publicKey) return;
    const stored = readStored();
    if (!state.publicKey || (stored && stored.wallet !== state.publicKey)) forgetLastVisit();
  });
}

watchSession();
