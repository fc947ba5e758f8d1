import { useEffect, type RefObject } from 'react';

/**
 * Keeps `unloadingRef` true once the page is unloading. Some wallets report a disconnect, or an error, as the
 * window closes; that is not the player's doing, so the wallet layer drops what arrives then (and the stored
 * choice of wallet stays for the next visit). Not tracked while `tracked` is false: Mobile Wallet Adapter opens
 * the wallet app by navigating, which fires `beforeunload` on a page that stays.
 */
export function usePageUnloading(unloadingRef: RefObject<boolean>, tracked: boolean): void {
  useEffect(() => {
    if (!tracked) {
      unloadingRef.current = false;
      return;
    }
    const onBeforeUnload = () => {
      unloadingRef.current = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unloadingRef, tracked]);
}
