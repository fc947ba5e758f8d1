import { lazy } from 'react';
import { requestConfig } from './configRequest';

/** A load that failed before the app could run (config.json missing or invalid, a chunk not fetched). */
export class StartupFailure extends Error {
  constructor(cause: unknown) {
    super((cause as Error)?.message ?? String(cause), { cause });
    this.name = 'StartupFailure';
  }
}

type SessionAppModule = typeof import('../SessionApp');

let sessionApp: Promise<SessionAppModule> | undefined;

/**
 * The session's chunks and config.json in parallel, then the app's start (config checked, game API, embedded
 * wallet, tab registry, a resumed session's first reads and landing tab, and the wallet layer when the
 * sign-in screen needs it), and only then the screens' modules (the router, the layout, the header: a
 * third of a second of script on a phone), so that those requests leave before that script runs rather than
 * after it (docs/performance.md, "The app's start before the screens' modules"). Both modules are in the
 * session's chunks: one download. On Sign In, at once for a stored session or inside a wallet. Loaded once.
 */
export function loadSessionApp(): Promise<SessionAppModule> {
  void requestConfig().catch(() => undefined);
  sessionApp ??= import(/* webpackChunkName: "session-app" */ '../prepareApp')
    .then(async ({ prepareApp }) => {
      let screens: Promise<SessionAppModule> | undefined;
      const loadScreens = () => (screens ??= import(/* webpackChunkName: "session-app" */ '../SessionApp'));
      await prepareApp({ onStarted: () => void loadScreens().catch(() => undefined) });
      return await loadScreens();
    })
    .catch((error: unknown) => {
      throw new StartupFailure(error);
    });
  return sessionApp;
}

export const SessionApp = lazy(loadSessionApp);
