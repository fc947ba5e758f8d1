// One builder for the Wallet Standard wallets the project makes itself (README.md).
export { buildWallet } from './buildWallet';
export { registerBuiltWallet } from './registerBuiltWallet';
export type { AccountKey, SignedIn, WalletDefinition, WalletSigner } from './walletDefinition';
