import { useEffect, useState } from 'react';
import { getGameApi } from '@companion/shared-state';
import { useNow } from './useNow';

/**
 * The game's time in ms, ticking every second (docs/tab-kit.md, "Time"). Countdowns to locks, draws and
 * unlocks follow the game server's clock, not the device's: the offset is read from {api}/clock (half
 * the round trip is credited to the answer) and refreshed when `refreshKey` changes. Until the server
 * answers, the device's time is used.
 */
export function useGameNow(refreshKey: unknown = null, intervalMs = 1000): number {
  const [offset, setOffset] = useState(0);
  const now = useNow(intervalMs);
  useEffect(() => {
    let current = true;
    const sentAt = Date.now();
    getGameApi()
      .getClock()
      .then(({ now: serverNow }) => {
        const receivedAt = Date.now();
        if (current) setOffset(Date.parse(serverNow) - (sentAt + receivedAt) / 2);
      })
      .catch((error: unknown) => console.warn('Failed to read the game clock', error));
    return () => {
      current = false;
    };
  }, [refreshKey]);
  return now + offset;
}
