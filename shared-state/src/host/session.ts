import { getConfig } from '../configStore';
import { createGameApi } from '../api';
import { useServices, type GameApi } from '../services';
import { Layout } from '../stores/layout';
import { useLoginStore } from '../stores/loginStore';
import { endSession } from './endSession';

/**
 * Creates the one game API client from the loaded config and provides it to every tab. Its calls carry the
 * session's token; a 401 on a live session ends it and calls `onExpired` (the shell shows a toast).
 */
export function provideGameApi({ onExpired }: { onExpired: () => void }): GameApi {
  const { authUrl, apiUrl } = getConfig();
  const gameApi = createGameApi({
    authUrl,
    apiUrl,
    getToken: () => useLoginStore.getState().token,
    onUnauthorized: () => {
      if (!useLoginStore.getState().token) return;
      endSession({ revoke: false });
      onExpired();
    },
  });
  useServices.getState().provide({ gameApi });
  return gameApi;
}

/** A signed-in wallet's session begins: the tabs see the key and the token, the layout turns logged in. */
export function startSession({ publicKey, token }: { publicKey: string; token: string }): void {
  const login = useLoginStore.getState();
  login.setPublicKey(publicKey);
  login.setToken(token);
  login.setLayout(Layout.LoggedIn);
}

/** A stored session (token and key survive a reload) resumes logged in; the first game call checks it. */
export function resumeStoredSession(): void {
  const login = useLoginStore.getState();
  if (login.token) login.setLayout(Layout.LoggedIn);
}
