// Builds the page cache's service worker (src/pageCache/worker.ts, a script with no imports) to /page-cache.js
// beside index.html, with the same SWC the build uses: a fixed name, as a service worker's script must keep its
// address (docs/performance.md, "The page from the last visit").
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');

const NAME = 'PageCacheWorkerPlugin';
const WORKER = path.join(__dirname, 'src', 'pageCache', 'worker.ts');
/** The worker's address under the shell's root (src/pageCache/registerPageCache.ts registers it). */
const WORKER_FILE = 'page-cache.js';

/** The worker's source as the browser runs it: TypeScript stripped, minified for production. */
function compileWorker(minify) {
  const { code } = rspack.experiments.swc.transformSync(fs.readFileSync(WORKER, 'utf8'), {
    filename: WORKER,
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2020',
      minify: minify ? { compress: true, mangle: true } : undefined,
    },
    minify,
  });
  return code;
}

class PageCacheWorkerPlugin {
  apply(compiler) {
    // Whether the app registers the worker (src/pageCache/registerPageCache.ts): COMPANION_PAGE_CACHE=0 builds
    // without it, and that build removes it from the browsers that load it.
    new rspack.DefinePlugin({
      __PAGE_CACHE__: JSON.stringify(process.env.COMPANION_PAGE_CACHE !== '0'),
    }).apply(compiler);
    const minify = compiler.options.mode === 'production';
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(WORKER);
          compilation.emitAsset(WORKER_FILE, new rspack.sources.RawSource(compileWorker(minify)));
        },
      );
    });
  }
}

module.exports = { PageCacheWorkerPlugin, compileWorker, WORKER_FILE };
