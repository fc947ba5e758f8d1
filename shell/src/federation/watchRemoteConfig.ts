import { runtimeConfigSchema } from '@companion/shared-state/host';
import { updateTabRemotes } from './remoteRegistry';

/** How often a running app re-reads where the remotes live, besides each return to the app. */
const EVERY_MS = 5 * 60_000;

/** Re-reads config.json's remotes; a failed or invalid read keeps what the app has (the next one may work). */
export async function refreshRemotes(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (parsed.success) updateTabRemotes(parsed.data.remotes);
  } catch {
    // Offline or a half-written file: the tabs keep the versions they were given.
  }
}

/**
 * Follows the runtime config while the app runs (docs/deploying.md): a deploy, canary or rollback reaches the
 * tabs not opened yet, and a tab already running learns that another build is live. Returns the stop function.
 */
export function watchRemoteConfig(): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void refreshRemotes();
  };
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(() => void refreshRemotes(), EVERY_MS);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    clearInterval(timer);
  };
}
