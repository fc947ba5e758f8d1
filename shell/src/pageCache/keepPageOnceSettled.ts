import { useBalanceReadStore } from '@companion/shared-state/host';
import { useLoadedRemotes } from '../federation/loadedRemotes';
import { whenPageSettled } from '../boot/pageSettled';
import { registerPageCache } from './registerPageCache';

/** What this reads of a zustand store. */
interface Watched<S> {
  getState(): S;
  subscribe(listener: (state: S) => void): () => void;
}

/** Runs `run` once `holds` is true of the store's state, at once if it is. Returns a cancel. */
function once<S>(store: Watched<S>, holds: (state: S) => boolean, run: () => void): () => void {
  if (holds(store.getState())) {
    run();
    return () => undefined;
  }
  const unsubscribe = store.subscribe((state) => {
    if (!holds(state)) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}

/**
 * Registers the page cache once the player is playing: a tab loaded, the GLOBAL balances read (or found
 * unreadable), and the page then settled. Its worker's install fetches and compiles the shell's files
 * (./worker.ts), work that must take no time from the path to the first tab's content, a new player's sign-in
 * included (docs/performance.md, "The shell's files kept with the page"). Returns a cancel.
 */
export function keepPageOnceSettled(register: () => void = () => void registerPageCache()): () => void {
  let cancelRead = () => undefined as void;
  let cancelSettled = () => undefined as void;
  const cancelTab = once(
    useLoadedRemotes,
    ({ loaded }) => Object.keys(loaded).length > 0,
    () => {
      cancelRead = once(
        useBalanceReadStore,
        ({ global }) => global !== 'loading',
        () => {
          cancelSettled = whenPageSettled(register);
        },
      );
    },
  );
  return () => {
    cancelTab();
    cancelRead();
    cancelSettled();
  };
}
