import type { Wallet } from '@wallet-standard/base';
import { registerWallet } from '@wallet-standard/wallet';
import { buildWallet } from './buildWallet';
import type { WalletDefinition } from './walletDefinition';

/**
 * Builds the wallet and announces it to the page the way every Wallet Standard wallet does
 * (`wallet-standard:register-wallet` / `wallet-standard:app-ready`), so the wallet adapter finds it whenever
 * it starts listening.
 */
export function registerBuiltWallet(definition: WalletDefinition): Wallet {
  const wallet = buildWallet(definition);
  registerWallet(wallet);
  return wallet;
}
