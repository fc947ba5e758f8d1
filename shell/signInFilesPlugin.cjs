// Puts into the head of the shell's index.html the files a tap on Sign In needs, the app's chunk group (React,
// the screens) and the wallet layer's (src/boot/loadApp.ts, src/boot/walletApp.ts), as `<link rel="prefetch">`
// tags: their downloads start, at the lowest priority, while the page itself is parsed, and nothing of them runs
// before the player's intent (src/boot/bootOnIntent.ts), which finds them in the cache (docs/performance.md,
// "Sign-in files prefetched").
const { rspack } = require('@rspack/core');

const NAME = 'SignInFilesPlugin';
const GROUPS = ['app', 'wallet-app'];

/** The files of the named chunk groups, as the page's paths. */
function signInFiles(compilation) {
  const files = new Set();
  for (const name of GROUPS) {
    const group = compilation.namedChunkGroups.get(name);
    // A renamed chunk must not silently turn the prefetch off.
    if (!group) throw new Error(`${NAME}: no chunk group named "${name}"`);
    for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(`/${file}`);
  }
  return [...files];
}

class SignInFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(NAME, (data) => {
        const links = signInFiles(compilation)
          .map((file) => `<link rel="prefetch" href="${file}">`)
          .join('');
        const at = data.html.indexOf('</head>');
        if (at < 0) throw new Error(`${NAME}: index.html has no </head>`);
        data.html = `${data.html.slice(0, at)}${links}${data.html.slice(at)}`;
        return data;
      });
    });
  }
}

module.exports = { SignInFilesPlugin };
