import { useEffect, type RefObject } from 'react';
import { isFocusLost } from './focusable';

/**
 * A screen that replaces another (sign-in → waiting → logged in → …) takes focus when the control that
 * had it went away with the old screen, so keyboard and screen-reader users are never left on the page
 * body. Focus that is still somewhere meaningful is left alone.
 */
export function useTakeFocus(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (isFocusLost()) target.current?.focus();
  }, [target]);
}
