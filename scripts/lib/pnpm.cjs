// Finds or installs the pinned pnpm, so the root commands work on a machine with only Node and npm.
const { execFileSync, spawnSync } = require('node:child_process');

const PNPM_VERSION = '10.34.9';

function works(command, args) {
  try {
    return execFileSync(command, [...args, '--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** @returns {{ command: string, args: string[] }} how to call pnpm */
function ensurePnpm() {
  const version = works('pnpm', []);
  if (version && version.startsWith('10.')) return { command: 'pnpm', args: [] };
  console.log(`Installing pnpm ${PNPM_VERSION} ...`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && works('pnpm', [])) return { command: 'pnpm', args: [] };
  // No permission for a global install: run it through npx instead.
  return { command: 'npx', args: ['--yes', `pnpm@${PNPM_VERSION}`] };
}

let cached;
/** Runs pnpm with the given arguments in the repo root; throws on a non-zero exit. */
function pnpm(args, options = {}) {
  cached ??= ensurePnpm();
  const result = spawnSync(cached.command, [...cached.args, ...args], {
    stdio: 'inherit',
    cwd: require('node:path').join(__dirname, '..', '..'),
    ...options,
  });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (exit ${result.status})`);
}

/** Installs the workspace's packages; pnpm itself skips what is already installed. */
function installPackages() {
  pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

module.exports = { pnpm, installPackages, PNPM_VERSION };
