import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The page scrolls as a whole, so a kept tab's scroll position is the window's while it is shown: it is noted
 * as the player scrolls and put back when the tab is shown again, before the frame is painted; a tab opened
 * for the first time starts at the top (docs/performance.md, "Opened tabs stay mounted"). `tab` is null on a
 * page of the shell's own, which leaves the scroll as it is.
 */
export function useTabScroll(tab: string | null): void {
  const positions = useRef(new Map<string, number>());
  // The tab shown and the window's last known position, kept from scroll events so that a switch does not
  // have to ask the window (reading or setting the position forces a layout before the frame's own).
  const shown = useRef({ tab, y: 0 });
  useEffect(() => {
    const note = () => {
      shown.current.y = window.scrollY;
      if (shown.current.tab !== null) positions.current.set(shown.current.tab, shown.current.y);
    };
    note();
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, []);
  useLayoutEffect(() => {
    shown.current.tab = tab;
    if (tab === null) return;
    const y = positions.current.get(tab) ?? 0;
    if (y !== shown.current.y) window.scrollTo(0, y);
  }, [tab]);
}
