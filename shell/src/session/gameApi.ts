import { toast } from '../toasts/toast';
import type { GameApi } from '@companion/shared-state';
import { provideGameApi as provideHostGameApi } from '@companion/shared-state/host';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Creates the one game API client and provides it to every tab; an expired session says so in a toast. */
export function provideGameApi(): GameApi {
  return provideHostGameApi({
    onExpired: () => toast.error(SESSION_EXPIRED, { id: 'session-expired' }),
  });
}
