// The tab kit's wallet entry, `@companion/tab-kit/wallet` (docs/tab-kit.md, "The wallet entry"): the pieces that
// need web3.js or the wallet adapter at run time. Only a tab that moves value imports it; the main entry
// (./index.ts) loads neither, so a tab that moves no value runs before the wallet layer has loaded. Both
// entries are one copy at run time, provided by the shell, and share the one transaction lock.
export {
  runWalletTransaction,
  memoInstruction,
  MEMO_PROGRAM_ID,
  type RecentBlockhash,
  type WalletTransactionDeps,
  type WalletTransactionOptions,
  type WalletTransactionResult,
} from './transactions/runWalletTransaction';
export { useWalletTransaction, type WalletTransaction } from './transactions/useWalletTransaction';
