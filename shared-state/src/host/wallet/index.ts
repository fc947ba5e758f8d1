// The host's part that needs web3.js or the wallet adapter: loaded by the shell's wallet layer, after the first
// signed-in frame, and by a tab's standalone page; never on the sign-in screen (docs/contract.md).
export {
  signInWithWallet,
  signNonce,
  buildMemoTransaction,
  MEMO_PROGRAM_ID,
  type WalletSigner,
} from './signInWithWallet';
// The dev wallet itself is '@companion/shared-state/host/wallet/devWallet', loaded only where the config enables it.
export { DEV_WALLET_NAME } from './devWalletName';
export { fundFromFaucet } from './fundFromFaucet';
