import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import * as zustand from 'zustand';
import * as sharedState from '@companion/shared-state';
import * as sharedStateHost from '@companion/shared-state/host';
import * as sharedStateWallet from '@companion/shared-state/host/wallet';
import * as tabKit from '@companion/tab-kit';
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

/**
 * The router, by the names a tab may import (config/sharedSingletons.cjs, `PROVIDED_BY_NAME`): handed whole,
 * the development build its package exports would stay whole in the wallet chunk (docs/performance.md, "The
 * router by name"). react-router-dom re-exports react-router: one object serves both requests.
 */
export const ROUTER = {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
};

/**
 * The wallet adapter's hooks, by the names a tab may import (`PROVIDED_BY_NAME` again): handed whole, the
 * package's `WalletProvider`, and the legacy Mobile Wallet Adapter it brings, would stay in the wallet chunk.
 * The shell supplies their context with its own provider (../wallet/ShellWalletProvider.tsx).
 */
export const WALLET_ADAPTER_REACT = { useConnection, useWallet };

/**
 * web3.js, by the names a tab may import (`PROVIDED_BY_NAME`): handed whole, programs no tab uses (and the
 * Secp256k1 curve) would stay in the wallet chunk.
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

/** A module the shell has loaded already, or one it fetches when a tab first asks for it. */
export type ProvidedModule = { lib: object } | { load: () => Promise<object> };

function once(load: () => Promise<object>): () => Promise<object> {
  let loading: Promise<object> | undefined;
  return () => (loading ??= load());
}

/**
 * The shell's own copy of each singleton (config/sharedSingletons.cjs), handed to the tabs by the federation
 * runtime (./hostRuntime.ts), so a tab gets the shell's React, stores and wallet adapter, not copies. They
 * load with the wallet chunk, before any tab: every tab needs the kit and the stores at once, so fetching
 * them later would add a round trip to the first tab. spl-token, which only tabs that send tokens use, waits
 * for the first of them. A test keeps this list equal to the shell's singletons.
 */
export const SHARED_MODULES: Record<string, ProvidedModule> = {
  react: { lib: react },
  'react/jsx-runtime': { lib: jsxRuntime },
  'react-dom': { lib: reactDom },
  'react-router': { lib: ROUTER },
  'react-router-dom': { lib: ROUTER },
  zustand: { lib: zustand },
  '@companion/shared-state': { lib: sharedState },
  '@companion/shared-state/host': { lib: sharedStateHost },
  '@companion/shared-state/host/wallet': { lib: sharedStateWallet },
  '@companion/tab-kit': { lib: tabKit },
  '@solana/web3.js': { lib: WEB3 },
  '@solana/wallet-adapter-react': { lib: WALLET_ADAPTER_REACT },
  '@solana/spl-token': { load: once(() => import('@solana/spl-token')) },
  buffer: { lib: buffer },
};

/**
 * Starts fetching the singletons a remote's manifest says it shares that the shell has not loaded yet, beside
 * the remote's own files rather than after its code has run and asked for them (docs/performance.md).
 */
export function prefetchShared(names: readonly string[]): void {
  for (const name of names) {
    const provided = SHARED_MODULES[name];
    // A failure here is met again, and reported, when the tab itself asks for the module.
    if (provided && 'load' in provided) provided.load().catch(() => undefined);
  }
}
