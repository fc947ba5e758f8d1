// Puts the sign-in screen into the shell's index.html at build time (docs/performance.md, "Sign-in screen in
// the HTML"): the root holds the signed-out render of the app, hydrated later by shell/src/boot/startApp.tsx;
// the page's own style sheet is inlined, so the screen paints with the HTML alone. The page's inline scripts are
// hashed into csp.json, which the Content-Security-Policy of the page allows them by (docs/deploying.md).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { inlineScriptSource, inlineScriptsOf } = require('../../config/contentSecurityPolicy.cjs');

const NAME = 'PrerenderPlugin';
const SCRIPT = path.join(__dirname, 'renderScreens.tsx');

/** Renders the screens in a child process (tsx compiles the shell's TSX for Node). */
function renderScreens(dir) {
  const output = execFileSync(process.execPath, [require.resolve('tsx/cli'), SCRIPT], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output);
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Replaces exactly one occurrence, or fails the build: a template change must not drop the prerender. */
function replaceOnce(html, search, replacement) {
  const at = html.indexOf(search);
  if (at < 0 || html.indexOf(search, at + 1) >= 0) {
    throw new Error(`${NAME}: expected exactly one ${search} in index.html`);
  }
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

class PrerenderPlugin {
  /** @param {{ dir: string }} options the shell's folder */
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      // The entry's style sheets become a <style> in the head: no request stands between HTML and paint.
      hooks.alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags = data.headTags.map((tag) => {
          const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' && tag.attributes.href;
          if (typeof href !== 'string') return tag;
          const asset = compilation.getAsset(href.replace(/^\//, ''));
          if (!asset) throw new Error(`${NAME}: no asset for ${href}`);
          return {
            tagName: 'style',
            voidTag: false,
            attributes: {},
            innerHTML: asset.source
              .source()
              .toString()
              .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''),
          };
        });
        return data;
      });
      hooks.beforeEmit.tap(NAME, (data) => {
        const screens = renderScreens(this.dir);
        let html = data.html;
        html = replaceOnce(html, '<title>Companion</title>', `<title>${escapeHtml(screens.title)}</title>`);
        html = replaceOnce(html, '</head>', `<script>${screens.headScript}</script></head>`);
        html = replaceOnce(
          html,
          '<div id="root"></div>',
          `<div id="root">${screens.root}</div><script>${screens.afterRootScript}</script>`,
        );
        data.html = html;
        // Every inline script of the page as served, so none can run without being listed here.
        const inlineScripts = inlineScriptsOf(html).map(inlineScriptSource);
        compilation.emitAsset(
          'csp.json',
          new rspack.sources.RawSource(`${JSON.stringify({ inlineScripts }, null, 2)}\n`),
        );
        return data;
      });
    });
  }
}

module.exports = { PrerenderPlugin };
