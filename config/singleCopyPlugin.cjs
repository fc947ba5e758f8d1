// Fails a production build that bundles a shared singleton from two folders of the package store. The package
// manager installs a package once per set of peer dependencies: two sets give two copies, and code importing one
// of them (the shell's wallet provider) and code importing the other (the stores' hooks) no longer share a
// React context, a store or a class, with nothing said at build time. Found once: a dependency added to the
// shell alone resolved the wallet adapter's peers differently from every other package's.
const path = require('node:path');
const { SINGLETONS, packageOf } = require('./sharedSingletons.cjs');

/** The singletons' packages ('react/jsx-runtime' is react's). */
const PACKAGES = new Set(SINGLETONS.map(packageOf));

/** The package a file in node_modules belongs to, and that package's folder; null outside node_modules. */
function packageOfFile(file) {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || !parts[at + 1]) return null;
  const scoped = parts[at + 1].startsWith('@');
  const name = parts.slice(at + 1, at + (scoped ? 3 : 2)).join('/');
  return { name, dir: parts.slice(0, at + (scoped ? 3 : 2)).join(path.sep) };
}

/**
 * Each singleton package bundled from more than one folder, with its folders.
 * @param {Iterable<string>} resources the bundled modules' files
 * @returns {Map<string, string[]>}
 */
function singletonCopies(resources) {
  const dirs = new Map();
  for (const file of resources) {
    const found = packageOfFile(file);
    if (!found || !PACKAGES.has(found.name)) continue;
    if (!dirs.has(found.name)) dirs.set(found.name, new Set());
    dirs.get(found.name).add(found.dir);
  }
  return new Map([...dirs].filter(([, set]) => set.size > 1).map(([name, set]) => [name, [...set].sort()]));
}

class SingleCopyPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SingleCopyPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SingleCopyPlugin', (modules) => {
        const resources = [...modules].map((module) => module.resource).filter(Boolean);
        for (const [name, folders] of singletonCopies(resources)) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${name} is bundled from ${folders.length} folders (${folders.join(', ')}): each copy has its own ` +
                'contexts and stores. Make every package resolve it with the same peer dependencies ' +
                '(pnpm-lock.yaml).',
            ),
          );
        }
      });
    });
  }
}

module.exports = { SingleCopyPlugin, singletonCopies };
