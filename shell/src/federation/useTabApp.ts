import { useEffect, useState, type ComponentType } from 'react';
import { loadTab, settledTab } from './tabLoads';

type Outcome = { app: ComponentType } | { error: unknown };

/**
 * A tab's App once its load has settled, null while it loads; a failed load is thrown to the tab's error
 * boundary. Not React's `use()`: a Suspense boundary that has shown its fallback holds the content back until
 * 300 ms after it did, so a tab whose files arrived sooner would wait for that mark; a state update shows it
 * as soon as it has rendered (docs/performance.md, "Tabs load on intent"). A load settled before the first
 * render (the player's intent started it, or the sign-in) renders at once, with no loading frame.
 */
export function useTabApp(name: string): ComponentType | null {
  const load = loadTab(name);
  const [settled, setSettled] = useState<{ load: Promise<unknown>; outcome: Outcome } | null>(null);
  const known = settledTab(load);
  const settledAtRender = known !== undefined;
  useEffect(() => {
    if (settledAtRender) return;
    let current = true;
    load.then(
      (module) => current && setSettled({ load, outcome: { app: module.default } }),
      (error: unknown) => current && setSettled({ load, outcome: { error } }),
    );
    return () => {
      current = false;
    };
  }, [load, settledAtRender]);
  const outcome = known ?? (settled?.load === load ? settled.outcome : null);
  if (!outcome) return null;
  if ('error' in outcome) throw outcome.error;
  return outcome.app;
}
