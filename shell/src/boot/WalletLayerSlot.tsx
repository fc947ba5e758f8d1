import { useEffect } from 'react';
import { Layout, afterPaintWhenIdle } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { loadWalletLayer, useWalletLayer } from './walletLayer';
import { whenPageSettled } from './pageSettled';
import { embeddedWalletName } from '../embedded/embeddedMode';

/**
 * The wallet layer, beside the app: at once while nobody is signed in (the sign-in screen's Sign In is its); not
 * while a sign-in made without it runs (its calls have the phone's bandwidth); on a signed-in screen, once the
 * page has loaded and been idle, out of the landing tab's way, since nothing there needs it before (the balances
 * are kept live without it), or sooner with a tab that moves value, which loads it with its own files
 * (../federation/remoteRegistry.ts). Framed by a host's wallet, whose accounts change with no touch on the page,
 * at the first idle moment after the first frame.
 */
export function WalletLayerSlot() {
  const layer = useWalletLayer();
  const layout = useLoginStore((s) => s.layout);
  useEffect(() => {
    if (layer || layout === Layout.Loading) return;
    const load = () => {
      loadWalletLayer().catch((error: unknown) => console.warn('The wallet layer could not load', error));
    };
    if (layout === Layout.LoggedOut) return load();
    if (embeddedWalletName()) return afterPaintWhenIdle(load);
    return whenPageSettled(load);
  }, [layer, layout]);
  return layer ? <layer.WalletRoot /> : null;
}
