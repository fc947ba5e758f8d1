// What a build records about itself (docs/deploying.md): its version, the commit it was built from, the
// shared-state contract version and the tab kit version it was built against. A remote's go into its
// mf-manifest.json, which the shell reads before it runs the remote; the shell's own are compiled in for its
// diagnostics page.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const CONTRACT_FILE = path.join(__dirname, '..', 'shared-state', 'src', 'contract', 'version.json');
const KIT_PACKAGE = path.join(__dirname, '..', 'tab-kit', 'package.json');

/** The commit being built, "+dirty" when the working tree differs from it; "unknown" outside a git checkout. */
function currentCommit(cwd) {
  const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();
  try {
    const commit = git('rev-parse', '--short=12', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${commit}+dirty` : commit;
  } catch {
    return 'unknown';
  }
}

/**
 * BUILD_VERSION (set by `pnpm deploy:remote --version`) overrides the package's version; BUILD_COMMIT the commit
 * (a CI that builds from an exported tree). BUILD_CONTRACT and BUILD_KIT build as if against another contract or
 * tab kit version: only the end-to-end tests use them, to produce a tab built for an older or a future one.
 * @param {string} dir the app's folder
 * @param {{ version: string }} pkg its package.json
 * @returns {{ version: string, commit: string, contract: string, kit: string }}
 */
function buildInfo(dir, pkg, env = process.env) {
  return {
    version: env.BUILD_VERSION || pkg.version,
    commit: env.BUILD_COMMIT || currentCommit(dir),
    contract: env.BUILD_CONTRACT || require(CONTRACT_FILE).contract,
    // The tab kit the build compiled against (the workspace's; a tab takes the kit from the shell at run time).
    kit: env.BUILD_KIT || require(KIT_PACKAGE).version,
  };
}

module.exports = { buildInfo };
