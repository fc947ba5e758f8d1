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
  /** The key whose reading the hook takes; a reading for an older key is dropped. */
  const wanted = useRef<unknown>(NOT_READ);
  /** The key of the reading on its way, if any. */
  const readingFor = useRef<unknown>(NOT_READ);
  const now = useNow(intervalMs);
  useEffect(() => {
    wanted.current = refreshKey;
    // Shown again while its reading is on its way: that answer is taken, hidden or not.
    if (readingFor.current === refreshKey) return;
    const read = () => {
      const sentAt = Date.now();
      readingFor.current = refreshKey;
      getGameApi()
        .getClock()
        .then(({ now: serverNow }) => {
          const receivedAt = Date.now();
          // Taken even while hidden (the state is kept), unless the key has changed since.
          if (wanted.current !== refreshKey) return;
          readFor.current = refreshKey;
          setOffset(Date.parse(serverNow) - (sentAt + receivedAt) / 2);
        })
        .catch((error: unknown) => console.warn('Failed to read the game clock', error))
        .finally(() => {
          if (readingFor.current === refreshKey) readingFor.current = NOT_READ;
        });
    };
    // Shown again (a kept tab, docs/performance.md): the known offset stays; it is read again after the frame.
    if (readFor.current === refreshKey) return afterNextPaint(read);
    read();
    return undefined;
  }, [refreshKey]);
  return now + offset;
}
