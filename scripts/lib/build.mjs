// Builds the shell and the remotes, skipping an app whose build is newer than all of its inputs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pnpmTools from './pnpm.cjs';
import tabs from '../../config/tabs.cjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const APPS = [
  'shell',
  ...tabs.TAB_NAMES.map((name) => `remotes/${name}`),
  'dev/wallet-host',
  'dev/farcaster-host',
];
// Every app compiles shared-state in, and its build depends on the common rspack set-up.
const COMMON_INPUTS = ['shared-state/src', 'bridge/src', 'wallet-builder/src', 'config', 'pnpm-lock.yaml'];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

function isFresh(app) {
  const built = path.join(ROOT, app, 'dist', 'index.html');
  if (!fs.existsSync(built)) return false;
  const inputs = [
    ...COMMON_INPUTS,
    `${app}/src`,
    `${app}/public`,
    `${app}/rspack.config.js`,
    `${app}/package.json`,
  ];
  return fs.statSync(built).mtimeMs > Math.max(...inputs.map((input) => newest(path.join(ROOT, input))));
}

/** @param {{ force?: boolean }} [options] */
export async function buildApps(options = {}) {
  const stale = options.force ? APPS : APPS.filter((app) => !isFresh(app));
  if (!stale.length) {
    console.log('All apps are built and up to date.');
    return;
  }
  console.log(`Building ${stale.join(', ')} ...`);
  pnpmTools.pnpm(['--workspace-concurrency=2', ...stale.flatMap((app) => ['--filter', `./${app}`]), 'build']);
}
