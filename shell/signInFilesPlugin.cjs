// Lists, in sign-in-files.json beside index.html, the files a tap on Sign In needs: the app's chunk group
// (React, the screens) and the wallet layer's (src/boot/loadApp.ts, src/boot/walletApp.ts). The page's entry
// prefetches them once the sign-in screen has painted and the page is idle (src/boot/bootOnIntent.ts): they
// are downloaded, never run, before the player's intent (docs/performance.md, "Sign-in files prefetched").
const { rspack } = require('@rspack/core');

const NAME = 'SignInFilesPlugin';
const GROUPS = ['app', 'wallet-app'];
const FILE = 'sign-in-files.json';

class SignInFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = new Set();
          for (const name of GROUPS) {
            const group = compilation.namedChunkGroups.get(name);
            // A renamed chunk must not silently turn the prefetch off.
            if (!group) throw new Error(`${NAME}: no chunk group named "${name}"`);
            for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(`/${file}`);
          }
          compilation.emitAsset(FILE, new rspack.sources.RawSource(JSON.stringify([...files])));
        },
      );
    });
  }
}

module.exports = { SignInFilesPlugin, SIGN_IN_FILES: FILE };
