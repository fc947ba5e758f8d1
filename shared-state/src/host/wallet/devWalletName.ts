/**
 * The local development wallet's name (./devWallet.ts), apart from the wallet itself: the app names it (its
 * own wallets, the wallet dialog) in every build, and loads the wallet only when the config enables it.
 */
export const DEV_WALLET_NAME = 'Local Dev Wallet';
