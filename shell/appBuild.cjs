// What the shell's build provides the tabs (their contract, tab kit, federation runtime and singletons), in one
// place: compiled into the shell (rspack.config.js) and published beside its index.html as app-build.json, so
// `pnpm deploy:remote --against <live config>` checks a tab against the shell that is live, not the checkout
// (docs/deploying.md, "Check before publishing").
const { rspack } = require('@rspack/core');
const { buildInfo } = require('../config/buildInfo.cjs');
const { providedVersions } = require('../config/sharedSingletons.cjs');
const { providedBundlerRuntimeVersion } = require('../config/federationRuntime.cjs');
const { providedKitVersion } = require('./tabKitVersion.cjs');

/** The file's name, beside index.html and the runtime config.json. */
const APP_BUILD_FILE = 'app-build.json';

/** @param {string} dir the shell's folder */
function shellProvides(dir) {
  const pkg = require('./package.json');
  const shared = providedVersions(pkg, dir);
  const { version, commit } = buildInfo(dir, pkg);
  // The contract the shell's shared-state copy carries (BUILD_CONTRACT is for tabs' builds only).
  const { contract } = require('../shared-state/src/contract/version.json');
  return {
    app: { version, commit },
    // The very values the build compiles in (rspack.config.js).
    provides: {
      contract,
      kit: providedKitVersion(dir),
      federationRuntime: providedBundlerRuntimeVersion(dir),
      shared: Object.fromEntries(
        Object.entries(shared).map(([name, { version: installed, shareConfig }]) => [
          name,
          { version: installed, strictVersion: shareConfig.strictVersion === true },
        ]),
      ),
    },
    sharedConfig: shared,
  };
}

/** Writes app-build.json into the shell's output. */
class AppBuildPlugin {
  /** @param {{ app: object, provides: object }} build */
  constructor(build) {
    this.text = `${JSON.stringify({ app: build.app, provides: build.provides }, null, 2)}\n`;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppBuildPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AppBuildPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(APP_BUILD_FILE, new rspack.sources.RawSource(this.text)),
      );
    });
  }
}

module.exports = { APP_BUILD_FILE, shellProvides, AppBuildPlugin };
