import { sdk } from '@farcaster/miniapp-sdk';
import { afterNextPaint } from '@companion/shared-state';
import { provideLinkOpener } from '@companion/shared-state/host';

/** The name the client's Solana wallet registers under (`@farcaster/mini-app-solana`). */
export const FARCASTER_WALLET_NAME = 'Farcaster';

/**
 * Inside a Farcaster client (docs/embedding.md, "Hosts"): the client is told the app is up once the first
 * screen is painted (it shows its splash until then), its Solana wallet is registered as a Wallet Standard
 * wallet (so the wallet adapter and every tab use it unchanged), and links open through the client.
 * Resolves to whether the client answered as a Farcaster client, and the wallet's name when it offers a
 * Solana wallet (null when it offers none).
 */
export async function connectFarcasterWallet(): Promise<{ inClient: boolean; walletName: string | null }> {
  // The client has a second to answer the SDK's first question (the player's context).
  if (!(await sdk.isInMiniApp())) return { inClient: false, walletName: null };
  afterNextPaint(() => {
    sdk.actions
      .ready()
      .catch((error: unknown) => console.warn('The Farcaster client was not told the app is up', error));
  });
  provideLinkOpener((url) => {
    sdk.actions
      .openUrl(url)
      .catch((error: unknown) => console.warn('The Farcaster client did not open the link', error));
  });
  const capabilities: readonly string[] = await sdk.getCapabilities().catch(() => []);
  if (!capabilities.includes('wallet.getSolanaProvider')) {
    console.warn('This Farcaster client offers no Solana wallet; the wallet dialog stays');
    return { inClient: true, walletName: null };
  }
  // Registers the client's wallet on import (Wallet Standard's register event), once it has confirmed the
  // capability itself. Kept in this chunk: only a Farcaster client runs it.
  await import(/* webpackMode: "eager" */ '@farcaster/mini-app-solana');
  return { inClient: true, walletName: FARCASTER_WALLET_NAME };
}
