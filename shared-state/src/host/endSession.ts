import { useServices } from '../services';
import { useHeaderStore } from '../stores/headerStore';
import { useLoginStore } from '../stores/loginStore';
import { useNftStore } from '../stores/nftStore';
import { useBalanceReadStore } from '../stores/balanceReadStore';
import { clearSessionExpiry } from '../stores/sessionExpiry';

/**
 * Back to the logged-out start state: token, key, balances and NFTs are forgotten. With `revoke`, the
 * server is told to end the session too (the token is read as the call is made, before it is cleared).
 */
export function endSession({ revoke }: { revoke: boolean }): void {
  const { gameApi } = useServices.getState();
  if (revoke && gameApi && useLoginStore.getState().token) {
    gameApi.signOut().catch((error: unknown) => console.warn('The session could not be revoked', error));
  }
  useLoginStore.getState().signOut();
  useHeaderStore.getState().resetHeader();
  useNftStore.getState().reset();
  useBalanceReadStore.getState().setGlobalRead('loading');
  useBalanceReadStore.getState().setInGameRead('loading');
  clearSessionExpiry();
}
