import path from 'node:path';
import tabList from '../../config/tabs.json';

export const ROOT = path.resolve(__dirname, '..', '..');

/** The tabs of config/tabs.json, in navigation order. */
export const TAB_LIST: readonly { name: string; route: string; port: number; title: string }[] = tabList;
export const TABS: readonly string[] = TAB_LIST.map((tab) => tab.name);
export type TabName = string;

/** A tab's entry of a per-tab record; a missing one is a bug in the bench, said plainly. */
export function forTab<T>(record: Readonly<Record<TabName, T>>, tab: TabName): T {
  const entry = record[tab];
  if (entry === undefined) throw new Error(`No ${tab} entry (config/tabs.json lists ${TABS.join(', ')})`);
  return entry;
}

/** Every federated build: the host first, then one remote per tab. */
export const APPS = ['shell', ...TABS.map((tab) => `remotes/${tab}`)];

export const ONE_BUNDLE_CONFIG = path.join(ROOT, 'bench', 'one-bundle', 'rspack.config.js');
export const ONE_BUNDLE_DIST = path.join(ROOT, 'bench', 'one-bundle', 'dist');
export const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'latest.json');
export const TEST_DURATION_FILE = path.join(ROOT, '.tmp', 'test-duration.json');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { shiftedPorts } = require('../../scripts/lib/stack.cjs') as {
  shiftedPorts: (shellPort: number) => Record<string, number>;
};

/**
 * Ports of their own (`npm start`'s moved by 20000), so neither `npm start` nor e2e is disturbed by a run;
 * BENCH_PORT_BASE (the shell's port) moves them all, so that two checkouts can run the bench at once.
 */
const SHELL_PORT = Number(process.env.BENCH_PORT_BASE ?? 23000);
export const BENCH_PORTS = shiftedPorts(SHELL_PORT);
/** Clear of the tabs' ports (the shell's + 1 upwards) however many tabs there are. */
export const ONE_BUNDLE_PORT = SHELL_PORT + 900;
