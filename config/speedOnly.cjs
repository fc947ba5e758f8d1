// The build's speed-only pieces, in one place: each makes what a player downloads smaller by a means its
// package does not document, and each has its measured effect beside it in docs/performance.md ("Speed-only
// pieces"). `COMPANION_PLAIN_BUILD=1` builds every app without them, the plain way, for bisecting a bug: the
// apps work the same, larger.
const path = require('node:path');
const { bundlerRuntimeFile, bundlerRuntimeVersion } = require('./federationRuntime.cjs');

/** The flag that builds the plain way. */
const PLAIN_BUILD_VARIABLE = 'COMPANION_PLAIN_BUILD';

/** Whether this build leaves the speed-only pieces out. */
function plainBuild(env = process.env) {
  return env[PLAIN_BUILD_VARIABLE] === '1';
}

/** The file a production tab's entry takes the shell's bundler runtime through. */
const CONTAINER_RUNTIME = path.join(__dirname, 'federationContainerRuntime.js');

/** A package's files, wherever the package manager put them. */
function packageFiles(name) {
  return new RegExp(`[\\\\/]node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/]`);
}

/** The package folder of a file inside node_modules. */
function packageDir(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  const scoped = parts[at + 1]?.startsWith('@');
  return parts.slice(0, at + (scoped ? 3 : 2)).join(path.sep);
}

/**
 * What is wrong with a tab's build whose entry should run on the shell's bundler runtime, from the files of
 * its modules: the bundler runtime's package bundled (the federation plugin now imports another of its files
 * than the one the alias replaces), or the container runtime missing (the alias matched nothing). Empty when
 * the alias did its work.
 * @param {Iterable<string>} resources
 * @param {{ bundlerRuntime: string, containerRuntime: string }} files
 * @returns {string[]}
 */
function bundlerRuntimeProblems(resources, { bundlerRuntime, containerRuntime }) {
  const bundlerPackage = packageDir(bundlerRuntime) + path.sep;
  const all = [...resources];
  const problems = [];
  const bundled = all.filter((file) => file.startsWith(bundlerPackage));
  if (bundled.length) {
    problems.push(
      `the tab's entry bundles the federation bundler runtime (${bundled.map((f) => path.relative(bundlerPackage, f)).join(', ')}) instead of taking the shell's`,
    );
  }
  if (!all.includes(containerRuntime)) {
    problems.push(
      `the tab's entry does not take the shell's bundler runtime (${path.basename(containerRuntime)})`,
    );
  }
  return problems;
}

/**
 * Fails the build, loudly, when the alias that puts a tab's entry on the shell's bundler runtime no longer
 * does: it points a file of @module-federation/webpack-bundler-runtime, not a documented entry, at
 * federationContainerRuntime.js, and a later federation plugin may import another file. Without this check
 * the entry would quietly carry its own copy again while its manifest names the shell's.
 */
class BundlerRuntimeGuardPlugin {
  /** @param {{ bundlerRuntime: string, containerRuntime: string }} files */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('BundlerRuntimeGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('BundlerRuntimeGuardPlugin', (modules) => {
        const resources = [...modules].map((module) => module.resource).filter(Boolean);
        for (const problem of bundlerRuntimeProblems(resources, this.files)) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${problem}: config/speedOnly.cjs no longer fits @module-federation/webpack-bundler-runtime ` +
                `${bundlerRuntimeVersion()}. Fix the alias, or build the plain way (${PLAIN_BUILD_VARIABLE}=1).`,
            ),
          );
        }
      });
    });
  }
}

/**
 * The speed-only pieces of one app's build (none in development, nor with the plain-build flag).
 * @param {{ production: boolean, tab: boolean, env?: NodeJS.ProcessEnv }} app
 */
function speedOnly({ production, tab, env = process.env }) {
  const on = production && !plainBuild(env);
  // 1. A production tab's entry runs on the shell's bundler runtime instead of carrying its own (entry 7.6 →
  //    3.9 KB gzip): the file the federation plugin imports is aliased to one that asks the shell for it.
  const sharedBundlerRuntime = on && tab;
  const files = { bundlerRuntime: bundlerRuntimeFile(), containerRuntime: CONTAINER_RUNTIME };
  return {
    // 2. The Mobile Wallet Adapter's QR code (qrcode, 8.4 KB gzip) left out of the wallet chunk every sign-in
    //    loads: it draws only in the adapter's remote scenario (a desktop browser pairing with a phone's
    //    wallet), which the app never starts. Tree shaking drops that scenario but not the CommonJS package
    //    it imports; for that package's imports alone, it resolves to an empty module.
    rules: on
      ? [
          {
            test: packageFiles('@solana-mobile/wallet-standard-mobile'),
            resolve: { alias: { qrcode: false } },
          },
          // The Farcaster SDK's core declares no side effects either way, so every schema module it has stays
          // (classic zod with them, which keeps all of zod's core in the wallet chunk the app's zod/mini
          // shares). Its modules only declare schemas, actions and types: those the SDK uses stay.
          { test: packageFiles('@farcaster/miniapp-core'), sideEffects: false },
        ]
      : [],
    alias: sharedBundlerRuntime ? { [files.bundlerRuntime]: files.containerRuntime } : {},
    plugins: sharedBundlerRuntime ? [new BundlerRuntimeGuardPlugin(files)] : [],
    // The bundler runtime a tab's manifest names, which the shell checks before it runs the entry; a tab
    // that carries its own names none.
    federationRuntime: sharedBundlerRuntime ? bundlerRuntimeVersion() : undefined,
  };
}

module.exports = {
  PLAIN_BUILD_VARIABLE,
  packageFiles,
  plainBuild,
  speedOnly,
  bundlerRuntimeProblems,
  BundlerRuntimeGuardPlugin,
};
