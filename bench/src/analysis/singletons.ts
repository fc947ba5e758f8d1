/** The list every build shares as singletons, from the one Rspack set-up, so the two cannot drift. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS } = require('../../../config/rspack.app.js') as { SINGLETONS: readonly string[] };

export { SINGLETONS };

/** The package a module file belongs to: the last node_modules segment, or the workspace package's folder. */
export function packageOf(module: string): string {
  if (module.startsWith('(')) return module;
  const index = module.lastIndexOf('node_modules/');
  if (index >= 0) {
    const parts = module.slice(index + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (module.startsWith('shared-state/')) return '@companion/shared-state';
  const parts = module.split('/');
  return parts[0] === 'remotes' ? `remotes/${parts[1]}` : parts[0]!;
}

export function isSingleton(pkg: string): boolean {
  return SINGLETONS.includes(pkg);
}
