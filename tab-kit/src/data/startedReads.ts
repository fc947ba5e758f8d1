import { useLoginStore } from '@companion/shared-state';

/**
 * A read a tab's block shows: its key for the signed-in wallet (as `useGameData` takes it) and how it loads.
 * Declared once, beside the tab's API, it serves the block (`useGameRead`) and the start of the session
 * (`startReadsWithSession`).
 */
export interface GameRead<T> {
  /** The key for a wallet ('' when none is signed in): null while the read cannot be made. */
  key: (wallet: string) => string | null;
  load: (wallet: string) => Promise<T>;
}

/**
 * A read: `key` is the same for every wallet, or a function of the wallet when the answer is the wallet's
 * (then nothing is read while no wallet is signed in).
 */
export function gameRead<T>(
  key: string | ((wallet: string) => string),
  load: (wallet: string) => Promise<T>,
): GameRead<T> {
  return { key: typeof key === 'string' ? () => key : (wallet) => (wallet ? key(wallet) : null), load };
}

/** How long a read started with the session may wait for its block's first render before it is too old. */
export const STARTED_READ_MAX_AGE_MS = 10_000;

interface Started {
  key: string;
  wallet: string;
  at: number;
  answer: Promise<unknown>;
}

/** The reads started and not taken yet: only the block that reads the same declaration takes one. */
const started = new Map<GameRead<unknown>, Started>();

const signedInWallet = ({ token, publicKey }: { token: string; publicKey: string }) =>
  token && publicKey ? publicKey : null;

/**
 * Starts a tab's first reads as soon as a session is signed in, at once if one is: called where the tab's
 * module is evaluated, which the shell does while a sign-in's calls run or as a stored session resumes, so
 * the reads leave before the tab's first render rather than after it (docs/tab-kit.md, "Reads started with
 * the session"). Each block's first load takes its read (`useGameRead`); one not taken within
 * STARTED_READ_MAX_AGE_MS is asked again. A session that ends drops what was started for it. Returns the stop.
 */
export function startReadsWithSession(reads: readonly GameRead<unknown>[]): () => void {
  const start = (wallet: string) => {
    for (const read of reads) {
      const key = read.key(wallet);
      if (key === null) continue;
      const answer = read.load(wallet);
      // Its failure is the block's to show, when it takes it.
      answer.catch(() => undefined);
      started.set(read, { key, wallet, at: Date.now(), answer });
    }
  };
  const now = signedInWallet(useLoginStore.getState());
  if (now) start(now);
  return useLoginStore.subscribe((state, previous) => {
    const wallet = signedInWallet(state);
    if (wallet === signedInWallet(previous)) return;
    started.clear();
    if (wallet) start(wallet);
  });
}

/** The answer of `read` started for this key and wallet, if it is recent enough; taken once. */
export function takeStartedRead<T>(read: GameRead<T>, key: string, wallet: string): Promise<T> | null {
  const one = started.get(read as GameRead<unknown>);
  if (!one) return null;
  started.delete(read as GameRead<unknown>);
  if (one.key !== key || one.wallet !== wallet || Date.now() - one.at > STARTED_READ_MAX_AGE_MS) return null;
  return one.answer as Promise<T>;
}
