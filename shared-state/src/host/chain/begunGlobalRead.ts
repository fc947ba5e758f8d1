import { loadGlobalBalances } from './globalBalances';
import { useLoginStore } from '../../stores/loginStore';

let begun: { owner: string; read: Promise<boolean> } | null = null;

/**
 * A resumed session's first GLOBAL read, begun as the app starts, before the screen that shows it has rendered
 * (docs/performance.md, "A returning player's first requests"); the live session takes it as its own first read
 * (../useLiveSession.ts). Written only while that wallet is still the one signed in.
 */
export function beginGlobalRead(owner: string): void {
  begun = {
    owner,
    read: loadGlobalBalances(owner, { isCurrent: () => useLoginStore.getState().publicKey === owner }),
  };
}

/** The read `beginGlobalRead` began for this owner, taken once (null when there is none). */
export function takeBegunGlobalRead(owner: string): Promise<boolean> | null {
  const taken = begun?.owner === owner ? begun.read : null;
  begun = null;
  return taken;
}
