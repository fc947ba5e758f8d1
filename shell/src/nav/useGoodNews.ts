import { useEffect } from 'react';
import { getNotificationSocket, notify, onNotificationSocketChange } from '@companion/shared-state';
import { useGoodNewsStore, useLoginStore, useServices, watchGoodNews } from '@companion/shared-state/host';

/**
 * Good news for the signed-in wallet (docs/product-rules.md, "Good news"), watched once for the whole app:
 * each piece said once in a toast, its tab's link badged until that tab is shown.
 */
export function useGoodNewsWatch(): void {
  const wallet = useLoginStore((s) => s.publicKey);
  const token = useLoginStore((s) => s.token);
  const gameApi = useServices((s) => s.gameApi);
  useEffect(() => {
    if (!wallet || !token || !gameApi) return;
    return watchGoodNews({
      wallet,
      gameApi,
      socket: getNotificationSocket,
      onSocketChange: onNotificationSocketChange,
      say: (news) => notify(news.message, 'success'),
    });
  }, [wallet, token, gameApi]);
}

/** The routes whose link carries a badge; the tab shown now has none (it is seen). */
export function useUnseenTabs(pathname: string): readonly string[] {
  const unseen = useGoodNewsStore((s) => s.unseen);
  const markSeen = useGoodNewsStore((s) => s.markSeen);
  useEffect(() => {
    if (unseen.includes(pathname)) markSeen(pathname);
  }, [unseen, pathname, markSeen]);
  return unseen;
}
