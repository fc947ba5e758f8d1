// Puts into the head of the shell's index.html the files a tap on Sign In needs, as `<link rel="prefetch">` tags:
// their downloads start, at the lowest priority, while the page itself is parsed, and nothing of them runs before
// the player's intent (src/boot/bootOnIntent.ts), which finds them in the cache (docs/performance.md, "Sign-in
// files prefetched"). First the app's chunk group (React, the screens: what the wallet dialog needs); then the
// sign-in before the wallet layer (src/signin/EarlySignIn.tsx, started once the dialog is drawn), the session's
// (src/boot/sessionApp.ts) and the wallet layer's (src/boot/walletLayer.ts), each in a <template> at the head's
// start, inert until the page's entry moves them in, one after the other, once the ones before are in
// (src/boot/sessionFiles.ts), so that they do not share the phone's bandwidth with what comes first; a stored
// session's page moves the session's in alone once the app's are in (its template holds every file of the
// session's group the app's does not) and leaves the others to the app, which loads the wallet layer once the
// signed-in page has settled (src/boot/WalletLayerSlot.tsx).
const { rspack } = require('@rspack/core');

const NAME = 'SignInFilesPlugin';
const FIRST_GROUPS = ['app'];
const EARLY_SIGN_IN_GROUPS = ['early-sign-in'];
const SESSION_GROUPS = ['session-app'];
const WALLET_LAYER_GROUPS = ['wallet-layer'];
/** The templates' ids, as src/boot/sessionFiles.ts names them (a test keeps them equal). */
const EARLY_SIGN_IN_FILES_ID = 'early-sign-in-files';
const SESSION_FILES_ID = 'session-files';
const WALLET_LAYER_FILES_ID = 'wallet-layer-files';

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
        const earlySignIn = groupFiles(compilation, EARLY_SIGN_IN_GROUPS).filter(
          (file) => !first.includes(file),
        );
        // Whole for a stored session, whose page moves this one in alone; a new player's has the early
        // sign-in's in by then, and its prefetches of those find them in the cache.
        const session = groupFiles(compilation, SESSION_GROUPS).filter((file) => !first.includes(file));
        const walletLayer = groupFiles(compilation, WALLET_LAYER_GROUPS).filter(
          (file) => !first.includes(file) && !earlySignIn.includes(file) && !session.includes(file),
        );
        // The templates go before any script of the head (after the charset), the prefetches at its end.
        const charset = /<meta charset="[^"]*"\s*\/?>/.exec(data.html);
        const end = data.html.indexOf('</head>');
        if (!charset || end < 0) throw new Error(`${NAME}: index.html has no <meta charset> or no </head>`);
        const at = charset.index + charset[0].length;
        data.html =
          data.html.slice(0, at) +
          `<template id="${EARLY_SIGN_IN_FILES_ID}">${links(earlySignIn)}</template>` +
          `<template id="${SESSION_FILES_ID}">${links(session)}</template>` +
          `<template id="${WALLET_LAYER_FILES_ID}">${links(walletLayer)}</template>` +
          data.html.slice(at, end) +
          links(first) +
          data.html.slice(end);
        return data;
      });
    });
  }
}

module.exports = { SignInFilesPlugin, EARLY_SIGN_IN_FILES_ID, SESSION_FILES_ID, WALLET_LAYER_FILES_ID };
