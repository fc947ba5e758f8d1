// The shell's own build, or, with ONE_BUNDLE=1, the shell and all five tabs as one Rspack app from the same
// source: the shell's base configuration (which has no federation plugin: the shell federates at run time)
// without the sign-in screen prerendered into the HTML, a plain client-rendered bundle (the app in the page's
// bundle, started at once), and the remote registry swapped for direct lazy imports of each tab's App.
// The benchmarks compare the two (docs/performance.md); nothing ships the one-bundle build.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createAppConfig } = require('../../config/rspack.app.js');
const { PageCacheWorkerPlugin } = require('../../shell/pageCacheWorkerPlugin.cjs');

const SHELL = path.join(__dirname, '..', '..', 'shell');
const REGISTRY = path.join(SHELL, 'src', 'federation', 'remoteRegistry');
const LOAD_APP = path.join(SHELL, 'src', 'boot', 'loadApp');

function oneBundle() {
  const config = createAppConfig({ dir: SHELL, name: 'shell', port: 3000, host: true });
  return {
    ...config,
    output: { ...config.output, path: path.join(__dirname, 'dist') },
    plugins: [
      ...config.plugins,
      // Every import of the shell's registry, whatever its relative path, gets the direct-import one.
      new rspack.NormalModuleReplacementPlugin(/(^|[\\/])remoteRegistry$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === REGISTRY) {
          resource.request = path.join(__dirname, 'remoteRegistry.ts');
        }
      }),
      // The page kept for the next visit, as the shell's own build keeps it.
      new PageCacheWorkerPlugin(),
      // The app in the page's bundle itself, started at once, instead of a chunk loaded on intent.
      new rspack.NormalModuleReplacementPlugin(/(^|[\\/])loadApp$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === LOAD_APP) {
          resource.request = path.join(__dirname, 'loadApp.ts');
        }
      }),
    ],
  };
}

module.exports = process.env.ONE_BUNDLE === '1' ? oneBundle() : require(path.join(SHELL, 'rspack.config.js'));
