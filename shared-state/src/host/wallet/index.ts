// The host's part that needs the wallet and the chain (web3.js, the wallet adapter, spl-token): loaded by the
// shell's lazy wallet chunk and by a tab's standalone page, never on the sign-in screen (docs/contract.md).
export { useLiveSession } from './useLiveSession';
export {
  signInWithWallet,
  signNonce,
  buildMemoTransaction,
  MEMO_PROGRAM_ID,
  type WalletSigner,
} from './signInWithWallet';
export { loadGlobalBalances } from './balances';
// The dev wallet itself is '@companion/shared-state/host/wallet/devWallet', loaded only where the config enables it.
export { DEV_WALLET_NAME } from './devWalletName';
export { fundFromFaucet } from './fundFromFaucet';
