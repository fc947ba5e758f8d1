import type { RuntimeConfig } from '@companion/shared-state';
import { mayBeFarcasterClient } from '../hosts/farcaster/mayBeFarcasterClient';
import { startFarcasterMode } from '../hosts/farcaster/startFarcasterMode';

let hostWalletName: string | null = null;

/** The name of the wallet the host provides when the app runs embedded in a wallet; null otherwise. */
export function embeddedWalletName(): string | null {
  return hostWalletName;
}

/**
 * When a wallet on the allow-list frames the app, its wallet becomes the app's wallet (docs/embedding.md);
 * inside a Farcaster client, the client's Solana wallet does. The bridge and the Farcaster SDK are loaded
 * only then, so a page of its own pays nothing for them.
 */
export async function startEmbeddedMode(config: Pick<RuntimeConfig, 'embedHostOrigins'>): Promise<void> {
  const origins = config.embedHostOrigins ?? [];
  if (mayBeFarcasterClient(origins)) {
    const farcaster = await startFarcasterMode();
    hostWalletName = farcaster.walletName;
    if (farcaster.inClient) return;
  }
  if (window.parent === window || origins.length === 0) return;
  try {
    const { connectEmbeddedWallet } = await import(
      /* webpackChunkName: "embedded" */ './connectEmbeddedWallet'
    );
    hostWalletName = await connectEmbeddedWallet(origins);
  } catch (error) {
    console.warn('The wallet bridge could not start; running as a page of its own', error);
  }
}
