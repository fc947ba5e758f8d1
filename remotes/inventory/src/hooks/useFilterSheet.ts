import { useEffect, useRef, useState } from 'react';
import { useHeaderStore } from '@companion/shared-state';

/**
 * Open when the header's filter button is pressed: the button adds one to the shared store's
 * filterClickCount, and the page opens its sheet on each change after it mounted (not for presses
 * made before, on another visit).
 */
export function useFilterSheet(): [open: boolean, close: () => void] {
  const clicks = useHeaderStore((s) => s.filterClickCount);
  const seen = useRef(clicks);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (clicks === seen.current) return;
    seen.current = clicks;
    setOpen(true);
  }, [clicks]);
  return [open, () => setOpen(false)];
}
