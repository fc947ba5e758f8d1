import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { singletonCopies } = require('../singleCopyPlugin.cjs') as {
  singletonCopies: (resources: Iterable<string>) => Map<string, string[]>;
};

const store = (folder: string, pkg: string, file: string) =>
  path.join('/repo', 'node_modules', '.pnpm', folder, 'node_modules', ...pkg.split('/'), file);

describe('one copy of each shared singleton in a build', () => {
  it('names a singleton bundled from two folders of the package store, with both folders', () => {
    const resources = [
      store(
        '@solana+wallet-adapter-react@0.15.40_peers_a',
        '@solana/wallet-adapter-react',
        'lib/esm/useWallet.js',
      ),
      store(
        '@solana+wallet-adapter-react@0.15.40_peers_a',
        '@solana/wallet-adapter-react',
        'lib/esm/index.js',
      ),
      store(
        '@solana+wallet-adapter-react@0.15.40_peers_b',
        '@solana/wallet-adapter-react',
        'lib/esm/useWallet.js',
      ),
      store('react@19.3.1', 'react', 'index.js'),
    ];
    const copies = singletonCopies(resources);
    expect([...copies.keys()]).toEqual(['@solana/wallet-adapter-react']);
    expect(copies.get('@solana/wallet-adapter-react')).toHaveLength(2);
  });

  it('lets other packages have two copies, and workspace sources are no copies', () => {
    const resources = [
      store('@noble+curves@1.9.7', '@noble/curves', 'esm/ed25519.js'),
      store('@noble+curves@2.4.0', '@noble/curves', 'ed25519.js'),
      path.join('/repo', 'shared-state', 'src', 'index.ts'),
      store('react@19.3.1', 'react', 'jsx-runtime.js'),
      store('react@19.3.1', 'react', 'index.js'),
    ];
    expect(singletonCopies(resources).size).toBe(0);
  });
});
