import { useEffect } from 'react';
import { PublicKey } from '@solana/web3.js';
import { useConnection } from '@solana/wallet-adapter-react';
import { applyInGameFunds, loadGlobalBalances, loadInGameFunds, watchGlobalBalances } from './balances';
import { getGameApi, useServices } from '../../services';
import { fundsListSchema } from '../../schemas';
import { createNotificationSocket, setNotificationSocket } from '../../socket';
import { loadNfts } from '../../stores/loadNfts';
import { useLoginStore } from '../../stores/loginStore';

/**
 * While a session is open: balances and NFTs loaded, IN_GAME kept live by the notification socket
 * (refetched after a reconnect, so nothing is missed), GLOBAL kept live by account subscriptions.
 */
export function useLiveSession(): void {
  const { connection } = useConnection();
  const token = useLoginStore((s) => s.token);
  const publicKey = useLoginStore((s) => s.publicKey);

  useEffect(() => {
    if (!token || !publicKey) return;
    const api = getGameApi();
    const owner = new PublicKey(publicKey);
    const refreshGlobal = () => loadGlobalBalances(connection, owner);
    const refreshBalances = async () => {
      await Promise.all([loadInGameFunds(api), refreshGlobal()]);
    };
    useServices.getState().provide({ refreshBalances });
    void refreshBalances();
    void loadNfts(api);

    const socket = createNotificationSocket({
      url: () => useLoginStore.getState().wssUrl,
      onReconnect: () => void loadInGameFunds(api),
    });
    setNotificationSocket(socket);
    const unsubscribeFunds = socket.subscribe('fundsUpdated', (data) => {
      const funds = fundsListSchema.safeParse(data);
      if (funds.success) applyInGameFunds(funds.data);
      else console.warn('Ignored a malformed fundsUpdated message', funds.error.issues[0]);
    });
    socket.connect();
    const unwatchGlobal = watchGlobalBalances(connection, owner, () => void refreshGlobal());

    return () => {
      unsubscribeFunds();
      socket.disconnect();
      setNotificationSocket(null);
      unwatchGlobal();
      useServices.getState().provide({ refreshBalances: async () => undefined });
    };
  }, [token, publicKey, connection]);
}
