import { useEffect } from 'react';
import { PublicKey } from '@solana/web3.js';
import { useConnection } from '@solana/wallet-adapter-react';
import { loadGlobalBalances, watchGlobalBalances } from './balances';
import { applyPushedFunds, loadInGameFunds } from '../inGameFunds';
import { beginSessionReads } from '../sessionStart';
import { afterPaintWhenIdle } from '../../scheduling/afterPaintWhenIdle';
import { getGameApi, useServices } from '../../services';
import { fundsListSchema } from '../../schemas';
import { createNotificationSocket, setNotificationSocket } from '../../socket';
import { useLoginStore } from '../../stores/loginStore';
import { useBalanceReadStore } from '../../stores/balanceReadStore';

/** How often GLOBAL balances that could not be read are read again (docs/product-rules.md, "Balances"). */
export const CHAIN_RETRY_MS = 5_000;

/**
 * While a session is open: balances and NFTs loaded, IN_GAME kept live by the notification socket
 * (read again each time it opens, so nothing pushed before it was there is missed), GLOBAL kept live by account subscriptions.
 */
export function useLiveSession(): void {
  const { connection } = useConnection();
  const token = useLoginStore((s) => s.token);
  const publicKey = useLoginStore((s) => s.publicKey);

  useEffect(() => {
    if (!token || !publicKey) return;
    const api = getGameApi();
    const owner = new PublicKey(publicKey);
    let unwatchGlobal: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    // A failed read leaves the balances unknown (never 0) and is tried again every few seconds until the
    // chain answers; then the account subscriptions, lost with the chain's socket, are made again.
    const refreshGlobal = async (): Promise<void> => {
      clearTimeout(retry);
      const wasUnknown = useBalanceReadStore.getState().global === 'unknown';
      const read = await loadGlobalBalances(connection, owner, { isCurrent: () => !closed });
      if (closed) return;
      if (!read) {
        retry = setTimeout(() => void refreshGlobal(), CHAIN_RETRY_MS);
      } else if (wasUnknown && unwatchGlobal) {
        unwatchGlobal();
        unwatchGlobal = watchGlobalBalances(connection, owner, () => void refreshGlobal());
      }
    };
    const refreshBalances = async () => {
      await Promise.all([loadInGameFunds(api), refreshGlobal()]);
    };
    useServices.getState().provide({ refreshBalances });
    // A fresh sign-in began these before the signed-in screen rendered; a resumed one as the app started.
    beginSessionReads(token, api);
    // GLOBAL for the first frame: a sign-in read it while its calls ran; a resumed session reads it now rather
    // than after the first paint (the subscription's own read follows below).
    if (useBalanceReadStore.getState().global !== 'known') void refreshGlobal();

    const socket = createNotificationSocket({ url: () => useLoginStore.getState().wssUrl });
    // Read again at every open, the first included: a change pushed before the socket was there (after the
    // sign-in's early read, or while it was down) is not missed, as GLOBAL is read once subscribed.
    const unwatchOpen = socket.onStatus((status) => {
      if (status === 'open') void loadInGameFunds(api);
    });
    setNotificationSocket(socket);
    const unsubscribeFunds = socket.subscribe('fundsUpdated', (data) => {
      const funds = fundsListSchema.safeParse(data);
      if (funds.success) applyPushedFunds(funds.data);
      else console.warn('Ignored a malformed fundsUpdated message', funds.error.issues[0]);
    });
    // The socket and the chain subscriptions (four account addresses to derive) wait for the signed-in
    // screen's first frame and an idle moment after it, out of the landing tab's way. GLOBAL is read once
    // subscribed and IN_GAME once the socket opens, so that no change falls between a read and the
    // subscription (a sign-in's early reads only fill the first frames).
    const cancelSetUp = afterPaintWhenIdle(() => {
      socket.connect();
      unwatchGlobal = watchGlobalBalances(connection, owner, () => void refreshGlobal());
      void refreshGlobal();
    });

    return () => {
      closed = true;
      clearTimeout(retry);
      cancelSetUp();
      unsubscribeFunds();
      unwatchOpen();
      socket.disconnect();
      setNotificationSocket(null);
      unwatchGlobal?.();
      useServices.getState().provide({ refreshBalances: async () => undefined });
    };
  }, [token, publicKey, connection]);
}
