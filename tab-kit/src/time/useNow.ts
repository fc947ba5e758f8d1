import { useEffect, useState } from 'react';

/**
 * The device's time in ms, updated every `intervalMs` while the component is mounted and shown. Shown again
 * after being hidden (a kept tab, docs/performance.md, "Opened tabs stay mounted"), it catches up at once.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Returning the same value leaves the component alone when no tick was missed (e.g. on mount).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is the outside system: a tick missed while hidden
    setNow((last) => (Date.now() - last >= intervalMs ? Date.now() : last));
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
