import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export const TABS = ['home', 'transfer', 'inventory', 'staking', 'raffles'] as const;
export type TabName = (typeof TABS)[number];

/** Every federated build: the host first, then one remote per tab. */
export const APPS = ['shell', ...TABS.map((tab) => `remotes/${tab}`)];

export const ONE_BUNDLE_CONFIG = path.join(ROOT, 'bench', 'one-bundle', 'rspack.config.js');
export const ONE_BUNDLE_DIST = path.join(ROOT, 'bench', 'one-bundle', 'dist');
export const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'latest.json');
export const TEST_DURATION_FILE = path.join(ROOT, '.tmp', 'test-duration.json');

/** Ports of their own, so neither `npm start` nor the end-to-end tests are disturbed by a run. */
export const BENCH_PORTS = {
  chainRpc: 28899,
  chainWs: 28900,
  gameApi: 28787,
  shell: 23000,
  home: 23001,
  transfer: 23002,
  inventory: 23003,
  staking: 23004,
  raffles: 23005,
};
export const ONE_BUNDLE_PORT = 23006;
