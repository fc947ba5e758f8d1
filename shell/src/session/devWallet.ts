import type { RuntimeConfig } from '@companion/shared-state';
import { embeddedWalletName } from '../embedded/embeddedMode';

/**
 * Announces the local dev wallet when the config enables it, so the wallet dialog lists it next to any
 * installed wallet (inside a wallet, the wallet's own is the only one). It is a chunk of its own, with
 * tweetnacl, fetched only then: the wallet chunk every sign-in loads carries none of it (docs/performance.md).
 */
export async function startDevWallet(config: Pick<RuntimeConfig, 'devWallet' | 'rpcUrl'>): Promise<void> {
  if (!config.devWallet || embeddedWalletName()) return;
  const devWallet = await import(
    /* webpackChunkName: "dev-wallet" */ '@companion/shared-state/host/wallet/devWallet'
  );
  devWallet.registerDevWallet(config.rpcUrl);
}
