import { WalletReadyState } from '@solana/wallet-adapter-base';
import type { Wallet } from '@solana/wallet-adapter-react';

/**
 * Which wallets the dialog lists up front and which behind its toggle: detected (installed) ones first,
 * the rest behind "More options" — or, with none detected, all behind "Already have a wallet? View
 * options" (docs/product-rules.md, "Screens"). Unsupported wallets are never offered.
 */
export function splitWallets(wallets: readonly Wallet[]): { detected: Wallet[]; others: Wallet[] } {
  const detected: Wallet[] = [];
  const others: Wallet[] = [];
  for (const wallet of wallets) {
    if (wallet.readyState === WalletReadyState.Installed) detected.push(wallet);
    else if (wallet.readyState !== WalletReadyState.Unsupported) others.push(wallet);
  }
  return { detected, others };
}
