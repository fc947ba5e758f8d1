import { init } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { provideContainerRuntime } from './containerRuntime';
import { SHARED_MODULES } from './sharedModules';
import { provideRemoteIntegrity } from './remoteIntegrity';
import { integrityPlugin } from './integrityPlugin';

/** A singleton's share settings, as config/sharedSingletons.cjs gives them to every build. */
interface ShareConfig {
  singleton: boolean;
  requiredVersion: string | false;
  strictVersion?: boolean;
}

/** Each singleton's installed version and its share settings, written by shell/rspack.config.js. */
declare const __SHELL_SHARED__: Record<string, { version: string; shareConfig: ShareConfig }>;

type RuntimeGlobal = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

let started = false;

/**
 * Starts the federation runtime, once, when the first tab is about to load: the shell is built without the
 * federation plugin, so the sign-in screen carries none of the runtime (docs/performance.md). The tabs'
 * production builds use the host's runtime (config/rspack.app.js, `externalRuntime`), found on the global
 * the plugin's provider would set; the singletons are the shell's own modules (./sharedModules.ts). Every file
 * of a tab loads with its recorded hash (./remoteIntegrity.ts): the entry through the runtime's plugin, the
 * chunks through the checker the tabs' chunk loaders call.
 */
export function startHostRuntime(): void {
  if (started) return;
  started = true;
  (globalThis as RuntimeGlobal)._FEDERATION_RUNTIME_CORE = runtimeCore;
  provideContainerRuntime();
  provideRemoteIntegrity();
  init({
    name: 'shell',
    remotes: [],
    plugins: [integrityPlugin()],
    // 'version-first' would fetch every remote's entry at start-up: one remote down would break the shell.
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      Object.entries(__SHELL_SHARED__).map(([name, { version, shareConfig }]) => {
        const provided = SHARED_MODULES[name];
        if (!provided) throw new Error(`The shell does not provide the shared module ${name}`);
        return [
          name,
          {
            version,
            scope: 'default',
            // Set on each: the registry keeps a loaded-first entry when a tab registers the same version.
            strategy: 'loaded-first' as const,
            ...('lib' in provided
              ? { lib: () => provided.lib }
              : { get: () => provided.load().then((module) => () => module) }),
            shareConfig,
          },
        ];
      }),
    ),
  });
}
