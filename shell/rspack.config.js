const { rspack } = require('@rspack/core');
const { createAppConfig } = require('../config/rspack.app.js');
const { providedVersions } = require('../config/sharedSingletons.cjs');
const { providedBundlerRuntimeVersion } = require('../config/federationRuntime.cjs');
const { providedKitVersion } = require('./tabKitVersion.cjs');
const { PrerenderPlugin } = require('./prerender/PrerenderPlugin.js');

const config = createAppConfig({ dir: __dirname, name: 'shell', port: 3000, host: true });

module.exports = {
  ...config,
  plugins: [
    ...config.plugins,
    // The singletons the shell hands the tabs at run time (src/federation/hostRuntime.ts).
    new rspack.DefinePlugin({
      __SHELL_SHARED__: JSON.stringify(providedVersions(require('./package.json'), __dirname)),
      // The bundler runtime the shell hands the tabs' entries (src/federation/containerRuntime.ts).
      __CONTAINER_RUNTIME_VERSION__: JSON.stringify(providedBundlerRuntimeVersion(__dirname)),
      // The tab kit the shell hands the tabs (src/federation/tabKitVersion.ts).
      __TAB_KIT_VERSION__: JSON.stringify(providedKitVersion(__dirname)),
    }),
    new PrerenderPlugin({ dir: __dirname }),
  ],
};
