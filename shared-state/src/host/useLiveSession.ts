import { useEffect } from 'react';
import { applyPushedFunds, loadInGameFunds, readUnknownInGameFundsAgain } from './inGameFunds';
import { beginSessionReads } from './sessionStart';
import { keepFirstReads } from './firstReads';
import { liveGlobalBalances } from './chain/liveGlobalBalances';
import { takeBegunGlobalRead } from './chain/begunGlobalRead';
import { globalWatcher } from './chain/globalWatch';
import { chainSocketUrl, chainSubscriptions } from './chain/chainSubscriptions';
import { afterPaintWhenIdle } from '../scheduling/afterPaintWhenIdle';
import { getGameApi, useServices } from '../services';
import { getConfig } from '../configStore';
import { fundsListSchema } from '../schemas';
import { createNotificationSocket, setNotificationSocket } from '../socket';
import { useLoginStore } from '../stores/loginStore';
import { useBalanceReadStore } from '../stores/balanceReadStore';

/**
 * While a session is open: balances and NFTs loaded, IN_GAME kept live by the notification socket (read again
 * each time it opens, so nothing pushed before it was there is missed), GLOBAL kept live by the chain's account
 * subscriptions on its own socket (./chain/globalWatch.ts). Needs no web3.js: the signed-in screen runs it
 * without the wallet layer.
 */
export function useLiveSession(): void {
  const token = useLoginStore((s) => s.token);
  const publicKey = useLoginStore((s) => s.publicKey);

  useEffect(() => {
    if (!token || !publicKey) return;
    const api = getGameApi();
    const chain = chainSubscriptions(() => chainSocketUrl(getConfig()));
    const live = liveGlobalBalances(publicKey, globalWatcher(chain));
    const refreshBalances = async () => {
      await Promise.all([loadInGameFunds(api), live.refresh()]);
    };
    useServices.getState().provide({ refreshBalances });
    // A fresh sign-in began these before the signed-in screen rendered; a resumed one as the app started.
    beginSessionReads(token, api);
    // IN_GAME balances the game could not give are read again until it does (never shown as 0 meanwhile).
    const stopInGameRetry = readUnknownInGameFundsAgain(api);
    // The next visit's page begins them before its scripts have run (./firstReads.ts).
    keepFirstReads(publicKey);
    // GLOBAL for the first frame: a sign-in read it while its calls ran; a resumed session began it as the app
    // started, or reads it now rather than after the first paint (the subscription's own read follows).
    const begun = takeBegunGlobalRead(publicKey);
    if (begun) void live.refresh(begun);
    else if (useBalanceReadStore.getState().global !== 'known') void live.refresh();

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
    // The sockets and the chain subscriptions wait for the signed-in screen's first frame and an idle moment
    // after it, out of the landing tab's way. GLOBAL is read once subscribed and IN_GAME once the socket opens,
    // so that no change falls between a read and the subscription (a sign-in's early reads only fill the first
    // frames).
    const cancelSetUp = afterPaintWhenIdle(() => {
      socket.connect();
      live.arm();
    });

    return () => {
      stopInGameRetry();
      live.close();
      chain.close();
      cancelSetUp();
      unsubscribeFunds();
      unwatchOpen();
      socket.disconnect();
      setNotificationSocket(null);
      useServices.getState().provide({ refreshBalances: async () => undefined });
    };
  }, [token, publicKey]);
}
