import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { lastDialogOpener } from '../dialogs/useFocusTrap';
import { focusIsLost } from './ActionStatus';
import { transactionLock, type PendingTransaction } from '../transactions/transactionLock';

export interface BlockAction {
  /**
   * The block's inputs are locked: its own action runs, or a wallet request waits anywhere in the app (one
   * value-moving request at a time, and nothing typed meanwhile changes what the wallet was asked).
   */
  busy: boolean;
  /** The wallet request in flight in the app, for `ActionStatus`. */
  pending: PendingTransaction | null;
  /** What the block's own call waits for while it runs, for `ActionStatus`; null otherwise. */
  waiting: string | null;
  /** The last attempt's failure in player words, for `ActionError`; null once the player acts again. */
  error: string | null;
  /** The player acts again (types, picks, opens the confirm sheet): the old failure goes. */
  clearError: () => void;
  /**
   * Runs one attempt: the old failure goes, the block is busy (and says `waiting`) until it ends, and a
   * failure it reports (`fail`) stays beside the action. A second run while one runs is ignored.
   */
  run: (waiting: string, work: (fail: (message: string) => void) => Promise<void>) => Promise<void>;
}

/**
 * One block's action state (docs/tab-kit.md, "Actions"): busy, its wait and its failure, with the app's
 * wallet request. Every tab's forms and buttons that move value use it with `ActionStatus` and `ActionError`.
 */
export function useBlockAction(): BlockAction {
  const pending = useSyncExternalStore(
    transactionLock.subscribe,
    () => transactionLock.getState().pending,
    () => null,
  );
  const [waiting, setWaiting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // State updates are not synchronous; this stops a second press landing before the controls lock.
  const running = useRef(false);
  const clearError = useCallback(() => setError(null), []);
  const run = useCallback<BlockAction['run']>(async (text, work) => {
    if (running.current) return;
    running.current = true;
    // Where the player was: the control that opened the confirm sheet, or the control pressed.
    const origin = document.activeElement?.closest('[role="dialog"]')
      ? lastDialogOpener()
      : document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null;
    // The blocks around it, nearest first: where focus goes if the action removes the origin's own block.
    const blocks = origin ? enclosingBlocks(origin) : [];
    setError(null);
    setWaiting(text);
    try {
      await work((message) => setError(message));
    } finally {
      running.current = false;
      setWaiting(null);
      // After the outcome is painted: an error took focus itself; otherwise focus returns where it was.
      setTimeout(() => restoreFocus(origin, blocks), 0);
    }
  }, []);
  return { busy: waiting !== null || pending !== null, pending, waiting, error, clearError, run };
}

/** What an action's control sits in, nearest first: its form or card, its section, the page. */
const BLOCKS = 'form, article, section, [role="region"], main';

function enclosingBlocks(origin: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let at = origin.parentElement?.closest<HTMLElement>(BLOCKS); at;) {
    found.push(at);
    at = at.parentElement?.closest<HTMLElement>(BLOCKS) ?? null;
  }
  return found;
}

/** How long after an action its block may still go (an unstaked position's card, once the list is read again). */
const BLOCK_GONE_WATCH_MS = 5000;

/**
 * Focus back to `origin` when the action left nothing focused (its controls were locked while it ran):
 * to `origin` if usable, else to the first usable control of its form or card (a Stake button off
 * because the amount was cleared gives way to the amount field). When the action removes the origin's
 * block (a position unstaked), now or in the moments after, focus goes to the nearest block still shown:
 * its heading, or the block itself, never the page body.
 */
function restoreFocus(origin: HTMLElement | null, blocks: HTMLElement[]): void {
  if (!origin) return;
  if (!origin.isConnected) {
    if (focusIsLost()) focusNearest(blocks);
    return;
  }
  if (focusIsLost()) {
    if (!origin.matches(':disabled')) origin.focus();
    else
      origin
        .closest('form, article, section')
        ?.querySelector<HTMLElement>(
          'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)',
        )
        ?.focus();
  }
  watchBlockGone(origin, blocks);
}

function watchBlockGone(origin: HTMLElement, blocks: HTMLElement[]): void {
  const observer = new MutationObserver(() => {
    if (origin.isConnected) return;
    stop();
    if (focusIsLost()) focusNearest(blocks);
  });
  const timer = setTimeout(() => stop(), BLOCK_GONE_WATCH_MS);
  const stop = () => {
    clearTimeout(timer);
    observer.disconnect();
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

function focusNearest(blocks: HTMLElement[]): void {
  const block = blocks.find((candidate) => candidate.isConnected);
  if (!block) return;
  const target = block.querySelector<HTMLElement>('h1, h2, h3') ?? block;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
