import { lazy } from 'react';
import { requestConfig } from './configRequest';

/** A load that failed before the app could run (config.json missing or invalid, a chunk not fetched). */
export class StartupFailure extends Error {
  constructor(cause: unknown) {
    super((cause as Error)?.message ?? String(cause), { cause });
    this.name = 'StartupFailure';
  }
}

let walletApp: Promise<typeof import('../WalletApp')> | undefined;

/**
 * The wallet chunk and config.json in parallel, then the app's start (config checked, game API, embedded
 * wallet, tab registry): on Sign In, at once for a stored session or inside a wallet. Loaded once.
 */
export function loadWalletApp(): Promise<typeof import('../WalletApp')> {
  void requestConfig().catch(() => undefined);
  walletApp ??= import(/* webpackChunkName: "wallet-app" */ '../WalletApp')
    .then(async (module) => {
      await module.prepareApp();
      return module;
    })
    .catch((error: unknown) => {
      throw new StartupFailure(error);
    });
  return walletApp;
}

export const WalletApp = lazy(loadWalletApp);
