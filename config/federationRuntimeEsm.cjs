// The federation runtime a remote's entry carries, as ES modules (config/rspack.app.js).
const path = require('node:path');

/**
 * Rspack's federation plugin finds the bundler runtime and the runtime wrapper with Node's require.resolve, which
 * picks their CommonJS builds; bundled as CommonJS they keep every export of @module-federation/sdk and the error
 * codes, used or not (about 55 KB of a 57 KB entry, though the runtime core itself is the host's). Their ES module
 * builds, side by side in the same packages, let the bundler drop what the entry never calls: the entry goes from
 * about 16.5 KB to about 8 KB gzip (docs/performance.md, "Tabs load on intent"). Each alias maps the exact file
 * the plugin resolves to its ESM twin; if a later plugin resolves otherwise, the alias matches nothing and the
 * build is as before, only larger.
 * @returns {Record<string, string>}
 */
function federationRuntimeEsm() {
  // Resolved the way the plugins do: from @module-federation/rspack, through @module-federation/runtime-tools.
  const plugin = require.resolve('@module-federation/rspack/plugin', {
    paths: [require.resolve('@module-federation/enhanced/rspack')],
  });
  const tools = require.resolve('@module-federation/runtime-tools/bundler', { paths: [plugin] });
  const alias = {};
  for (const name of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime']) {
    const commonJs = require.resolve(name, { paths: [tools] });
    if (path.extname(commonJs) === '.cjs') alias[commonJs] = commonJs.replace(/\.cjs$/, '.js');
  }
  return alias;
}

module.exports = { federationRuntimeEsm };
