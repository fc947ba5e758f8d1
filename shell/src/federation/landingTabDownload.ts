import { getConfig } from '@companion/shared-state';
import { tabAt } from '../tabs';
import { pickRemote } from './pickVersion';
import { downloadBuild } from './buildDownload';

/**
 * The files of the tab a sign-in lands on (the page's path: home at "/"), picked for the wallet that has just
 * approved, downloaded while the sign-in's calls run and before the federation runtime has loaded
 * (docs/performance.md, "The sign-in's round trips and the first frames' work"). The tab's own load
 * (./tabLoads.ts, `preloadLandingTab`), once the runtime is in, takes the same manifest and files: nothing runs
 * here. Only a build whose hashes the config records; a dev server's loads the usual way.
 */
export function downloadLandingTab(player: string): void {
  // Never in the way of the sign-in that asks: a failure is met again, and shown, by the tab's own load.
  try {
    const tab = tabAt(window.location.pathname);
    const remote = tab ? getConfig().remotes[tab.remote] : undefined;
    if (!tab || !remote) return;
    const picked = pickRemote(tab.remote, remote, player);
    if (!picked.files) return;
    downloadBuild(tab.remote, picked).catch(() => undefined);
  } catch {
    // The config as the app has it names no usable build: the tab's load says so.
  }
}
