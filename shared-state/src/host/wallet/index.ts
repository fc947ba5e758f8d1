// The host's part that needs the wallet and the chain (web3.js, the wallet adapter, spl-token): loaded by the
// shell's lazy wallet chunk and by a tab's standalone page, never on the sign-in screen (docs/contract.md).
export { useLiveSession } from './useLiveSession';
export {
  signInWithWallet,
  signInWithSolanaSignIn,
  type SignInAnswer,
  type WalletSignIn,
  signNonce,
  buildMemoTransaction,
  MEMO_PROGRAM_ID,
  SIGN_MESSAGE_FAILED,
  type WalletSigner,
} from './signInWithWallet';
export { FAILED_TO_FETCH_BALANCES, loadGlobalBalances } from './balances';
export { beginSessionReads } from './sessionStart';
// The dev wallet itself is '@companion/shared-state/host/wallet/devWallet', loaded only where the config enables it.
export { DEV_WALLET_NAME } from './devWalletName';
export { fundFromFaucet } from './fundFromFaucet';
