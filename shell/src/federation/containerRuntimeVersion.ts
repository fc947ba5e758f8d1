/** Where the shell puts the bundler runtime for the tabs' containers (config/federationContainerRuntime.js). */
export const CONTAINER_RUNTIME_GLOBAL = '__COMPANION_CONTAINER_RUNTIME__';

/** The bundler runtime's version the shell was built with (shell/rspack.config.js). */
declare const __CONTAINER_RUNTIME_VERSION__: string;
export const CONTAINER_RUNTIME_VERSION = __CONTAINER_RUNTIME_VERSION__;
