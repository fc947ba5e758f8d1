import { getConfig } from '../configStore';
import { createGameApi } from '../api';
import { useServices, type GameApi } from '../services';
import { Layout } from '../stores/layout';
import { useLoginStore } from '../stores/loginStore';
import { endSession } from './endSession';
import { watchSessionExpiry } from '../stores/sessionExpiry';

let stopExpiryWatch: (() => void) | null = null;

/**
 * Creates the one game API client from the loaded config and provides it to every tab. Its calls carry the
 * session's token. The session ends, with one call of `onExpired` (the shell's one message), when its expiry
 * comes (as the sign-in answer gave it, before the player's next action), or at a 401 on a live session.
 */
export function provideGameApi({ onExpired }: { onExpired: () => void }): GameApi {
  const { authUrl, apiUrl, signInWithoutPreflight } = getConfig();
  const expire = () => {
    if (!useLoginStore.getState().token) return;
    endSession({ revoke: false });
    onExpired();
  };
  const gameApi = createGameApi({
    authUrl,
    apiUrl,
    getToken: () => useLoginStore.getState().token,
    onUnauthorized: expire,
    sendWithoutPreflight: signInWithoutPreflight === true,
  });
  stopExpiryWatch?.();
  stopExpiryWatch = watchSessionExpiry(expire);
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

/**
 * A stored session (token and key survive a reload) resumes logged in; the first game call checks it. Answers
 * the session resumed, if any, so that its first reads can start before the signed-in screen renders.
 */
export function resumeStoredSession(): { publicKey: string; token: string } | null {
  const login = useLoginStore.getState();
  if (!login.token) return null;
  login.setLayout(Layout.LoggedIn);
  return login.publicKey ? { publicKey: login.publicKey, token: login.token } : null;
}
