import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How far below the screen an element counts as near: about two rows of cards. */
const NEAR = '0px 0px 480px 0px';

/**
 * Calls `onNear` when the element is within two rows of cards of the screen (scrolled to, or focused with
 * the keyboard), so the next page is drawn before the player reaches the end. It looks again each time
 * `round` changes (a page was added and the element may still be near). Browsers without
 * IntersectionObserver keep the element's own button.
 */
export function useWhenNear<E extends Element>(
  onNear: () => void,
  active: boolean,
  round: number,
): RefObject<E | null> {
  const element = useRef<E>(null);
  const latest = useRef(onNear);
  useLayoutEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const target = element.current;
    if (!active || !target || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports the element's state at once, near or not.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [active, round]);
  return element;
}
