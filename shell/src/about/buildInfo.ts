import { CONTRACT_VERSION } from '@companion/shared-state';

declare const __BUILD_INFO__: { version: string; commit: string; contract: string } | undefined;

/** The shell's own build (compiled in by config/rspack.app.js); jest has no build, so it says so. */
export const SHELL_BUILD =
  typeof __BUILD_INFO__ === 'undefined'
    ? { version: 'unknown', commit: 'unknown', contract: CONTRACT_VERSION }
    : __BUILD_INFO__;
