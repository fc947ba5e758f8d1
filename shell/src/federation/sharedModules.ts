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
import * as tabKit from '@companion/tab-kit';
import { loadWalletLayer } from '../boot/walletLayer';

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

/** A module the shell has loaded already, or one it fetches when a tab first asks for it. */
export type ProvidedModule = { lib: object } | { load: () => Promise<object> };

function once(load: () => Promise<object>): () => Promise<object> {
  let loading: Promise<object> | undefined;
  return () => (loading ??= load());
}

const WALLET_LAYER_MODULES = new Set<string>();

/** One of the singletons that come with the wallet layer (../wallet/walletModules.ts). */
const withWalletLayer = (name: string) => {
  WALLET_LAYER_MODULES.add(name);
  return once(() =>
    loadWalletLayer().then(({ WALLET_SHARED_MODULES }) => {
      const module = WALLET_SHARED_MODULES[name];
      if (!module) throw new Error(`The wallet layer does not provide ${name}`);
      return module;
    }),
  );
};

/**
 * The shell's own copy of each singleton (config/sharedSingletons.cjs), handed to the tabs by the federation
 * runtime (./hostRuntime.ts), so a tab gets the shell's React, stores and wallet adapter, not copies. React,
 * the router, the stores and the kit load with the signed-in app, before any tab: every tab needs them at
 * once, so fetching them later would add a round trip to the first tab. What only tabs that move value use
 * (web3.js, the wallet adapter's hooks, the kit's transactions) comes with the wallet layer, fetched when such
 * a tab's manifest names it, and spl-token, which only tabs that send tokens use, with the first of them. A
 * test keeps this list equal to the shell's singletons.
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
  '@companion/shared-state/host/wallet': { load: withWalletLayer('@companion/shared-state/host/wallet') },
  '@companion/tab-kit': { lib: tabKit },
  '@companion/tab-kit/wallet': { load: withWalletLayer('@companion/tab-kit/wallet') },
  '@solana/web3.js': { load: withWalletLayer('@solana/web3.js') },
  '@solana/wallet-adapter-react': { load: withWalletLayer('@solana/wallet-adapter-react') },
  '@solana/spl-token': { load: once(() => import('@solana/spl-token')) },
  buffer: { load: withWalletLayer('buffer') },
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

/**
 * Whether a remote whose manifest shares these singletons needs the wallet layer: it moves value (web3.js, the
 * wallet adapter's hooks, the kit's transactions), so it renders inside the wallet's contexts.
 */
export function sharesWalletLayer(names: readonly string[]): boolean {
  return names.some((name) => WALLET_LAYER_MODULES.has(name));
}
