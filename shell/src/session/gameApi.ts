import toast from 'react-hot-toast';
import { createGameApi, getConfig, useLoginStore, useServices, type GameApi } from '@companion/shared-state';
import { endSession } from './endSession';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Creates the one game API client and provides it to every tab. */
export function provideGameApi(): GameApi {
  const { authUrl, apiUrl } = getConfig();
  const gameApi = createGameApi({
    authUrl,
    apiUrl,
    getToken: () => useLoginStore.getState().token,
    onUnauthorized: () => {
      if (!useLoginStore.getState().token) return;
      endSession({ revoke: false });
      toast.error(SESSION_EXPIRED, { id: 'session-expired' });
    },
  });
  useServices.getState().provide({ gameApi });
  return gameApi;
}
