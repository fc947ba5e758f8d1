// The federation bundler runtime a production tab's entry takes from the shell instead of carrying its own
// (config/speedOnly.cjs, shell/src/federation/containerRuntime.ts): which file the federation plugin imports,
// and which version a tab is built for and the shell provides.
const path = require('node:path');

/** The bundler runtime's entry file, as Rspack's federation plugin resolves it (through runtime-tools). */
function bundlerRuntimeFile() {
  const plugin = require.resolve('@module-federation/rspack/plugin', {
    paths: [require.resolve('@module-federation/enhanced/rspack')],
  });
  const tools = require.resolve('@module-federation/runtime-tools/bundler', { paths: [plugin] });
  return require.resolve('@module-federation/webpack-bundler-runtime', { paths: [tools] });
}

/** The version of the package a file of it belongs to. */
function versionOf(file) {
  let dir = path.dirname(file);
  while (path.basename(dir) !== 'webpack-bundler-runtime') dir = path.dirname(dir);
  return require(path.join(dir, 'package.json')).version;
}

/**
 * The bundler runtime's version a tab is built for, written into its manifest: the shell refuses a tab built
 * for another one than it provides (docs/deploying.md, "What the shell refuses").
 * @returns {string}
 */
function bundlerRuntimeVersion() {
  return versionOf(bundlerRuntimeFile());
}

/**
 * The bundler runtime's version a host provides: the copy installed for it (the shell's dependency).
 * @param {string} dir the host's folder
 * @returns {string}
 */
function providedBundlerRuntimeVersion(dir) {
  return versionOf(require.resolve('@module-federation/webpack-bundler-runtime', { paths: [dir] }));
}

module.exports = { bundlerRuntimeFile, bundlerRuntimeVersion, providedBundlerRuntimeVersion };
