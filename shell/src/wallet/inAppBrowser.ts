import { WalletReadyState } from '@solana/wallet-adapter-base';
import type { Wallet } from '@solana/wallet-adapter-react';
import { DEV_WALLET_NAME } from '@companion/shared-state/host/wallet';
import { MOBILE_WALLET_ADAPTER_NAME } from './mobileWalletName';
import { isPhoneBrowser } from './phoneBrowser';

/** Wallets the app registers itself: never a sign that a wallet injected itself into the page. */
const OWN_WALLETS: readonly string[] = [DEV_WALLET_NAME, MOBILE_WALLET_ADAPTER_NAME];

/**
 * The wallet whose in-app browser the page is in: on a phone, the one wallet that injected itself
 * (docs/embedding.md, "Hosts"). Null elsewhere, or when none or several did: then the dialog is shown.
 */
export function inAppBrowserWallet(wallets: readonly Wallet[], phone = isPhoneBrowser()): Wallet | null {
  if (!phone) return null;
  const injected = wallets.filter(
    (wallet) =>
      wallet.readyState === WalletReadyState.Installed && !OWN_WALLETS.includes(wallet.adapter.name),
  );
  return injected.length === 1 ? (injected[0] ?? null) : null;
}
