import { CONTRACT_VERSION } from '@companion/shared-state';
import type { ProvidedVersions } from './checkBuild';
import { CONTAINER_RUNTIME_VERSION } from './containerRuntimeVersion';
import { TAB_KIT_VERSION } from './tabKitVersion';

/** Each singleton the shell hands the tabs, with its share settings (shell/rspack.config.js). */
declare const __SHELL_SHARED__: Record<string, { version: string; shareConfig: { strictVersion?: boolean } }>;

/**
 * What this shell provides the tabs, as its build also writes it into app-build.json for
 * `pnpm deploy:remote --against` (shell/appBuild.cjs): one source, compiled in and published.
 */
export function providedVersions(): ProvidedVersions {
  return {
    contract: CONTRACT_VERSION,
    kit: TAB_KIT_VERSION,
    federationRuntime: CONTAINER_RUNTIME_VERSION,
    shared: Object.fromEntries(
      Object.entries(__SHELL_SHARED__).map(([name, { version, shareConfig }]) => [
        name,
        { version, strictVersion: shareConfig.strictVersion === true },
      ]),
    ),
  };
}
