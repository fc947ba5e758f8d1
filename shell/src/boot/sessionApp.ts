import { lazy } from 'react';
import { requestConfig } from './configRequest';

/** A load that failed before the app could run (config.json missing or invalid, a chunk not fetched). */
export class StartupFailure extends Error {
  constructor(cause: unknown) {
    super((cause as Error)?.message ?? String(cause), { cause });
    this.name = 'StartupFailure';
  }
}

let sessionApp: Promise<typeof import('../SessionApp')> | undefined;

/**
 * The session's chunk and config.json in parallel, then the app's start (config checked, game API, embedded
 * wallet, tab registry, and the wallet layer when the sign-in screen needs it): on Sign In, at once for a
 * stored session or inside a wallet. Loaded once.
 */
export function loadSessionApp(): Promise<typeof import('../SessionApp')> {
  void requestConfig().catch(() => undefined);
  sessionApp ??= import(/* webpackChunkName: "session-app" */ '../SessionApp')
    .then(async (module) => {
      await module.prepareApp();
      return module;
    })
    .catch((error: unknown) => {
      throw new StartupFailure(error);
    });
  return sessionApp;
}

export const SessionApp = lazy(loadSessionApp);
