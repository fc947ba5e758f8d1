import { useEffect, useState, type ComponentType } from 'react';
import { loadTab, settledTab } from './tabLoads';

/**
 * A tab's App once its load has settled, null while it loads; a failed load is thrown to the tab's error
 * boundary. Not React's `use()`: a Suspense boundary that has shown its fallback holds the content back until
 * 300 ms after it did, so a tab whose files arrived sooner would wait for that mark; a state update shows it
 * as soon as it has rendered (docs/performance.md, "Tabs load on intent"). A load settled before the first
 * render (the player's intent started it, or the sign-in) renders at once, with no loading frame.
 */
export function useTabApp(name: string): ComponentType | null {
  const load = loadTab(name);
  // Only renders the tab again once its load settles: the outcome is read from ./tabLoads.ts, which records
  // it before this hook hears of it (its handlers were attached first).
  const [, setSettledLoad] = useState<Promise<unknown> | null>(null);
  const known = settledTab(load);
  const settledAtRender = known !== undefined;
  useEffect(() => {
    if (settledAtRender) return;
    let current = true;
    const rerender = () => current && setSettledLoad(load);
    load.then(rerender, rerender);
    return () => {
      current = false;
    };
  }, [load, settledAtRender]);
  if (!known) return null;
  if ('error' in known) throw known.error;
  return known.app;
}
