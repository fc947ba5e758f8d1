import { useEffect, useMemo, useRef } from 'react';
import { useLoginStore } from '@companion/shared-state';
import { keepLastAnswer, readLastAnswer, type LastAnswer } from './lastVisitStorage';

/**
 * A value a block derives from the shared stores (not from its own game call, which `useGameData`'s
 * `lastVisit` keeps), kept as the last visit's answer (docs/tab-kit.md, "The last visit's answers"): each
 * fresh value is kept under `key`; while `fresh` is null (not read yet this visit) the kept one is answered,
 * for display only, marked by its `savedAt`. Null once the fresh value is in, or when nothing was kept.
 */
export function useLastVisitValue<T>(key: string, fresh: T | null): LastAnswer<T> | null {
  const wallet = useLoginStore((s) => s.publicKey);
  const waiting = fresh === null;
  // Read once per wallet while the fresh value is awaited: what the last visit left does not change meanwhile.
  const kept = useMemo(() => (waiting && wallet ? readLastAnswer<T>(key) : null), [waiting, wallet, key]);
  // Kept once per value: shown again (a kept tab), the block does not write the same value to storage again
  // inside the frame that shows it.
  const keptLast = useRef<{ key: string; wallet: string; value: T } | null>(null);
  useEffect(() => {
    if (fresh === null || !wallet) return;
    const last = keptLast.current;
    if (last && last.key === key && last.wallet === wallet && last.value === fresh) return;
    keepLastAnswer(key, fresh);
    keptLast.current = { key, wallet, value: fresh };
  }, [fresh, wallet, key]);
  return waiting ? kept : null;
}
