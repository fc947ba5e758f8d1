import {
  LocalSolanaMobileWalletAdapterWallet,
  createDefaultAuthorizationCache,
  createDefaultChainSelector,
  createDefaultWalletNotFoundHandler,
} from '@solana-mobile/wallet-standard-mobile';
import { registerWallet } from '@wallet-standard/wallet';
import type { RuntimeConfig } from '@companion/shared-state';

/** What Mobile Wallet Adapter is made with (the configuration `registerMwa` takes for a phone's own wallet apps). */
export type MwaConfig = ConstructorParameters<typeof LocalSolanaMobileWalletAdapterWallet>[0];

/** The package's defaults for what the app does not decide itself. */
type MwaDefaults = {
  createDefaultAuthorizationCache: typeof createDefaultAuthorizationCache;
  createDefaultChainSelector: typeof createDefaultChainSelector;
  createDefaultWalletNotFoundHandler: typeof createDefaultWalletNotFoundHandler;
};

/**
 * A web view inside an app (Android's `; wv)` or a `Version/…` Chrome): Mobile Wallet Adapter cannot open a
 * wallet app from there. The same rule the wallet adapter uses for its own default.
 */
const WEB_VIEW =
  /(WebView|Version\/.+(Chrome)\/(\d+)\.(\d+)\.(\d+)\.(\d+)|; wv\).+(Chrome)\/(\d+)\.(\d+)\.(\d+)\.(\d+))/i;

/**
 * Whether Mobile Wallet Adapter is offered: in Chrome on Android, a tab or an installed web app, where it
 * opens the wallet app installed on the phone. Not in a web view, not where a host gives the wallet (framed
 * by a wallet, in a Farcaster client), and on a secure page only (the wallet app refuses others).
 */
export function offersMobileWalletAdapter(
  userAgent: string,
  hostWallet: string | null,
  secure = window.isSecureContext,
): boolean {
  return secure && hostWallet === null && /android/i.test(userAgent) && !WEB_VIEW.test(userAgent);
}

/** The chain as Mobile Wallet Adapter names it. */
const CHAINS = {
  'mainnet-beta': 'solana:mainnet',
  devnet: 'solana:devnet',
  localnet: 'solana:localnet',
} as const satisfies Record<RuntimeConfig['cluster'], `solana:${string}`>;

/**
 * The app as the wallet app shows it (its name, its origin, its icon), the config's chain, the wallet app's
 * authorization kept on this device (so a returning player is not asked to authorize again), and the
 * package's own answer when no wallet app is installed (it says so and links to the wallets).
 */
export function mobileWalletAdapterConfig(
  mwa: MwaDefaults,
  cluster: RuntimeConfig['cluster'],
  origin: string,
): MwaConfig {
  return {
    appIdentity: { name: 'Companion', uri: origin, icon: 'icons/app-icon.png' },
    authorizationCache: mwa.createDefaultAuthorizationCache(),
    chains: [CHAINS[cluster]],
    chainSelector: mwa.createDefaultChainSelector(),
    onWalletNotFound: mwa.createDefaultWalletNotFoundHandler(),
  };
}

let registered = false;

/**
 * Registers Mobile Wallet Adapter as a Wallet Standard wallet where it is offered, once: the wallet dialog
 * lists it ("Mobile Wallet Adapter") and it signs in with `solana:signIn` (one approval in the wallet app).
 * It is what `registerMwa` registers on such a phone; `registerMwa` itself is not called, as it also carries
 * the remote (QR code) wallet, whose code would then load with every sign-in (docs/embedding.md, "Hosts").
 */
export function registerMobileWalletAdapter(
  cluster: RuntimeConfig['cluster'],
  hostWallet: string | null,
  userAgent = navigator.userAgent,
): boolean {
  if (registered || !offersMobileWalletAdapter(userAgent, hostWallet)) return false;
  registered = true;
  const defaults = {
    createDefaultAuthorizationCache,
    createDefaultChainSelector,
    createDefaultWalletNotFoundHandler,
  };
  registerWallet(
    new LocalSolanaMobileWalletAdapterWallet(mobileWalletAdapterConfig(defaults, cluster, location.origin)),
  );
  return true;
}
