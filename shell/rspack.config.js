const { rspack } = require('@rspack/core');
const { createAppConfig } = require('../config/rspack.app.js');
const { shellProvides, AppBuildPlugin } = require('./appBuild.cjs');
const { PrerenderPlugin } = require('./prerender/PrerenderPlugin.js');
const { SignInFilesPlugin } = require('./signInFilesPlugin.cjs');
const { PageCacheWorkerPlugin } = require('./pageCacheWorkerPlugin.cjs');

const config = createAppConfig({ dir: __dirname, name: 'shell', port: 3000, host: true });
const build = shellProvides(__dirname);

module.exports = {
  ...config,
  plugins: [
    ...config.plugins,
    // The singletons the shell hands the tabs at run time (src/federation/hostRuntime.ts).
    new rspack.DefinePlugin({
      __SHELL_SHARED__: JSON.stringify(build.sharedConfig),
      // The bundler runtime the shell hands the tabs' entries (src/federation/containerRuntime.ts).
      __CONTAINER_RUNTIME_VERSION__: JSON.stringify(build.provides.federationRuntime),
      // The tab kit the shell hands the tabs (src/federation/tabKitVersion.ts).
      __TAB_KIT_VERSION__: JSON.stringify(build.provides.kit),
    }),
    // The same, published beside index.html for `pnpm deploy:remote --against` (appBuild.cjs).
    new AppBuildPlugin(build),
    new PrerenderPlugin({ dir: __dirname }),
    // The files a tap on Sign In needs, prefetched from the page's head (src/boot/bootOnIntent.ts).
    new SignInFilesPlugin(),
    // The page from the last visit, for a returning player (src/pageCache/).
    new PageCacheWorkerPlugin(),
  ],
};
