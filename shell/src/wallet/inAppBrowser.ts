import { WalletReadyState } from '@solana/wallet-adapter-base';
import type { Wallet } from '@solana/wallet-adapter-react';
import { DEV_WALLET_NAME } from '@companion/shared-state/host/wallet';
import { MOBILE_WALLET_ADAPTER_NAME } from './mobileWalletName';

/** Wallets the app registers itself: never a sign that a wallet injected itself into the page. */
const OWN_WALLETS: readonly string[] = [DEV_WALLET_NAME, MOBILE_WALLET_ADAPTER_NAME];

/**
 * Whether the page runs in a phone's browser. Phone browsers take no wallet extensions, so a wallet
 * injected into a page on a phone is the wallet whose in-app browser this is (Phantom, Solflare, Backpack).
 */
export function isPhoneBrowser(
  nav: Pick<Navigator, 'userAgent'> & { userAgentData?: { mobile?: boolean } } = navigator,
): boolean {
  if (nav.userAgentData?.mobile !== undefined) return nav.userAgentData.mobile;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
}

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
