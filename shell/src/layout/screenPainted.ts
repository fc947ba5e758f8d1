import { createContext, useEffect, useState } from 'react';
import { afterNextPaint } from '@companion/shared-state';

/**
 * Whether the signed-in screen has painted its first frame: until it has, a tab shows its loading frame even
 * when its App is in, and the bottom navigation is not there yet, so that the header and its balances reach
 * the screen a frame sooner than the tab's page and the navigation, whose render, layout, effects and first
 * reads would otherwise delay them (docs/performance.md, "Sign-in round trip"). Outside the signed-in screen
 * there is nothing to wait for.
 */
export const ScreenPaintedContext = createContext(true);

/** False until a frame has been painted after the calling component mounted. */
export function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
