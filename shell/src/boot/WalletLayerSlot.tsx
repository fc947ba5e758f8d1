import { useEffect } from 'react';
import { Layout, afterPaintWhenIdle } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { loadWalletLayer, useWalletLayer } from './walletLayer';
import { onFirstIntent } from './firstIntent';
import { prefetchWalletLayerFiles } from './sessionFiles';
import { whenPageSettled } from './pageSettled';
import { earlySigner } from '../session/earlySignIn';
import { embeddedWalletName } from '../embedded/embeddedMode';

/**
 * The wallet layer, beside the app: at once while nobody is signed in (the sign-in screen's Sign In is its); not
 * while a sign-in made without it runs (its calls have the phone's bandwidth); on a signed-in screen, at the
 * player's first touch or key, or when the page is shown again (the wallet watch then sees an account switched
 * meanwhile), since nothing there needs it before: the balances are kept live without it, and a tab that moves
 * value loads it with its own files (../federation/remoteRegistry.ts). Once the page has loaded and been idle, its
 * files are prefetched meanwhile, or, after a sign-in made without it, it loads then: the wallet that signed is
 * its to keep for the next visit. Framed by a host's wallet, at the first idle moment after the first frame.
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
    // A host that frames the app switches its accounts with no touch on the page.
    if (embeddedWalletName()) return afterPaintWhenIdle(load);
    const cancelLoad = onFirstIntent(load);
    // A wallet that signed before the layer was in is the layer's to keep (for the next visit) and to connect.
    const cancelSettled = whenPageSettled(() => (earlySigner() ? load() : prefetchWalletLayerFiles()));
    return () => {
      cancelLoad();
      cancelSettled();
    };
  }, [layer, layout]);
  return layer ? <layer.WalletRoot /> : null;
}
