// Puts into the head of the shell's index.html the files a tap on Sign In needs, as `<link rel="prefetch">` tags:
// their downloads start, at the lowest priority, while the page itself is parsed, and nothing of them runs before
// the player's intent (src/boot/bootOnIntent.ts), which finds them in the cache (docs/performance.md, "Sign-in
// files prefetched"). First the app's chunk group (React, the screens) and the sign-in before the wallet layer
// (src/signin/EarlySignIn.tsx); the signed-in app's (src/boot/sessionApp.ts) in a <template> at the head's start,
// inert until the page's entry moves it in once the first ones are in (src/boot/walletFiles.ts), so that they do
// not share the phone's bandwidth with what the wallet dialog needs; a stored session's inline script moves it
// in at once (src/boot/storedSession.ts).
const { rspack } = require('@rspack/core');

const NAME = 'SignInFilesPlugin';
const FIRST_GROUPS = ['app', 'early-sign-in'];
const WALLET_GROUPS = ['session-app'];
/** The template's id, as src/boot/walletFiles.ts names it (a test keeps the two equal). */
const WALLET_FILES_ID = 'wallet-files';

/** The files of the named chunk groups, as the page's paths. */
function groupFiles(compilation, groups) {
  const files = new Set();
  for (const name of groups) {
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
        const links = (files) => files.map((file) => `<link rel="prefetch" href="${file}">`).join('');
        const first = groupFiles(compilation, FIRST_GROUPS);
        const wallet = groupFiles(compilation, WALLET_GROUPS).filter((file) => !first.includes(file));
        // The template goes before any script of the head (after the charset), the prefetches at its end.
        const charset = /<meta charset="[^"]*"\s*\/?>/.exec(data.html);
        const end = data.html.indexOf('</head>');
        if (!charset || end < 0) throw new Error(`${NAME}: index.html has no <meta charset> or no </head>`);
        const at = charset.index + charset[0].length;
        data.html =
          data.html.slice(0, at) +
          `<template id="${WALLET_FILES_ID}">${links(wallet)}</template>` +
          data.html.slice(at, end) +
          links(first) +
          data.html.slice(end);
        return data;
      });
    });
  }
}

module.exports = { SignInFilesPlugin, WALLET_FILES_ID };
