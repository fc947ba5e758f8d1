import type { RuntimeConfig } from '@companion/shared-state';
import { applyConfig } from '@companion/shared-state/host';
import { requestConfig } from '../boot/configRequest';
import { provideGameApi } from './gameApi';

let ready: Promise<RuntimeConfig> | undefined;

/**
 * config.json checked and published, and the one game API client provided to every tab: once, for whichever
 * needs it first, a sign-in before the wallet layer (./earlySignIn.ts) or the app's start (../SessionApp.tsx).
 * A failure (config.json missing or invalid, the network down) is tried again by the next caller.
 */
export function gameClientReady(): Promise<RuntimeConfig> {
  if (!ready) {
    const starting = requestConfig().then((json) => {
      const config = applyConfig(json);
      provideGameApi();
      return config;
    });
    starting.catch(() => {
      if (ready === starting) ready = undefined;
    });
    ready = starting;
  }
  return ready;
}
