import {
  ComputeBudgetProgram,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import * as buffer from 'buffer';
import * as sharedStateWallet from '@companion/shared-state/host/wallet';
import * as tabKitWallet from '@companion/tab-kit/wallet';

/**
 * The wallet adapter's hooks, by the names a tab may import (config/sharedSingletons.cjs, `PROVIDED_BY_NAME`):
 * handed whole, the package's `WalletProvider`, and the legacy Mobile Wallet Adapter it brings, would stay in
 * the wallet layer. The shell supplies their context with its own provider (./ShellWalletProvider.tsx).
 */
export const WALLET_ADAPTER_REACT = { useConnection, useWallet };

/**
 * web3.js, by the names a tab may import (`PROVIDED_BY_NAME`): handed whole, programs no tab uses (and the
 * Secp256k1 curve) would stay in the wallet layer.
 */
export const WEB3 = {
  ComputeBudgetProgram,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
};

/**
 * The singletons that come with the wallet layer (../federation/sharedModules.ts provides them from here): what
 * a tab that moves value shares. A tab that shares none of them (home, raffles) runs without this chunk.
 */
export const WALLET_SHARED_MODULES: Record<string, object> = {
  '@solana/web3.js': WEB3,
  '@solana/wallet-adapter-react': WALLET_ADAPTER_REACT,
  '@companion/shared-state/host/wallet': sharedStateWallet,
  '@companion/tab-kit/wallet': tabKitWallet,
  buffer,
};
