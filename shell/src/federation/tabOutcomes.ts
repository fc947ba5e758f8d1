import type { PickedRemote } from './pickVersion';
import { IncompatibleTabError } from './IncompatibleTabError';
import { RefusedTabError } from './RefusedTabError';
import { useLoadedRemotes } from './loadedRemotes';
import { reportTab, type TabOutcome } from './tabReports';

/** The errors a tab's load failed with: its error boundary meets them again, and they are reported already. */
const loadFailures = new WeakSet<object>();

/** What a failed load reports: refused by a file's hash, incompatible with this app, or failed (not loaded). */
export function failureOutcome(error: unknown): TabOutcome {
  if (error instanceof RefusedTabError) return 'refused';
  if (error instanceof IncompatibleTabError) return 'incompatible';
  return 'failed';
}

/** Reports a tab's load that ended with its App, for the build picked (a deployed version; a fixed entry has none). */
export function reportTabLoaded(tab: string, picked: PickedRemote): void {
  if (picked.version === null) return;
  reportTab({ tab, version: picked.version, canary: picked.canary, outcome: 'loaded' });
}

/** Reports a tab's load that failed, for the build picked; its error boundary will not report it again. */
export function reportTabLoadFailed(tab: string, picked: PickedRemote, error: unknown): void {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
  if (picked.version === null) return;
  reportTab({ tab, version: picked.version, canary: picked.canary, outcome: failureOutcome(error) });
}

/**
 * Reports an error the tab's error boundary caught while the tab rendered, for the build running; its load's
 * own failure, which the boundary shows too, was reported as the load's outcome.
 */
export function reportRenderError(tab: string, error: unknown): void {
  if (typeof error === 'object' && error !== null && loadFailures.has(error)) return;
  const running = useLoadedRemotes.getState().loaded[tab];
  if (!running?.deployedVersion) return;
  reportTab({ tab, version: running.deployedVersion, canary: running.canary, outcome: 'render-error' });
}
