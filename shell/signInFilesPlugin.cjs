// Puts into the shell's index.html the files a tap on Sign In needs, the app's chunk group (React, the screens)
// and the wallet layer's (src/boot/loadApp.ts, src/boot/walletApp.ts), as `<link rel="prefetch">` tags inside a
// `<template>`: inert until the page's entry moves them into the head once the sign-in screen has painted and
// the page is idle (src/boot/bootOnIntent.ts). They are downloaded, never run, before the player's intent, with
// no request to learn their names (docs/performance.md, "Sign-in files prefetched").
const { rspack } = require('@rspack/core');

const NAME = 'SignInFilesPlugin';
const GROUPS = ['app', 'wallet-app'];
/** The template's id, which src/boot/bootOnIntent.ts reads. */
const TEMPLATE_ID = 'sign-in-files';

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
        const at = data.html.lastIndexOf('</body>');
        if (at < 0) throw new Error(`${NAME}: index.html has no </body>`);
        data.html = `${data.html.slice(0, at)}<template id="${TEMPLATE_ID}">${links}</template>${data.html.slice(at)}`;
        return data;
      });
    });
  }
}

module.exports = { SignInFilesPlugin, SIGN_IN_FILES_TEMPLATE: TEMPLATE_ID };
