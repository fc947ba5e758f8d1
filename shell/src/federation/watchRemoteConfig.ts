import { refreshRemotes } from './remoteConfig';

/** How often a running app re-reads where the remotes live, besides each return to the app. */
const EVERY_MS = 5 * 60_000;

/**
 * Follows the runtime config while the app runs (docs/deploying.md): a running tab learns that another build
 * is live and offers a reload. (A tab's first open re-reads it anyway.) Returns the stop function.
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
