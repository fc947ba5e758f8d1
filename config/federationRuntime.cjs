// The federation runtime a production tab's entry carries (config/rspack.app.js): none of its own.
const path = require('node:path');

/** The bundler runtime's entry file, as Rspack's federation plugin resolves it (through runtime-tools). */
function bundlerRuntimeFile() {
  const plugin = require.resolve('@module-federation/rspack/plugin', {
    paths: [require.resolve('@module-federation/enhanced/rspack')],
  });
  const tools = require.resolve('@module-federation/runtime-tools/bundler', { paths: [plugin] });
  return require.resolve('@module-federation/webpack-bundler-runtime', { paths: [tools] });
}

/**
 * A production tab's entry takes the bundler runtime (the glue between the bundler's module loading and the
 * federation runtime: container init, share negotiation, consumes) from the shell, as it takes the runtime
 * core (`externalRuntime`): the alias points the file the plugin resolves at `federationContainerRuntime.js`,
 * which asks the shell for it. Bundled, it and the runtime wrapper it imports were about half of every entry
 * (7.6 → 3.9 KB gzip, docs/performance.md, "Tabs load on intent"). If a later plugin resolves another file,
 * the alias matches nothing and the entry carries its own copy again: larger, still working.
 * @returns {Record<string, string>}
 */
function federationRuntimeAliases() {
  return { [bundlerRuntimeFile()]: path.join(__dirname, 'federationContainerRuntime.js') };
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

module.exports = { federationRuntimeAliases, bundlerRuntimeVersion, providedBundlerRuntimeVersion };
