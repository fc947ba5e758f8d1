/**
 * The name Mobile Wallet Adapter registers under (@solana-mobile/wallet-standard-mobile's
 * `SolanaMobileWalletAdapterWalletName`), here so the wallet layer knows that wallet without loading the package,
 * which only Android fetches (./mobileWalletAdapter.ts).
 */
export const MOBILE_WALLET_ADAPTER_NAME = 'Mobile Wallet Adapter';
