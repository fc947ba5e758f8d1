// The singletons every build shares, and which of them a given package shares (config/rspack.app.js).
const fs = require('node:fs');
const path = require('node:path');

// One copy of each at run time, whatever order the tabs are opened in (docs/architecture.md, "Singletons").
const SINGLETONS = [
  'react',
  // A separate request from 'react': without it every remote bundles its own JSX runtime.
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  '@companion/shared-state',
  // A subpath is a shared module of its own. Only a host loads this one (the shell, or a tab's standalone page),
  // and it reaches the very stores of the entry above (docs/contract.md).
  '@companion/shared-state/host',
  '@companion/shared-state/host/wallet',
  // The tab kit holds the app-wide transaction lock: one copy, or two tabs could move value at once.
  '@companion/tab-kit',
  // Its wallet entry, a shared module of its own: what needs web3.js and the wallet adapter, so that a tab that
  // moves no value loads without them. It reaches the very lock of the entry above (docs/tab-kit.md).
  '@companion/tab-kit/wallet',
  '@solana/web3.js',
  '@solana/wallet-adapter-react',
  // Not stateful, but large: shared so a tab that sends transactions ships none of its own.
  '@solana/spl-token',
  'buffer',
];

/**
 * The singletons the shell hands the tabs by name rather than whole, and the names a tab may import from them
 * (docs/contract.md, "Shared modules"). react-router-dom's package exports only its development build, 183 KB
 * raw of which the tabs use a handful of components and hooks: handed whole, none of it could be left out of
 * the wallet chunk (docs/performance.md, "The router by name"). The lint of a tab refuses any other name
 * (eslint.config.mjs), and a test keeps the shell's object (shell/src/federation/sharedModules.ts) equal to
 * this list. A tab that needs another name asks for it here: it ships with the next shell.
 */
const ROUTER_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'generatePath',
  'matchPath',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useSearchParams',
];
/**
 * The wallet adapter's hooks. Handed whole, the package's `WalletProvider` would stay in the wallet chunk and
 * with it the legacy Mobile Wallet Adapter it creates on phones, about 35 KB gzip the shell does not use (its
 * own provider supplies the context, shell/src/wallet/ShellWalletProvider.tsx).
 */
const WALLET_ADAPTER_REACT_EXPORTS = ['useConnection', 'useWallet'];
/**
 * What a tab builds a transaction with. web3.js is one module whose programs keep themselves alive (static
 * fields that run code): handed whole, every one of them stayed in the wallet chunk (the Secp256k1 program and
 * its curve, the stake, vote and loader programs), about 4 KB gzip no tab uses. Types may be imported freely.
 */
const WEB3_EXPORTS = [
  'ComputeBudgetProgram',
  'LAMPORTS_PER_SOL',
  'PublicKey',
  'SystemProgram',
  'Transaction',
  'TransactionInstruction',
  'TransactionMessage',
  'VersionedTransaction',
];
const PROVIDED_BY_NAME = {
  'react-router': ROUTER_EXPORTS,
  'react-router-dom': ROUTER_EXPORTS,
  '@solana/wallet-adapter-react': WALLET_ADAPTER_REACT_EXPORTS,
  '@solana/web3.js': WEB3_EXPORTS,
};

/**
 * Refused, not merely warned about, when the copy already loaded does not satisfy a build's range: two Reacts or
 * two zustands on one page break every hook and store (docs/deploying.md, "What the shell refuses").
 */
const STRICT = new Set(['react', 'react/jsx-runtime', 'react-dom', 'zustand']);

/** 'react/jsx-runtime' → 'react'; '@companion/shared-state/host' → '@companion/shared-state'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const WORKSPACE_PACKAGES = {
  '@companion/shared-state': path.join(__dirname, '..', 'shared-state', 'package.json'),
  '@companion/tab-kit': path.join(__dirname, '..', 'tab-kit', 'package.json'),
};

/**
 * A package's dependencies with those of the workspace packages it uses (the tab kit imports the wallet
 * adapter): a singleton the kit needs must be shared by every build that may provide the kit, or the copy
 * of the kit a tab loads first would carry a private wallet adapter with no provider. Own ranges win.
 */
function dependenciesOf(pkg, seen = new Set()) {
  const own = pkg.dependencies ?? {};
  const merged = {};
  for (const [name, range] of Object.entries(own)) {
    const file = WORKSPACE_PACKAGES[name];
    if (!range.startsWith('workspace:') || !file || seen.has(name)) continue;
    seen.add(name);
    Object.assign(merged, dependenciesOf(JSON.parse(fs.readFileSync(file, 'utf8')), seen));
  }
  return { ...merged, ...own };
}

/** The shared map for a package: the singletons it (or a workspace package it uses) depends on. */
function sharedFor(pkg) {
  const deps = dependenciesOf(pkg);
  const shared = {};
  for (const name of SINGLETONS) {
    // A subpath ('react/jsx-runtime', '@companion/shared-state/host') follows its package's range.
    const range = deps[name] ?? deps[packageOf(name)];
    if (!range) continue;
    shared[name] = {
      singleton: true,
      // workspace:* is not a semver range; shared-state's contract is versioned by the repo itself.
      requiredVersion: range.startsWith('workspace:') ? false : range,
      ...(STRICT.has(name) && { strictVersion: true }),
    };
  }
  return shared;
}

/**
 * The shared map of a tab's production build: every singleton is taken from the shell, which provides them all
 * (shell/src/federation/sharedModules.ts, docs/contract.md), so the build carries no copy of its own to fall
 * back on. Its entry no longer registers fallbacks (about 1 KB gzip less to fetch and run on a tab's first
 * open, docs/performance.md, "Tabs load on intent") and its folder holds only its own code. A tab's dev server
 * keeps the fallbacks: there the tab runs alone, on its own copies.
 * @param {object} pkg the package.json
 */
function takenFromShell(pkg) {
  return Object.fromEntries(
    Object.entries(sharedFor(pkg)).map(([name, shareConfig]) => [name, { ...shareConfig, import: false }]),
  );
}

/**
 * What a host that federates at run time (the shell, shell/src/federation/hostRuntime.ts) provides: each of
 * its singletons with the version installed for it and the same share settings the plugin would use.
 * @param {object} pkg the package.json
 * @param {string} dir its folder
 */
function providedVersions(pkg, dir) {
  return Object.fromEntries(
    Object.entries(sharedFor(pkg)).map(([name, shareConfig]) => {
      const installed = path.join(dir, 'node_modules', packageOf(name), 'package.json');
      return [name, { version: JSON.parse(fs.readFileSync(installed, 'utf8')).version, shareConfig }];
    }),
  );
}

module.exports = {
  SINGLETONS,
  STRICT,
  PROVIDED_BY_NAME,
  packageOf,
  sharedFor,
  takenFromShell,
  providedVersions,
};
