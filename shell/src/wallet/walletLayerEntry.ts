// The wallet layer's chunk (../boot/walletLayer.ts loads it): its root, the contexts it gives the tabs that move
// value, and the singletons those tabs share.
export { WalletRoot } from './WalletRoot';
export { withWalletContexts } from './TabWalletContexts';
export { WALLET_SHARED_MODULES } from './walletModules';
