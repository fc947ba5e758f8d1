import {
  attachShareScopeMap,
  bundlerRuntime,
  type Federation,
} from '@module-federation/webpack-bundler-runtime';
import * as runtime from '@module-federation/runtime';
import helpers from '@module-federation/runtime/helpers';
import { CONTAINER_RUNTIME_GLOBAL, CONTAINER_RUNTIME_VERSION } from './containerRuntimeVersion';

type InitOptions = Parameters<typeof runtime.init>[0];

/**
 * What a tab's container starts from: the bundler runtime's functions are shared, the objects a container
 * fills in are its own. One shared `bundlerRuntimeOptions` or share-scope object would let the first tab's
 * tables answer for the next; the runtime's `init` would make each new tab the runtime's default instance,
 * under the shell's own `loadRemote`.
 */
function createContainerRuntime(): Federation {
  return {
    runtime: { ...runtime, init: initContainer },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime, S: {} },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

/** The runtime's `init`, without making the container the default instance (see above). */
function initContainer(options: InitOptions): runtime.ModuleFederation {
  const normalized = { ...options, id: options.id || '' };
  const known = helpers.global.getGlobalFederationInstance(options.name, options.version);
  if (!known) return runtime.createInstance(normalized);
  known.initOptions(normalized);
  return known;
}

/**
 * Hands the tabs' containers the bundler runtime, so that their entries need not carry a copy each
 * (config/federationContainerRuntime.js, docs/performance.md "Tabs load on intent"). Called by
 * ./hostRuntime.ts before any tab's entry runs; a tab built against another version is refused before it
 * runs (./remoteRegistry.ts).
 */
export function provideContainerRuntime(): void {
  (globalThis as Record<string, unknown>)[CONTAINER_RUNTIME_GLOBAL] = {
    version: CONTAINER_RUNTIME_VERSION,
    createContainerRuntime,
  };
}
