import * as reactRouterDom from 'react-router-dom';
import * as walletAdapterReact from '@solana/wallet-adapter-react';
import * as web3 from '@solana/web3.js';
import { ROUTER, SHARED_MODULES, prefetchShared, sharesWalletLayer } from './sharedModules';
import { WALLET_ADAPTER_REACT, WALLET_SHARED_MODULES, WEB3 } from '../wallet/walletModules';
import shellPackage from '../../package.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS list
const { sharedFor, PROVIDED_BY_NAME } = require('../../../config/sharedSingletons.cjs') as {
  sharedFor: (pkg: object) => Record<string, unknown>;
  PROVIDED_BY_NAME: Record<string, string[]>;
};

describe('the singletons the shell provides at run time', () => {
  it('are exactly the shell build’s shared singletons, each with a loader', () => {
    expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(sharedFor(shellPackage)).sort());
  });

  it('hand the router over by exactly the names a tab may import, each the real export', () => {
    for (const name of ['react-router', 'react-router-dom']) {
      const provided = SHARED_MODULES[name]!;
      if (!('lib' in provided)) throw new Error(`${name} is expected to be loaded with the shell`);
      expect(Object.keys(provided.lib).sort()).toEqual([...PROVIDED_BY_NAME[name]!].sort());
    }
    for (const [name, value] of Object.entries(ROUTER)) {
      expect(value).toBe(reactRouterDom[name as keyof typeof reactRouterDom]);
    }
  });

  /** A singleton that comes with the wallet layer, as the federation runtime gets it. */
  const withWalletLayer = async (name: string) => {
    const provided = SHARED_MODULES[name]!;
    if (!('load' in provided)) throw new Error(`${name} is expected to come with the wallet layer`);
    return provided.load();
  };

  it('hand web3.js over by exactly the names a tab may import, each the real export', async () => {
    expect(await withWalletLayer('@solana/web3.js')).toBe(WEB3);
    expect(Object.keys(WEB3).sort()).toEqual([...PROVIDED_BY_NAME['@solana/web3.js']!].sort());
    for (const [name, value] of Object.entries(WEB3)) {
      expect(value).toBe(web3[name as keyof typeof web3]);
    }
  });

  it('hand the wallet adapter over by exactly the names a tab may import, each the real export', async () => {
    expect(await withWalletLayer('@solana/wallet-adapter-react')).toBe(WALLET_ADAPTER_REACT);
    expect(Object.keys(WALLET_ADAPTER_REACT).sort()).toEqual(['useConnection', 'useWallet']);
    expect(Object.keys(WALLET_ADAPTER_REACT).sort()).toEqual(
      [...PROVIDED_BY_NAME['@solana/wallet-adapter-react']!].sort(),
    );
    for (const [name, value] of Object.entries(WALLET_ADAPTER_REACT)) {
      expect(value).toBe(walletAdapterReact[name as keyof typeof walletAdapterReact]);
    }
  });

  it('hand every singleton the list names by name over as exactly those names', async () => {
    for (const [name, names] of Object.entries(PROVIDED_BY_NAME)) {
      const provided = SHARED_MODULES[name];
      if (!provided) throw new Error(`${name} is not provided`);
      const lib = 'lib' in provided ? provided.lib : await provided.load();
      expect(Object.keys(lib).sort()).toEqual([...names].sort());
    }
  });

  it('leave what only tabs that move value share to the wallet layer, which brings each of them', async () => {
    const withLayer = [
      '@solana/web3.js',
      '@solana/wallet-adapter-react',
      '@companion/tab-kit/wallet',
      '@companion/shared-state/host/wallet',
      'buffer',
    ];
    expect(Object.keys(WALLET_SHARED_MODULES).sort()).toEqual([...withLayer].sort());
    for (const name of withLayer) {
      expect(await withWalletLayer(name)).toBe(WALLET_SHARED_MODULES[name]);
      expect(sharesWalletLayer(['react', name])).toBe(true);
    }
    // What every tab shares comes with the signed-in app: a tab that moves no value runs without the layer.
    for (const name of [
      'react',
      'react/jsx-runtime',
      'react-router-dom',
      '@companion/shared-state',
      '@companion/tab-kit',
    ]) {
      expect(SHARED_MODULES[name]).toHaveProperty('lib');
    }
    expect(
      sharesWalletLayer(['react', '@companion/shared-state', '@companion/tab-kit', 'react-router-dom']),
    ).toBe(false);
  });

  it('fetch a lazily provided one once, whoever asks first: a manifest read or the tab itself', async () => {
    const splToken = SHARED_MODULES['@solana/spl-token']!;
    if (!('load' in splToken)) throw new Error('spl-token is expected to load lazily');
    prefetchShared(['react', '@solana/spl-token', 'not-shared']);
    const first = splToken.load();
    expect(splToken.load()).toBe(first);
    expect(await first).toHaveProperty('TOKEN_PROGRAM_ID');
  });
});
