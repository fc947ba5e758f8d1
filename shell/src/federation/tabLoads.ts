import { tabAt } from '../tabs';
import { loadRemoteApp, resetRemote, type RemoteApp, type TabLoadOptions } from './remoteRegistry';
import { pickFor, remoteNames } from './remoteConfig';

/** One load per tab, shared by whoever asks first and every render after; a failed one is dropped by Retry. */
const loads = new Map<string, Promise<RemoteApp>>();

/** How each load settled, once it has: read synchronously by a tab's first render. */
const outcomes = new WeakMap<Promise<RemoteApp>, { app: RemoteApp['default'] } | { error: unknown }>();

/**
 * A tab's remote, loaded once through the shell's own path (version pick, contract check, canary:
 * ./remoteRegistry.ts). The first to ask starts it: the player's intent on the tab's link, a sign-in for the
 * tab it lands on, or the tab's first render. `player` picks the version for a wallet not signed in yet.
 */
export function loadTab(name: string, player?: string, options?: TabLoadOptions): Promise<RemoteApp> {
  let load = loads.get(name);
  if (!load) {
    const started = loadRemoteApp(name, player, options);
    started.then(
      (module) => outcomes.set(started, { app: module.default }),
      (error: unknown) => outcomes.set(started, { error }),
    );
    load = started;
    loads.set(name, load);
  }
  return load;
}

/** How a load settled, or undefined while it runs. */
export function settledTab(load: Promise<RemoteApp>) {
  return outcomes.get(load);
}

/**
 * Starts a tab's load ahead of its first render (docs/performance.md, "Tabs load on intent"). A failure is
 * not lost: the tab's own render meets the same rejected load and shows its error panel with Retry.
 */
export function preloadTab(name: string, player?: string, options?: TabLoadOptions): void {
  loadTab(name, player, options).catch(() => undefined);
}

/**
 * A sign-in lands on the tab of the page's path (home at "/"): it loads while the sign-in calls run, picked
 * for the wallet signing in (docs/performance.md, "Home loads during sign-in").
 */
export function preloadLandingTab(player: string, options?: TabLoadOptions): void {
  const tab = tabAt(window.location.pathname);
  if (tab) preloadTab(tab.remote, player, options);
}

/** The entry of the tab the page's path lands on, as picked for `player`; null off the tabs' paths. */
export function landingTabEntry(player?: string): string | null {
  const tab = tabAt(window.location.pathname);
  return tab && remoteNames().includes(tab.remote) ? pickFor(tab.remote, player).entry : null;
}

/** Forgets a failed load, so that the next one fetches the remote's entry again (Retry). */
export function forgetTab(name: string): void {
  loads.delete(name);
  resetRemote(name);
}
