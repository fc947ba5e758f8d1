import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedFor, takenFromShell } = require('../sharedSingletons.cjs') as Record<
  'sharedFor' | 'takenFromShell',
  (pkg: { dependencies?: Record<string, string> }) => Record<string, ShareConfig>
>;

interface ShareConfig {
  singleton: boolean;
  strictVersion?: boolean;
  requiredVersion: string | false;
  import?: false;
}

const ROOT = path.resolve(__dirname, '..', '..');
const packageOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };

describe('sharedFor: the singletons a build shares', () => {
  it('shares what the tab kit imports in every build that may provide the kit, even one that does not import it itself', () => {
    // Home uses the kit but not the wallet adapter: if home loads the kit first, the kit's wallet adapter
    // must still be the shell's (the one with the WalletProvider), not a private copy inside home.
    const home = packageOf('remotes/home');
    expect(home.dependencies['@solana/wallet-adapter-react']).toBeUndefined();
    const shared = sharedFor(home);
    expect(shared['@companion/tab-kit']?.singleton).toBe(true);
    expect(shared['@solana/wallet-adapter-react']?.singleton).toBe(true);
    expect(shared['@solana/web3.js']?.singleton).toBe(true);
  });

  it('shares nothing a package does not reach', () => {
    expect(Object.keys(sharedFor({ dependencies: { react: '19.3.1' } }))).toEqual([
      'react',
      'react/jsx-runtime',
    ]);
  });

  it('refuses another version of react, react-dom or zustand instead of handing out the loaded copy', () => {
    const shared = sharedFor(packageOf('remotes/home'));
    for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'zustand']) {
      expect(shared[name]).toMatchObject({ singleton: true, strictVersion: true });
      expect(shared[name]?.requiredVersion).toBeTruthy();
    }
    expect(shared['@companion/shared-state']?.strictVersion).toBeUndefined();
  });

  it('has a tab’s production build take every singleton from the shell, with no copy to fall back on', () => {
    const transfer = packageOf('remotes/transfer');
    const taken = takenFromShell(transfer);
    const shared = sharedFor(transfer);
    expect(Object.keys(taken)).toEqual(Object.keys(shared));
    for (const [name, config] of Object.entries(taken)) {
      expect(config).toEqual({ ...shared[name], import: false });
    }
    // The shell provides each of them (its own shared map is the list it hands out).
    const shell = sharedFor(packageOf('shell'));
    for (const name of Object.keys(taken)) expect(shell[name]).toBeDefined();
  });
});
