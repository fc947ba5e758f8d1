const { jestConfig } = require('../config/jest.preset.js');
const { providedBundlerRuntimeVersion } = require('../config/federationRuntime.cjs');
const { providedKitVersion } = require('./tabKitVersion.cjs');
const { providedVersions } = require('../config/sharedSingletons.cjs');

module.exports = {
  ...jestConfig(),
  // What shell/rspack.config.js defines for the build.
  globals: {
    __CONTAINER_RUNTIME_VERSION__: providedBundlerRuntimeVersion(__dirname),
    __TAB_KIT_VERSION__: providedKitVersion(__dirname),
    __PAGE_CACHE__: true,
    __SHELL_SHARED__: providedVersions(require('./package.json'), __dirname),
  },
};
