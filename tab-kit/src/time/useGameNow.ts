import { useEffect, useRef, useState } from 'react';
import { afterNextPaint, getGameApi } from '@companion/shared-state';
import { useNow } from './useNow';

const NOT_READ = Symbol('not read');

/**
 * The game's time in ms, ticking every second (docs/tab-kit.md, "Time"). Countdowns to locks, draws and
 * unlocks follow the game server's clock, not the device's: the offset is read from {api}/clock (half
 * the round trip is credited to the answer) and refreshed when `refreshKey` changes. Until the server
 * answers, the device's time is used. Shown again after being hidden, the offset known is kept and read again
 * once the frame is painted.
 */
export function useGameNow(refreshKey: unknown = null, intervalMs = 1000): number {
  const [offset, setOffset] = useState(0);
  const readFor = useRef<unknown>(NOT_READ);
  const now = useNow(intervalMs);
  useEffect(() => {
    let current = true;
    const read = () => {
      const sentAt = Date.now();
      getGameApi()
        .getClock()
        .then(({ now: serverNow }) => {
          const receivedAt = Date.now();
          if (!current) return;
          readFor.current = refreshKey;
          setOffset(Date.parse(serverNow) - (sentAt + receivedAt) / 2);
        })
        .catch((error: unknown) => console.warn('Failed to read the game clock', error));
    };
    // Shown again (a kept tab, docs/performance.md): the known offset stays; it is read again after the frame.
    let cancel: (() => void) | undefined;
    if (readFor.current === refreshKey) cancel = afterNextPaint(read);
    else read();
    return () => {
      current = false;
      cancel?.();
    };
  }, [refreshKey]);
  return now + offset;
}
